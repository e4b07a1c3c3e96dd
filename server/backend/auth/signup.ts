// /auth/v1/signup — account creation with an e-mail address and a password.

import type { Context, Hono } from 'hono'
import { randomUUID } from 'node:crypto'
import type { Core } from '../core.ts'
import { allow, ipOf } from '../core.ts'
import { badRequest, decodeParams, json, unprocessable } from '../http.ts'
import { hashPassword } from '../crypto.ts'
import { body, endpointGroup } from './guard.ts'
import { insertEmailUser, loadUser, loadUserByEmail, serializeUser, type FullUser, type Json } from './model.ts'
import { createFlowState, issueSession } from './session-model.ts'
import { sendAccountMail, spendAccountEmail } from './mail.ts'
import { checkPasswordStrength, resolveRedirect, validateEmail, validatePkceParams } from './validate.ts'
import { addressRoute, checkMetadataSize, clientInfo, phoneDisabled, tooManyRequests } from './common.ts'

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
  const config = core.config
  const email = validateEmail(params.email)
  const existing = await loadUserByEmail(core.db(), email)
  // A confirmed address is sent nothing: its request counts on the address, not on the service's budget.
  const sends = !existing?.email_confirmed_at
  if (!config.autoconfirm && !counted) await spendAccountEmail(core, email, 'signup', ipOf(core, c), { sends })
  const pkce = params.codeChallenge !== ''
  const passwordHash = await hashPassword(params.password, config.argon2)
  if (existing) {
    // With autoconfirm a sign-up answers a session, so an existing address cannot be hidden (as GoTrue);
    // an unconfirmed account is not handed to whoever signs up with its address.
    if (config.autoconfirm) throw unprocessable('user_already_exists', 'User already registered')
    if (!existing.email_confirmed_at) {
      // The claimed identity is not proven: the account is not updated, its owner gets the confirmation again.
      if (pkce) await createFlowState(core.db(), existing.id, params.codeChallenge, params.codeChallengeMethod, 'email/signup')
      await sendAccountMail(core, existing, 'signup', { redirectTo, pkce, counted: true, background: true })
    }
    return json(obfuscatedUser(email, params.data))
  }
  const userId = await core.db().tx(async (tx) => insertEmailUser(tx, { email, passwordHash, data: params.data, confirmed: config.autoconfirm }))
  if (pkce) await createFlowState(core.db(), userId, params.codeChallenge, params.codeChallengeMethod, 'email/signup')
  if (config.autoconfirm) {
    const token = await core.db().tx((tx) => issueSession(core, tx, userId, 'password', clientInfo(core, c)))
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

/** POST /signup: an e-mail address, a password and the user's metadata; a phone or no address is refused. */
async function signUpEndpoint(core: Core, c: Context): Promise<Response> {
  const config = core.config
  const params = decodeParams(await body(core, c), 'SignupParams', {
    email: 'string',
    phone: 'string',
    password: 'string',
    data: 'optobject',
    channel: 'string',
    code_challenge_method: 'string',
    code_challenge: 'string',
  })
  if (params.email === '' && params.phone === '') {
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
  }
  if (config.disableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance')
  if (!(await allow(core, c, 'signup', config.rateLimits.signup))) throw tooManyRequests()
  if (params.password === '') throw badRequest('validation_failed', 'Signup requires a valid password')
  await checkPasswordStrength(core, params.password)
  if (params.email !== '' && params.phone !== '') {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided on signup.')
  }
  validatePkceParams(params.code_challenge_method, params.code_challenge)
  if (params.phone !== '') throw phoneDisabled('Phone signups are disabled')
  checkMetadataSize(params.data)
  const signUpParams = {
    email: params.email,
    password: params.password,
    data: params.data ?? {},
    codeChallenge: params.code_challenge,
    codeChallengeMethod: params.code_challenge_method,
  }
  return signUp(core, c, signUpParams, resolveRedirect(core, c.req.query('redirect_to')))
}

export const signupRoutes = (core: Core): Hono => endpointGroup(core, [['POST', '/signup', signUpEndpoint]], addressRoute)
