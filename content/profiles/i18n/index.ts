/**
 * The English and Hebrew versions of the 15 written profiles, one file per profile and language,
 * written for readers of each language. Each file holds the texts only; the facts no language changes
 * stay in the French ../<slug>.ts, and `content/translations.ts` puts the two together for a page.
 */
import type { Language, Profile, ProfileText } from '../../schema.ts'
import { profile as enAnzu } from './en/anzu.ts'
import { profile as enAudiodots } from './en/audiodots.ts'
import { profile as enBiscience } from './en/biscience.ts'
import { profile as enCheckPoint } from './en/check-point.ts'
import { profile as enCheq } from './en/cheq.ts'
import { profile as enCignal } from './en/cignal.ts'
import { profile as enCyberark } from './en/cyberark.ts'
import { profile as enGong } from './en/gong.ts'
import { profile as enInnoviz } from './en/innoviz.ts'
import { profile as enJfrog } from './en/jfrog.ts'
import { profile as enMinutely } from './en/minutely.ts'
import { profile as enMobileye } from './en/mobileye.ts'
import { profile as enMondayCom } from './en/monday-com.ts'
import { profile as enPushitReplays } from './en/pushit-replays.ts'
import { profile as enWix } from './en/wix.ts'
import { profile as heAnzu } from './he/anzu.ts'
import { profile as heAudiodots } from './he/audiodots.ts'
import { profile as heBiscience } from './he/biscience.ts'
import { profile as heCheckPoint } from './he/check-point.ts'
import { profile as heCheq } from './he/cheq.ts'
import { profile as heCignal } from './he/cignal.ts'
import { profile as heCyberark } from './he/cyberark.ts'
import { profile as heGong } from './he/gong.ts'
import { profile as heInnoviz } from './he/innoviz.ts'
import { profile as heJfrog } from './he/jfrog.ts'
import { profile as heMinutely } from './he/minutely.ts'
import { profile as heMobileye } from './he/mobileye.ts'
import { profile as heMondayCom } from './he/monday-com.ts'
import { profile as hePushitReplays } from './he/pushit-replays.ts'
import { profile as heWix } from './he/wix.ts'

/** Each language's texts, in the order of their files' names; each names the French text it renders by its slug. */
export const profileTranslations: Readonly<Record<Exclude<Language, 'fr'>, readonly ProfileText[]>> = {
  en: [enAnzu, enAudiodots, enBiscience, enCheckPoint, enCheq, enCignal, enCyberark, enGong, enInnoviz, enJfrog, enMinutely, enMobileye, enMondayCom, enPushitReplays, enWix],
  he: [heAnzu, heAudiodots, heBiscience, heCheckPoint, heCheq, heCignal, heCyberark, heGong, heInnoviz, heJfrog, heMinutely, heMobileye, heMondayCom, hePushitReplays, heWix],
}

/**
 * A profile in a language: the French profile's layout, initials, similar startups and AdTech sector,
 * country and stage, with the language's texts. Undefined when the texts are not written for the French
 * profile's layout (content/validate.ts reports it).
 */
export function profileWithText(french: Profile, text: ProfileText): Profile | undefined {
  if (french.layout === 'long') return 'info' in text ? undefined : { ...french, ...text }
  return 'info' in text ? { ...french, ...text, info: { ...french.info, ...text.info } } : undefined
}
