import { Check, Globe } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { useI18n } from '~/i18n/context.tsx'
import { languageInfo, languages, type Language } from '~/i18n/languages.ts'
import { useSetLanguage } from '~/i18n/use-set-language.ts'

/** Header language menu: FR, EN and Hebrew (spec section 2). */
export function LanguageMenu() {
  const { language, dir, t } = useI18n()
  const setLanguage = useSetLanguage(language)
  return (
    <DropdownMenu.Root dir={dir} modal={false}>
      <DropdownMenu.Trigger className="inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-ink hover:bg-brand-soft">
        <Globe className="size-4" aria-hidden />
        {/* The visible code starts the accessible name (WCAG 2.5.3, label in name). */}
        <span>{languageInfo[language].short}</span>
        <span className="sr-only">
          {' '}
          — {t('header.chooseLanguage')} ({languageInfo[language].label})
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-[70] min-w-40 rounded-xl border border-line bg-surface p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold text-muted">{t('header.language')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={language} onValueChange={(value) => setLanguage(value as Language)}>
            {languages.map((code) => (
              <DropdownMenu.RadioItem
                key={code}
                value={code}
                lang={languageInfo[code].htmlLang}
                dir={languageInfo[code].dir}
                className="flex cursor-pointer items-center justify-between gap-3 rounded-md px-2 py-2 text-sm outline-none data-[highlighted]:bg-brand-soft"
              >
                <span>
                  <span className="me-2 font-semibold">{languageInfo[code].short}</span>
                  {languageInfo[code].label}
                </span>
                <DropdownMenu.ItemIndicator>
                  <Check className="size-4" aria-hidden />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
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
