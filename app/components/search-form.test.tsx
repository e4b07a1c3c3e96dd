// @vitest-environment happy-dom
/**
 * The search box of the header, the home page and the search page (spec section 4): a trimmed query opens
 * the search page, a blank one does nothing.
 */
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { SearchForm } from './search-form.tsx'
import { click, mountRoutes, Providers, typeInto, until, type Mounted } from '../../tests/support/dom.tsx'

let page: Mounted | undefined

afterEach(async () => {
  await page?.unmount()
  page = undefined
})

/** Every arrival on the search page, by its query string. */
const arrivals: string[] = []

function SearchPage() {
  const { search } = useLocation()
  useEffect(() => {
    arrivals.push(search)
  }, [search])
  return <p>search page</p>
}

async function searchFrom(language: 'fr' | 'en'): Promise<HTMLElement> {
  arrivals.length = 0
  page = await mountRoutes([
    { path: '/', Component: () => <Providers language={language}><SearchForm /></Providers> },
    { path: '/search', Component: SearchPage },
    { path: '/en/search', Component: SearchPage },
  ])
  return page.container
}

async function submit(container: HTMLElement, query: string): Promise<void> {
  await typeInto(container.querySelector<HTMLInputElement>('input[type="search"]')!, query)
  await click(container.querySelector<HTMLButtonElement>('button[type="submit"]')!)
}

describe('SearchForm', () => {
  it('does nothing with a blank query, then opens the search page with the trimmed one', async () => {
    const container = await searchFrom('fr')
    for (const blank of ['', '   ', '\t \n']) {
      await submit(container, blank)
      // A navigation without data to load ends within the act() of the click that starts it.
      expect(arrivals, JSON.stringify(blank)).toEqual([])
    }
    await submit(container, '  santé & IA ')
    await until(() => arrivals.length > 0, 'the search page')
    expect(arrivals).toEqual([`?q=${encodeURIComponent('santé & IA')}`])
  })

  it("opens the search page of the visitor's language", async () => {
    const container = await searchFrom('en')
    await submit(container, 'cyber')
    await until(() => arrivals.length > 0, 'the search page')
    expect(container.textContent).toBe('search page')
    expect(arrivals).toEqual(['?q=cyber'])
  })
})
