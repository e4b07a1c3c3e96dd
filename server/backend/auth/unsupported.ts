// What this service does not offer (OAuth providers, SAML, passkeys,
// invitations, GoTrue's OAuth 2.1 server) answers GoTrue's "not enabled"
// errors.

import { Hono } from 'hono'
import type { Core } from '../core.ts'
import { badRequest, notFound } from '../http.ts'
import { authenticate, handle, type Handler } from './guard.ts'

export function unsupportedRoutes(core: Core): Hono {
  const app = new Hono()
  const route = (fn: Handler) => handle(core, fn)

  app.get('/authorize', route(async () => { throw badRequest('validation_failed', 'Unsupported provider: provider is not enabled') }))
  app.on(['GET', 'POST'], '/callback', route(async () => { throw badRequest('bad_oauth_callback', 'OAuth state parameter missing') }))
  app.all('/sso', route(async () => { throw notFound('saml_provider_disabled', 'SAML 2.0 is disabled') }))
  app.all('/sso/*', route(async () => { throw notFound('saml_provider_disabled', 'SAML 2.0 is disabled') }))
  app.all('/passkeys', route(async () => { throw notFound('passkey_disabled', 'Passkeys are disabled') }))
  app.all('/passkeys/*', route(async () => { throw notFound('passkey_disabled', 'Passkeys are disabled') }))
  app.post('/invite', route(async () => { throw notFound('feature_disabled', 'Invitations are not enabled on this server') }))
  // GoTrue's OAuth 2.1 server (this service is no OAuth provider): its paths answer JSON, as GoTrue's
  // do when the feature is off, after the authentication the path asks for.
  const oauthServerDisabled = () => notFound('feature_disabled', 'OAuth server is disabled')
  app.get('/.well-known/oauth-authorization-server', route(async () => { throw oauthServerDisabled() }))
  for (const path of ['/oauth', '/oauth/*']) app.all(path, route(async () => { throw oauthServerDisabled() }))
  for (const path of ['/user/oauth/grants', '/user/oauth/grants/*']) {
    app.all(
      path,
      route(async (c) => {
        await authenticate(core, c)
        throw oauthServerDisabled()
      }),
    )
  }

  return app
}
