/**
 * The English and Hebrew versions of the legal pages. The French pages stay the binding texts;
 * each version says so on its page (app/routes/legal.tsx).
 */
import type { LegalPage } from '../../schema.ts'
import { page as cookiesEn } from './en/cookies.ts'
import { page as legalNoticeEn } from './en/legal-notice.ts'
import { page as privacyEn } from './en/privacy.ts'
import { page as termsEn } from './en/terms.ts'
import { page as cookiesHe } from './he/cookies.ts'
import { page as legalNoticeHe } from './he/legal-notice.ts'
import { page as privacyHe } from './he/privacy.ts'
import { page as termsHe } from './he/terms.ts'

export const legalPageTranslations: Readonly<Record<'en' | 'he', readonly LegalPage[]>> = {
  en: [privacyEn, termsEn, legalNoticeEn, cookiesEn],
  he: [privacyHe, termsHe, legalNoticeHe, cookiesHe],
}
