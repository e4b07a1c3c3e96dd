// /auth/v1/recover, /otp, /magiclink, /resend — the e-mails a visitor asks
// for: a password recovery, a one-time code or magic link, a confirmation sent
// again.

import type { Context, Hono } from 'hono'
import type { Core } from '../core.ts'
import { allow, ipOf } from '../core.ts'
import { badRequest, decodeParams, decodeValue, json, parseJsonBody, unprocessable } from '../http.ts'
import { randomToken } from '../crypto.ts'
import { body, endpointGroup } from './guard.ts'
import { loadUserByEmail, type Json } from './model.ts'
import { createFlowState } from './session-model.ts'
import { sendAccountMail, spendAccountEmail } from './mail.ts'
import { resolveRedirect, validateEmail, validatePkceParams } from './validate.ts'
import { addressRoute, checkMetadataSize, phoneDisabled, tooManyRequests } from './common.ts'
import { signUp } from './signup.ts'

/** What the e-mail OTP and the magic link are asked with. */
interface MagicLinkParams {
  email: string
  data: Json
  codeChallenge: string
  codeChallengeMethod: string
}

/** POST /recover: a password recovery link, for an address that has an account. */
async function recover(core: Core, c: Context): Promise<Response> {
  if (!(await allow(core, c, 'recover', core.config.rateLimits.recover))) throw tooManyRequests()
  const params = decodeParams(await body(core, c), 'RecoverParams', {
    email: 'string',
    code_challenge: 'string',
    code_challenge_method: 'string',
  })
  if (params.email === '') throw badRequest('validation_failed', 'Password recovery requires an email')
  const email = validateEmail(params.email)
  validatePkceParams(params.code_challenge_method, params.code_challenge)
  // Counted on the address whether or not it has an account (the same answers for unknown addresses);
  // the service's budget only by an e-mail that leaves.
  const user = await loadUserByEmail(core.db(), email)
  await spendAccountEmail(core, email, 'recovery', ipOf(core, c), { sends: user !== null })
  if (!user) return json({})
  const pkce = params.code_challenge !== ''
  if (pkce) await createFlowState(core.db(), user.id, params.code_challenge, params.code_challenge_method, 'recovery')
  await sendAccountMail(core, user, 'recovery', { redirectTo: resolveRedirect(core, c.req.query('redirect_to')), pkce, counted: true, background: true })
  return json({})
}

/**
 * The e-mail OTP and magic link. Without `createUserAsked` an unknown address gets the same answer as
 * a known one and no e-mail (GoTrue answers 422 otp_disabled there, which tells the address apart).
 */
async function sendMagicLink(core: Core, c: Context, params: MagicLinkParams, createUserAsked = true): Promise<Response> {
  const config = core.config
  // With sign-ups off, an unknown address gets the answer of create_user: false (nothing tells it apart).
  const createUser = createUserAsked && !config.disableSignup
  if (params.email === '') throw unprocessable('validation_failed', 'Password recovery requires an email')
  const email = validateEmail(params.email)
  validatePkceParams(params.codeChallengeMethod, params.codeChallenge)
  checkMetadataSize(params.data)
  const redirectTo = resolveRedirect(core, c.req.query('redirect_to'))
  let user = await loadUserByEmail(core.db(), email)
  await spendAccountEmail(core, email, 'magiclink', ipOf(core, c), { sends: user !== null || createUser })
  const newUser = { ...params, email, password: randomToken(24) }
  if (!user) {
    if (!createUser) return json({})
    // A new user: signed up with a random password; the confirmation e-mail is the magic link.
    await signUp(core, c, newUser, redirectTo, true)
    if (!config.autoconfirm) return json({})
    user = await loadUserByEmail(core.db(), email)
    if (!user) return json({})
  } else if (!user.email_confirmed_at && !config.autoconfirm) {
    // An unconfirmed account: its confirmation again, which signs in once followed.
    await signUp(core, c, newUser, redirectTo, true)
    return json({})
  }
  const pkce = params.codeChallenge !== ''
  if (pkce) await createFlowState(core.db(), user.id, params.codeChallenge, params.codeChallengeMethod, 'magiclink')
  await sendAccountMail(core, user, 'magiclink', { redirectTo, pkce, counted: true, background: true })
  return json({})
}

/** POST /otp: an e-mailed code or link; create_user, absent, means true. */
async function otp(core: Core, c: Context): Promise<Response> {
  if (!(await allow(core, c, 'otp', core.config.rateLimits.otp))) throw tooManyRequests()
  const value = parseJsonBody(await body(core, c))
  const params = decodeValue(value, 'OtpParams', {
    email: 'string',
    phone: 'string',
    create_user: 'bool',
    data: 'optobject',
    channel: 'string',
    code_challenge_method: 'string',
    code_challenge: 'string',
  })
  const sent = (value ?? {}) as Record<string, unknown>
  const createUser = sent.create_user === undefined || sent.create_user === null ? true : params.create_user
  if (params.email !== '' && params.phone !== '') {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided')
  }
  if (params.email !== '' && params.channel !== '') throw badRequest('validation_failed', 'Channel should only be specified with Phone OTP')
  validatePkceParams(params.code_challenge_method, params.code_challenge)
  if (params.email !== '') {
    const asked = { email: params.email, data: params.data ?? {}, codeChallenge: params.code_challenge, codeChallengeMethod: params.code_challenge_method }
    return sendMagicLink(core, c, asked, createUser)
  }
  if (!createUser) throw unprocessable('otp_disabled', 'Signups not allowed for otp')
  if (params.phone !== '') throw phoneDisabled('Unsupported phone provider')
  throw badRequest('validation_failed', 'One of email or phone must be set')
}

/** POST /magiclink: GoTrue's older name for the e-mail OTP. */
async function magicLink(core: Core, c: Context): Promise<Response> {
  if (!(await allow(core, c, 'otp', core.config.rateLimits.otp))) throw tooManyRequests()
  const params = decodeParams(await body(core, c), 'MagicLinkParams', {
    email: 'string',
    data: 'optobject',
    code_challenge_method: 'string',
    code_challenge: 'string',
  })
  return sendMagicLink(core, c, { email: params.email, data: params.data ?? {}, codeChallenge: params.code_challenge, codeChallengeMethod: params.code_challenge_method })
}

/** POST /resend: a sign-up's confirmation, or an e-mail change's link to the new address, sent again. */
async function resend(core: Core, c: Context): Promise<Response> {
  if (!(await allow(core, c, 'resend', core.config.rateLimits.resend))) throw tooManyRequests()
  const params = decodeParams(await body(core, c), 'ResendConfirmationParams', {
    type: 'string',
    email: 'string',
    phone: 'string',
    code_challenge: 'string',
    code_challenge_method: 'string',
  })
  if (params.type === 'signup' || params.type === 'email_change') validatePkceParams(params.code_challenge_method, params.code_challenge)
  else if (params.type !== 'sms' && params.type !== 'phone_change') {
    throw badRequest('validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change')
  }
  if (params.email === '' && params.type === 'signup') throw badRequest('validation_failed', 'Type provided requires an email address')
  if (params.phone === '' && params.type === 'sms') throw badRequest('validation_failed', 'Type provided requires a phone number')
  if (params.email !== '' && params.phone !== '') throw badRequest('validation_failed', 'Only an email address or phone number should be provided.')
  if (params.phone !== '') throw phoneDisabled('Phone logins are disabled')
  if (params.email === '') throw badRequest('validation_failed', 'Missing email address or phone number')
  const email = validateEmail(params.email)
  // Counted on the address given, whether or not it has an account (the same answers either way);
  // the service's budget only by an e-mail that leaves.
  const user = await loadUserByEmail(core.db(), email)
  const sends = params.type === 'signup' ? user !== null && !user.email_confirmed_at : Boolean(user?.email_change)
  await spendAccountEmail(core, email, params.type === 'signup' ? 'signup' : 'email_change_new', ipOf(core, c), { sends })
  if (!user) return json({})
  const redirectTo = resolveRedirect(core, c.req.query('redirect_to'))
  const pkce = params.code_challenge !== ''
  if (params.type === 'signup') {
    if (user.email_confirmed_at) return json({})
    if (pkce) await createFlowState(core.db(), user.id, params.code_challenge, params.code_challenge_method, 'email/signup')
    await sendAccountMail(core, user, 'signup', { redirectTo, pkce, counted: true, background: true })
  } else if (params.type === 'email_change') {
    if (!user.email_change) return json({})
    await sendAccountMail(core, user, 'email_change_new', { to: user.email_change, redirectTo, pkce, counted: true, background: true })
  }
  return json({})
}

/** Every endpoint of the group takes an address: each answers in the same time whatever the address (addressRoute). */
export const recoverRoutes = (core: Core): Hono =>
  endpointGroup(
    core,
    [
      ['POST', '/recover', recover],
      ['POST', '/otp', otp],
      ['POST', '/magiclink', magicLink],
      ['POST', '/resend', resend],
    ],
    addressRoute,
  )
