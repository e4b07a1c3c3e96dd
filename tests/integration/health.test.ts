// /api/health is what a load balancer trusts: it must answer 200 only while
// the database serves, checked by a real query, on both databases.

import { describe, expect, it } from 'vitest'
import { startSite } from '../security/support.ts'

for (const kind of ['pglite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !process.env.TEST_DATABASE_URL)(`/api/health (${kind})`, () => {
    it('answers 200 while the database answers, 503 once it cannot', async () => {
      const site = await startSite({ siteUrl: 'https://startups.example.org', kind })
      try {
        const healthy = await site.request('/api/health')
        expect(healthy.status).toBe(200)
        expect(await healthy.json()).toEqual({ status: 'ok' })
        expect(healthy.headers.get('cache-control')).toBe('no-store')

        await site.h.backend.db().close()
        const down = await site.request('/api/health')
        expect(down.status).toBe(503)
        expect(await down.json()).toEqual({ status: 'unavailable' })
      } finally {
        await site.close().catch(() => {})
      }
    })
  })
}

describe('/api/health (pglite, busy)', () => {
  it('answers 503 when the database cannot answer within its timeout (a transaction holds the only connection)', async () => {
    const site = await startSite({ siteUrl: 'https://startups.example.org', kind: 'pglite' })
    try {
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      const transaction = site.h.backend.db().tx(() => held)
      const busy = await site.request('/api/health')
      expect(busy.status).toBe(503)
      release()
      await transaction
      expect((await site.request('/api/health')).status).toBe(200)
    } finally {
      await site.close()
    }
  }, 30_000)
})
