// The operator command (scripts/operator.ts), through the API or straight on the database.

import { describe, expect, it } from 'vitest'
import { uniqueEmail } from '../helpers.ts'
import { type BackendSuite } from './suite-context.ts'

export function operatorTests({ kind, h }: BackendSuite): void {
  describe('operator command', () => {
    it(kind === 'pglite' ? 'goes through the API while the server holds the database' : 'reads the database directly', async () => {
      const { main } = await import('../../../scripts/operator.ts')
      const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL }
      const out: string[] = []
      const log = console.log
      const write = process.stdout.write.bind(process.stdout)
      process.env.DATA_DIR = h.dataDir
      if (h.databaseUrl) process.env.DATABASE_URL = h.databaseUrl
      else delete process.env.DATABASE_URL
      console.log = (...a: unknown[]) => void out.push(a.join(' '))
      process.stdout.write = ((chunk: string) => (out.push(String(chunk)), true)) as typeof process.stdout.write
      const url = h.databaseUrl ? [] : ['--url', h.url]
      try {
        expect(await main(['contacts', ...url])).toBe(0)
        expect(out.join('\n')).toContain('jean.dupont@example.fr')
        out.length = 0
        expect(await main(['export', 'subscribers', '--status', 'all', ...url])).toBe(0)
        const csv = out.join('')
        expect(csv.split('\n')[0]).toBe('id,created_at,email,first_name,lang,confirmed_at,unsubscribed_at')
        expect(csv).not.toContain('confirmation_token')
        out.length = 0
        const email = uniqueEmail('operator-admin')
        expect(await main(['create-admin', email, '--password', 'admin-password', ...url])).toBe(0)
        const signed = await h.client().sb.auth.signInWithPassword({ email, password: 'admin-password' })
        expect(signed.error).toBeNull()
        expect(signed.data.user?.app_metadata.roles).toEqual(['admin'])
      } finally {
        console.log = log
        process.stdout.write = write
        for (const [k, v] of Object.entries(saved)) {
          if (v === undefined) delete process.env[k]
          else process.env[k] = v
        }
      }
    })
  })
}
