import { Check, Globe } from 'lucide-react'
import { useId } from 'react'
import { useI18n } from '~/i18n/context.tsx'
import { languageInfo, languages } from '~/i18n/languages.ts'
import { useSetLanguage } from '~/i18n/use-set-language.ts'
import { MenuButton, menuItemClass } from './ui/menu.tsx'

/** Header language menu: FR, EN and Hebrew (spec section 2). */
export function LanguageMenu() {
  const { language, t } = useI18n()
  const setLanguage = useSetLanguage(language)
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
            — {t('header.chooseLanguage')} ({languageInfo[language].label})
          </span>
        </>
      }
    >
      <div role="group" aria-labelledby={labelId}>
        <div id={labelId} className="px-2 py-1.5 text-xs font-semibold text-muted">
          {t('header.language')}
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
            onClick={() => setLanguage(code)}
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

/** A row of language buttons, for the footer and the drawer. */
export function LanguageButtons({ className }: { className?: string }) {
  const { language } = useI18n()
  const setLanguage = useSetLanguage(language)
  return (
    <div className={className}>
      {languages.map((code) => (
        <button
          key={code}
          type="button"
          lang={languageInfo[code].htmlLang}
          aria-pressed={code === language}
          onClick={() => setLanguage(code)}
          className="rounded-md px-2.5 py-1.5 text-sm font-medium aria-pressed:bg-brand aria-pressed:text-white hover:bg-white/10"
        >
          {languageInfo[code].label}
        </button>
      ))}
    </div>
  )
}
