// /auth/v1/user/identities — GoTrue's "manual linking" (linking and unlinking
// identities), off by default there and not offered here: an account has its
// e-mail identity only. Answered after the user's authentication.

import { Hono } from 'hono'
import type { Core } from '../core.ts'
import { notFound } from '../http.ts'
import { authenticate, handle } from './guard.ts'

export function identityRoutes(core: Core): Hono {
  const app = new Hono()

  const manualLinkingDisabled = handle(core, async (c) => {
    await authenticate(core, c)
    throw notFound('manual_linking_disabled', 'Manual linking is disabled')
  })
  app.get('/user/identities/authorize', manualLinkingDisabled)
  app.delete('/user/identities/:id', manualLinkingDisabled)

  return app
}
