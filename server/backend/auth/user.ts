// /auth/v1/user, /logout, /reauthenticate — the signed-in user: reading and
// changing the account, signing out, the code that confirms a password change.

import { Hono, type Context } from 'hono'
import type { Core } from '../core.ts'
import { allow, ipOf } from '../core.ts'
import { AuthError, badRequest, decodeParams, forbidden, json, tooMany, unprocessable } from '../http.ts'
import { hashPassword, verifyPassword } from '../crypto.ts'
import { authenticate, body, handle } from './guard.ts'
import { hasVerifiedFactor, loadUser, loadUserByEmail, logoutUser, serializeUser, updateUserMetadata, type FullUser } from './model.ts'
import { sendAccountMail } from './mail.ts'
import { EMAIL_PROOF_METHODS, recentlyProven, spendReauthenticationCode } from './reauthentication.ts'
import { checkPasswordStrength, resolveRedirect, validateEmail } from './validate.ts'
import { checkMetadataSize, phoneDisabled, tooManyRequests, type Handler } from './common.ts'


export function userRoutes(core: Core): Hono {
  const app = new Hono()
  const cfg = core.config
  const route = (fn: Handler) => handle(core, fn)

  app.post(
    '/logout',
    route(async (c) => {
      const auth = await authenticate(core, c)
      const scope = c.req.query('scope') ?? ''
      if (!['', 'global', 'local', 'others'].includes(scope)) {
        throw badRequest('validation_failed', `Unsupported logout scope ${JSON.stringify(scope)}`)
      }
      await core.db().tx(async (q) => {
        if (auth.session && scope === 'local') await q.query('delete from app_auth.sessions where id = $1', [auth.session.id])
        else if (auth.session && scope === 'others') await logoutUser(q, auth.user.id, auth.session.id)
        else await logoutUser(q, auth.user.id)
      })
      return c.body(null, 204)
    }),
  )

  app.get(
    '/user',
    route(async (c) => {
      const { user } = await authenticate(core, c)
      return json(serializeUser(user))
    }),
  )

  app.put(
    '/user',
    route(async (c) => {
      if (!(await allow(core, c, 'user', cfg.rateLimits.userUpdate))) throw tooManyRequests()
      const auth = await authenticate(core, c)
      const p = decodeParams(await body(core, c), 'UserUpdateParams', {
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
      let email = ''
      if (p.email !== '') email = validateEmail(p.email)
      if (p.phone !== '') throw phoneDisabled('Unsupported phone provider')
      if (p.password !== null) await checkPasswordStrength(core, p.password)
      if (p.app_metadata !== null) throw forbidden('not_admin', 'Updating app_metadata requires admin privileges')
      checkMetadataSize(p.data)
      const changesEmail = email !== '' && email !== user.email
      if (hasVerifiedFactor(user) && session?.aal !== 'aal2' && ((p.password !== null && p.password !== '') || changesEmail)) {
        throw new AuthError(401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.')
      }
      if (changesEmail) {
        const other = await loadUserByEmail(core.db(), email)
        if (other && other.id !== user.id) {
          throw unprocessable('email_exists', 'A user with this email address has already been registered')
        }
      }
      let passwordHash: string | null = null
      if (p.password !== null) {
        // A session opened moments ago by an e-mailed link or code (a password recovery, a magic link) proved
        // control of the address as the code would (GoTrue's "recovery session"); GoTrue's 24-hour grace is not kept.
        if (cfg.securePasswordChange && !(await recentlyProven(core, session?.id, EMAIL_PROOF_METHODS))) {
          await spendReauthenticationCode(core, user, p.nonce)
        }
        if (p.password !== '' && user.encrypted_password && (await verifyPassword(p.password, user.encrypted_password, cfg.argon2))) {
          throw unprocessable('same_password', 'New password should be different from the old password.')
        }
        passwordHash = p.password === '' ? null : await hashPassword(p.password, cfg.argon2)
      }
      await core.db().tx(async (q) => {
        if (p.password !== null) {
          await q.query('update app_auth.users set encrypted_password = $2, updated_at = now() where id = $1', [user.id, passwordHash])
          await q.query("delete from app_auth.one_time_tokens where user_id = $1 and token_type <> 'reauthentication_token'", [user.id])
          await logoutUser(q, user.id, session?.id)
        }
        if (p.data !== null) await updateUserMetadata(q, user.id, 'raw_user_meta_data', p.data)
      })
      if (changesEmail) await startEmailChange(c, user, email)
      return json(serializeUser((await loadUser(core.db(), user.id)) as FullUser))
    }),
  )

  async function startEmailChange(c: Context, user: FullUser, email: string): Promise<void> {
    const redirectTo = resolveRedirect(core, c.req.query('redirect_to'))
    if (user.email_change_sent_at) {
      const left = new Date(user.email_change_sent_at).getTime() + cfg.rateLimits.emailFrequencySeconds * 1000 - Date.now()
      if (left > 0) {
        throw tooMany('over_email_send_rate_limit', `For security purposes, you can only request this after ${Math.ceil(left / 1000)} seconds.`, left / 1000)
      }
    }
    await core.db().query(
      `update app_auth.users set email_change = $2, email_change_confirm_status = 0, updated_at = now() where id = $1`,
      [user.id, email],
    )
    await core.db().query(
      `delete from app_auth.one_time_tokens where user_id = $1 and token_type in ('email_change_token_new', 'email_change_token_current')`,
      [user.id],
    )
    const client = ipOf(core, c)
    await sendAccountMail(core, user, 'email_change_new', { to: email, redirectTo, skipFrequency: true, client })
    if (cfg.secureEmailChange && user.email) {
      await sendAccountMail(core, user, 'email_change_current', { to: user.email, redirectTo, skipFrequency: true, client })
    }
  }

  app.get(
    '/reauthenticate',
    route(async (c) => {
      const { user } = await authenticate(core, c)
      if (!user.email) throw badRequest('validation_failed', 'Reauthentication requires the user to have an email or a phone number')
      if (!user.email_confirmed_at) throw unprocessable('email_not_confirmed', 'Please verify your email first.')
      await sendAccountMail(core, user, 'reauthentication', { redirectTo: cfg.siteUrl, client: ipOf(core, c) })
      return json({})
    }),
  )

  return app
}
