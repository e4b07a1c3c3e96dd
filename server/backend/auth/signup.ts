// /auth/v1/signup — account creation with an e-mail address and a password.

import { Hono, type Context } from 'hono'
import { randomUUID } from 'node:crypto'
import type { Core } from '../core.ts'
import { allow, ipOf } from '../core.ts'
import { badRequest, decodeParams, json, unprocessable } from '../http.ts'
import { hashPassword } from '../crypto.ts'
import { body } from './guard.ts'
import { insertEmailUser, issueSession, loadUser, loadUserByEmail, serializeUser, type FullUser, type Json } from './model.ts'
import { sendAccountMail, spendAccountEmail } from './mail.ts'
import { checkPasswordStrength, resolveRedirect, validateEmail, validatePkceParams } from './validate.ts'
import { addressRoute, checkMetadataSize, clientInfo, createFlowState, phoneDisabled, tooManyRequests } from './common.ts'

export interface SignUpParams {
  email: string
  password: string
  data: Json
  codeChallenge: string
  codeChallengeMethod: string
}

/**
 * Creates the user, or resends the confirmation; the shared core of /signup and the e-mail OTP.
 * Known and unknown addresses answer alike: the e-mail budget is spent on the address
 * before it is looked up (unless the caller did), the password is hashed on every path, the
 * e-mail leaves after the answer, and an address that has an account gets GoTrue's obfuscated
 * user, built from this request only (never the account's id or metadata).
 */
export async function signUp(core: Core, c: Context, params: SignUpParams, redirectTo: string, counted = false): Promise<Response> {
  const cfg = core.config
  const email = validateEmail(params.email)
  const existing = await loadUserByEmail(core.db(), email)
  // A confirmed address is sent nothing: its request counts on the address, not on the service's budget.
  const sends = !existing?.email_confirmed_at
  if (!cfg.autoconfirm && !counted) await spendAccountEmail(core, email, 'signup', ipOf(core, c), { sends })
  const pkce = params.codeChallenge !== ''
  const passwordHash = await hashPassword(params.password, cfg.argon2)
  if (existing) {
    // With autoconfirm a sign-up answers a session, so an existing address cannot be hidden (as GoTrue);
    // an unconfirmed account is not handed to whoever signs up with its address.
    if (cfg.autoconfirm) throw unprocessable('user_already_exists', 'User already registered')
    if (!existing.email_confirmed_at) {
      // The claimed identity is not proven: the account is not updated, its owner gets the confirmation again.
      if (pkce) await createFlowState(core.db(), existing.id, params.codeChallenge, params.codeChallengeMethod, 'email/signup')
      await sendAccountMail(core, existing, 'signup', { redirectTo, pkce, counted: true, background: true })
    }
    return json(obfuscatedUser(email, params.data))
  }
  const userId = await core.db().tx(async (q) => insertEmailUser(q, { email, passwordHash, data: params.data, confirmed: cfg.autoconfirm }))
  if (pkce) await createFlowState(core.db(), userId, params.codeChallenge, params.codeChallengeMethod, 'email/signup')
  if (cfg.autoconfirm) {
    const token = await core.db().tx((q) => issueSession(core, q, userId, 'password', clientInfo(core, c)))
    return json(token)
  }
  const user = (await loadUser(core.db(), userId)) as FullUser
  await sendAccountMail(core, user, 'signup', { redirectTo, pkce, counted: true, background: true })
  return json(serializeUser((await loadUser(core.db(), userId)) as FullUser))
}

/** GoTrue's answer to a sign-up with an address that has an account: a user that does not exist. */
function obfuscatedUser(email: string, data: Json): Json {
  const now = new Date().toISOString()
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}

export function signupRoutes(core: Core): Hono {
  const app = new Hono()
  const cfg = core.config

  app.post(
    '/signup',
    addressRoute(core, async (c) => {
      const raw = await body(core, c)
      const p = decodeParams(raw, 'SignupParams', {
        email: 'string',
        phone: 'string',
        password: 'string',
        data: 'optobject',
        channel: 'string',
        code_challenge_method: 'string',
        code_challenge: 'string',
      })
      if (p.email === '' && p.phone === '') {
        throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
      }
      if (cfg.disableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance')
      if (!(await allow(core, c, 'signup', cfg.rateLimits.signup))) throw tooManyRequests()
      if (p.password === '') throw badRequest('validation_failed', 'Signup requires a valid password')
      await checkPasswordStrength(core, p.password)
      if (p.email !== '' && p.phone !== '') {
        throw badRequest('validation_failed', 'Only an email address or phone number should be provided on signup.')
      }
      validatePkceParams(p.code_challenge_method, p.code_challenge)
      if (p.phone !== '') throw phoneDisabled('Phone signups are disabled')
      checkMetadataSize(p.data)
      return signUp(
        core,
        c,
        { email: p.email, password: p.password, data: p.data ?? {}, codeChallenge: p.code_challenge, codeChallengeMethod: p.code_challenge_method },
        resolveRedirect(core, c.req.query('redirect_to')),
      )
    }),
  )

  return app
}
