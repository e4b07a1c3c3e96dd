// The rate limiter's two stores: in memory (the embedded database's
// single process) and in PostgreSQL (app_auth.rate_limits, shared by the
// servers of a database; when TEST_DATABASE_URL is set). Both must count a
// burst exactly, start a new window when the last has ended, give a hit back,
// and agree with each other. Plus the network an address counts as.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate, openPostgres, type Db } from '../../server/backend/db.ts'
import { addressNetwork } from '../../server/backend/guessing-limit.ts'
import { RateLimiter } from '../../server/backend/ratelimit.ts'
import { freshPostgresDatabase } from './helpers.ts'

const LIMIT = { max: 30, windowSeconds: 60 }

interface Limiters {
  limiters: RateLimiter[]
  setClock: (ms: number) => void
}

function defineStoreTests(name: string, make: () => Promise<Limiters>) {
  describe(`rate limiter, ${name}`, () => {
    it('a concurrent burst is allowed exactly up to the limit, even spread over several limiters', async () => {
      const { limiters } = await make()
      const verdicts = await Promise.all(Array.from({ length: 100 }, (_, i) => limiters[i % limiters.length]!.count('burst', LIMIT)))
      expect(verdicts.filter((v) => v.allowed)).toHaveLength(LIMIT.max)
      for (const v of verdicts) expect(v.retryAfterSeconds).toBe(60)
    })

    it('counts several hits at once, a new window starts when the last has ended, Retry-After counts down', async () => {
      const { limiters, setClock } = await make()
      const [first, second = first!] = limiters
      setClock(1_000_000)
      expect(await first!.count('rows', LIMIT, 25)).toEqual({ allowed: true, retryAfterSeconds: 60 })
      setClock(1_045_000)
      expect(await second.count('rows', LIMIT, 6)).toEqual({ allowed: false, retryAfterSeconds: 15 })
      setClock(1_060_000)
      expect(await first!.count('rows', LIMIT, 30)).toEqual({ allowed: true, retryAfterSeconds: 60 })
    })

    it('takes a hit back within the window only, never below zero', async () => {
      const { limiters, setClock } = await make()
      const [first, second = first!] = limiters
      setClock(2_000_000)
      const small = { max: 2, windowSeconds: 60 }
      await first!.count('give-back', small)
      await first!.count('give-back', small)
      await second.takeBack('give-back')
      expect((await second.count('give-back', small)).allowed).toBe(true)
      expect((await first!.count('give-back', small)).allowed).toBe(false)
      await first!.takeBack('never-counted')
      setClock(2_100_000)
      await first!.takeBack('give-back') // its window has ended: nothing to give back
      expect((await second.count('give-back', small)).allowed).toBe(true)
    })

    it('refuses everything under a limit of zero', async () => {
      const { limiters } = await make()
      expect(await limiters[0]!.count('closed', { max: 0, windowSeconds: 30 })).toEqual({ allowed: false, retryAfterSeconds: 30 })
    })
  })
}

defineStoreTests('in memory', () => {
  let clock = 0
  const limiter = new RateLimiter({ now: () => clock })
  return Promise.resolve({ limiters: [limiter], setClock: (ms) => (clock = ms) })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)('rate limiter in PostgreSQL', () => {
  let db: Db
  let drop: () => Promise<void>
  beforeAll(async () => {
    const fresh = await freshPostgresDatabase(process.env.TEST_DATABASE_URL as string)
    drop = fresh.drop
    db = await openPostgres(fresh.url, { max: 8 })
    await migrate(db)
  })
  afterAll(async () => {
    await db?.close()
    await drop?.()
  })

  defineStoreTests('in PostgreSQL, two limiters as two servers', async () => {
    let clock = Date.now()
    // Each test starts from an empty table (the counts below are absolute).
    await db.query('delete from app_auth.rate_limits')
    const limiters = [new RateLimiter({ db: () => db, now: () => clock }), new RateLimiter({ db: () => db, now: () => clock })]
    return { limiters, setClock: (ms) => (clock = ms) }
  })

  it('deletes windows that have ended as it counts', async () => {
    await db.query('delete from app_auth.rate_limits')
    let clock = 10_000_000
    const limiter = new RateLimiter({ db: () => db, now: () => clock })
    await limiter.count('old-a', { max: 5, windowSeconds: 10 })
    await limiter.count('old-b', { max: 5, windowSeconds: 10 })
    clock += 120_000
    await limiter.count('new', { max: 5, windowSeconds: 10 })
    await new Promise((resolve) => setTimeout(resolve, 200)) // the sweep runs after the answer
    const keys = (await db.query<{ key: string }>('select key from app_auth.rate_limits order by key')).map((row) => row.key)
    expect(keys).toEqual(['new'])
  })
})

describe('the network an address counts as', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:198.51.100.4', '198.51.100.4'],
    ['2001:db8:85a3:0000:0000:8a2e:0370:7334', '2001:db8:85a3:0::/64'],
    ['2001:DB8:85A3::1', '2001:db8:85a3:0::/64'],
    ['2001:db8:85a3:0:ffff::2', '2001:db8:85a3:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s counts as %s', (address, network) => {
    expect(addressNetwork(address)).toBe(network)
  })
})
