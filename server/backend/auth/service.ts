// /auth/v1/health, /settings and the signing key set: what a client reads
// about the service before using it.

import { Hono } from 'hono'
import type { Core } from '../core.ts'
import { json } from '../http.ts'

export function serviceRoutes(core: Core): Hono {
  const app = new Hono()
  const config = core.config

  app.get('/health', (c) =>
    c.json({ version: 'startups-en-israel', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' }),
  )

  app.get('/.well-known/jwks.json', () =>
    json({ keys: [core.keys.publicJwk] }, 200, { 'Cache-Control': 'public, max-age=600' }),
  )

  app.get('/settings', () =>
    json({
      external: {
        anonymous_users: false, apple: false, azure: false, bitbucket: false, discord: false, facebook: false,
        snapchat: false, figma: false, fly: false, github: false, gitlab: false, google: false, keycloak: false,
        kakao: false, linkedin: false, linkedin_oidc: false, notion: false, spotify: false, slack: false,
        slack_oidc: false, workos: false, twitch: false, twitter: false, email: true, phone: false, zoom: false,
      },
      disable_signup: config.disableSignup,
      mailer_autoconfirm: config.autoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      saml_private_key_next_configured: false,
      passkeys_enabled: false,
    }),
  )

  return app
}
