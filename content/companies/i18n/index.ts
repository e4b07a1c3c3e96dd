/**
 * The English and Hebrew texts of the hand-checked companies, one file per sector and language,
 * keyed by slug. French stays in ../<sector>.ts; a page in English or Hebrew shows these texts instead.
 */
import type { CompanyTranslation, CompanyTranslations, Language, SectorId } from '../../schema.ts'
import { adtech as enAdtech } from './en/adtech.ts'
import { agtech as enAgtech } from './en/agtech.ts'
import { aiBigdata as enAiBigdata } from './en/ai-bigdata.ts'
import { cybersecurity as enCybersecurity } from './en/cybersecurity.ts'
import { deeptech as enDeeptech } from './en/deeptech.ts'
import { energy as enEnergy } from './en/energy.ts'
import { enterprise as enEnterprise } from './en/enterprise.ts'
import { fintech as enFintech } from './en/fintech.ts'
import { gaming as enGaming } from './en/gaming.ts'
import { medtech as enMedtech } from './en/medtech.ts'
import { mobile as enMobile } from './en/mobile.ts'
import { mobility as enMobility } from './en/mobility.ts'
import { telecom as enTelecom } from './en/telecom.ts'
import { adtech as heAdtech } from './he/adtech.ts'
import { agtech as heAgtech } from './he/agtech.ts'
import { aiBigdata as heAiBigdata } from './he/ai-bigdata.ts'
import { cybersecurity as heCybersecurity } from './he/cybersecurity.ts'
import { deeptech as heDeeptech } from './he/deeptech.ts'
import { energy as heEnergy } from './he/energy.ts'
import { enterprise as heEnterprise } from './he/enterprise.ts'
import { fintech as heFintech } from './he/fintech.ts'
import { gaming as heGaming } from './he/gaming.ts'
import { medtech as heMedtech } from './he/medtech.ts'
import { mobile as heMobile } from './he/mobile.ts'
import { mobility as heMobility } from './he/mobility.ts'
import { telecom as heTelecom } from './he/telecom.ts'

type TranslatedSector = Exclude<SectorId, 'healthtech' | 'cleantech'>

/** Each language's files by the sector of the French file they translate. */
export const companyTranslationFiles: Readonly<Record<Exclude<Language, 'fr'>, Readonly<Record<TranslatedSector, CompanyTranslations>>>> = {
  en: {
    adtech: enAdtech,
    agtech: enAgtech,
    'ai-bigdata': enAiBigdata,
    cybersecurity: enCybersecurity,
    deeptech: enDeeptech,
    energy: enEnergy,
    enterprise: enEnterprise,
    fintech: enFintech,
    gaming: enGaming,
    medtech: enMedtech,
    mobile: enMobile,
    mobility: enMobility,
    telecom: enTelecom,
  },
  he: {
    adtech: heAdtech,
    agtech: heAgtech,
    'ai-bigdata': heAiBigdata,
    cybersecurity: heCybersecurity,
    deeptech: heDeeptech,
    energy: heEnergy,
    enterprise: heEnterprise,
    fintech: heFintech,
    gaming: heGaming,
    medtech: heMedtech,
    mobile: heMobile,
    mobility: heMobility,
    telecom: heTelecom,
  },
}

const bySlug = {
  en: new Map(Object.values(companyTranslationFiles.en).flatMap((file) => Object.entries(file))),
  he: new Map(Object.values(companyTranslationFiles.he).flatMap((file) => Object.entries(file))),
}

/** A hand-checked company's text in English or Hebrew; undefined in French or for a company without one. */
export function companyTranslation(slug: string, language: Language): CompanyTranslation | undefined {
  return language === 'fr' ? undefined : bySlug[language].get(slug)
}
