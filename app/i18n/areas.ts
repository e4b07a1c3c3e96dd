/**
 * The parts of a language's dictionary (ADRs 0011 and 0012), one module per
 * language each (`messages/<language>/<area>.ts`), loaded separately in the
 * browser: `common` on every page (the shell's strings), the others on the
 * pages whose routes name them. A key belongs to the part of the longest
 * prefix below that it starts with.
 */
export const messageAreas = [
  'common',
  'directory',
  'directory-home',
  'directory-sectors',
  'directory-profile',
  'directory-startups',
  'directory-search',
  'editorial',
  'forms',
  'forms-contact',
  'forms-account',
  'forms-newsletter',
] as const

export type MessageArea = (typeof messageAreas)[number]

const prefixes: readonly (readonly [string, MessageArea])[] = [
  ['directory.home.', 'directory-home'],
  ['directory.newsletter.', 'directory-home'],
  ['directory.sector.', 'directory-sectors'],
  ['directory.categories.', 'directory-sectors'],
  ['directory.profile.', 'directory-profile'],
  ['directory.startups.', 'directory-startups'],
  ['directory.search.', 'directory-search'],
  ['directory.', 'directory'],
  ['editorial.', 'editorial'],
  ['forms.contact.', 'forms-contact'],
  ['forms.auth.', 'forms-account'],
  ['forms.authError.', 'forms-account'],
  ['forms.signUp.', 'forms-account'],
  ['forms.signIn.', 'forms-account'],
  ['forms.recovery.', 'forms-account'],
  ['forms.mfa.', 'forms-account'],
  ['forms.profile.', 'forms-account'],
  ['forms.newsletterPage.', 'forms-newsletter'],
  ['forms.newsletterConfirm.', 'forms-newsletter'],
  ['forms.newsletterUnsubscribe.', 'forms-newsletter'],
  ['forms.', 'forms'],
]

/** The part of the dictionary a key (or the start of one, such as `directory.stage.`) belongs to. */
export function areaOfKey(key: string): MessageArea {
  return prefixes.find(([prefix]) => key.startsWith(prefix))?.[1] ?? 'common'
}
