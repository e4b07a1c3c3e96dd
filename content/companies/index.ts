import { frenchTypographyDeep } from '../french-typography.ts'
import type { Company } from '../schema.ts'
import { adtechCompanies } from './adtech.ts'
import { agtechCompanies } from './agtech.ts'
import { aiBigdataCompanies } from './ai-bigdata.ts'
import { cybersecurityCompanies } from './cybersecurity.ts'
import { deeptechCompanies } from './deeptech.ts'
import { energyCompanies } from './energy.ts'
import { enterpriseCompanies } from './enterprise.ts'
import { fintechCompanies } from './fintech.ts'
import { gamingCompanies } from './gaming.ts'
import { medtechCompanies } from './medtech.ts'
import { mobileCompanies } from './mobile.ts'
import { mobilityCompanies } from './mobility.ts'
import { telecomCompanies } from './telecom.ts'

/** Every company of the directory, sector by sector, in each file's order, its French spaced (ADR 0055). */
export const companies: readonly Company[] = frenchTypographyDeep([
  ...cybersecurityCompanies,
  ...aiBigdataCompanies,
  ...medtechCompanies,
  ...mobilityCompanies,
  ...energyCompanies,
  ...fintechCompanies,
  ...mobileCompanies,
  ...agtechCompanies,
  ...gamingCompanies,
  ...enterpriseCompanies,
  ...deeptechCompanies,
  ...telecomCompanies,
  ...adtechCompanies,
])
