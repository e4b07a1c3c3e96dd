import type { Language } from '~/i18n/languages.ts'
import { useTextLanguage } from '~/lib/text-language.ts'
import { cn } from '~/lib/utils.ts'

/**
 * Tags as small labels; `limit` keeps the first ones (cards show at most 3, spec section 9). `language` is the
 * one they are written in: marked when it is not the page's.
 */
export function TagList({ tags, limit, className, language }: { tags: readonly string[]; limit?: number; className?: string; language: Language }) {
  const shown = limit === undefined ? tags : tags.slice(0, limit)
  const written = useTextLanguage(language)
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {shown.map((tag) => (
        <li key={tag} {...written} className="rounded-full border border-line bg-canvas px-3 py-1 text-xs font-medium text-muted">
          {tag}
        </li>
      ))}
    </ul>
  )
}
