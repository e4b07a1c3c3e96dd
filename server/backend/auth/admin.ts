// /auth/v1/admin — user administration with the service-role key.

import { Hono, type Context } from 'hono'
import { createHash } from 'node:crypto'
import type { Core } from '../core.ts'
import { badRequest, decodeParams, decodeValue, isUuid, json, notFound, parseJson, unprocessable } from '../http.ts'
import { hashPassword, randomToken } from '../crypto.ts'
import { body, handle, requireAdmin } from './guard.ts'
import {
  confirmUser,
  insertEmailUser,
  loadUser,
  loadUserByEmail,
  logoutUser,
  serializeFactor,
  serializeUser,
  updateUserMetadata,
  type FactorRow,
  type FullUser,
  type Json,
  type UserRow,
} from './model.ts'
import { checkPasswordStrength, resolveRedirect, validateEmail } from './validate.ts'
import { deleteFactor } from './mfa.ts'
import { sendAccountMail } from './mail.ts'

const DURATION_UNITS: Record<string, number> = { ns: 1e-6, us: 1e-3, 'µs': 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 }

/** Parses a Go duration ("24h", "1h30m", "90s") into milliseconds. */
export function parseGoDuration(s: string): number | null {
  if (s === '0') return 0
  const re = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/gy
  let total = 0
  let pos = 0
  let m: RegExpExecArray | null
  while ((m = re.exec(s)) !== null) {
    total += Number(m[1]) * (DURATION_UNITS[m[2] as string] as number)
    pos = re.lastIndex
  }
  return pos === s.length && pos > 0 ? total : null
}

function obfuscate(id: string, value: string): string {
  return createHash('sha256').update(id + value).digest('hex')
}

export function adminRoutes(core: Core): Hono {
  const app = new Hono()
  app.use('*', async (c, next) => {
    try {
      await requireAdmin(core, c)
    } catch (e) {
      return handle(core, async () => {
        throw e
      })(c)
    }
    await next()
  })
  const route = (fn: (c: Context) => Promise<Response>) => handle(core, fn)

  async function userFromPath(c: Context): Promise<FullUser> {
    const id = c.req.param('id') ?? ''
    if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID')
    const user = await loadUser(core.db(), id.toLowerCase())
    if (!user) throw notFound('user_not_found', 'User not found')
    return user
  }

  app.get(
    '/users',
    route(async (c) => {
      const pageRaw = c.req.query('page') ?? ''
      const perPageRaw = c.req.query('per_page') ?? ''
      const parse = (v: string, dflt: number) => {
        if (v === '') return dflt
        if (!/^\d+$/.test(v)) throw badRequest('validation_failed', `Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(v)}: invalid syntax`)
        return Number(v)
      }
      const page = Math.max(1, parse(pageRaw, 1))
      const perPage = Math.min(1000, Math.max(1, parse(perPageRaw, 50)))
      const filter = c.req.query('filter') ?? ''
      const db = core.db()
      const where = filter ? `where email ilike $1 or raw_user_meta_data->>'full_name' ilike $1` : ''
      const args: unknown[] = filter ? [`%${filter.replace(/[\\%_]/g, (ch) => '\\' + ch)}%`] : []
      const total = ((await db.query<{ n: number }>(`select count(*)::int as n from app_auth.users ${where}`, args))[0]?.n ?? 0) as number
      const ids = await db.query<{ id: string }>(
        `select id from app_auth.users ${where} order by created_at desc, id limit ${perPage} offset ${(page - 1) * perPage}`,
        args,
      )
      const users: Json[] = []
      for (const { id } of ids) {
        const u = await loadUser(db, id)
        if (u) users.push(serializeUser(u))
      }
      // GoTrue's headers: total count, and links to the next and last pages (page first in the query).
      const totalPages = Math.ceil(total / perPage)
      const url = new URL(c.req.url)
      const link = (p: number) => {
        const q = new URLSearchParams()
        q.set('page', String(p))
        const params = [...url.searchParams.entries()].filter(([k]) => k !== 'page').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        for (const [k, v] of params) q.append(k, v)
        return `<${url.pathname}?${q.toString()}>`
      }
      let header = ''
      if (totalPages > page) header += `${link(page + 1)}; rel="next", `
      header += `${link(totalPages)}; rel="last"`
      return json({ users, aud: 'authenticated' }, 200, { 'X-Total-Count': String(total), Link: header })
    }),
  )

  const ADMIN_USER_SPEC = {
    id: 'string',
    aud: 'string',
    role: 'string',
    email: 'string',
    phone: 'string',
    password: 'optstring',
    password_hash: 'string',
    email_confirm: 'bool',
    phone_confirm: 'bool',
    user_metadata: 'optobject',
    app_metadata: 'optobject',
    ban_duration: 'string',
  } as const

  function banUntil(duration: string): Date | null | undefined {
    if (duration === '') return undefined
    if (duration === 'none') return null
    const ms = parseGoDuration(duration)
    if (ms === null) throw badRequest('validation_failed', `invalid format for ban duration: time: invalid duration ${JSON.stringify(duration)}`)
    return new Date(Date.now() + ms)
  }

  app.post(
    '/users',
    route(async (c) => {
      const p = decodeParams(await body(core, c), 'AdminUserParams', ADMIN_USER_SPEC)
      if (p.email === '' && p.phone === '') throw badRequest('validation_failed', 'Cannot create a user without either an email or phone')
      if (p.phone !== '') throw badRequest('phone_provider_disabled', 'Phone logins are disabled')
      const email = validateEmail(p.email)
      if (await loadUserByEmail(core.db(), email)) {
        throw unprocessable('email_exists', 'A user with this email address has already been registered')
      }
      if (p.password !== null && p.password_hash !== '') throw badRequest('validation_failed', 'Only a password or a password hash should be provided')
      if (p.password_hash !== '' && !p.password_hash.startsWith('$argon2id$')) {
        throw badRequest('validation_failed', 'Only argon2id password hashes are supported')
      }
      if (p.password !== null && p.password !== '') await checkPasswordStrength(core, p.password)
      const password = p.password !== null && p.password !== '' ? p.password : randomToken(48)
      const passwordHash = p.password_hash !== '' ? p.password_hash : await hashPassword(password, core.config.argon2)
      const ban = banUntil(p.ban_duration)
      const id = await core.db().tx(async (q) => {
        const id = await insertEmailUser(q, {
          email,
          passwordHash,
          data: p.user_metadata ?? {},
          appMetadata: p.app_metadata ?? {},
          confirmed: p.email_confirm,
          role: p.role || 'authenticated',
          asGiven: true,
        })
        if (ban !== undefined) await q.query('update app_auth.users set banned_until = $2 where id = $1', [id, ban])
        return id
      })
      return json(serializeUser((await loadUser(core.db(), id)) as FullUser))
    }),
  )

  app.get(
    '/users/:id',
    route(async (c) => json(serializeUser(await userFromPath(c)))),
  )

  app.put(
    '/users/:id',
    route(async (c) => {
      const user = await userFromPath(c)
      const p = decodeParams(await body(core, c), 'AdminUserParams', ADMIN_USER_SPEC)
      const email = p.email !== '' ? validateEmail(p.email) : ''
      if (p.phone !== '') throw badRequest('phone_provider_disabled', 'Phone logins are disabled')
      if (p.password !== null) await checkPasswordStrength(core, p.password)
      const ban = banUntil(p.ban_duration)
      if (email && email !== user.email) {
        const other = await loadUserByEmail(core.db(), email)
        if (other && other.id !== user.id) throw unprocessable('email_exists', 'A user with this email address has already been registered')
      }
      const passwordHash = p.password !== null ? await hashPassword(p.password, core.config.argon2) : null
      await core.db().tx(async (q) => {
        if (p.role !== '') await q.query('update app_auth.users set role = $2, updated_at = now() where id = $1', [user.id, p.role.trim()])
        if (p.email_confirm) await confirmUser(q, user.id)
        if (passwordHash !== null) {
          await q.query('update app_auth.users set encrypted_password = $2, updated_at = now() where id = $1', [user.id, passwordHash])
          await q.query('delete from app_auth.one_time_tokens where user_id = $1', [user.id])
          await logoutUser(q, user.id)
        }
        if (email && email !== user.email) {
          await q.query('update app_auth.users set email = $2, updated_at = now() where id = $1', [user.id, email])
          await q.query(
            `update app_auth.identities set email = $2, identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', $3::boolean)
             where user_id = $1 and provider = 'email'`,
            [user.id, email, p.email_confirm],
          )
        }
        if (p.app_metadata !== null) await updateUserMetadata(q, user.id, 'raw_app_meta_data', p.app_metadata)
        if (p.user_metadata !== null) await updateUserMetadata(q, user.id, 'raw_user_meta_data', p.user_metadata)
        if (ban !== undefined) await q.query('update app_auth.users set banned_until = $2, updated_at = now() where id = $1', [user.id, ban])
      })
      return json(serializeUser((await loadUser(core.db(), user.id)) as FullUser))
    }),
  )

  app.delete(
    '/users/:id',
    route(async (c) => {
      const user = await userFromPath(c)
      const raw = await body(core, c)
      let soft = false
      if (raw.length > 0) {
        let value: unknown
        try {
          value = parseJson(raw)
        } catch (e) {
          throw badRequest('bad_json', `Could not parse request body as JSON: ${e instanceof Error ? e.message : 'invalid JSON'}`)
        }
        soft = decodeValue(value, 'adminUserDeleteParams', { should_soft_delete: 'bool' }).should_soft_delete
      }
      await core.db().tx(async (q) => {
        if (!soft) {
          await q.query('delete from app_auth.users where id = $1', [user.id])
          return
        }
        if (user.deleted_at) return
        await softDelete(q, user)
      })
      return json({})
    }),
  )

  async function softDelete(q: { query: (sql: string, params?: unknown[]) => Promise<unknown[]> }, user: UserRow): Promise<void> {
    await q.query(
      `update app_auth.users set email = $2, email_change = null, encrypted_password = null, deleted_at = now(),
         raw_user_meta_data = '{}'::jsonb, updated_at = now() where id = $1`,
      [user.id, user.email ? obfuscate(user.id, user.email) : null],
    )
    await q.query(
      `update app_auth.identities set provider_id = $2 || ':' || id::text, email = null, identity_data = '{}'::jsonb where user_id = $1`,
      [user.id, obfuscate(user.id, 'identity')],
    )
    await q.query('delete from app_auth.one_time_tokens where user_id = $1', [user.id])
    await q.query('delete from app_auth.mfa_factors where user_id = $1', [user.id])
    await q.query('delete from app_auth.sessions where user_id = $1', [user.id])
  }

  app.get(
    '/users/:id/factors',
    route(async (c) => {
      const user = await userFromPath(c)
      return json(user.factors.map(serializeFactor))
    }),
  )

  async function factorFromPath(c: Context, user: FullUser): Promise<FactorRow> {
    const fid = c.req.param('fid') ?? ''
    if (!isUuid(fid)) throw notFound('validation_failed', 'factor_id must be an UUID')
    const f = user.factors.find((x) => x.id === fid.toLowerCase())
    if (!f) throw notFound('mfa_factor_not_found', 'Factor not found')
    return f
  }

  app.delete(
    '/users/:id/factors/:fid',
    route(async (c) => {
      const user = await userFromPath(c)
      const factor = await factorFromPath(c, user)
      await core.db().tx((q) => deleteFactor(q, factor.id))
      return json(serializeFactor(factor))
    }),
  )

  app.put(
    '/users/:id/factors/:fid',
    route(async (c) => {
      const user = await userFromPath(c)
      const factor = await factorFromPath(c, user)
      const p = decodeParams(await body(core, c), 'adminUserUpdateFactorParams', { friendly_name: 'string', phone: 'string' })
      if (p.friendly_name !== '') {
        await core.db().query('update app_auth.mfa_factors set friendly_name = $2, updated_at = now() where id = $1', [factor.id, p.friendly_name.slice(0, 200)])
      }
      const updated = (await loadUser(core.db(), user.id)) as FullUser
      return json(serializeFactor(updated.factors.find((f) => f.id === factor.id) as FactorRow))
    }),
  )

  const LINK_TYPES = ['signup', 'magiclink', 'recovery', 'email_change_current', 'email_change_new']

  app.post(
    '/generate_link',
    route(async (c) => {
      const p = decodeParams(await body(core, c), 'GenerateLinkParams', {
        type: 'string',
        email: 'string',
        new_email: 'string',
        password: 'string',
        data: 'optobject',
        redirect_to: 'string',
      })
      const email = validateEmail(p.email)
      const redirectTo = resolveRedirect(core, p.redirect_to || c.req.query('redirect_to'))
      let user = await loadUserByEmail(core.db(), email)
      let type = p.type
      if (!LINK_TYPES.includes(type)) {
        throw badRequest('validation_failed', `Invalid email action link type requested: ${type}`)
      }
      const emailChange = type === 'email_change_current' || type === 'email_change_new'
      if (!user) {
        if (type === 'recovery' || emailChange) throw notFound('user_not_found', 'User with this email not found')
        if (type === 'signup') {
          if (p.password === '') throw badRequest('validation_failed', 'Signup requires a valid password')
          await checkPasswordStrength(core, p.password)
        }
        type = 'signup'
        const passwordHash = await hashPassword(p.password || randomToken(48), core.config.argon2)
        await core.db().tx((q) => insertEmailUser(q, { email, passwordHash, data: p.data ?? {}, confirmed: false, asGiven: true }))
        user = (await loadUserByEmail(core.db(), email)) as FullUser
      } else if (type === 'signup' && user.email_confirmed_at) {
        throw unprocessable('email_exists', 'A user with this email address has already been registered')
      } else if (type === 'signup') {
        if (p.data !== null) await updateUserMetadata(core.db(), user.id, 'raw_user_meta_data', p.data)
      } else if (type === 'magiclink' && !user.email_confirmed_at) {
        type = 'signup'
      }
      let links: { linkToken: string; otp: string; link?: string }
      if (emailChange) {
        links = await emailChangeLink(user, type as 'email_change_current' | 'email_change_new', p.new_email, redirectTo)
      } else {
        const kind = type === 'signup' ? 'signup' : type === 'recovery' ? 'recovery' : 'magiclink'
        links = await sendAccountMail(core, user, kind, { redirectTo, send: false })
      }
      const fresh = (await loadUser(core.db(), user.id)) as FullUser
      return json({
        ...serializeUser(fresh),
        action_link: links.link,
        email_otp: links.otp,
        hashed_token: links.linkToken,
        verification_type: type,
        redirect_to: redirectTo,
      })
    }),
  )

  /**
   * GoTrue's generate_link for an e-mail change: the pending change to `new_email` is recorded and
   * the link (and code) of one side returned, nothing sent. Called for both sides with the same new
   * address, it gives both links of one change; a new address starts the change over.
   */
  async function emailChangeLink(user: FullUser, type: 'email_change_current' | 'email_change_new', newEmailParam: string, redirectTo: string) {
    if (!core.config.secureEmailChange && type === 'email_change_current') {
      throw badRequest('validation_failed', 'Enable secure email change to generate link for current email')
    }
    const newEmail = validateEmail(newEmailParam)
    const other = await loadUserByEmail(core.db(), newEmail)
    if (other && other.id !== user.id) throw unprocessable('email_exists', 'A user with this email address has already been registered')
    await core.db().tx(async (q) => {
      if (user.email_change !== newEmail) {
        await q.query(`delete from app_auth.one_time_tokens where user_id = $1 and token_type like 'email_change%'`, [user.id])
      }
      await q.query('update app_auth.users set email_change = $2, email_change_confirm_status = 0, updated_at = now() where id = $1', [user.id, newEmail])
    })
    const to = type === 'email_change_new' ? newEmail : (user.email ?? '')
    return sendAccountMail(core, { ...user, email_change: newEmail }, type, { to, redirectTo, send: false })
  }

  // GoTrue's OAuth server and custom providers, off: JSON answers after the admin check (above).
  for (const path of ['/oauth', '/oauth/*']) {
    app.all(path, route(async () => { throw notFound('feature_disabled', 'OAuth server is disabled') }))
  }
  for (const path of ['/custom-providers', '/custom-providers/*']) {
    app.all(path, route(async () => { throw notFound('feature_disabled', 'Custom OAuth providers are disabled') }))
  }

  return app
}
