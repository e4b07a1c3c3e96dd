/**
 * The addresses of the three languages: French at the
 * root, English under /en, Hebrew under /he, one builder for every link.
 */
import { describe, expect, it } from 'vitest'
import { addressOf, addressShapes, isKeptPagePath, type AddressName } from '../../app/lib/addresses.ts'
import { alternatesOf, languageOfRequest, localizePath, pathsOf, splitLanguage } from '../../app/lib/paths.ts'

describe('the language of an address', () => {
  it.each([
    ['/', 'fr', '/'],
    ['/startups/wix', 'fr', '/startups/wix'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/he/startups/wix', 'he', '/startups/wix'],
    // French has no prefix of its own, and a first segment that is not a language stays part of the path.
    ['/fr/startups', 'fr', '/fr/startups'],
    ['/de/startups', 'fr', '/de/startups'],
    ['/english', 'fr', '/english'],
    ['/entreprendre', 'fr', '/entreprendre'],
  ] as const)('%s is %s, page %s', (address, language, path) => {
    expect(splitLanguage(address)).toEqual({ language, path })
  })

  it('of a request comes from its address, a client navigation’s data request included, never from a cookie', () => {
    const request = (url: string) => new Request(`https://site.example${url}`, { headers: { cookie: 'lang=he' } })
    expect(languageOfRequest(request('/startups'))).toBe('fr')
    expect(languageOfRequest(request('/en.data'))).toBe('en')
    expect(languageOfRequest(request('/he/blog.data?category=x'))).toBe('he')
    expect(languageOfRequest(request('/_root.data'))).toBe('fr')
  })
})

describe('an address in a language', () => {
  it('gets the language’s prefix, keeps its query and fragment, and moves from one language to another', () => {
    expect(localizePath('/', 'en')).toBe('/en')
    expect(localizePath('/', 'fr')).toBe('/')
    expect(localizePath('/startups?sector=fintech#list', 'he')).toBe('/he/startups?sector=fintech#list')
    expect(localizePath('/he/startups/wix', 'en')).toBe('/en/startups/wix')
    expect(localizePath('/en/startups/wix', 'fr')).toBe('/startups/wix')
    expect(localizePath('/en', 'he')).toBe('/he')
  })

  it('leaves alone what is not a site path', () => {
    expect(localizePath('#rgpd', 'en')).toBe('#rgpd')
    expect(localizePath('https://www.wix.com/', 'he')).toBe('https://www.wix.com/')
  })

  it('has its alternates in the three languages, French first', () => {
    expect(alternatesOf('/en/blog/x')).toEqual([
      { language: 'fr', path: '/blog/x' },
      { language: 'en', path: '/en/blog/x' },
      { language: 'he', path: '/he/blog/x' },
    ])
  })
})

describe('the builders', () => {
  it('name every kind of page in each language', () => {
    const he = pathsOf('he')
    expect(he.home()).toBe('/he')
    expect(he.company('wix')).toBe('/he/startups/wix')
    expect(he.sector('fintech', '?size=m')).toBe('/he/category/fintech?size=m')
    expect(he.search('cyber & co')).toBe('/he/search?q=cyber%20%26%20co')
    expect(he.legal('privacy', '#rgpd')).toBe('/he/privacy#rgpd')
    expect(pathsOf('fr').rss()).toBe('/blog/rss.xml')
    expect(pathsOf('en').page('/comment-investir-startup-israelienne')).toBe('/en/comment-investir-startup-israelienne')
  })
})

describe('the shapes of the addresses (app/lib/addresses.ts)', () => {
  it('are filled in with their params', () => {
    expect(addressOf('company', { slug: 'wix' })).toBe('/startups/wix')
    expect(addressOf('sector', { categoryId: 'fintech' })).toBe('/category/fintech')
    expect(addressOf('oldGuide', { guideId: '2' })).toBe('/guide/2')
    expect(addressOf('sources')).toBe('/sources')
  })

  it('give each builder its address, in each language', () => {
    for (const [name, shape] of Object.entries(addressShapes) as [AddressName, string][]) {
      const build = pathsOf('he')[name] as (param?: string, query?: string) => string
      expect(build(...(shape.includes(':') ? ['x'] : []))).toBe(localizePath(shape.replace(/:\w+/, 'x'), 'he'))
    }
  })

  it.each([
    ['/startups/wix', true],
    ['/en/startups/monday-com', true],
    ['/he/startups/wix', true],
    ['/startups', false],
    ['/startups/wix/more', false],
    ['/fr/startups/wix', false],
    ['/blog/wix', false],
    ['/startups/Wix', false],
  ] as const)('say which pages the server keeps once rendered, a company profile in any language: %s %s', (path, kept) => {
    expect(isKeptPagePath(path)).toBe(kept)
  })
})
