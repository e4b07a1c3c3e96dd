// /auth/v1/user, /logout, /reauthenticate — the signed-in user: reading and
// changing the account, signing out, the code that confirms a password change.

import type { Context, Hono } from 'hono'
import type { Core } from '../core.ts'
import { allow, ipOf } from '../core.ts'
import { AuthError, badRequest, decodeParams, forbidden, json, tooMany, unprocessable } from '../http.ts'
import { hashPassword, verifyPassword } from '../crypto.ts'
import { authenticate, body, endpointGroup, type Authenticated } from './guard.ts'
import { hasVerifiedFactor, loadUser, loadUserByEmail, recordEmailChange, serializeUser, setPasswordHash, updateUserMetadata, type FullUser } from './model.ts'
import { deleteOneTimeTokens } from './one-time-token-model.ts'
import { deleteSession, logoutUser } from './session-model.ts'
import { sendAccountMail } from './mail.ts'
import { EMAIL_PROOF_METHODS, recentlyProven, spendReauthenticationCode } from './reauthentication.ts'
import { checkPasswordStrength, resolveRedirect, validateEmail } from './validate.ts'
import { checkMetadataSize, phoneDisabled, tooManyRequests } from './common.ts'

const LOGOUT_SCOPES = ['', 'global', 'local', 'others']

/** POST /logout?scope=: this session (local), the others, or all of them (global, the default). */
async function logout(core: Core, c: Context): Promise<Response> {
  const auth = await authenticate(core, c)
  const scope = c.req.query('scope') ?? ''
  if (!LOGOUT_SCOPES.includes(scope)) throw badRequest('validation_failed', `Unsupported logout scope ${JSON.stringify(scope)}`)
  await core.db().tx(async (tx) => {
    if (auth.session && scope === 'local') await deleteSession(tx, auth.session.id)
    else if (auth.session && scope === 'others') await logoutUser(tx, auth.user.id, auth.session.id)
    else await logoutUser(tx, auth.user.id)
  })
  return c.body(null, 204)
}

/** GET /user: the signed-in user. */
async function currentUser(core: Core, c: Context): Promise<Response> {
  const { user } = await authenticate(core, c)
  return json(serializeUser(user))
}

/** PUT /user: a new password, a new address (confirmed by e-mail), or new metadata. */
async function updateUser(core: Core, c: Context): Promise<Response> {
  if (!(await allow(core, c, 'user', core.config.rateLimits.userUpdate))) throw tooManyRequests()
  const auth = await authenticate(core, c)
  const params = decodeParams(await body(core, c), 'UserUpdateParams', {
    email: 'string',
    password: 'optstring',
    current_password: 'optstring',
    nonce: 'string',
    data: 'optobject',
    app_metadata: 'optobject',
    phone: 'string',
    channel: 'string',
    code_challenge: 'string',
    code_challenge_method: 'string',
  })
  const { user, session } = auth
  const email = params.email !== '' ? validateEmail(params.email) : ''
  if (params.phone !== '') throw phoneDisabled('Unsupported phone provider')
  if (params.password !== null) await checkPasswordStrength(core, params.password)
  if (params.app_metadata !== null) throw forbidden('not_admin', 'Updating app_metadata requires admin privileges')
  checkMetadataSize(params.data)
  const changesEmail = email !== '' && email !== user.email
  if (hasVerifiedFactor(user) && session?.aal !== 'aal2' && ((params.password !== null && params.password !== '') || changesEmail)) {
    throw new AuthError(401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.')
  }
  if (changesEmail) {
    const other = await loadUserByEmail(core.db(), email)
    if (other && other.id !== user.id) throw unprocessable('email_exists', 'A user with this email address has already been registered')
  }
  const passwordHash = params.password === null ? undefined : await newPasswordHash(core, auth, params.password, params.nonce)
  await core.db().tx(async (tx) => {
    if (passwordHash !== undefined) {
      await setPasswordHash(tx, user.id, passwordHash)
      await deleteOneTimeTokens(tx, user.id, 'all but reauthentication')
      await logoutUser(tx, user.id, session?.id)
    }
    if (params.data !== null) await updateUserMetadata(tx, user.id, 'raw_user_meta_data', params.data)
  })
  if (changesEmail) await startEmailChange(core, c, user, email)
  return json(serializeUser((await loadUser(core.db(), user.id)) as FullUser))
}

/**
 * The hash of a new password ('' removes it: null), once the change is proven: the e-mailed reauthentication
 * code, unless a session opened moments ago by an e-mailed link or code (a password recovery, a magic link)
 * proved control of the address as the code would (GoTrue's "recovery session"; its 24-hour grace is not kept).
 */
async function newPasswordHash(core: Core, auth: Authenticated, password: string, nonce: string): Promise<string | null> {
  const { user, session } = auth
  const config = core.config
  if (config.securePasswordChange && !(await recentlyProven(core, session?.id, EMAIL_PROOF_METHODS))) {
    await spendReauthenticationCode(core, user, nonce)
  }
  if (password !== '' && user.encrypted_password && (await verifyPassword(password, user.encrypted_password, config.argon2))) {
    throw unprocessable('same_password', 'New password should be different from the old password.')
  }
  return password === '' ? null : hashPassword(password, config.argon2)
}

/** Records the pending change and e-mails its links: to the new address, and (secure change) to the current one. */
async function startEmailChange(core: Core, c: Context, user: FullUser, email: string): Promise<void> {
  const config = core.config
  const redirectTo = resolveRedirect(core, c.req.query('redirect_to'))
  if (user.email_change_sent_at) {
    const left = new Date(user.email_change_sent_at).getTime() + config.rateLimits.emailFrequencySeconds * 1000 - Date.now()
    if (left > 0) {
      throw tooMany('over_email_send_rate_limit', `For security purposes, you can only request this after ${Math.ceil(left / 1000)} seconds.`, left / 1000)
    }
  }
  await recordEmailChange(core.db(), user.id, email)
  const client = ipOf(core, c)
  await sendAccountMail(core, user, 'email_change_new', { to: email, redirectTo, skipFrequency: true, client })
  if (config.secureEmailChange && user.email) {
    await sendAccountMail(core, user, 'email_change_current', { to: user.email, redirectTo, skipFrequency: true, client })
  }
}

/** GET /reauthenticate: e-mails the code a password change asks for. */
async function reauthenticate(core: Core, c: Context): Promise<Response> {
  const { user } = await authenticate(core, c)
  if (!user.email) throw badRequest('validation_failed', 'Reauthentication requires the user to have an email or a phone number')
  if (!user.email_confirmed_at) throw unprocessable('email_not_confirmed', 'Please verify your email first.')
  await sendAccountMail(core, user, 'reauthentication', { redirectTo: core.config.siteUrl, client: ipOf(core, c) })
  return json({})
}

export const userRoutes = (core: Core): Hono =>
  endpointGroup(core, [
    ['POST', '/logout', logout],
    ['GET', '/user', currentUser],
    ['PUT', '/user', updateUser],
    ['GET', '/reauthenticate', reauthenticate],
  ])
