// /auth/v1/recover, /otp, /magiclink, /resend — the e-mails a visitor asks
// for: a password recovery, a one-time code or magic link, a confirmation sent
// again.

import { Hono, type Context } from 'hono'
import type { Core } from '../core.ts'
import { allow, ipOf } from '../core.ts'
import { badRequest, decodeParams, decodeValue, json, parseJson, unprocessable } from '../http.ts'
import { randomToken } from '../crypto.ts'
import { body } from './guard.ts'
import { loadUserByEmail, type Json } from './model.ts'
import { sendAccountMail, spendAccountEmail } from './mail.ts'
import { resolveRedirect, validateEmail, validatePkceParams } from './validate.ts'
import { addressRoute, checkMetadataSize, createFlowState, phoneDisabled, tooManyRequests } from './common.ts'
import { signUp } from './signup.ts'

export function recoverRoutes(core: Core): Hono {
  const app = new Hono()
  const cfg = core.config

  app.post(
    '/recover',
    addressRoute(core, async (c) => {
      if (!(await allow(core, c, 'recover', cfg.rateLimits.recover))) throw tooManyRequests()
      const p = decodeParams(await body(core, c), 'RecoverParams', {
        email: 'string',
        code_challenge: 'string',
        code_challenge_method: 'string',
      })
      if (p.email === '') throw badRequest('validation_failed', 'Password recovery requires an email')
      const email = validateEmail(p.email)
      validatePkceParams(p.code_challenge_method, p.code_challenge)
      // Counted on the address whether or not it has an account (the same answers for unknown addresses);
      // the service's budget only by an e-mail that leaves.
      const user = await loadUserByEmail(core.db(), email)
      await spendAccountEmail(core, email, 'recovery', ipOf(core, c), { sends: user !== null })
      if (!user) return json({})
      const pkce = p.code_challenge !== ''
      if (pkce) await createFlowState(core.db(), user.id, p.code_challenge, p.code_challenge_method, 'recovery')
      await sendAccountMail(core, user, 'recovery', { redirectTo: resolveRedirect(core, c.req.query('redirect_to')), pkce, counted: true, background: true })
      return json({})
    }),
  )

  /**
   * The e-mail OTP and magic link. Without `createUser` an unknown address gets the same answer as
   * a known one and no e-mail (GoTrue answers 422 otp_disabled there, which tells the address apart).
   */
  async function magicLink(
    c: Context,
    params: { email: string; data: Json; codeChallenge: string; codeChallengeMethod: string },
    createUserAsked = true,
  ): Promise<Response> {
    // With sign-ups off, an unknown address gets the answer of create_user: false (nothing tells it apart).
    const createUser = createUserAsked && !cfg.disableSignup
    if (params.email === '') throw unprocessable('validation_failed', 'Password recovery requires an email')
    const email = validateEmail(params.email)
    validatePkceParams(params.codeChallengeMethod, params.codeChallenge)
    checkMetadataSize(params.data)
    const redirectTo = resolveRedirect(core, c.req.query('redirect_to'))
    let user = await loadUserByEmail(core.db(), email)
    await spendAccountEmail(core, email, 'magiclink', ipOf(core, c), { sends: user !== null || createUser })
    const newUser = { email, password: randomToken(24), data: params.data, codeChallenge: params.codeChallenge, codeChallengeMethod: params.codeChallengeMethod }
    if (!user) {
      if (!createUser) return json({})
      // A new user: signed up with a random password; the confirmation e-mail is the magic link.
      await signUp(core, c, newUser, redirectTo, true)
      if (!cfg.autoconfirm) return json({})
      user = await loadUserByEmail(core.db(), email)
      if (!user) return json({})
    } else if (!user.email_confirmed_at && !cfg.autoconfirm) {
      // An unconfirmed account: its confirmation again, which signs in once followed.
      await signUp(core, c, newUser, redirectTo, true)
      return json({})
    }
    const pkce = params.codeChallenge !== ''
    if (pkce) await createFlowState(core.db(), user.id, params.codeChallenge, params.codeChallengeMethod, 'magiclink')
    await sendAccountMail(core, user, 'magiclink', { redirectTo, pkce, counted: true, background: true })
    return json({})
  }

  app.post(
    '/otp',
    addressRoute(core, async (c) => {
      if (!(await allow(core, c, 'otp', cfg.rateLimits.otp))) throw tooManyRequests()
      const raw = await body(core, c)
      let value: unknown
      try {
        value = parseJson(raw)
      } catch (e) {
        throw badRequest('bad_json', `Could not parse request body as JSON: ${e instanceof Error ? e.message : 'invalid JSON'}`)
      }
      const p = decodeValue(value, 'OtpParams', {
        email: 'string',
        phone: 'string',
        create_user: 'bool',
        data: 'optobject',
        channel: 'string',
        code_challenge_method: 'string',
        code_challenge: 'string',
      })
      const obj = (value ?? {}) as Record<string, unknown>
      const createUser = obj.create_user === undefined || obj.create_user === null ? true : p.create_user
      if (p.email !== '' && p.phone !== '') {
        throw badRequest('validation_failed', 'Only an email address or phone number should be provided')
      }
      if (p.email !== '' && p.channel !== '') throw badRequest('validation_failed', 'Channel should only be specified with Phone OTP')
      validatePkceParams(p.code_challenge_method, p.code_challenge)
      if (p.email !== '') {
        return magicLink(c, { email: p.email, data: p.data ?? {}, codeChallenge: p.code_challenge, codeChallengeMethod: p.code_challenge_method }, createUser)
      }
      if (!createUser) throw unprocessable('otp_disabled', 'Signups not allowed for otp')
      if (p.phone !== '') throw phoneDisabled('Unsupported phone provider')
      throw badRequest('validation_failed', 'One of email or phone must be set')
    }),
  )

  app.post(
    '/magiclink',
    addressRoute(core, async (c) => {
      if (!(await allow(core, c, 'otp', cfg.rateLimits.otp))) throw tooManyRequests()
      const p = decodeParams(await body(core, c), 'MagicLinkParams', {
        email: 'string',
        data: 'optobject',
        code_challenge_method: 'string',
        code_challenge: 'string',
      })
      return magicLink(c, { email: p.email, data: p.data ?? {}, codeChallenge: p.code_challenge, codeChallengeMethod: p.code_challenge_method })
    }),
  )

  app.post(
    '/resend',
    addressRoute(core, async (c) => {
      if (!(await allow(core, c, 'resend', cfg.rateLimits.resend))) throw tooManyRequests()
      const p = decodeParams(await body(core, c), 'ResendConfirmationParams', {
        type: 'string',
        email: 'string',
        phone: 'string',
        code_challenge: 'string',
        code_challenge_method: 'string',
      })
      if (p.type === 'signup' || p.type === 'email_change') validatePkceParams(p.code_challenge_method, p.code_challenge)
      else if (p.type !== 'sms' && p.type !== 'phone_change') {
        throw badRequest('validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change')
      }
      if (p.email === '' && p.type === 'signup') throw badRequest('validation_failed', 'Type provided requires an email address')
      if (p.phone === '' && p.type === 'sms') throw badRequest('validation_failed', 'Type provided requires a phone number')
      if (p.email !== '' && p.phone !== '') throw badRequest('validation_failed', 'Only an email address or phone number should be provided.')
      if (p.phone !== '') throw phoneDisabled('Phone logins are disabled')
      if (p.email === '') throw badRequest('validation_failed', 'Missing email address or phone number')
      const email = validateEmail(p.email)
      // Counted on the address given, whether or not it has an account (the same answers either way);
      // the service's budget only by an e-mail that leaves.
      const user = await loadUserByEmail(core.db(), email)
      const sends = p.type === 'signup' ? user !== null && !user.email_confirmed_at : Boolean(user?.email_change)
      await spendAccountEmail(core, email, p.type === 'signup' ? 'signup' : 'email_change_new', ipOf(core, c), { sends })
      if (!user) return json({})
      const redirectTo = resolveRedirect(core, c.req.query('redirect_to'))
      const pkce = p.code_challenge !== ''
      if (p.type === 'signup') {
        if (user.email_confirmed_at) return json({})
        if (pkce) await createFlowState(core.db(), user.id, p.code_challenge, p.code_challenge_method, 'email/signup')
        await sendAccountMail(core, user, 'signup', { redirectTo, pkce, counted: true, background: true })
      } else if (p.type === 'email_change') {
        if (!user.email_change) return json({})
        await sendAccountMail(core, user, 'email_change_new', { to: user.email_change, redirectTo, pkce, counted: true, background: true })
      }
      return json({})
    }),
  )

  return app
}
