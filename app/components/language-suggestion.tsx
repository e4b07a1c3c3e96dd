import { useLocation } from 'react-router'
import { Link } from '~/components/link.tsx'
import { useI18n } from '~/i18n/context.tsx'
import { languageSuggestion } from '~/i18n/language-suggestion.ts'
import { languageInfo } from '~/i18n/languages.ts'
import { rememberLanguage, useSuggestedLanguage } from '~/i18n/use-set-language.ts'
import { pathsOf } from '~/lib/paths.ts'
import { Button, buttonVariants } from './ui/button.tsx'

/**
 * "This page exists in Hebrew": a bar above the header, offered, never
 * imposed, when the language the visitor chose last differs from the page's
 * own. It is written in that language and laid out in its direction.
 * Staying stores the page's language as the new choice, so it is not offered
 * again.
 */
export function LanguageSuggestion() {
  const { language } = useI18n()
  const location = useLocation()
  const [suggested, dismiss] = useSuggestedLanguage(language)
  if (!suggested) return null
  const strings = languageSuggestion[suggested]
  const info = languageInfo[suggested]
  return (
    <aside
      lang={info.htmlLang}
      dir={info.dir}
      aria-label={strings.text}
      className="border-b border-line bg-brand-soft"
    >
      <div className="container-page flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2">
        <p className="text-sm font-semibold text-ink">{strings.text}</p>
        <div className="flex flex-wrap gap-2">
          <Link
            to={pathsOf(suggested).page(`${location.pathname}${location.search}${location.hash}`)}
            hrefLang={info.htmlLang}
            onClick={() => rememberLanguage(suggested)}
            className={buttonVariants({ size: 'sm' })}
          >
            {strings.go}
          </Link>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              rememberLanguage(language)
              dismiss()
            }}
          >
            {strings.stay[language]}
          </Button>
        </div>
      </div>
    </aside>
  )
}
