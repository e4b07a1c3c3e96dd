/**
 * Old addresses of the original site (spec section 2, "Redirects"). /guide/2
 * and /guide/3 lead to the guide pages written for this site.
 */
// Maps, since the key is a path segment: `/guide/constructor` must find nothing, not Object.prototype's member.
export const guideRedirects: ReadonlyMap<string, string> = new Map([
  ['1', '/comment-investir-startup-israelienne'],
  ['2', '/guides/evaluer-startup-israelienne'],
  ['3', '/guides/entreprendre-en-israel'],
])

export const startupRedirects: ReadonlyMap<string, string> = new Map([
  ['1', '/startups/mobileye'],
  ['2', '/startups/cyberark'],
  ['3', '/startups/monday-com'],
  ['4', '/startups/gong'],
  ['5', '/startups/wix'],
  ['6', '/startups/jfrog'],
])
