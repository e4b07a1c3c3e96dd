// The service endpoints: settings, keys, the gateway's errors, CORS, GoTrue's error shapes.

import { describe, expect, it } from 'vitest'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { decodeJwt } from 'jose'
import { type BackendSuite } from './suite-context.ts'

export function serviceTests({ h, confirmedUser, signedIn }: BackendSuite): void {
  describe('service endpoints', () => {
    it('publishes settings and the public signing key; the client verifies tokens with it', async () => {
      const settings = await (await h.fetch('/auth/v1/settings')).json()
      expect(settings.external.email).toBe(true)
      expect(settings.external.google).toBe(false)
      expect(settings.mailer_autoconfirm).toBe(false)
      const jwks = await (await h.fetch('/auth/v1/.well-known/jwks.json', { key: null })).json()
      expect(jwks.keys).toHaveLength(1)
      expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' })
      expect(jwks.keys[0].d).toBeUndefined()

      const email = await confirmedUser('claims')
      const { sb } = await signedIn(email)
      const { data, error } = await sb.auth.getClaims()
      expect(error).toBeNull()
      expect(data?.header.alg).toBe('ES256')
      expect(data?.claims).toMatchObject({ email, role: 'authenticated', aud: 'authenticated', aal: 'aal1' })
      expect(data?.claims.amr?.[0]).toMatchObject({ method: 'password' })
    })

    it('keys: anon and service_role JWTs, kept in the data directory', () => {
      expect(decodeJwt(h.backend.anonKey).role).toBe('anon')
      expect(decodeJwt(h.backend.serviceRoleKey).role).toBe('service_role')
      expect(existsSync(join(h.dataDir, 'keys.json'))).toBe(true)
    })

    it('answers the gateway errors without an API key or with a wrong one', async () => {
      const none = await h.fetch('/auth/v1/settings', { key: null })
      expect(none.status).toBe(401)
      expect((await none.json()).message).toBe('No API key found in request')
      const wrong = await h.fetch('/rest/v1/contact_messages', { key: null, headers: { apikey: 'nope' }, method: 'POST', body: '{}' })
      expect(wrong.status).toBe(401)
      expect((await wrong.json()).message).toBe('Invalid API key')
    })

    it('answers CORS preflights with the client headers allowed and the paging headers exposed', async () => {
      const res = await h.fetch('/auth/v1/admin/users', {
        key: null,
        method: 'OPTIONS',
        headers: {
          Origin: 'https://example.org',
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization, apikey, x-client-info, x-supabase-api-version',
        },
      })
      expect(res.status).toBe(204)
      expect(res.headers.get('access-control-allow-origin')).toBe('*')
      expect(res.headers.get('access-control-allow-headers')).toContain('x-supabase-api-version')
      expect(res.headers.get('access-control-expose-headers')).toContain('X-Total-Count')
      expect(res.headers.get('access-control-expose-headers')).toContain('Link')
    })

    it('answers errors in GoTrue shape, by API version', async () => {
      const body = JSON.stringify({ email: 'x@example.com', password: 'wrong-password' })
      const v2024 = await h.fetch('/auth/v1/token?grant_type=password', {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      })
      expect(v2024.status).toBe(400)
      expect(v2024.headers.get('x-sb-error-code')).toBe('invalid_credentials')
      expect(v2024.headers.get('x-supabase-api-version')).toBe('2024-01-01')
      expect(await v2024.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' })
      const legacy = await h.fetch('/auth/v1/token?grant_type=password', { method: 'POST', body })
      expect(await legacy.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' })
    })
  })
}
