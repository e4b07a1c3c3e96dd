import { frenchTypographyDeep } from '../french-typography.ts'
import type { Profile } from '../schema.ts'
import { profile as anzu } from './anzu.ts'
import { profile as audiodots } from './audiodots.ts'
import { profile as biscience } from './biscience.ts'
import { profile as checkPoint } from './check-point.ts'
import { profile as cheq } from './cheq.ts'
import { profile as cignal } from './cignal.ts'
import { profile as cyberark } from './cyberark.ts'
import { profile as gong } from './gong.ts'
import { profile as innoviz } from './innoviz.ts'
import { profile as jfrog } from './jfrog.ts'
import { profile as minutely } from './minutely.ts'
import { profile as mobileye } from './mobileye.ts'
import { profile as mondayCom } from './monday-com.ts'
import { profile as pushitReplays } from './pushit-replays.ts'
import { profile as wix } from './wix.ts'

/** The written profiles (spec section 2), their French spaced (ADR 0055); every other company gets a page generated from its data. */
export const profiles: readonly Profile[] = frenchTypographyDeep([
  pushitReplays,
  mobileye,
  cyberark,
  mondayCom,
  gong,
  wix,
  jfrog,
  anzu,
  cheq,
  cignal,
  biscience,
  audiodots,
  minutely,
  innoviz,
  checkPoint,
])
