/**
 * The English and Hebrew versions of the three blog articles, one file per article and language,
 * written for readers of each language. French stays in ../<slug>.ts; `content/translations.ts` picks a page's.
 */
import type { Article, Language } from '../../schema.ts'
import { article as enCommentInvestirStartupIsraelienne } from './en/comment-investir-startup-israelienne.ts'
import { article as enSecteursResilientsCrise } from './en/secteurs-resilients-crise.ts'
import { article as enStartupsPrometteuses2025 } from './en/startups-prometteuses-2025.ts'
import { article as heCommentInvestirStartupIsraelienne } from './he/comment-investir-startup-israelienne.ts'
import { article as heSecteursResilientsCrise } from './he/secteurs-resilients-crise.ts'
import { article as heStartupsPrometteuses2025 } from './he/startups-prometteuses-2025.ts'

/** Each language's texts, in the order of their files' names; each names the French text it renders by its slug. */
export const blogArticleTranslations: Readonly<Record<Exclude<Language, 'fr'>, readonly Article[]>> = {
  en: [enCommentInvestirStartupIsraelienne, enSecteursResilientsCrise, enStartupsPrometteuses2025],
  he: [heCommentInvestirStartupIsraelienne, heSecteursResilientsCrise, heStartupsPrometteuses2025],
}
