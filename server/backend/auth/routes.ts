// /auth/v1 — the GoTrue-compatible authentication API.

import { Hono, type Context } from 'hono'
import { createHash, randomUUID } from 'node:crypto'
import type { Core } from '../core.ts'
import { allow, ipOf, noteRetryAfter } from '../core.ts'
import { checkPasswordGuess } from '../guessing-limit.ts'
import type { Queryable } from '../db.ts'
import {
  AuthError,
  OAuthError,
  badRequest,
  decodeParams,
  decodeValue,
  forbidden,
  json,
  notFound,
  parseJson,
  tooMany,
  unprocessable,
} from '../http.ts'
import { hashPassword, randomToken, safeEqual, sha256Hex, verifyPassword } from '../crypto.ts'
import { authenticate, body, checkApiKey, errorResponse, handle, type Authenticated } from './guard.ts'
import {
  addAmrClaim,
  confirmUser,
  hasVerifiedFactor,
  insertEmailUser,
  insertRefreshToken,
  isBanned,
  issueSession,
  loadUser,
  loadUserByEmail,
  logoutUser,
  refreshTokenFor,
  serializeUser,
  tokenResponse,
  updateUserMetadata,
  type AuthMethod,
  type ClientInfo,
  type FullUser,
  type Json,
  type TokenResponse,
} from './model.ts'
import { otpHash, sendAccountMail, spendAccountEmail, type OttType } from './mail.ts'
import { checkPasswordStrength, resolveRedirect, validateEmail, validatePhone, validatePkceParams } from './validate.ts'
import { mfaRoutes } from './mfa.ts'
import { adminRoutes } from './admin.ts'

const MAX_METADATA_BYTES = 32 * 1024

/** Sessions opened by these methods proved control of the address by e-mail (GoTrue's recovery sessions)... */
const EMAIL_PROOF_METHODS = ['otp', 'magiclink', 'recovery']
/** ... and stand for a reauthentication code this long after they were opened. */
const EMAIL_PROOF_SECONDS = 10 * 60

const tooManyRequests = () => tooMany('over_request_rate_limit', 'Request rate limit reached')

export function clientInfo(core: Core, c: Context): ClientInfo {
  return { ip: ipOf(core, c), userAgent: c.req.header('user-agent') ?? null }
}

function checkMetadataSize(data: Json | null): void {
  if (data && Buffer.byteLength(JSON.stringify(data)) > MAX_METADATA_BYTES) {
    throw badRequest('validation_failed', `User metadata is too large (max ${MAX_METADATA_BYTES} bytes)`)
  }
}

function phoneDisabled(message: string, status = 400): AuthError {
  return new AuthError(status, 'phone_provider_disabled', message)
}

// Tables keyed by request input are Maps: a plain object would answer 'constructor' or '__proto__' with
// Object.prototype's members.
const PROVIDER_ISSUERS: ReadonlyMap<string, string> = new Map([
  ['google', 'https://accounts.google.com'],
  ['apple', 'https://appleid.apple.com'],
  ['azure', 'https://login.microsoftonline.com/common/v2.0'],
  ['facebook', 'https://www.facebook.com'],
  ['kakao', 'https://kauth.kakao.com'],
  ['keycloak', ''],
  ['snapchat', 'https://accounts.snapchat.com'],
])

export function authRoutes(core: Core): Hono {
  const app = new Hono()
  const cfg = core.config

  // The gateway's API key check (open paths: e-mail links, key set, health).
  app.use('*', async (c, next) => {
    const p = c.req.path.replace(/^\/auth\/v1/, '')
    const open =
      (c.req.method === 'GET' && (p === '/verify' || p === '/health' || p === '/authorize' || p === '/callback' || p.startsWith('/.well-known/'))) ||
      c.req.method === 'OPTIONS'
    if (!open) {
      const denied = checkApiKey(core, c)
      if (denied) return denied
    }
    await next()
  })

  const route = (fn: (c: Context) => Promise<Response>) => handle(core, fn)

  // -------------------------------------------------------------------------
  // Service information

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
      disable_signup: false,
      mailer_autoconfirm: cfg.autoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      saml_private_key_next_configured: false,
      passkeys_enabled: false,
    }),
  )

  // -------------------------------------------------------------------------
  // Sign-up

  /**
   * Creates the user, or resends the confirmation; the shared core of /signup and the e-mail OTP.
   * Known and unknown addresses answer alike (ADR 0015): the e-mail budget is spent on the address
   * before it is looked up (unless the caller did), the password is hashed on every path, the
   * e-mail leaves after the answer, and an address that has an account gets GoTrue's obfuscated
   * user, built from this request only (never the account's id or metadata).
   */
  async function signup(
    c: Context,
    params: { email: string; password: string; data: Json; codeChallenge: string; codeChallengeMethod: string },
    redirectTo: string,
    counted = false,
  ): Promise<Response> {
    const email = validateEmail(params.email)
    if (!cfg.autoconfirm && !counted) await spendAccountEmail(core, email, 'signup', ipOf(core, c))
    const existing = await loadUserByEmail(core.db(), email)
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

  /**
   * The endpoints that take an e-mail address answer no sooner than `uniformResponseMs` after the
   * request arrived, whatever the address and the outcome, so that time does not tell whether the
   * address has an account.
   */
  const addressRoute = (fn: (c: Context) => Promise<Response>) =>
    route(async (c) => {
      const started = performance.now()
      try {
        return await fn(c)
      } finally {
        const left = cfg.uniformResponseMs - (performance.now() - started)
        if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
      }
    })

  app.post(
    '/signup',
    addressRoute(async (c) => {
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
      if (!(await allow(core, c, 'signup', cfg.rateLimits.signup))) throw tooManyRequests()
      if (p.password === '') throw badRequest('validation_failed', 'Signup requires a valid password')
      checkPasswordStrength(core, p.password)
      if (p.email !== '' && p.phone !== '') {
        throw badRequest('validation_failed', 'Only an email address or phone number should be provided on signup.')
      }
      validatePkceParams(p.code_challenge_method, p.code_challenge)
      if (p.phone !== '') throw phoneDisabled('Phone signups are disabled')
      checkMetadataSize(p.data)
      return signup(
        c,
        { email: p.email, password: p.password, data: p.data ?? {}, codeChallenge: p.code_challenge, codeChallengeMethod: p.code_challenge_method },
        resolveRedirect(core, c.req.query('redirect_to')),
      )
    }),
  )

  // -------------------------------------------------------------------------
  // Tokens

  app.post(
    '/token',
    route(async (c) => {
      const grant = c.req.query('grant_type') ?? ''
      if (!['password', 'refresh_token', 'id_token', 'pkce', 'web3'].includes(grant)) {
        throw badRequest('invalid_credentials', 'unsupported_grant_type')
      }
      if (!(await allow(core, c, 'token', cfg.rateLimits.token))) throw tooManyRequests()
      const raw = await body(core, c)
      switch (grant) {
        case 'password':
          return passwordGrant(c, raw)
        case 'refresh_token':
          return refreshGrant(c, raw)
        case 'pkce':
          return pkceGrant(c, raw)
        case 'web3':
          parseJsonOrBad(raw)
          throw unprocessable('web3_provider_disabled', 'Web3 provider is disabled')
        default: {
          const p = decodeParams(raw, 'IdTokenGrantParams', { id_token: 'string', provider: 'string', issuer: 'string', client_id: 'string' })
          if (p.id_token === '') throw new OAuthError('invalid request', 'id_token required')
          if (p.provider === '' && (p.client_id === '' || p.issuer === '')) {
            throw new OAuthError('invalid request', 'provider or client_id and issuer required')
          }
          const issuer = PROVIDER_ISSUERS.get(p.provider.toLowerCase()) ?? p.issuer
          throw badRequest('provider_disabled', `Provider (issuer ${JSON.stringify(issuer)}) is not enabled`)
        }
      }
    }),
  )

  function parseJsonOrBad(raw: Buffer): unknown {
    try {
      return parseJson(raw)
    } catch (e) {
      throw badRequest('bad_json', `Could not parse request body as JSON: ${e instanceof Error ? e.message : 'invalid JSON'}`)
    }
  }

  async function passwordGrant(c: Context, raw: Buffer): Promise<Response> {
    const p = decodeParams(raw, 'PasswordGrantParams', { email: 'string', phone: 'string', password: 'string' })
    if (p.email !== '' && p.phone !== '') {
      throw badRequest('validation_failed', 'Only an email address or phone number should be provided on login.')
    }
    if (p.email === '' && p.phone === '') throw badRequest('validation_failed', 'missing email or phone')
    if (p.phone !== '') throw phoneDisabled('Phone logins are disabled', 422)
    const invalid = () => badRequest('invalid_credentials', 'Invalid login credentials')
    // The guessing limit per account (ADR 0016), before anything about the account is looked up.
    const guess = await checkPasswordGuess(core, p.email, ipOf(core, c))
    if (guess.refusedFor !== null) {
      noteRetryAfter(c, guess.refusedFor)
      throw tooManyRequests()
    }
    const user = await loadUserByEmail(core.db(), p.email)
    if (!user || !user.encrypted_password) {
      await verifyPassword(p.password, null, cfg.argon2) // same time as a real check
      throw invalid()
    }
    if (isBanned(user)) throw badRequest('user_banned', 'User is banned')
    if (!(await verifyPassword(p.password, user.encrypted_password, cfg.argon2))) throw invalid()
    if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed')
    const token = await core.db().tx((q) => issueSession(core, q, user.id, 'password', clientInfo(core, c)))
    await guess.succeeded(user.id)
    return json(token)
  }

  async function refreshGrant(c: Context, raw: Buffer): Promise<Response> {
    const p = decodeParams(raw, 'RefreshTokenGrantParams', { refresh_token: 'string' })
    if (p.refresh_token === '') throw new OAuthError('invalid_request', 'refresh_token required')
    if (p.refresh_token.length < 12 || p.refresh_token.length > 128 || !/^[A-Za-z0-9_-]+$/.test(p.refresh_token)) {
      throw badRequest('validation_failed', 'Refresh token is not valid')
    }
    const hash = sha256Hex(p.refresh_token)
    const db = core.db()
    const forUpdate = db.kind === 'postgres' ? ' for update' : ''
    const client = clientInfo(core, c)
    const outcome = await db.tx(async (q): Promise<{ ok: TokenResponse } | { error: AuthError }> => {
      const rows = await q.query<{ id: string; user_id: string; session_id: string; revoked: boolean; updated_at: Date }>(
        `select id, user_id, session_id, revoked, updated_at from app_auth.refresh_tokens where token_hash = $1${forUpdate}`,
        [hash],
      )
      const token = rows[0]
      if (!token) return { error: badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') }
      const user = await loadUser(q, token.user_id)
      if (!user) return { error: badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') }
      if (isBanned(user)) return { error: badRequest('user_banned', 'Invalid Refresh Token: User Banned') }
      const sessions = await q.query<{ id: string }>(`select id from app_auth.sessions where id = $1${forUpdate}`, [token.session_id])
      if (!sessions[0]) return { error: badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found') }
      let issued: string | null = null
      if (token.revoked) {
        const active = (
          await q.query<{ id: string; parent_id: string | null }>(
            `select id, parent_id from app_auth.refresh_tokens where session_id = $1 and not revoked order by created_at desc, id limit 1`,
            [token.session_id],
          )
        )[0]
        if (active && active.parent_id === token.id) {
          // The client did not receive or store the last answer: hand it the active token again.
          issued = refreshTokenFor(core, active.id)
        } else {
          const reuseUntil = new Date(token.updated_at).getTime() + cfg.refreshTokenReuseIntervalSeconds * 1000
          if (Date.now() > reuseUntil) {
            // Reuse of an old token: the whole family goes (committed before the error is answered).
            await q.query('delete from app_auth.sessions where id = $1', [token.session_id])
            core.log(`backend: refresh token reuse detected, session ${token.session_id} revoked`)
            return { error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used') }
          }
          await q.query('update app_auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked', [
            token.session_id,
          ])
        }
      } else {
        await q.query('update app_auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [token.id])
      }
      if (!issued) issued = await insertRefreshToken(core, q, user.id, token.session_id, token.id)
      await q.query('update app_auth.sessions set refreshed_at = now(), updated_at = now(), user_agent = $2, ip = $3 where id = $1', [
        token.session_id,
        client.userAgent,
        client.ip,
      ])
      return { ok: await tokenResponse(core, q, user.id, token.session_id, issued) }
    })
    if ('error' in outcome) throw outcome.error
    return json(outcome.ok)
  }

  async function pkceGrant(c: Context, raw: Buffer): Promise<Response> {
    const p = decodeParams(raw, 'PKCEGrantParams', { auth_code: 'string', code_verifier: 'string' })
    if (p.auth_code === '' || p.code_verifier === '') {
      throw badRequest('validation_failed', 'invalid request: both auth code and code verifier should be non-empty')
    }
    const db = core.db()
    const flows = await db.query<{
      id: string
      user_id: string | null
      code_challenge: string
      code_challenge_method: string
      authentication_method: string
      auth_code_issued_at: Date | null
    }>('select * from app_auth.flow_states where auth_code = $1', [sha256Hex(p.auth_code)])
    const flow = flows[0]
    if (!flow || !flow.user_id || !flow.auth_code_issued_at) {
      throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found')
    }
    if (Date.now() > new Date(flow.auth_code_issued_at).getTime() + 300_000) {
      throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired')
    }
    const expected =
      flow.code_challenge_method === 's256'
        ? createHash('sha256').update(p.code_verifier).digest('base64url')
        : p.code_verifier
    if (!safeEqual(expected, flow.code_challenge)) {
      throw badRequest('bad_code_verifier', 'code challenge does not match previously saved code verifier')
    }
    const userId = flow.user_id
    const token = await db.tx(async (q) => {
      await q.query('delete from app_auth.flow_states where id = $1', [flow.id])
      return issueSession(core, q, userId, flow.authentication_method as AuthMethod, clientInfo(core, c))
    })
    return json(token)
  }

  // -------------------------------------------------------------------------
  // Sign-out

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

  // -------------------------------------------------------------------------
  // The signed-in user

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
      if (p.password !== null) checkPasswordStrength(core, p.password)
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
        if (cfg.securePasswordChange && !(await provenByEmail(session))) {
          if (p.nonce === '') throw badRequest('reauthentication_needed', 'Password update requires reauthentication')
          await verifyReauthentication(user, p.nonce)
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

  /**
   * Whether the session itself was opened, moments ago, by an e-mailed link or code (a password
   * recovery, a magic link): that proves control of the address as the reauthentication code would
   * (GoTrue's "recovery session"). Any other session needs the code to change the password
   * (secure_password_change; ADR 0015 on why GoTrue's 24-hour grace is not kept).
   */
  async function provenByEmail(session: Authenticated['session']): Promise<boolean> {
    if (!session) return false
    const rows = await core.db().query<{ n: number }>(
      `select count(*)::int as n from app_auth.mfa_amr_claims
       where session_id = $1 and authentication_method = any($2::text[]) and updated_at > now() - make_interval(secs => $3)`,
      [session.id, EMAIL_PROOF_METHODS, EMAIL_PROOF_SECONDS],
    )
    return (rows[0]?.n ?? 0) > 0
  }

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

  async function verifyReauthentication(user: FullUser, nonce: string): Promise<void> {
    const db = core.db()
    const rows = await db.query<{ id: string; otp_hash: string; relates_to: string; created_at: Date }>(
      "select id, otp_hash, relates_to, created_at from app_auth.one_time_tokens where user_id = $1 and token_type = 'reauthentication_token'",
      [user.id],
    )
    const t = rows[0]
    const invalid = unprocessable('reauthentication_not_valid', 'Nonce has expired or is invalid')
    if (!t) throw invalid
    if (Date.now() > new Date(t.created_at).getTime() + cfg.otpExpirySeconds * 1000) throw invalid
    if (!safeEqual(otpHash(t.relates_to, nonce), t.otp_hash)) {
      await db.query('update app_auth.one_time_tokens set failed_attempts = failed_attempts + 1 where id = $1', [t.id])
      await db.query('delete from app_auth.one_time_tokens where id = $1 and failed_attempts >= 5', [t.id])
      throw invalid
    }
    await db.query('delete from app_auth.one_time_tokens where id = $1', [t.id])
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

  // -------------------------------------------------------------------------
  // Password recovery, magic links, resending

  app.post(
    '/recover',
    addressRoute(async (c) => {
      if (!(await allow(core, c, 'recover', cfg.rateLimits.recover))) throw tooManyRequests()
      const p = decodeParams(await body(core, c), 'RecoverParams', {
        email: 'string',
        code_challenge: 'string',
        code_challenge_method: 'string',
      })
      if (p.email === '') throw badRequest('validation_failed', 'Password recovery requires an email')
      const email = validateEmail(p.email)
      validatePkceParams(p.code_challenge_method, p.code_challenge)
      // Counted on the address whether or not it has an account: the same answers for unknown addresses.
      await spendAccountEmail(core, email, 'recovery', ipOf(core, c))
      const user = await loadUserByEmail(core.db(), email)
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
    createUser = true,
  ): Promise<Response> {
    if (params.email === '') throw unprocessable('validation_failed', 'Password recovery requires an email')
    const email = validateEmail(params.email)
    validatePkceParams(params.codeChallengeMethod, params.codeChallenge)
    checkMetadataSize(params.data)
    const redirectTo = resolveRedirect(core, c.req.query('redirect_to'))
    await spendAccountEmail(core, email, 'magiclink', ipOf(core, c))
    let user = await loadUserByEmail(core.db(), email)
    const newUser = { email, password: randomToken(24), data: params.data, codeChallenge: params.codeChallenge, codeChallengeMethod: params.codeChallengeMethod }
    if (!user) {
      if (!createUser) return json({})
      // A new user: signed up with a random password; the confirmation e-mail is the magic link.
      await signup(c, newUser, redirectTo, true)
      if (!cfg.autoconfirm) return json({})
      user = await loadUserByEmail(core.db(), email)
      if (!user) return json({})
    } else if (!user.email_confirmed_at && !cfg.autoconfirm) {
      // An unconfirmed account: its confirmation again, which signs in once followed.
      await signup(c, newUser, redirectTo, true)
      return json({})
    }
    const pkce = params.codeChallenge !== ''
    if (pkce) await createFlowState(core.db(), user.id, params.codeChallenge, params.codeChallengeMethod, 'magiclink')
    await sendAccountMail(core, user, 'magiclink', { redirectTo, pkce, counted: true, background: true })
    return json({})
  }

  app.post(
    '/otp',
    addressRoute(async (c) => {
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
    addressRoute(async (c) => {
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
    addressRoute(async (c) => {
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
      // Counted on the address given, whether or not it has an account (the same answers either way).
      await spendAccountEmail(core, email, p.type === 'signup' ? 'signup' : 'email_change_new', ipOf(core, c))
      const user = await loadUserByEmail(core.db(), email)
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

  // -------------------------------------------------------------------------
  // Verification (e-mail links and codes)

  const VERIFY_OTT: ReadonlyMap<string, OttType[]> = new Map<string, OttType[]>([
    ['signup', ['confirmation_token']],
    ['invite', ['confirmation_token']],
    ['magiclink', ['recovery_token']],
    ['recovery', ['recovery_token']],
    ['email', ['confirmation_token', 'recovery_token']],
    ['email_change', ['email_change_token_new', 'email_change_token_current']],
  ])

  const otpInvalid = () => forbidden('otp_expired', 'Token has expired or is invalid')
  const linkInvalid = () => forbidden('otp_expired', 'Email link is invalid or has expired')

  interface FoundToken {
    id: string
    user_id: string
    token_type: OttType
    created_at: Date
  }

  async function findByLinkToken(q: Queryable, type: string, linkToken: string): Promise<FoundToken> {
    const types = VERIFY_OTT.get(type)
    if (!types) throw badRequest('validation_failed', 'Invalid email verification type')
    const rows = await q.query<FoundToken & Record<string, unknown>>(
      `select id, user_id, token_type, created_at from app_auth.one_time_tokens
       where token_hash = $1 and token_type = any($2::text[])${core.db().kind === 'postgres' ? ' for update' : ''}`,
      [sha256Hex(linkToken), types],
    )
    const t = rows[0]
    if (!t) throw linkInvalid()
    if (Date.now() > new Date(t.created_at).getTime() + cfg.otpExpirySeconds * 1000) throw linkInvalid()
    return t
  }

  async function findByOtp(q: Queryable, type: string, email: string, otp: string): Promise<FoundToken> {
    const types = VERIFY_OTT.get(type)
    if (!types) throw badRequest('validation_failed', 'Invalid email verification type')
    const rows = await q.query<FoundToken & { otp_hash: string; relates_to: string } & Record<string, unknown>>(
      `select t.id, t.user_id, t.token_type, t.created_at, t.otp_hash, t.relates_to from app_auth.one_time_tokens t
       where t.relates_to = $1 and t.token_type = any($2::text[]) order by t.created_at desc${core.db().kind === 'postgres' ? ' for update' : ''}`,
      [email, types],
    )
    if (rows.length === 0) throw otpInvalid()
    const wanted = otpHash(email, otp)
    for (const t of rows) {
      if (Date.now() > new Date(t.created_at).getTime() + cfg.otpExpirySeconds * 1000) continue
      if (safeEqual(wanted, t.otp_hash)) return t
    }
    throw otpInvalid()
  }

  /** Applies a verified token; returns the user id to sign in, or null for the first half of a secure e-mail change. */
  async function applyVerification(q: Queryable, t: FoundToken): Promise<{ userId: string; type: string } | null> {
    const user = await loadUser(q, t.user_id)
    if (!user) throw linkInvalid()
    if (isBanned(user)) throw forbidden('user_banned', 'User is banned')
    switch (t.token_type) {
      case 'confirmation_token':
        await confirmUser(q, user.id)
        return { userId: user.id, type: 'signup' }
      case 'recovery_token':
        await q.query('delete from app_auth.one_time_tokens where id = $1', [t.id])
        await q.query('update app_auth.users set recovery_sent_at = null, updated_at = now() where id = $1', [user.id])
        if (!user.email_confirmed_at) await confirmUser(q, user.id)
        return { userId: user.id, type: 'recovery' }
      case 'email_change_token_new':
      case 'email_change_token_current': {
        await q.query('delete from app_auth.one_time_tokens where id = $1', [t.id])
        if (!user.email_change) throw linkInvalid()
        const other = await q.query<{ id: string }>(
          `select id from app_auth.one_time_tokens where user_id = $1 and token_type in ('email_change_token_new', 'email_change_token_current')`,
          [user.id],
        )
        if (cfg.secureEmailChange && user.email_change_confirm_status === 0 && other.length > 0) {
          await q.query('update app_auth.users set email_change_confirm_status = 1, updated_at = now() where id = $1', [user.id])
          return null
        }
        const newEmail = user.email_change
        await q.query(
          `update app_auth.users set email = $2, email_change = null, email_change_sent_at = null, email_change_confirm_status = 0,
             raw_user_meta_data = case when raw_user_meta_data ? 'email' then jsonb_set(raw_user_meta_data, '{email}', to_jsonb($2::text)) else raw_user_meta_data end,
             updated_at = now()
           where id = $1`,
          [user.id, newEmail],
        )
        await q.query(
          `update app_auth.identities set email = $2,
             identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true), updated_at = now()
           where user_id = $1 and provider = 'email'`,
          [user.id, newEmail],
        )
        await q.query(`delete from app_auth.one_time_tokens where user_id = $1 and token_type like 'email_change%'`, [user.id])
        return { userId: user.id, type: 'email_change' }
      }
      default:
        throw linkInvalid()
    }
  }

  const SINGLE_CONFIRMATION = 'Confirmation link accepted. Please proceed to confirm link sent to the other email'

  function fragmentUrl(base: string, params: Record<string, string>): string {
    const u = new URL(base)
    const keys = Object.keys(params).sort()
    const hq = new URLSearchParams()
    for (const k of keys) hq.set(k, params[k] as string)
    u.hash = hq.toString()
    return u.toString()
  }

  const OAUTH_ERROR: Record<number, string> = { 400: 'invalid_request', 401: 'unauthorized_client', 403: 'access_denied', 500: 'server_error', 503: 'temporarily_unavailable' }

  app.get(
    '/verify',
    route(async (c) => {
      if (!(await allow(core, c, 'verify', cfg.rateLimits.verify))) throw tooManyRequests()
      const token = c.req.query('token') ?? ''
      const type = c.req.query('type') ?? ''
      const redirectTo = resolveRedirect(core, c.req.query('redirect_to'))
      if (type === '') throw badRequest('validation_failed', 'Verify requires a verification type')
      if (token === '') throw badRequest('validation_failed', 'Verify requires a token or a token hash')
      // As GoTrue: a type it does not know is refused before the link is looked at (400, not a redirect).
      if (type !== 'sms' && type !== 'phone_change' && !VERIFY_OTT.has(type)) throw badRequest('validation_failed', 'Unsupported verification type')
      const pkce = token.startsWith('pkce_')
      try {
        type Outcome = { kind: 'message'; message: string } | { kind: 'code'; code: string } | { kind: 'token'; token: TokenResponse }
        const result = await core.db().tx(async (q): Promise<Outcome> => {
          const t = await findByLinkToken(q, type, token)
          const applied = await applyVerification(q, t)
          if (!applied) return { kind: 'message', message: SINGLE_CONFIRMATION }
          if (pkce) {
            const method = applied.type === 'signup' ? 'email/signup' : type === 'magiclink' ? 'magiclink' : applied.type
            const code = await issueAuthCode(q, applied.userId, method)
            return { kind: 'code', code }
          }
          return { kind: 'token', token: await issueSession(core, q, applied.userId, 'otp', clientInfo(core, c)) }
        })
        if (result.kind === 'message') {
          const u = new URL(redirectTo)
          if (pkce) u.searchParams.set('message', result.message)
          return c.redirect(fragmentUrl(u.toString(), { message: result.message, sb: '' }), 303)
        }
        if (result.kind === 'code') {
          const u = new URL(redirectTo)
          u.searchParams.set('code', result.code)
          return c.redirect(u.toString(), 303)
        }
        const t = result.token
        return c.redirect(
          fragmentUrl(redirectTo, {
            access_token: t.access_token,
            token_type: t.token_type,
            expires_in: String(t.expires_in),
            expires_at: String(t.expires_at),
            refresh_token: t.refresh_token,
            type,
            sb: '',
          }),
          303,
        )
      } catch (e) {
        if (e instanceof AuthError && e.status < 500) {
          const params: Record<string, string> = { error_code: e.code, error_description: e.message, sb: '' }
          const oauth = OAUTH_ERROR[e.status]
          if (oauth) params.error = oauth
          const u = new URL(redirectTo)
          if (pkce) {
            if (oauth) u.searchParams.set('error', oauth)
            u.searchParams.set('error_code', e.code)
            u.searchParams.set('error_description', e.message)
          }
          return c.redirect(fragmentUrl(u.toString(), params), 303)
        }
        throw e
      }
    }),
  )

  app.post(
    '/verify',
    route(async (c) => {
      if (!(await allow(core, c, 'verify', cfg.rateLimits.verify))) throw tooManyRequests()
      const p = decodeParams(await body(core, c), 'VerifyParams', {
        type: 'string',
        token: 'string',
        token_hash: 'string',
        email: 'string',
        phone: 'string',
        redirect_to: 'string',
      })
      if (p.type === '') throw badRequest('validation_failed', 'Verify requires a verification type')
      if ((p.token === '' && p.token_hash === '') || (p.token !== '' && p.token_hash !== '')) {
        throw badRequest('validation_failed', 'Verify requires either a token or a token hash')
      }
      let email = ''
      if (p.token !== '') {
        if (p.phone !== '' && p.email === '') {
          // As GoTrue with phone sign-in off: the number's format is checked, then no account holds its code.
          validatePhone(p.phone)
          throw otpInvalid()
        }
        if (!(p.email !== '' && p.phone === '')) {
          throw badRequest('validation_failed', 'Only an email address or phone number should be provided on verify')
        }
        try {
          email = validateEmail(p.email)
        } catch {
          throw unprocessable('validation_failed', 'Invalid email format')
        }
      } else if (p.email !== '' || p.phone !== '' || p.redirect_to !== '') {
        throw badRequest('validation_failed', 'Only the token_hash and type should be provided')
      }
      // An e-mail code of a phone type matches no account (GoTrue looks up a phone and finds none); of a
      // type it does not know, 400. A token hash of a type no e-mail link has gets findByLinkToken's 400.
      if (p.token !== '' && (p.type === 'sms' || p.type === 'phone_change')) throw otpInvalid()
      if (p.token !== '' && !VERIFY_OTT.has(p.type)) throw badRequest('validation_failed', 'Unsupported verification type')
      const result = await core.db().tx(async (q) => {
        const t = p.token_hash !== '' ? await findByLinkToken(q, p.type, p.token_hash) : await findByOtp(q, p.type, email, p.token)
        const applied = await applyVerification(q, t)
        if (!applied) return null
        return issueSession(core, q, applied.userId, 'otp', clientInfo(core, c))
      }).catch(async (e: unknown) => {
        // A wrong code's failure counter must survive the rolled-back transaction.
        if (e instanceof AuthError && e.code === 'otp_expired' && p.token !== '') {
          await countOtpFailure(p.type, email)
        }
        throw e
      })
      if (!result) return json({ msg: SINGLE_CONFIRMATION, code: '200' })
      return json(result)
    }),
  )

  async function countOtpFailure(type: string, email: string): Promise<void> {
    const types = VERIFY_OTT.get(type)
    if (!types) return
    const db = core.db()
    await db.query(
      'update app_auth.one_time_tokens set failed_attempts = failed_attempts + 1 where relates_to = $1 and token_type = any($2::text[])',
      [email, types],
    )
    await db.query('delete from app_auth.one_time_tokens where relates_to = $1 and failed_attempts >= 5', [email])
  }

  // -------------------------------------------------------------------------
  // Identities: linking and unlinking are GoTrue's "manual linking", off by default there and not
  // offered here (an account has its e-mail identity only). Answered after the user's authentication.

  const manualLinkingDisabled = route(async (c) => {
    await authenticate(core, c)
    throw notFound('manual_linking_disabled', 'Manual linking is disabled')
  })
  app.get('/user/identities/authorize', manualLinkingDisabled)
  app.delete('/user/identities/:id', manualLinkingDisabled)

  // -------------------------------------------------------------------------
  // What this service does not offer answers GoTrue's "not enabled" errors.

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

  app.route('/factors', mfaRoutes(core))
  app.route('/admin', adminRoutes(core))

  // Like GoTrue's router: unknown paths answer a plain-text 404.
  const pageNotFound = () => new Response('404 page not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  app.all('*', async () => pageNotFound())
  app.notFound(pageNotFound)
  app.onError((e, c) => errorResponse(core, c, e))

  return app
}

export type { Authenticated }

// ---------------------------------------------------------------------------
// PKCE flow states

export async function createFlowState(q: Queryable, userId: string, challenge: string, method: string, authMethod: string): Promise<void> {
  // The auth code is stored hashed, and only handed out once the e-mail link is followed.
  await q.query(
    `insert into app_auth.flow_states (user_id, auth_code, code_challenge, code_challenge_method, authentication_method)
     values ($1, $2, $3, $4, $5)`,
    [userId, sha256Hex(randomToken(16)), challenge, method.toLowerCase(), authMethod],
  )
}

async function issueAuthCode(q: Queryable, userId: string, authMethod: string): Promise<string> {
  const rows = await q.query<{ id: string }>(
    'select id from app_auth.flow_states where user_id = $1 and authentication_method = $2 order by created_at desc limit 1',
    [userId, authMethod],
  )
  const flow = rows[0]
  if (!flow) throw unprocessable('flow_state_not_found', 'No valid flow state found for user.')
  const code = randomUUID()
  await q.query('update app_auth.flow_states set auth_code = $2, auth_code_issued_at = now() where id = $1', [flow.id, sha256Hex(code)])
  return code
}

export { addAmrClaim }
