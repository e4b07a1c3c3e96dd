// /auth/v1 — the GoTrue-compatible authentication API: the gateway's API key
// check, then the endpoint groups, each in its own module and each given the
// same Core (configuration, keys, database, mailer, rate limiter).

import { Hono } from 'hono'
import type { Core } from '../core.ts'
import { checkApiKey, errorResponse } from './guard.ts'
import { serviceRoutes } from './service.ts'
import { signupRoutes } from './signup.ts'
import { tokenRoutes } from './token.ts'
import { userRoutes } from './user.ts'
import { recoverRoutes } from './recover.ts'
import { verifyRoutes } from './verify.ts'
import { identityRoutes } from './identities.ts'
import { unsupportedRoutes } from './unsupported.ts'
import { mfaRoutes } from './mfa.ts'
import { recoveryCodeRoutes } from './recovery-codes.ts'
import { adminRoutes } from './admin.ts'

export function authRoutes(core: Core): Hono {
  const app = new Hono()

  // The gateway's API key check (open paths: e-mail links, key set, health).
  app.use('*', async (c, next) => {
    const path = c.req.path.replace(/^\/auth\/v1/, '')
    const open =
      (c.req.method === 'GET' && (path === '/verify' || path === '/health' || path === '/authorize' || path === '/callback' || path.startsWith('/.well-known/'))) ||
      c.req.method === 'OPTIONS'
    if (!open) {
      const denied = checkApiKey(core, c)
      if (denied) return denied
    }
    await next()
  })

  app.route('/', serviceRoutes(core))
  app.route('/', signupRoutes(core))
  app.route('/', tokenRoutes(core))
  app.route('/', userRoutes(core))
  app.route('/', recoverRoutes(core))
  app.route('/', verifyRoutes(core))
  app.route('/', identityRoutes(core))
  app.route('/', unsupportedRoutes(core))
  app.route('/factors', mfaRoutes(core))
  // Recovery codes: this server's extension, under a path GoTrue does not use.
  app.route('/mfa', recoveryCodeRoutes(core))
  app.route('/admin', adminRoutes(core))

  // Like GoTrue's router: unknown paths answer a plain-text 404.
  const pageNotFound = () => new Response('404 page not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  app.all('*', async () => pageNotFound())
  app.notFound(pageNotFound)
  app.onError((error, c) => errorResponse(core, c, error))

  return app
}
