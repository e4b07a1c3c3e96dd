/**
 * The English and Hebrew versions of the two guide pages, one file per guide and language,
 * written for readers of each language. French stays in ../<slug>.ts; `content/translations.ts` picks a page's.
 */
import type { Article, Language } from '../../schema.ts'
import { article as enEntreprendreEnIsrael } from './en/entreprendre-en-israel.ts'
import { article as enEvaluerStartupIsraelienne } from './en/evaluer-startup-israelienne.ts'
import { article as heEntreprendreEnIsrael } from './he/entreprendre-en-israel.ts'
import { article as heEvaluerStartupIsraelienne } from './he/evaluer-startup-israelienne.ts'

/** Each language's texts, in the order of their files' names; each names the French text it renders by its slug. */
export const guidePageTranslations: Readonly<Record<Exclude<Language, 'fr'>, readonly Article[]>> = {
  en: [enEntreprendreEnIsrael, enEvaluerStartupIsraelienne],
  he: [heEntreprendreEnIsrael, heEvaluerStartupIsraelienne],
}
