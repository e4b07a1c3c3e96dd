// @vitest-environment happy-dom
/**
 * The root's error boundary, the one the pages have (ADR 0041): an uncaught rendering error (spec section 8)
 * shows the generic heading 'Unexpected Application Error!' in the site's frame, in every language; a loader's
 * 404 (`notFound`) shows the missing page of its page kind, with the texts the loader said in the page's
 * language, or the 404 page.
 */
import type { ComponentProps } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '../../app/i18n/context.tsx'
import type { Language } from '../../app/i18n/languages.ts'
import type { NotFoundKind } from '../../app/lib/not-found.ts'
import { notFound } from '../../app/lib/not-found.server.ts'
import App, { ErrorBoundary, meta } from '../../app/root.tsx'
import { mountRoutes, until, type Mounted } from '../support/dom.tsx'

let page: Mounted | undefined

afterEach(async () => {
  await page?.unmount()
  page = undefined
  vi.restoreAllMocks()
})

function BrokenPage(): never {
  throw new Error('a page failed to render')
}

/** The root route as the app declares it (its Layout gives the language), over a page that throws while rendering. */
function mountBrokenPage(language: Language): Promise<Mounted> {
  return mountRoot(language, [{ index: true, Component: BrokenPage }])
}

function mountRoot(language: Language, children: Parameters<typeof mountRoutes>[0], path = '/'): Promise<Mounted> {
  return mountRoutes(
    [
      {
        id: 'root',
        path: '/',
        Component: () => (
          <I18nProvider language={language}>
            <App />
          </I18nProvider>
        ),
        ErrorBoundary: (props: ComponentProps<typeof ErrorBoundary>) => (
          <I18nProvider language={language}>
            <ErrorBoundary {...props} />
          </I18nProvider>
        ),
        children,
      },
    ],
    path,
  )
}

/** A page whose loader finds nothing at its address, in the language of the address. */
function mountMissingPage(language: Language, kind?: NotFoundKind): Promise<Mounted> {
  const path = language === 'fr' ? '/missing' : `/${language}/missing`
  return mountRoot(language, [{ path: '*', loader: ({ request }) => notFound(request, kind), Component: () => null }], path)
}

/** What the 404 a loader throws carries. */
function thrown(path: string, kind?: NotFoundKind): { status: number; data: unknown } {
  try {
    notFound(new Request(`https://site.example${path}`), kind)
  } catch (error) {
    const { init, data } = error as { init: { status: number }; data: unknown }
    return { status: init.status, data }
  }
  throw new Error('notFound returned')
}

describe('the root error boundary', () => {
  it.each([
    ['fr', 'Une erreur inattendue est survenue. Rechargez la page ou revenez plus tard.'],
    ['en', 'Something unexpected went wrong. Reload the page or come back later.'],
    ['he', 'אירעה שגיאה בלתי צפויה. טענו את הדף מחדש או חזרו מאוחר יותר.'],
  ] as const)("an uncaught rendering error shows 'Unexpected Application Error!' (%s) in the site's frame", async (language, help) => {
    // React, React Router and the boundary report the error in the console.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    page = await mountBrokenPage(language)
    const main = () => page!.container.querySelector('main')
    await until(() => main()?.querySelector('h1') != null, 'the error page')
    expect(main()!.querySelector('h1')!.textContent).toBe('Unexpected Application Error!')
    expect(main()!.textContent).toContain(help)
    // The header and the footer are there: the visitor can go elsewhere.
    expect(page.container.querySelector('header')).not.toBeNull()
    expect(page.container.querySelector('footer')).not.toBeNull()
  })
})

describe('a missing page', () => {
  it.each([
    ['/category/inconnue', 'sector', { title: 'Catégorie introuvable', description: "La catégorie demandée n'existe pas." }],
    ['/en/blog/nothing', 'article', { title: 'Article not found' }],
    ['/he/guides/nothing', 'guide', { title: 'המדריך לא נמצא' }],
  ] as const)('%s: its loader throws a 404 with the %s texts in the language of the address', (path, kind, texts) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { status, data } = thrown(path, kind)
    expect(status).toBe(404)
    expect(data).toMatchObject({ kind, ...texts })
    expect(console.warn).toHaveBeenCalledWith(`404 ${path}`)
  })

  it('of no kind is the 404 page: a 404 without texts', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(thrown('/une-page')).toEqual({ status: 404, data: null })
  })

  it.each([
    ['fr', 'sector', 'Catégorie introuvable', 'Voir toutes les catégories'],
    ['en', 'article', 'Article not found', 'See all blog articles'],
    ['he', 'sector', 'הקטגוריה לא נמצאה', 'לכל הקטגוריות'],
  ] as const)('shows, in %s, the page of its kind (%s) with its heading and its way out, in the site frame', async (language, kind, heading, link) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    page = await mountMissingPage(language, kind)
    const main = () => page!.container.querySelector('main')
    await until(() => main()?.querySelector('h1') != null, 'the missing page')
    expect(main()!.querySelector('h1')!.textContent).toBe(heading)
    expect([...main()!.querySelectorAll('a')].map((anchor) => anchor.textContent?.trim())).toContain(link)
    expect(page.container.querySelector('header')).not.toBeNull()
  })

  it('of no kind shows the 404 page and logs the path in the console', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    page = await mountMissingPage('en')
    const main = () => page!.container.querySelector('main')
    await until(() => main()?.querySelector('h1') != null, 'the 404 page')
    expect(main()!.querySelector('h1')!.textContent).toBe('404')
    expect(logged).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route:', '/en/missing')
  })

  it("has the kind's title in its head, kept out of search engines; any other error keeps the default head", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const root = { language: 'en', siteUrl: 'https://site.example' }
    const head = (error: unknown) =>
      meta({ loaderData: root, location: { pathname: '/en/blog/nothing' }, error } as unknown as Parameters<typeof meta>[0])
    const missing = thrown('/en/blog/nothing', 'article').data
    const response = { status: 404, statusText: 'Not Found', internal: false, data: missing }
    // An ErrorResponse as React Router makes it from a thrown 404 (isRouteErrorResponse reads these fields).
    expect(head(response)).toContainEqual({ title: 'Article not found | Startups en Israël' })
    expect(head(response)).toContainEqual({ name: 'robots', content: 'noindex, nofollow' })
    expect(head({ ...response, data: null })).toContainEqual({ title: 'Page not found | Startups en Israël' })
    expect(head(new Error('broken'))).not.toContainEqual({ name: 'robots', content: 'noindex, nofollow' })
  })
})
