// /rest/v1: the contact and newsletter tables as the forms write them, and the service role reading them.

import { describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { uniqueEmail } from '../helpers.ts'
import { type BackendSuite } from './suite-context.ts'

export function restTableTests({ h }: BackendSuite): void {
  describe('REST inserts', () => {
    const contact = {
      first_name: 'Jean',
      last_name: 'Dupont',
      email: 'jean.dupont@example.fr',
      subject: 'info',
      message: 'Bonjour, je voudrais en savoir plus.',
    }

    it('stores a contact message with the anonymous key, and refuses what the form refuses', async () => {
      const sb = h.client().sb
      const ok = await sb.from('contact_messages').insert(contact)
      expect(ok.error).toBeNull()
      expect(ok.status).toBe(201)
      expect(ok.data).toBeNull()
      const rows = await h.backend.db().query<{ email: string; first_name: string }>(
        'select email, first_name from public.contact_messages where last_name = $1',
        ['Dupont'],
      )
      expect(rows[0]).toMatchObject({ email: 'jean.dupont@example.fr', first_name: 'Jean' })

      const normalised = await sb.from('contact_messages').insert({ ...contact, last_name: '  Martin ', email: '  MIXED@Example.FR ' })
      expect(normalised.error).toBeNull()
      const m = await h.backend.db().query<{ email: string }>('select email from public.contact_messages where last_name = $1', ['Martin'])
      expect(m[0]?.email).toBe('mixed@example.fr')

      const bads: Record<string, unknown>[] = [
        { ...contact, first_name: 'J' },
        { ...contact, last_name: '   ' },
        { ...contact, email: 'not an email' },
        { ...contact, email: 'a@b' },
        { ...contact, subject: 'spam' },
        { ...contact, message: '  court    ' },
        { ...contact, message: null },
      ]
      for (const bad of bads) {
        const r = await sb.from('contact_messages').insert(bad)
        expect(r.status).toBe(400)
        expect(['23514', '23502']).toContain(r.error?.code)
      }
      const col = await sb.from('contact_messages').insert({ ...contact, nickname: 'spam.example' } as never)
      expect(col.status).toBe(400)
      expect(col.error?.code).toBe('PGRST204')
      const created = await sb.from('contact_messages').insert({ ...contact, created_at: '2020-01-01' } as never)
      expect(created.status).toBe(401)
      expect(created.error?.code).toBe('42501')
      const read = await sb.from('contact_messages').select('*')
      expect(read.status).toBe(401)
      expect(read.error?.code).toBe('42501')
      const missing = await sb.from('no_such_table').insert({ a: 1 })
      expect(missing.status).toBe(404)
      expect(missing.error?.code).toBe('PGRST205')
    })

    it('discards a contact message whose honeypot is filled, with the same 201 answer', async () => {
      const sb = h.client().sb
      const admin = h.admin()
      const stored = async (lastName: string) => {
        const { data, error } = await admin.from('contact_messages').select('last_name, email, website').eq('last_name', lastName)
        expect(error).toBeNull()
        return data ?? []
      }

      // The browser always sends the field, '' normally: the message is stored, website NULL.
      const human = await sb.from('contact_messages').insert({ ...contact, last_name: 'Humain', website: '' })
      expect(human.error).toBeNull()
      expect(human.status).toBe(201)
      expect(human.data).toBeNull()
      const spaces = await sb.from('contact_messages').insert({ ...contact, last_name: 'Espaces', website: '   ' })
      expect(spaces.status).toBe(201)
      expect(await stored('Humain')).toEqual([{ last_name: 'Humain', email: contact.email, website: null }])
      expect(await stored('Espaces')).toEqual([{ last_name: 'Espaces', email: contact.email, website: null }])

      // A robot's message: 201 with an empty body (return=minimal), nothing stored.
      const robot = await h.fetch('/rest/v1/contact_messages', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Prefer: 'return=minimal' },
        body: JSON.stringify({ ...contact, last_name: 'Robot', website: 'https://spam.example' }),
      })
      expect(robot.status).toBe(201)
      expect(await robot.text()).toBe('')
      const viaClient = await sb.from('contact_messages').insert({ ...contact, last_name: 'Robot', website: 'x' })
      expect(viaClient.error).toBeNull()
      expect(viaClient.status).toBe(201)
      // return=representation: [] (the row was never inserted).
      const repr = await sb.from('contact_messages').insert({ ...contact, last_name: 'Robot', website: 'x' }).select()
      expect(repr.error).toBeNull()
      expect(repr.status).toBe(201)
      expect(repr.data).toEqual([])
      // Discarded before the checks run: a robot's invalid values do not reveal anything either.
      const invalid = await sb.from('contact_messages').insert({ first_name: 'R', last_name: 'Robot', email: 'nope', subject: 'spam', message: null, website: 'x' })
      expect(invalid.status).toBe(201)
      expect(await stored('Robot')).toEqual([])
      const direct = await h.backend.db().query<{ n: number }>("select count(*)::int as n from public.contact_messages where last_name = 'Robot'")
      expect(direct[0]?.n).toBe(0)

      // In a batch, only the robot's rows go.
      const batch = await sb
        .from('contact_messages')
        .insert([
          { ...contact, last_name: 'Lot', website: '' },
          { ...contact, last_name: 'Lot', website: 'x' },
        ])
        .select('last_name, website')
      expect(batch.status).toBe(201)
      expect(batch.data).toEqual([{ last_name: 'Lot', website: null }])
      expect(await stored('Lot')).toHaveLength(1)
    })

    it("fills a table's own columns and upserts on its own key", async () => {
      // A subscriber's language comes from the request: the confirmation e-mail is written in it.
      const email = uniqueEmail('lang')
      const subscribed = await h.fetch('/rest/v1/newsletter_subscribers', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'he-IL,he;q=0.9,en;q=0.5' },
        body: JSON.stringify({ email, first_name: null, confirmation_token: randomUUID() }),
      })
      expect(subscribed.status).toBe(201)
      const subscriber = () => h.backend.db().query<{ first_name: string | null; lang: string }>('select first_name, lang from public.newsletter_subscribers where email = $1', [email])
      expect((await subscriber())[0]?.lang).toBe('he')

      // Subscribers merge on their address, messages on their id.
      const admin = h.admin()
      const merged = await admin.from('newsletter_subscribers').upsert({ email, first_name: 'Noa' })
      expect(merged.error).toBeNull()
      expect((await subscriber()).map((row) => row.first_name)).toEqual(['Noa'])
      const message = await admin.from('contact_messages').insert({ ...contact, last_name: 'Avant' }).select('id').single()
      expect(message.error).toBeNull()
      const id = (message.data as { id: string }).id
      const updated = await admin.from('contact_messages').upsert({ id, ...contact, last_name: 'Après' })
      expect(updated.error).toBeNull()
      const stored = await h.backend.db().query<{ last_name: string }>('select last_name from public.contact_messages where id = $1', [id])
      expect(stored).toEqual([{ last_name: 'Après' }])
    })

    it('returns the rows with Prefer: return=representation, without the secret tokens', async () => {
      const sb = h.client().sb
      const email = uniqueEmail('repr')
      const { data, error, status } = await sb
        .from('newsletter_subscribers')
        .insert({ email, first_name: 'Tal', confirmation_token: randomUUID() })
        .select()
      expect(error).toBeNull()
      expect(status).toBe(201)
      expect(data).toHaveLength(1)
      expect(data![0]).toMatchObject({ email, first_name: 'Tal', confirmed_at: null })
      expect(data![0]).not.toHaveProperty('confirmation_token')
      expect(data![0]).not.toHaveProperty('unsubscribe_token')
      const single = await sb.from('contact_messages').insert(contact).select('id, email').single()
      expect(single.error).toBeNull()
      expect(Object.keys(single.data!)).toEqual(['id', 'email'])
    })

    // 0006_unicode_whitespace.sql: the database applies JavaScript's trim() and \s itself, for the
    // paths that bypass our server (a hosted project, a hand-written statement). Straight SQL here.
    it('trims every kind of whitespace and refuses it inside e-mail addresses, in the database itself', async () => {
      const db = h.backend.db()
      // JavaScript's trim() set: what String.prototype.trim strips is what the database strips.
      const ws = '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff'
      expect(`${ws}x${ws}`.trim()).toBe('x')
      expect([...ws].every((ch) => /\s/.test(ch))).toBe(true)

      const insertContact = (row: { first_name: string; last_name: string; email: string; subject: string; message: string }) =>
        db.query<{ id: string }>(
          'insert into public.contact_messages (first_name, last_name, email, subject, message) values ($1, $2, $3, $4, $5) returning id',
          [row.first_name, row.last_name, row.email, row.subject, row.message],
        )
      const lastName = `Unicode${randomUUID().slice(0, 8)}`
      const [ins] = await insertContact({
        first_name: '\u00a0\ufeffName\u3000',
        last_name: `\u2028${lastName}\u2029\t`,
        email: '\u00a0\u205fMixed@Example.ORG\ufeff',
        subject: '\u3000info\u00a0',
        message: `${ws}Bonjour\u00a0à tous, un message.${ws}`,
      })
      const [stored] = await db.query<Record<string, string>>(
        'select first_name, last_name, email, subject, message from public.contact_messages where id = $1',
        [ins!.id],
      )
      // Inner whitespace stays; only the ends are trimmed, as the form does.
      expect(stored).toEqual({
        first_name: 'Name',
        last_name: lastName,
        email: 'mixed@example.org',
        subject: 'info',
        message: 'Bonjour\u00a0à tous, un message.',
      })
      // UPDATE runs the same normalisation.
      await db.query('update public.contact_messages set first_name = $1 where id = $2', ['\u3000Jean\u00a0Pierre\u2003', ins!.id])
      expect((await db.query<{ first_name: string }>('select first_name from public.contact_messages where id = $1', [ins!.id]))[0]?.first_name).toBe(
        'Jean\u00a0Pierre',
      )

      const base = { first_name: 'Dana', last_name: 'Levi', email: 'dana@example.org', subject: 'info', message: 'Bonjour, un message assez long.' }
      const refused = [
        // whitespace anywhere in the address, whichever kind
        ...[...ws].map((ch) => ({ ...base, email: `a${ch}b@c.de` })),
        { ...base, email: 'a@b\u3000c.de' },
        { ...base, email: 'a@c.d\u00a0e' },
        // what is left once trimmed is too short
        { ...base, first_name: '\u00a0J\u3000' },
        { ...base, last_name: '\ufeff\u2007\u00a0' },
        { ...base, message: '\u3000\u3000\u3000court\u00a0\u00a0\u00a0\u00a0\u00a0' },
      ]
      for (const row of refused) {
        await expect(insertContact(row), JSON.stringify(row)).rejects.toMatchObject({ code: '23514' })
      }
      // The constraints themselves refuse an untrimmed value, even past the trigger (disabled in a
      // transaction that is rolled back).
      let untrimmed: string | undefined
      await db
        .tx(async (q) => {
          await q.query('alter table public.contact_messages disable trigger contact_messages_normalize')
          try {
            await q.query(
              `insert into public.contact_messages (first_name, last_name, email, subject, message)
               values ($1, 'Levi', 'dana@example.org', 'info', 'Bonjour, un message assez long.')`,
              ['Dana\u00a0'],
            )
            untrimmed = 'stored'
          } catch (e) {
            untrimmed = (e as { code?: string }).code
          }
          throw new Error('rollback')
        })
        .catch((e: unknown) => {
          if ((e as Error).message !== 'rollback') throw e
        })
      expect(untrimmed).toBe('23514')
      const trigger = await db.query<{ tgenabled: string }>(
        "select tgenabled from pg_trigger where tgname = 'contact_messages_normalize' and tgrelid = 'public.contact_messages'::regclass",
      )
      expect(trigger[0]?.tgenabled).toBe('O')

      const insertSubscriber = (email: string, firstName: string | null) =>
        db.query<{ email: string; first_name: string | null }>(
          'insert into public.newsletter_subscribers (email, first_name) values ($1, $2) returning email, first_name',
          [email, firstName],
        )
      const local = `unicode.${randomUUID().slice(0, 8)}`
      expect(await insertSubscriber(`\u00a0\ufeff${local.toUpperCase()}@Example.ORG\u3000`, '\u2005Ron\u00a0')).toEqual([
        { email: `${local}@example.org`, first_name: 'Ron' },
      ])
      // A first name of whitespace only is no first name.
      expect(await insertSubscriber(`\u2028${local}.2@example.org`, '\u2005\u00a0\ufeff')).toEqual([{ email: `${local}.2@example.org`, first_name: null }])
      // The trimmed address is the same address: the unique constraint sees it.
      await expect(insertSubscriber(`${local}@example.org\u00a0`, null)).rejects.toMatchObject({ code: '23505' })
      for (const email of ['a\u00a0b@c.de', 'a@b\u2009c.de', 'a@b.c\ufeffd', 'a\u000bb@c.de', 'a\u3000b@c.de']) {
        await expect(insertSubscriber(email, null), JSON.stringify(email)).rejects.toMatchObject({ code: '23514' })
      }

      // On a database created by the migrations, every replaced constraint is validated.
      const constraints = await db.query<{ conname: string; convalidated: boolean }>(
        `select conname, convalidated from pg_constraint
         where conrelid in ('public.contact_messages'::regclass, 'public.newsletter_subscribers'::regclass) and contype = 'c'`,
      )
      expect(constraints.filter((c) => !c.convalidated)).toEqual([])
    })

    it('lets the service role read, as CSV too', async () => {
      const admin = h.admin()
      const { data, error } = await admin.from('contact_messages').select('first_name, email').order('created_at', { ascending: true }).limit(2)
      expect(error).toBeNull()
      expect(data!.length).toBeGreaterThan(0)
      const csv = await admin.from('newsletter_subscribers').select('email, confirmed_at').csv()
      expect(csv.error).toBeNull()
      expect(String(csv.data).split('\n')[0]).toBe('email,confirmed_at')
    })
  })
}
