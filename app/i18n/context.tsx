import { createContext, use, useContext, useMemo, type ReactNode } from 'react'
import { languageInfo, type Language } from './languages.ts'
import { loadMessages } from './load-messages.ts'
import { hasMessages, translatorFor, type MessageArea, type Translate } from './translate.ts'

interface I18nValue {
  language: Language
  dir: 'ltr' | 'rtl'
  locale: string
  t: Translate
}

const I18nContext = createContext<I18nValue | null>(null)

export function I18nProvider({ language, areas = ['common'], children }: { language: Language; areas?: readonly MessageArea[]; children: ReactNode }) {
  // In the browser the dictionary is loaded before hydration and before a
  // language switch; a page that needs more of it (a form, ADR 0011), or a
  // language changed some other way, waits for it rather than showing keys.
  if (!hasMessages(language, areas)) use(loadMessages(language, areas))
  const value = useMemo<I18nValue>(
    () => ({
      language,
      dir: languageInfo[language].dir,
      locale: languageInfo[language].locale,
      t: translatorFor(language),
    }),
    [language],
  )
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext)
  if (!value) throw new Error('useI18n must be used inside <I18nProvider>')
  return value
}

/** The translate function of the current language. */
export function useT(): Translate {
  return useI18n().t
}
