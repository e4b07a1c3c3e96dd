import type { Context, Next } from 'hono'

/** The backend's addresses, answered on any host name. */
const apiPath = /^\/(?:auth\/v1|rest\/v1|api)(?:\/|$)/

/** The first value of a header that may be repeated or a comma-separated list. */
export function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header
  return value?.split(',')[0]?.trim() || undefined
}

/**
 * The address on the canonical host for a request made to another host name (127.0.0.1 for localhost, www
 * for the bare domain), or null when the request is on it or says no host. Pages allow form requests to their
 * own origin only (the CSP's connect-src), so a page served under another name could send no form. The host is
 * the proxy's X-Forwarded-Host when the proxy is trusted, else Host; only the name is compared (servers behind
 * one proxy listen on ports of their own). The APIs (/auth/v1, /rest/v1, /api, the health probe included) answer
 * on any host, as GoTrue and Supabase's gateway do: a client following a redirect to another origin would drop
 * its Authorization header.
 */
export function canonicalRedirect(
  siteUrl: URL,
  request: { path: string; search: string; host: string | undefined; forwardedHost: string | undefined },
  trustProxy: boolean,
): string | null {
  if (apiPath.test(request.path)) return null
  const host = (trustProxy ? request.forwardedHost : undefined) ?? request.host
  if (!host) return null
  let hostname: string
  try {
    hostname = new URL(`http://${host}`).hostname
  } catch {
    return `${siteUrl.origin}${request.path}${request.search}`
  }
  return hostname === siteUrl.hostname ? null : `${siteUrl.origin}${request.path}${request.search}`
}

/**
 * The site's host rule (ADR 0026): whether the in-memory answers may be given to a request, and the Hono
 * middleware that redirects any other request made to another host name.
 */
export function siteHost(site: URL, trustProxy: boolean) {
  /** Whether a Host value names the site's host (answered per value once: a server sees few of them). */
  const verdicts = new Map<string, boolean>()
  function onSiteHost(host: string | undefined): boolean {
    if (host === undefined) return true
    let verdict = verdicts.get(host)
    if (verdict === undefined) {
      verdict = canonicalRedirect(site, { path: '/', search: '', host, forwardedHost: undefined }, false) === null
      if (verdicts.size < 64) verdicts.set(host, verdict)
    }
    return verdict
  }

  return {
    /** Whether a request with these headers is on the site's host, the proxy's name first when it is trusted. */
    onSiteHost: (host: string | undefined, forwardedHost: string | string[] | undefined) =>
      onSiteHost((trustProxy ? firstValue(forwardedHost) : undefined) ?? host),

    /** Another host name than the site's: the same address on the site's host. */
    async redirect(c: Context, next: Next) {
      const url = new URL(c.req.url)
      const target = canonicalRedirect(
        site,
        { path: url.pathname, search: url.search, host: c.req.header('host') ?? url.host, forwardedHost: firstValue(c.req.header('x-forwarded-host')) },
        trustProxy,
      )
      if (!target) return next()
      c.header('cache-control', 'no-store')
      return c.redirect(target, c.req.method === 'GET' || c.req.method === 'HEAD' ? 301 : 308)
    },
  }
}
