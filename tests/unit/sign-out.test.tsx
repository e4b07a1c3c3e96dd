// @vitest-environment happy-dom
/**
 * Signing out (spec section 7): through the auth provider; the server's 401, 403 and 404 answers to the
 * sign-out request are ignored: the visitor is signed out, told so, and nothing is reported as an error.
 * The real Supabase client runs against a stand-in server.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '../../app/components/ui/toaster.tsx'
import { useAuth } from '../../app/lib/auth/auth-provider.tsx'
import { authStorageKey } from '../../app/lib/auth/session-state.ts'
import { useSignOut } from '../../app/lib/auth/use-sign-out.ts'
import { button, click, jsonAnswer, mount, standInServer, until, type Mounted } from '../support/dom.tsx'

let page: Mounted | undefined

afterEach(async () => {
  await page?.unmount()
  page = undefined
  localStorage.clear()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

function storeSession() {
  const now = Math.floor(Date.now() / 1000)
  const claims = { sub: 'user-1', email: 'dana@example.com', role: 'authenticated', aud: 'authenticated', aal: 'aal1', session_id: 'session-1', exp: now + 3600 }
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const user = { id: 'user-1', aud: 'authenticated', email: 'dana@example.com', app_metadata: {}, user_metadata: {}, created_at: '2025-01-01T00:00:00Z' }
  localStorage.setItem(
    authStorageKey,
    JSON.stringify({ access_token: `${encode({ alg: 'ES256', typ: 'JWT' })}.${encode(claims)}.signature`, refresh_token: 'refresh-1', token_type: 'bearer', expires_in: 3600, expires_at: now + 3600, user }),
  )
}

function Account() {
  const { user, loading } = useAuth()
  const signOut = useSignOut()
  return (
    <>
      <p data-testid="who">{loading ? 'loading' : (user?.email ?? 'signed out')}</p>
      <button type="button" onClick={() => void signOut('global')}>
        sign out everywhere
      </button>
    </>
  )
}

/** Signs in from storage, signs out of every session, the server answering `status` to the sign-out request. */
async function signOutAnswered(status: number) {
  // No error code in the answer: the status alone decides (an error code such as session_not_found would).
  const answer = jsonAnswer(status, { code: status, msg: 'Refused' })
  const received = standInServer((request) => (request.url.pathname === '/auth/v1/logout' ? answer : jsonAnswer(404, {})))
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  storeSession()
  page = await mount(
    <>
      <Account />
      <Toaster />
    </>,
  )
  const who = () => page!.container.querySelector('[data-testid="who"]')!.textContent
  await until(() => who() === 'dana@example.com', 'signed in from storage')
  await click(button(page.container, 'sign out everywhere'))
  await until(() => document.querySelector('li.toast') !== null, 'a toast')
  return { who: who(), logged: logged.mock.calls, requests: received.map((request) => `${request.method} ${request.url.pathname}${request.url.search}`), toast: document.querySelector('li.toast')!.textContent }
}

describe('sign-out', () => {
  it.each([401, 403, 404])('a %i answer to the sign-out request: signed out, the sign-out toast, no error reported', async (status) => {
    const outcome = await signOutAnswered(status)
    expect(outcome.requests).toEqual(['POST /auth/v1/logout?scope=global'])
    expect(outcome.who).toBe('signed out')
    expect(outcome.toast).toBe('DéconnexionVous avez été déconnecté avec succès.')
    expect(outcome.logged).toEqual([])
  })

  it('another failure (500) is reported in the console', async () => {
    const outcome = await signOutAnswered(500)
    expect(outcome.requests).toEqual(['POST /auth/v1/logout?scope=global'])
    expect(outcome.logged).toHaveLength(1)
  })
})
