import { useEffect } from 'react'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import type { Route } from './+types/root'
import { I18nProvider, useT } from './i18n/context.tsx'
import { languageInfo } from './i18n/languages.ts'
import { languageOfRequest, splitLanguage } from './lib/paths.ts'
import { LanguageSuggestion } from './components/language-suggestion.tsx'
import { appConfigContext } from './lib/app-context.ts'
import { useInlineStyle, useNonce } from './lib/document-context.tsx'
import { useRootData, type RootData } from './lib/root-data.ts'
import { defaultPageMeta, notFoundMeta } from './lib/meta.ts'
import { notFoundAnswerOf } from './lib/not-found.ts'
import { SiteHeader } from './components/site-header.tsx'
import { SiteFooter } from './components/site-footer.tsx'
import { ConsentBanner, consentMarkScript } from './components/consent-banner.tsx'
import { Toaster } from './components/ui/toaster.tsx'
import { AuthProvider } from './lib/auth/auth-provider.tsx'
import { deferredModule } from './on-demand/deferred.ts'
import { sectors } from '../content/sectors.ts'
import type { Language } from './i18n/languages.ts'
import { m } from '~/paraglide/messages.js'

// A missing page's code loads when one is shown (components/not-found.tsx).
const { MissingPage } = deferredModule(() => import('./components/not-found.tsx'))

/** Five popular sector links of the footer (spec section 2), healthtech and cleantech among them. */
const footerSectorIds = ['cybersecurity', 'ai-bigdata', 'fintech', 'healthtech', 'cleantech'] as const

/** The footer on every page needs five names, not the sectors' content: the loader picks them. */
function footerSectors(language: Language): RootData['footerSectors'] {
  return footerSectorIds.map((id) => ({ id, name: sectors.find((entry) => entry.id === id)?.name[language] ?? id }))
}

export function loader({ request, context }: Route.LoaderArgs): RootData {
  const config = context.get(appConfigContext)
  const language = languageOfRequest(request)
  return {
    language,
    footerSectors: footerSectors(language),
    year: new Date().getUTCFullYear(),
    siteUrl: config.siteUrl,
    supabaseUrl: config.supabaseUrl,
    supabaseAnonKey: config.supabaseAnonKey,
    contactEmail: config.contactEmail,
  }
}

/** The root data changes only with the language of the address, or a form. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.href === nextUrl.href) return defaultShouldRevalidate
  return splitLanguage(currentUrl.pathname).language !== splitLanguage(nextUrl.pathname).language
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
]

/** The default head, which a page's own replaces; a missing page's is the root's (its loader threw a 404). */
export const meta: Route.MetaFunction = ({ loaderData, location, error }) => {
  if (!loaderData) return []
  const page = { path: location.pathname, siteUrl: loaderData.siteUrl, language: loaderData.language }
  const missing = notFoundAnswerOf(error)
  return missing === undefined ? defaultPageMeta(page) : notFoundMeta(page, missing ?? undefined)
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { language } = useRootData()
  const nonce = useNonce()
  const style = useInlineStyle('site-style')
  const info = languageInfo[language]
  return (
    <html lang={info.htmlLang} dir={info.dir} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3ea8" />
        {/* ADR 0058: the first rendering waits until the whole document is parsed (Chromium; others ignore it). */}
        <link rel="expect" href={`#${pageEndId}`} blocking="render" />
        {/* The whole stylesheet, inline: the first paint waits for no request. */}
        <style id="site-style" dangerouslySetInnerHTML={{ __html: style }} />
        {/* Before the first paint: hides the consent banner from a visitor who has answered it. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: consentMarkScript }} />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nProvider language={language}>
          {children}
        </I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <span id={pageEndId} hidden />
      </body>
    </html>
  )
}

/** The element that ends the document: the first rendering waits for it (ADR 0058). */
const pageEndId = 'page-end'

/** The path last shown by this document (set once it has hydrated). */
let shownPath: string | undefined

/**
 * Spec section 2: the page scrolls to the top-left on every path change (not
 * on query-only changes, such as filters). A link to a section (#id) lands on
 * that section instead. The path the page was loaded at is not a change: where
 * the browser put the page stays, and so does a scroll made while the page was
 * still loading, which hydration used to undo (a visitor on a slow phone was
 * sent back to the top as the page came alive, and a click on a link brought
 * into view in the meantime landed on whatever took its place).
 */
function ScrollToTopOnPathChange() {
  const { pathname, hash } = useLocation()
  useEffect(() => {
    // Kept for the whole document, not per mount: the error boundary's shell mounts anew on a path change.
    const previous = shownPath
    shownPath = pathname
    if (previous === undefined || previous === pathname) return
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    if (target) target.scrollIntoView()
    else window.scrollTo(0, 0)
    // The hash is read for the landing spot only: a hash change alone does not scroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname])
  return null
}

function Shell({ children }: { children: React.ReactNode }) {
  const t = useT()
  return (
    <AuthProvider>
      <a href="#main" className="skip-link">
        {t(m['nav.skipToContent'])}
      </a>
      <LanguageSuggestion />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <ConsentBanner />
      <Toaster />
      <ScrollToTopOnPathChange />
    </AuthProvider>
  )
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  )
}

/**
 * The one error boundary: a loader's 404 (app/lib/not-found.server.ts) shows its page kind's missing page,
 * in the page's language; any other error the unexpected error's page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = notFoundAnswerOf(error)
  return <Shell>{missing === undefined ? <UnexpectedError error={error} /> : <MissingPage answer={missing} />}</Shell>
}

function UnexpectedError({ error }: { error: unknown }) {
  const t = useT()
  if (typeof window !== 'undefined') console.error(error)
  return (
    <section className="container-page py-24 text-center">
      <h1 className="text-3xl font-bold text-ink">{t(m['error.unexpected'])}</h1>
      <p className="mt-4 text-muted">{t(m['error.unexpectedHelp'])}</p>
    </section>
  )
}
