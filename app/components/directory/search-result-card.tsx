import { ArrowRight } from 'lucide-react'
import { Link } from '~/components/link.tsx'
import { Card } from '~/components/ui/card.tsx'
import { useI18n, useT } from '~/i18n/context.tsx'
import { IsolatedText } from '~/components/ui/isolated-text.tsx'
import { textLanguageAttributes } from '~/lib/text-language.ts'
import type { SearchItemType, SearchResultView } from '~/lib/search.ts'
import { cn } from '~/lib/utils.ts'
import { CompanyLogo } from './company-logo.tsx'
import { usePaths } from '~/lib/use-paths.ts'
import type { Message } from '~/i18n/translate.ts'
import { m } from '~/paraglide/messages.js'

const typeLabel: Record<SearchItemType, Message> = {
  category: m['directory.search.type.category'],
  startup: m['directory.search.type.startup'],
  guide: m['directory.search.type.guide'],
  article: m['directory.search.type.article'],
  topic: m['directory.search.type.topic'],
}

const badgeTone: Record<SearchItemType, string> = {
  category: 'bg-violet-100 text-violet-900',
  startup: 'bg-brand-soft text-brand',
  guide: 'bg-amber-100 text-amber-900',
  article: 'bg-emerald-100 text-emerald-900',
  topic: 'bg-slate-100 text-slate-800',
}

/**
 * A search result (spec section 2): type badge ('Secteur' for a sector,
 * 'Startup' for a company, and a badge of their own for editorial pages),
 * title, description clamped to three lines, at most three tags and a
 * 'Voir plus' link to the result. A company shows its logo, or its initials
 * on its sector's colour, as on the directory's cards.
 */
export function SearchResultCard({ result }: { result: SearchResultView }) {
  const t = useT()
  const paths = usePaths()
  const { language } = useI18n()
  const contentLang = result.lang ? textLanguageAttributes(result.lang, language) : {}
  return (
    <Card as="article" data-testid="search-result" linked className="group flex h-full flex-col gap-3 p-5 transition hover:border-brand/40">
      <div className="flex flex-wrap items-center gap-2">
        {result.type === 'startup' && result.color && <CompanyLogo name={result.title} color={result.color} logo={result.logo} size="sm" />}
        <span data-testid="result-type" className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', badgeTone[result.type])}>
          {t(typeLabel[result.type])}
        </span>
        {result.category && <span className="text-xs font-medium text-muted">{result.category}</span>}
      </div>
      <h2 {...contentLang} className="text-lg font-bold leading-snug text-ink group-hover:text-brand">
        {result.title}
      </h2>
      <p {...contentLang} data-testid="result-description" className="line-clamp-3 text-sm leading-relaxed text-muted">
        <IsolatedText text={result.description} language={result.lang ?? language} />
      </p>
      {result.tags && result.tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t(m['directory.tags'])} {...contentLang}>
          {result.tags.slice(0, 3).map((tag) => (
            <li key={tag} className="rounded-md bg-canvas px-2 py-0.5 text-xs text-muted ring-1 ring-line">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <Link
        to={paths.page(result.url)}
        className="mt-auto inline-flex w-fit items-center gap-1 pt-1 text-sm font-semibold text-brand outline-none after:absolute after:inset-0 after:rounded-card after:content-['']"
      >
        {t(m['directory.search.more'])}
        <span className="sr-only">{language === 'fr' ? '\u00a0: ' : ': '}{result.title}</span>
        <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
      </Link>
    </Card>
  )
}
