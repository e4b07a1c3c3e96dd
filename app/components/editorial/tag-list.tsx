import { cn } from '~/lib/utils.ts'

/** Tags as small labels; `limit` keeps the first ones (cards show at most 3, spec section 9). */
export function TagList({ tags, limit, className }: { tags: readonly string[]; limit?: number; className?: string }) {
  const shown = limit === undefined ? tags : tags.slice(0, limit)
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {shown.map((tag) => (
        <li key={tag} lang="fr" dir="auto" className="rounded-full border border-line bg-canvas px-3 py-1 text-xs font-medium text-muted">
          {tag}
        </li>
      ))}
    </ul>
  )
}
