// The newsletter's double opt-in: subscription, confirmation, one-click unsubscription.

import { describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { uniqueEmail } from '../helpers.ts'
import { type BackendSuite } from './suite-context.ts'

export function newsletterTests({ h }: BackendSuite): void {
  describe('newsletter', () => {
    it('subscribes to the newsletter with double opt-in; a known address is answered as a new one, stored once', async () => {
      const sb = h.client().sb
      const email = uniqueEmail('news')
      const clientToken = randomUUID()
      const first = await sb.from('newsletter_subscribers').insert({ email, first_name: 'Ron', confirmation_token: clientToken })
      expect(first.error).toBeNull()
      expect(first.status).toBe(201)
      // Issue 30: a 409 told anyone that the address was subscribed.
      const dup = await sb.from('newsletter_subscribers').insert({ email: email.toUpperCase(), first_name: null, confirmation_token: randomUUID() })
      expect(dup.error).toBeNull()
      expect(dup.status).toBe(201)
      expect(await h.backend.db().query('select first_name from public.newsletter_subscribers where email = $1', [email])).toEqual([{ first_name: 'Ron' }])
      const badType = await sb.from('newsletter_subscribers').insert({ email: uniqueEmail('t'), first_name: null, confirmation_token: 'not-a-uuid' })
      expect(badType.status).toBe(400)
      expect(badType.error?.code).toBe('22P02')

      const mail = await h.mailTo(email, 'newsletter_confirmation')
      expect(mail.subject).toContain('newsletter')
      expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
      const token = new URL(mail.link as string).searchParams.get('token') as string
      expect(new URL(mail.link as string).pathname).toBe('/newsletter/confirm')
      expect(token).not.toBe(clientToken) // the server chooses the token

      const forged = await h.fetch('/api/newsletter/confirm', { key: null, method: 'POST', body: JSON.stringify({ token: clientToken }), headers: { 'Content-Type': 'application/json' } })
      expect(forged.status).toBe(404)
      const confirm = await h.fetch('/api/newsletter/confirm', { key: null, method: 'POST', body: JSON.stringify({ token }), headers: { 'Content-Type': 'application/json' } })
      expect(confirm.status).toBe(200)
      expect(await confirm.json()).toEqual({ status: 'confirmed', email })
      const row = await h.backend.db().query<{ confirmed_at: Date | null }>('select confirmed_at from public.newsletter_subscribers where email = $1', [email])
      expect(row[0]?.confirmed_at).toBeTruthy()

      // One-click unsubscription as a mail client does it (RFC 8058).
      const oneClick = mail.headers?.['List-Unsubscribe']?.replace(/^<|>$/g, '') as string
      const unsub = await fetch(oneClick, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
      expect(unsub.status).toBe(200)
      expect(await unsub.json()).toEqual({ status: 'unsubscribed' })
      // Subscribing again after unsubscribing works, with a new confirmation.
      const again = await sb.from('newsletter_subscribers').insert({ email, first_name: null, confirmation_token: randomUUID() })
      expect(again.error).toBeNull()

      const unsubPage = new URL(mail.unsubscribeLink as string)
      expect(unsubPage.pathname).toBe('/newsletter/unsubscribe')
      const viaPage = await h.fetch('/api/newsletter/unsubscribe', {
        key: null,
        method: 'POST',
        body: JSON.stringify({ token: randomUUID() }),
        headers: { 'Content-Type': 'application/json' },
      })
      expect(viaPage.status).toBe(404)
    })

    it('subscribes through /api/newsletter/subscribe after sign-up', async () => {
      const email = uniqueEmail('api')
      const res = await h.fetch('/api/newsletter/subscribe', { key: null, method: 'POST', body: JSON.stringify({ email }), headers: { 'Content-Type': 'application/json' } })
      expect(res.status).toBe(201)
      await h.mailTo(email, 'newsletter_confirmation')
      const dup = await h.fetch('/api/newsletter/subscribe', { key: null, method: 'POST', body: JSON.stringify({ email }), headers: { 'Content-Type': 'application/json' } })
      expect(dup.status).toBe(201)
      expect(await dup.json()).toEqual({ status: 'pending' })
      const bad = await h.fetch('/api/newsletter/subscribe', { key: null, method: 'POST', body: JSON.stringify({ email: 'nope' }), headers: { 'Content-Type': 'application/json' } })
      expect(bad.status).toBe(400)
    })
  })
}
