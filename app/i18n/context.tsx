import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { languageInfo, type Language } from './languages.ts'
import { translatorFor, type Translate } from './translate.ts'

interface I18nValue {
  language: Language
  dir: 'ltr' | 'rtl'
  locale: string
  /** `t(m['some.key'], values?)`: the message in the page's language. */
  t: Translate
}

const I18nContext = createContext<I18nValue | null>(null)

export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  // The messages are compiled into the modules that show them: nothing to load first.
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
