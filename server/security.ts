import { createHash, randomBytes } from 'node:crypto'

/** A fresh CSP nonce for one server-rendered response. */
export function createNonce(): string {
  return randomBytes(18).toString('base64')
}

/**
 * sha256 sources of every inline executable script of a document (prerendered
 * pages). `encoding` says how `html` was decoded from the page's UTF-8 bytes:
 * a 'latin1' string keeps one character per byte (cheap for large pages) and
 * hashes back to the same bytes.
 */
export function inlineScriptHashes(html: string, encoding: 'utf8' | 'latin1' = 'utf8'): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? ''
    const body = match[2] ?? ''
    if (/\bsrc\s*=/.test(attributes) || /type\s*=\s*["']?application\/(?:ld\+)?json/i.test(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, encoding).digest('base64')}'`)
  }
  return [...hashes]
}

/** The CSP source allowing exactly this inline text (a <style> or <script> element's content, UTF-8). */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/**
 * The Content-Security-Policy of an HTML response: scripts only from this
 * origin plus a nonce or the hashes of the page's own inline scripts, never
 * 'unsafe-inline' scripts; styles from this origin plus the hash of the
 * inlined stylesheet, no style attribute; no framing.
 */
export function contentSecurityPolicy(options: { scriptSources: string[]; styleSources?: string[]; connectSources?: string[]; https: boolean }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${options.scriptSources.join(' ')}`.trim(),
    `style-src 'self' ${(options.styleSources ?? []).join(' ')}`.trim(),
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${(options.connectSources ?? []).join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
  ]
  if (options.https) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/** Headers every response carries. */
export function baseSecurityHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  }
  if (https) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains'
  return headers
}

/**
 * Cross-Origin-Opener-Policy (ADR 0058): kept on the pages where a visitor signs in or manages what is theirs
 * (the account pages, in every language) and on the backend's answers; a reading page goes without it. A window
 * that opened one of those pages, or that one of them opened, keeps no handle on it.
 */
const openerPolicy = 'same-origin'

const accountAddresses = ['/auth', '/profile', '/newsletter']

/** Whether the answer at `pathname` carries Cross-Origin-Opener-Policy: every address but the reading pages'. */
export function keepsOpenerPolicy(pathname: string): boolean {
  const path = pathname.replace(/^\/(?:en|he)(?=\/|$)/, '') || '/'
  // The account pages, and under /auth the backend's GoTrue (/auth/v1).
  if (accountAddresses.some((address) => path === address || path.startsWith(`${address}/`))) return true
  // The backend's PostgREST, the site's API.
  return /^\/(?:api|rest\/v1)(?:\/|$)/.test(pathname)
}

/** The headers every answer of one server carries, and its two Content-Security-Policies. */
export interface HeaderPolicy {
  /** Headers every response carries (baseSecurityHeaders). */
  security: Readonly<Record<string, string>>
  /** The security headers of the answer at `pathname`: `security`, with the opener policy where it is kept (ADR 0058). */
  securityAt(pathname: string): Readonly<Record<string, string>>
  /** The policy of an HTML page whose inline scripts these sources allow (hashes, or a request's nonce). */
  pagePolicy(scriptSources: string[]): string
  /** The policy of every other answer: no inline script at all. */
  defaultPolicy: string
}

/**
 * The header policy of a server: HSTS and upgrade-insecure-requests on https; the inlined stylesheet allowed
 * by `styleSources`; form and API requests to the site and to `connectSources` (another backend origin).
 */
export function headerPolicy(options: { https: boolean; styleSources: string[]; connectSources: string[] }): HeaderPolicy {
  const { https, styleSources, connectSources } = options
  const security = baseSecurityHeaders(https)
  const withOpener = { ...security, 'Cross-Origin-Opener-Policy': openerPolicy }
  return {
    security,
    securityAt: (pathname) => (keepsOpenerPolicy(pathname) ? withOpener : security),
    pagePolicy: (scriptSources) => contentSecurityPolicy({ scriptSources, styleSources, connectSources, https }),
    defaultPolicy: contentSecurityPolicy({ scriptSources: [], connectSources, https }),
  }
}
