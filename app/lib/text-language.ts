import { languageInfo, type Language } from '~/i18n/languages.ts'
import { useI18n } from '~/i18n/context.tsx'

export interface TextLanguageAttributes {
  lang?: string
  dir?: 'ltr' | 'rtl'
}

/**
 * The `lang` and `dir` of a text written in `text` on a page in `page`: none when they are the same (the page
 * says it), the text's own when it is another (a French fallback on an English or Hebrew page).
 */
export function textLanguageAttributes(text: Language, page: Language): TextLanguageAttributes {
  return text === page ? {} : { lang: languageInfo[text].htmlLang, dir: languageInfo[text].dir }
}

/** `textLanguageAttributes` on the page being rendered. */
export function useTextLanguage(text: Language): TextLanguageAttributes {
  return textLanguageAttributes(text, useI18n().language)
}
