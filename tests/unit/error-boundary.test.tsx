// @vitest-environment happy-dom
/**
 * An uncaught rendering error (spec section 8): the root's error boundary shows the generic heading
 * 'Unexpected Application Error!' in the site's frame, in every language.
 */
import type { ComponentProps } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '../../app/i18n/context.tsx'
import type { Language } from '../../app/i18n/languages.ts'
import App, { ErrorBoundary } from '../../app/root.tsx'
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
  return mountRoutes([
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
      children: [{ index: true, Component: BrokenPage }],
    },
  ])
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
