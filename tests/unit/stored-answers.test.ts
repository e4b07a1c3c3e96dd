/** The keys of the stored answers (server/stored-answers.ts, server/prerendered.ts): what one lookup is made of. */
import { describe, expect, it } from 'vitest'
import { addressesOf } from '../../server/prerendered.ts'
import { addressOfTarget, RequestAddress } from '../../server/stored-answers.ts'

describe('a request target', () => {
  it('splits into its path and its query, the query kept as sent', () => {
    const address = addressOfTarget('/startups?sector=fintech&page=1')!
    expect(address.path).toBe('/startups')
    expect(address.search).toBe('?sector=fintech&page=1')
    expect(addressOfTarget('/')).toMatchObject({ path: '/', search: '' })
  })

  it('is not looked up when it is not a path, or percent-encoded (the router decodes those)', () => {
    for (const target of ['*', 'http://example.org/', '//example.org/', '/startups/caf%C3%A9']) expect(addressOfTarget(target), target).toBeUndefined()
  })
})

describe('the slot of a page that may be kept', () => {
  it('is a company profile by its path alone, in any language', () => {
    expect(new RequestAddress('/startups/wix', '').keptSlot).toEqual({ list: false, key: '/startups/wix' })
    expect(new RequestAddress('/he/startups/wix', '').keptSlot).toEqual({ list: false, key: '/he/startups/wix' })
    expect(new RequestAddress('/blog', '').keptSlot).toBeUndefined()
  })

  it('is a page with a query by its path and normalised query: order, empty fields and defaults do not count', () => {
    const slot = { list: true, key: '/startups?district=haifa&size=1-10' }
    expect(new RequestAddress('/startups', '?size=1-10&district=haifa').keptSlot).toEqual(slot)
    expect(new RequestAddress('/startups', '?district=haifa&q=&sort=selection&page=1&size=1-10').keptSlot).toEqual(slot)
  })

  it('is none for a repeated parameter: such a page is rendered for each request', () => {
    expect(new RequestAddress('/startups', '?size=1-10&size=11-50').keptSlot).toBeUndefined()
  })
})

describe('the addresses of a prerendered page', () => {
  it('are its path in French and under the language prefix otherwise, the home with or without a slash', () => {
    expect(addressesOf('fr', '/')).toEqual(['/'])
    expect(addressesOf('fr', '/blog')).toEqual(['/blog'])
    expect(addressesOf('en', '/blog')).toEqual(['/en/blog'])
    expect(addressesOf('he', '/')).toEqual(['/he', '/he/'])
  })
})
