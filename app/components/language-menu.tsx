import { Check, Globe } from 'lucide-react'
import { useId } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Link } from '~/components/link.tsx'
import { useI18n } from '~/i18n/context.tsx'
import { languageInfo, languages, type Language } from '~/i18n/languages.ts'
import { rememberLanguage } from '~/i18n/use-set-language.ts'
import { pathsOf } from '~/lib/paths.ts'
import { MenuButton, menuItemClass } from './ui/menu.tsx'
import { m } from '~/paraglide/messages.js'

/** The address of the current page in another language, query and fragment kept. */
function useSamePageIn(): (language: Language) => string {
  const location = useLocation()
  return (language) => pathsOf(language).page(`${location.pathname}${location.search}${location.hash}`)
}

/** Header language menu: FR, EN and Hebrew (spec section 2); each goes to the same page in that language. */
export function LanguageMenu() {
  const { language, t } = useI18n()
  const samePageIn = useSamePageIn()
  const navigate = useNavigate()
  function choose(code: Language) {
    rememberLanguage(code)
    if (code !== language) void navigate(samePageIn(code))
  }
  const labelId = useId()
  return (
    <MenuButton
      triggerClassName="inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-ink hover:bg-brand-soft"
      contentClassName="min-w-40"
      trigger={
        <>
          <Globe className="size-4" aria-hidden />
          {/* The visible code starts the accessible name (WCAG 2.5.3, label in name). */}
          <span>{languageInfo[language].short}</span>
          <span className="sr-only">
            {' '}
            — {t(m['header.chooseLanguage'])} ({languageInfo[language].label})
          </span>
        </>
      }
    >
      <div role="group" aria-labelledby={labelId}>
        <div id={labelId} className="px-2 py-1.5 text-xs font-semibold text-muted">
          {t(m['header.language'])}
        </div>
        {languages.map((code) => (
          <button
            key={code}
            type="button"
            role="menuitemradio"
            aria-checked={code === language}
            tabIndex={-1}
            lang={languageInfo[code].htmlLang}
            dir={languageInfo[code].dir}
            onClick={() => choose(code)}
            className={`${menuItemClass} justify-between gap-3`}
          >
            <span>
              <span className="me-2 font-semibold">{languageInfo[code].short}</span>
              {languageInfo[code].label}
            </span>
            {code === language && <Check className="size-4" aria-hidden />}
          </button>
        ))}
      </div>
    </MenuButton>
  )
}

/** A row of links to the same page in each language, for the footer and the drawer. */
export function LanguageButtons({ className }: { className?: string }) {
  const { language } = useI18n()
  const samePageIn = useSamePageIn()
  return (
    <div className={className}>
      {languages.map((code) => (
        <Link
          key={code}
          to={samePageIn(code)}
          lang={languageInfo[code].htmlLang}
          hrefLang={languageInfo[code].htmlLang}
          aria-current={code === language ? 'true' : undefined}
          onClick={() => rememberLanguage(code)}
          className="rounded-md px-2.5 py-1.5 text-sm font-medium aria-[current]:bg-brand aria-[current]:text-white hover:bg-white/10"
        >
          {languageInfo[code].label}
        </Link>
      ))}
    </div>
  )
}
