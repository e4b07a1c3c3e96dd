import { Link, useLocation } from 'react-router'
import { useI18n } from '~/i18n/context.tsx'
import { languageSuggestion } from '~/i18n/language-suggestion.ts'
import { languageInfo } from '~/i18n/languages.ts'
import { rememberLanguage, useSuggestedLanguage } from '~/i18n/use-set-language.ts'
import { pathsOf } from '~/lib/paths.ts'
import { Button, buttonVariants } from './ui/button.tsx'

/**
 * "This page exists in Hebrew": offered, never imposed, when the language the
 * visitor chose last differs from the page's (issue 18). Staying stores the
 * page's language as the new choice, so it is not offered again.
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
      className="fixed top-20 end-4 z-[70] grid max-w-sm gap-3 rounded-xl border border-line bg-surface p-4 shadow-lg"
    >
      <p className="text-sm font-semibold">{strings.text}</p>
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
    </aside>
  )
}
