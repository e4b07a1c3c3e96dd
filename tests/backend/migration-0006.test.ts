// 0006_unicode_whitespace.sql on a database that already holds rows stored under
// 0001-0005's rules (ASCII-only btrim): the migration trims what it can, keeps
// what it cannot correct (its constraint then stays NOT VALID, still enforced on
// new rows), and never fails the start-up. On PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set (a fresh database per run, as the backend suite).

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MIGRATIONS_DIR, migrate, openPglite, openPostgres, type Db } from '../../server/backend/db.ts'
import { freshPostgresDatabase, type DbKind } from './helpers.ts'

const kinds: DbKind[] = ['pglite', 'postgres']

for (const kind of kinds) {
  describe.skipIf(kind === 'postgres' && !process.env.TEST_DATABASE_URL)(`0006_unicode_whitespace on existing rows (${kind})`, () => {
    let dir: string
    let db: Db
    let dropPg: (() => Promise<void>) | undefined

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'sei-mig6-'))
      if (kind === 'postgres') {
        const fresh = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!)
        dropPg = fresh.drop
        db = await openPostgres(fresh.url, { max: 2 })
      } else {
        db = await openPglite(join(dir, 'pglite'), { fsync: false })
      }
    })
    afterAll(async () => {
      await db?.close()
      await dropPg?.()
      rmSync(dir, { recursive: true, force: true })
    })

    it('trims the stored rows it can, and leaves a constraint NOT VALID rather than lose a row', async () => {
      // The migrations before 0006 only.
      const before = join(dir, 'before')
      const with0006 = join(dir, 'with-0006') // and none after it: the later migrations have their own tests
      const files = readdirSync(MIGRATIONS_DIR).filter((f) => /^\d+_.*\.sql$/.test(f)).sort()
      expect(files).toContain('0006_unicode_whitespace.sql')
      mkdirSync(before)
      mkdirSync(with0006)
      for (const f of files) {
        if (f < '0007') copyFileSync(join(MIGRATIONS_DIR, f), join(with0006, f))
        if (f < '0006') copyFileSync(join(MIGRATIONS_DIR, f), join(before, f))
      }
      await migrate(db, before)

      // Rows the old rules let through (U+00A0 and U+FEFF are whitespace to no locale's [[:space:]]).
      const contact = (firstName: string, email: string) =>
        db.query<{ id: string }>(
          `insert into public.contact_messages (first_name, last_name, email, subject, message)
           values ($1, 'Levi', $2, 'info', $3) returning id`,
          [firstName, email, 'Bonjour, un message assez long.\u00a0'],
        )
      const [fixable] = await contact('\u00a0\ufeffDana\u00a0', '\ufeffDana@Example.org\u00a0')
      const [tooShort] = await contact('\u00a0J', 'j@example.org') // 'J' once trimmed is too short: the row is kept as is
      const [inside] = await contact('Noa', 'a\u00a0b@example.org') // whitespace inside: cannot be corrected
      const subscriber = (email: string, firstName: string | null) =>
        db.query<{ id: string }>('insert into public.newsletter_subscribers (email, first_name) values ($1, $2) returning id', [email, firstName])
      const [sub] = await subscriber('\u00a0ron@example.org', '\ufeffRon\u00a0')
      await subscriber('tal@example.org', null)
      const [dup] = await subscriber('tal@example.org\u00a0', null) // the same address as another row once trimmed

      expect(await migrate(db, with0006)).toEqual(['0006_unicode_whitespace.sql'])

      const row = async (table: string, id: string) => (await db.query<Record<string, unknown>>(`select * from public.${table} where id = $1`, [id]))[0]!
      expect(await row('contact_messages', fixable!.id)).toMatchObject({
        first_name: 'Dana',
        email: 'dana@example.org',
        message: 'Bonjour, un message assez long.',
      })
      expect(await row('contact_messages', tooShort!.id)).toMatchObject({ first_name: '\u00a0J', message: 'Bonjour, un message assez long.\u00a0' })
      expect(await row('contact_messages', inside!.id)).toMatchObject({ email: 'a\u00a0b@example.org', message: 'Bonjour, un message assez long.' })
      expect(await row('newsletter_subscribers', sub!.id)).toMatchObject({ email: 'ron@example.org', first_name: 'Ron' })
      expect(await row('newsletter_subscribers', dup!.id)).toMatchObject({ email: 'tal@example.org\u00a0' })

      const notValid = await db.query<{ conname: string }>(
        `select conname from pg_constraint
         where conrelid in ('public.contact_messages'::regclass, 'public.newsletter_subscribers'::regclass)
           and contype = 'c' and not convalidated order by conname`,
      )
      expect(notValid.map((c) => c.conname)).toEqual([
        'contact_messages_email_check',
        'contact_messages_first_name_check',
        'contact_messages_message_check',
        'newsletter_subscribers_email_check',
      ])
      // NOT VALID constraints hold for new rows all the same.
      await expect(contact('Dana', 'x\u00a0y@example.org')).rejects.toMatchObject({ code: '23514' })

      // Once an operator corrects the rows, the constraints validate.
      await db.query('delete from public.contact_messages where id = any($1::uuid[])', [[tooShort!.id, inside!.id]])
      await db.query('delete from public.newsletter_subscribers where id = $1', [dup!.id])
      for (const [table, name] of [
        ['contact_messages', 'contact_messages_email_check'],
        ['contact_messages', 'contact_messages_first_name_check'],
        ['contact_messages', 'contact_messages_message_check'],
        ['newsletter_subscribers', 'newsletter_subscribers_email_check'],
      ]) {
        await db.query(`alter table public.${table} validate constraint ${name}`)
      }
      // Applied once: a second start applies nothing.
      expect(await migrate(db, with0006)).toEqual([])
    })
  })
}
