// Issue 30, on the embedded database and on PostgreSQL: an e-mail budget nobody can spend for others, passwords
// that hold, reauthentication before an account is deleted with every row of its user tables, APIs answered on
// every host name, sign-ups that can be turned off, and a newsletter insert that tells nothing. The whole site
// in-process (tests/security/support.ts). Each test failed on the code before the issue.

import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Queryable } from '../../server/backend/db.ts'
import { HIGH_LIMITS, uniqueEmail, type DbKind } from '../backend/helpers.ts'
import { buildDir, clientEnv, startSite, type Site } from './support.ts'

const PASSWORD = 'motdepasse-1'
const API = { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' }

/**
 * The tables that hold a user's rows and do not go with the account: a column named user_id, or any column
 * referencing app_auth.users, without a foreign key to it that deletes on cascade.
 */
export async function userTablesThatSurvive(db: Queryable): Promise<string[]> {
  const columns = await db.query<{ table_name: string; column_name: string; delete_rule: string | null }>(
    `select c.table_schema || '.' || c.table_name as table_name, c.column_name, rc.delete_rule
       from information_schema.columns c
       left join information_schema.key_column_usage k
         on k.table_schema = c.table_schema and k.table_name = c.table_name and k.column_name = c.column_name
       left join information_schema.referential_constraints rc
         on rc.constraint_schema = k.constraint_schema and rc.constraint_name = k.constraint_name
       left join information_schema.constraint_column_usage u
         on u.constraint_schema = rc.unique_constraint_schema and u.constraint_name = rc.unique_constraint_name
      where c.table_schema in ('public', 'app_auth')
        and (c.column_name = 'user_id' or (u.table_schema = 'app_auth' and u.table_name = 'users'))
        and not (c.table_schema = 'app_auth' and c.table_name = 'users')`,
  )
  const byColumn = new Map<string, boolean>()
  for (const row of columns) {
    const key = `${row.table_name}.${row.column_name}`
    byColumn.set(key, (byColumn.get(key) ?? false) || row.delete_rule === 'CASCADE')
  }
  return [...byColumn].filter(([, cascades]) => !cascades).map(([column]) => column).sort()
}

for (const kind of ['pglite', 'postgres'] as DbKind[]) {
  describe.skipIf(kind === 'postgres' && !process.env.TEST_DATABASE_URL)(`account safety (${kind})`, () => {
    let site: Site

    beforeAll(async () => {
      site = await startSite({ siteUrl: 'https://startups.example.org', kind })
    }, 120_000)
    afterAll(async () => {
      await site?.close()
    })
    beforeEach(async () => {
      Object.assign(site.h.backend.config.rateLimits, HIGH_LIMITS)
      site.h.backend.config.disableSignup = false
      site.h.backend.limiter.clear()
      await site.h.backend.db().query('delete from app_auth.email_budget')
    })

    const post = (path: string, body: unknown, ip?: string) =>
      site.request(path, { method: 'POST', headers: { ...API, apikey: site.h.backend.anonKey }, body: JSON.stringify(body) }, ip)

    async function confirmedUser(prefix: string): Promise<string> {
      const email = uniqueEmail(prefix)
      const { error } = await site.h.admin().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
      if (error) throw error
      return email
    }

    async function signIn(email: string): Promise<{ accessToken: string; userId: string }> {
      const response = await post('/auth/v1/token?grant_type=password', { email, password: PASSWORD })
      expect(response.status).toBe(200)
      const body = (await response.json()) as { access_token: string; user: { id: string } }
      return { accessToken: body.access_token, userId: body.user.id }
    }

    describe('the e-mail budget', () => {
      it('with the service-wide budget set to 5, 50 /recover for unknown addresses from 10 client addresses charge nothing, and a sign-up and a password reset still send their e-mails', async () => {
        site.h.backend.config.rateLimits.emailSent = { max: 5, windowSeconds: 3600 }
        for (let client = 0; client < 10; client++) {
          for (let request = 0; request < 5; request++) {
            const response = await post('/auth/v1/recover', { email: uniqueEmail('nobody') }, `198.51.100.${client + 1}`)
            expect(response.status).toBe(200)
          }
        }
        const charged = await site.h.backend.db().query<{ count: number }>("select count from app_auth.email_budget where key like 'total%'")
        expect(charged.reduce((sum, row) => sum + row.count, 0)).toBe(0)

        const newcomer = uniqueEmail('newcomer')
        expect((await post('/auth/v1/signup', { email: newcomer, password: PASSWORD }, '198.51.100.50')).status).toBe(200)
        await site.h.mailTo(newcomer, 'signup')
        const member = await confirmedUser('member')
        expect((await post('/auth/v1/recover', { email: member }, '198.51.100.51')).status).toBe(200)
        await site.h.mailTo(member, 'recovery')
      })

      it('answers alike for known and unknown addresses while the budget holds, and alike once it is spent', async () => {
        site.h.backend.config.rateLimits.emailSent = { max: 1, windowSeconds: 3600 }
        const unknown = await post('/auth/v1/recover', { email: uniqueEmail('unknown') }, '198.51.100.61')
        const known = await post('/auth/v1/recover', { email: await confirmedUser('known') }, '198.51.100.60')
        expect([unknown.status, known.status]).toEqual([200, 200])
        // The valve is spent: every request that could send an e-mail is refused, whoever it names.
        const afterKnown = await post('/auth/v1/recover', { email: await confirmedUser('known-2') }, '198.51.100.62')
        const afterUnknown = await post('/auth/v1/recover', { email: uniqueEmail('unknown-2') }, '198.51.100.63')
        expect([afterKnown.status, afterUnknown.status]).toEqual([429, 429])
        expect(await afterKnown.text()).toBe(await afterUnknown.text())
      })
    })

    describe('passwords', () => {
      it.each([
        ['a common password', 'password', 'pwned'],
        ['another common one, whatever its case', 'Football1', 'pwned'],
        ['a 7-character one', 'k7#Vq2z', 'length'],
      ])('refuses %s with GoTrue\'s weak-password answer', async (_, password, reason) => {
        const response = await post('/auth/v1/signup', { email: uniqueEmail('weak'), password })
        expect(response.status).toBe(422)
        const body = (await response.json()) as { code: string; weak_password: { reasons: string[] } }
        expect(body.code).toBe('weak_password')
        expect(body.weak_password.reasons).toEqual([reason])
      })

      it('accepts an 8-character password that is not a common one', async () => {
        expect((await post('/auth/v1/signup', { email: uniqueEmail('fine'), password: 'k7#Vq2zP' })).status).toBe(200)
      })

      it('keeps the list of common passwords out of the browser', () => {
        const assets = join(buildDir, 'client', 'assets')
        const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'))
        expect(scripts.length).toBeGreaterThan(0)
        for (const name of scripts) expect(readFileSync(join(assets, name), 'utf8'), name).not.toMatch(/1qaz2wsx|qwertyuiop/)
      })
    })

    describe('deleting an account', () => {
      const remove = (token: string, body?: unknown) =>
        site.request('/api/account', {
          method: 'DELETE',
          headers: { authorization: `Bearer ${token}`, apikey: site.h.backend.anonKey, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        })

      it('is refused without the e-mailed code; with it, the account and every row of its user tables are gone', async () => {
        const email = await confirmedUser('leaving')
        const { accessToken, userId } = await signIn(email)
        // Rows in the user tables: a second session, an unverified factor and its challenge, a recovery token.
        await signIn(email)
        const auth = { authorization: `Bearer ${accessToken}`, apikey: site.h.backend.anonKey, ...API }
        const factor = (await (await site.request('/auth/v1/factors', { method: 'POST', headers: auth, body: JSON.stringify({ factor_type: 'totp' }) })).json()) as { id: string }
        expect((await site.request(`/auth/v1/factors/${factor.id}/challenge`, { method: 'POST', headers: auth, body: '{}' })).status).toBe(200)
        expect((await post('/auth/v1/recover', { email })).status).toBe(200)

        const missing = await remove(accessToken)
        expect(missing.status).toBe(400)
        expect(await missing.json()).toMatchObject({ error: 'reauthentication_needed' })
        expect((await site.request('/auth/v1/reauthenticate', { headers: auth })).status).toBe(200)
        const mail = await site.h.mailTo(email, 'reauthentication')
        const wrong = await remove(accessToken, { nonce: mail.otp === '000000' ? '111111' : '000000' })
        expect(wrong.status).toBe(422)
        expect(await wrong.json()).toMatchObject({ error: 'reauthentication_not_valid' })
        expect((await site.h.admin().auth.admin.getUserById(userId)).data.user?.email).toBe(email)

        const tables = await site.h.backend.db().query<{ table_name: string; column_name: string }>(
          `select table_schema || '.' || table_name as table_name, column_name from information_schema.columns
            where table_schema in ('public', 'app_auth') and column_name = 'user_id'`,
        )
        const rowsOf = async () => {
          const counts: Record<string, number> = {}
          for (const { table_name, column_name } of tables) {
            const rows = await site.h.backend.db().query<{ count: number }>(`select count(*)::int as count from ${table_name} where ${column_name} = $1`, [userId])
            counts[table_name] = rows[0]!.count
          }
          return counts
        }
        const before = await rowsOf()
        for (const table of ['app_auth.sessions', 'app_auth.identities', 'app_auth.mfa_factors', 'app_auth.one_time_tokens']) expect(before[table], table).toBeGreaterThan(0)

        const deleted = await remove(accessToken, { nonce: mail.otp })
        expect(deleted.status).toBe(204)
        expect(Object.values(await rowsOf()).every((count) => count === 0)).toBe(true)
        expect(await site.h.backend.db().query('select 1 from app_auth.users where id = $1', [userId])).toEqual([])
      })

      it('every user table is deleted with its account: a table that would survive is named', async () => {
        const db = site.h.backend.db()
        expect(await userTablesThatSurvive(db)).toEqual([])
        // A table added without the rule is caught.
        await db.query('create table public.survivor_notes (id serial primary key, user_id uuid)')
        try {
          expect(await userTablesThatSurvive(db)).toEqual(['public.survivor_notes.user_id'])
        } finally {
          await db.query('drop table public.survivor_notes')
        }
      })
    })

    it('answers a bearer call to /auth/v1/user on 127.0.0.1 with the user, where pages are redirected to the site', async () => {
      const email = await confirmedUser('elsewhere')
      const { accessToken } = await signIn(email)
      const response = await site.app.request(
        new Request('http://127.0.0.1:3000/auth/v1/user', { headers: { authorization: `Bearer ${accessToken}`, apikey: site.h.backend.anonKey } }),
        undefined,
        clientEnv('127.0.0.1'),
      )
      expect(response.status).toBe(200)
      expect(((await response.json()) as { email: string }).email).toBe(email)
      const page = await site.app.request(new Request('http://127.0.0.1:3000/categories'), undefined, clientEnv('127.0.0.1'))
      expect(page.status).toBe(301)
    })

    it('AUTH_DISABLE_SIGNUP: sign-ups answered as GoTrue answers them when off, the operator still creates accounts', async () => {
      site.h.backend.config.disableSignup = true
      const refused = await post('/auth/v1/signup', { email: uniqueEmail('closed'), password: PASSWORD })
      expect(refused.status).toBe(422)
      expect(await refused.json()).toMatchObject({ code: 'signup_disabled' })
      expect(((await (await site.request('/auth/v1/settings', { headers: { apikey: site.h.backend.anonKey } })).json()) as { disable_signup: boolean }).disable_signup).toBe(true)
      // A one-time code for an unknown address creates nobody, and says nothing of it.
      const otp = await post('/auth/v1/otp', { email: uniqueEmail('closed-otp'), create_user: true })
      expect(otp.status).toBe(200)
      expect(await confirmedUser('operator-made')).toContain('@')
    })

    it('the newsletter insert answers a known address as a new one', async () => {
      const email = uniqueEmail('subscriber')
      const insert = () => post('/rest/v1/newsletter_subscribers', { email, first_name: null })
      const first = await insert()
      const second = await insert()
      expect([first.status, second.status]).toEqual([201, 201])
      expect(await second.text()).toBe('')
      const viaApi = await site.request('/api/newsletter/subscribe', { method: 'POST', headers: API, body: JSON.stringify({ email }) })
      expect(viaApi.status).toBe(201)
    })
  })
}
