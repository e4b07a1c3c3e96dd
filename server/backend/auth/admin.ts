// /auth/v1/admin — user administration with the service-role key.

import { Hono, type Context } from 'hono'
import type { Core } from '../core.ts'
import { badRequest, decodeParams, decodeValue, isUuid, json, notFound, parseJsonBody, unprocessable } from '../http.ts'
import { hashPassword, randomToken } from '../crypto.ts'
import { body, endpoint, endpointGroup, handle, requireAdmin, type Endpoint } from './guard.ts'
import {
  confirmUser,
  deleteUser,
  findUsersPage,
  insertEmailUser,
  loadUser,
  loadUserByEmail,
  recordEmailChange,
  serializeFactor,
  serializeUser,
  setBannedUntil,
  setPasswordHash,
  setUserEmail,
  setUserRole,
  softDeleteUser,
  updateUserMetadata,
  type FactorRow,
  type FullUser,
  type Json,
} from './model.ts'
import { deleteOneTimeTokens } from './one-time-token-model.ts'
import { logoutUser } from './session-model.ts'
import { deleteFactor, renameFactor } from './factor-model.ts'
import { checkPasswordStrength, resolveRedirect, validateEmail } from './validate.ts'
import { sendAccountMail } from './mail.ts'

const DURATION_UNITS: Record<string, number> = { ns: 1e-6, us: 1e-3, 'µs': 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 }

/** Parses a Go duration ("24h", "1h30m", "90s") into milliseconds. */
export function parseGoDuration(duration: string): number | null {
  if (duration === '0') return 0
  const part = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/gy
  let total = 0
  let parsedUpTo = 0
  let match: RegExpExecArray | null
  while ((match = part.exec(duration)) !== null) {
    total += Number(match[1]) * (DURATION_UNITS[match[2] as string] as number)
    parsedUpTo = part.lastIndex
  }
  return parsedUpTo === duration.length && parsedUpTo > 0 ? total : null
}

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

const LINK_TYPES = ['signup', 'magiclink', 'recovery', 'email_change_current', 'email_change_new']

type EmailChangeSide = 'email_change_current' | 'email_change_new'

/** A ban's end from GoTrue's ban_duration: undefined leaves the ban as it is, null lifts it. */
function banUntil(duration: string): Date | null | undefined {
  if (duration === '') return undefined
  if (duration === 'none') return null
  const milliseconds = parseGoDuration(duration)
  if (milliseconds === null) throw badRequest('validation_failed', `invalid format for ban duration: time: invalid duration ${JSON.stringify(duration)}`)
  return new Date(Date.now() + milliseconds)
}

/** A page's number or size in the query: the fallback when absent, digits only. */
function paginationNumber(raw: string, fallback: number): number {
  if (raw === '') return fallback
  if (!/^\d+$/.test(raw)) throw badRequest('validation_failed', `Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(raw)}: invalid syntax`)
  return Number(raw)
}

/** GoTrue's Link header: the next page (when there is one) and the last, `page` first in each query. */
function paginationLinks(requestUrl: string, page: number, totalPages: number): string {
  const url = new URL(requestUrl)
  const others = [...url.searchParams.entries()].filter(([name]) => name !== 'page').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const link = (target: number) => {
    const query = new URLSearchParams()
    query.set('page', String(target))
    for (const [name, value] of others) query.append(name, value)
    return `<${url.pathname}?${query.toString()}>`
  }
  return `${totalPages > page ? `${link(page + 1)}; rel="next", ` : ''}${link(totalPages)}; rel="last"`
}

async function userFromPath(core: Core, c: Context): Promise<FullUser> {
  const id = c.req.param('id') ?? ''
  if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID')
  const user = await loadUser(core.db(), id.toLowerCase())
  if (!user) throw notFound('user_not_found', 'User not found')
  return user
}

function factorFromPath(c: Context, user: FullUser): FactorRow {
  const factorId = c.req.param('fid') ?? ''
  if (!isUuid(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID')
  const factor = user.factors.find((candidate) => candidate.id === factorId.toLowerCase())
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found')
  return factor
}

async function reloaded(core: Core, userId: string): Promise<FullUser> {
  return (await loadUser(core.db(), userId)) as FullUser
}

/** GET /admin/users?page=&per_page=&filter=: a page of users, with GoTrue's total and links headers. */
async function listUsers(core: Core, c: Context): Promise<Response> {
  const page = Math.max(1, paginationNumber(c.req.query('page') ?? '', 1))
  const perPage = Math.min(1000, Math.max(1, paginationNumber(c.req.query('per_page') ?? '', 50)))
  const db = core.db()
  const found = await findUsersPage(db, { filter: c.req.query('filter') ?? '', limit: perPage, offset: (page - 1) * perPage })
  const users: Json[] = []
  for (const id of found.ids) {
    const user = await loadUser(db, id)
    if (user) users.push(serializeUser(user))
  }
  const links = paginationLinks(c.req.url, page, Math.ceil(found.total / perPage))
  return json({ users, aud: 'authenticated' }, 200, { 'X-Total-Count': String(found.total), Link: links })
}

/** POST /admin/users: a user with an address, confirmed or not, a password, its hash or a random one. */
async function createUser(core: Core, c: Context): Promise<Response> {
  const params = decodeParams(await body(core, c), 'AdminUserParams', ADMIN_USER_SPEC)
  if (params.email === '' && params.phone === '') throw badRequest('validation_failed', 'Cannot create a user without either an email or phone')
  if (params.phone !== '') throw badRequest('phone_provider_disabled', 'Phone logins are disabled')
  const email = validateEmail(params.email)
  if (await loadUserByEmail(core.db(), email)) throw unprocessable('email_exists', 'A user with this email address has already been registered')
  if (params.password !== null && params.password_hash !== '') throw badRequest('validation_failed', 'Only a password or a password hash should be provided')
  if (params.password_hash !== '' && !params.password_hash.startsWith('$argon2id$')) {
    throw badRequest('validation_failed', 'Only argon2id password hashes are supported')
  }
  const password = params.password !== null && params.password !== '' ? params.password : null
  if (password !== null) await checkPasswordStrength(core, password)
  const passwordHash = params.password_hash !== '' ? params.password_hash : await hashPassword(password ?? randomToken(48), core.config.argon2)
  const ban = banUntil(params.ban_duration)
  const id = await core.db().tx(async (tx) => {
    const userId = await insertEmailUser(tx, {
      email,
      passwordHash,
      data: params.user_metadata ?? {},
      appMetadata: params.app_metadata ?? {},
      confirmed: params.email_confirm,
      role: params.role || 'authenticated',
      asGiven: true,
    })
    if (ban !== undefined) await setBannedUntil(tx, userId, ban)
    return userId
  })
  return json(serializeUser(await reloaded(core, id)))
}

async function getUser(core: Core, c: Context): Promise<Response> {
  return json(serializeUser(await userFromPath(core, c)))
}

/** PUT /admin/users/:id: role, confirmation, password (the user's sessions end), address, metadata, ban. */
async function updateUser(core: Core, c: Context): Promise<Response> {
  const user = await userFromPath(core, c)
  const params = decodeParams(await body(core, c), 'AdminUserParams', ADMIN_USER_SPEC)
  const email = params.email !== '' ? validateEmail(params.email) : ''
  if (params.phone !== '') throw badRequest('phone_provider_disabled', 'Phone logins are disabled')
  if (params.password !== null) await checkPasswordStrength(core, params.password)
  const ban = banUntil(params.ban_duration)
  const changesEmail = email !== '' && email !== user.email
  if (changesEmail) {
    const other = await loadUserByEmail(core.db(), email)
    if (other && other.id !== user.id) throw unprocessable('email_exists', 'A user with this email address has already been registered')
  }
  const passwordHash = params.password !== null ? await hashPassword(params.password, core.config.argon2) : null
  await core.db().tx(async (tx) => {
    if (params.role !== '') await setUserRole(tx, user.id, params.role.trim())
    if (params.email_confirm) await confirmUser(tx, user.id)
    if (passwordHash !== null) {
      await setPasswordHash(tx, user.id, passwordHash)
      await deleteOneTimeTokens(tx, user.id, 'all')
      await logoutUser(tx, user.id)
    }
    if (changesEmail) await setUserEmail(tx, user.id, email, params.email_confirm)
    if (params.app_metadata !== null) await updateUserMetadata(tx, user.id, 'raw_app_meta_data', params.app_metadata)
    if (params.user_metadata !== null) await updateUserMetadata(tx, user.id, 'raw_user_meta_data', params.user_metadata)
    if (ban !== undefined) await setBannedUntil(tx, user.id, ban)
  })
  return json(serializeUser(await reloaded(core, user.id)))
}

/** DELETE /admin/users/:id: for good, or GoTrue's soft deletion when the body asks for it. */
async function removeUser(core: Core, c: Context): Promise<Response> {
  const user = await userFromPath(core, c)
  const raw = await body(core, c)
  const soft = raw.length > 0 && decodeValue(parseJsonBody(raw), 'adminUserDeleteParams', { should_soft_delete: 'bool' }).should_soft_delete
  await core.db().tx(async (tx) => {
    if (!soft) await deleteUser(tx, user.id)
    else if (!user.deleted_at) await softDeleteUser(tx, user)
  })
  return json({})
}

async function listUserFactors(core: Core, c: Context): Promise<Response> {
  const user = await userFromPath(core, c)
  return json(user.factors.map(serializeFactor))
}

async function removeUserFactor(core: Core, c: Context): Promise<Response> {
  const factor = factorFromPath(c, await userFromPath(core, c))
  await core.db().tx((tx) => deleteFactor(tx, factor.id))
  return json(serializeFactor(factor))
}

/** PUT /admin/users/:id/factors/:fid: a factor's new name (at most 200 characters kept). */
async function renameUserFactor(core: Core, c: Context): Promise<Response> {
  const user = await userFromPath(core, c)
  const factor = factorFromPath(c, user)
  const params = decodeParams(await body(core, c), 'adminUserUpdateFactorParams', { friendly_name: 'string', phone: 'string' })
  if (params.friendly_name !== '') await renameFactor(core.db(), factor.id, params.friendly_name.slice(0, 200))
  const updated = await reloaded(core, user.id)
  return json(serializeFactor(updated.factors.find((candidate) => candidate.id === factor.id) as FactorRow))
}

/**
 * POST /admin/generate_link: the link and code of an account e-mail, made and returned, nothing sent. A
 * sign-up or magic link for an unknown address creates its user first (a sign-up needs a password).
 */
async function generateLink(core: Core, c: Context): Promise<Response> {
  const params = decodeParams(await body(core, c), 'GenerateLinkParams', {
    type: 'string',
    email: 'string',
    new_email: 'string',
    password: 'string',
    data: 'optobject',
    redirect_to: 'string',
  })
  const email = validateEmail(params.email)
  const redirectTo = resolveRedirect(core, params.redirect_to || c.req.query('redirect_to'))
  let user = await loadUserByEmail(core.db(), email)
  let type = params.type
  if (!LINK_TYPES.includes(type)) throw badRequest('validation_failed', `Invalid email action link type requested: ${type}`)
  const emailChange = type === 'email_change_current' || type === 'email_change_new'
  if (!user) {
    if (type === 'recovery' || emailChange) throw notFound('user_not_found', 'User with this email not found')
    if (type === 'signup') {
      if (params.password === '') throw badRequest('validation_failed', 'Signup requires a valid password')
      await checkPasswordStrength(core, params.password)
    }
    type = 'signup'
    const passwordHash = await hashPassword(params.password || randomToken(48), core.config.argon2)
    await core.db().tx((tx) => insertEmailUser(tx, { email, passwordHash, data: params.data ?? {}, confirmed: false, asGiven: true }))
    user = (await loadUserByEmail(core.db(), email)) as FullUser
  } else if (type === 'signup' && user.email_confirmed_at) {
    throw unprocessable('email_exists', 'A user with this email address has already been registered')
  } else if (type === 'signup') {
    if (params.data !== null) await updateUserMetadata(core.db(), user.id, 'raw_user_meta_data', params.data)
  } else if (type === 'magiclink' && !user.email_confirmed_at) {
    type = 'signup'
  }
  const links = emailChange
    ? await emailChangeLink(core, user, type as EmailChangeSide, params.new_email, redirectTo)
    : await sendAccountMail(core, user, type === 'signup' ? 'signup' : type === 'recovery' ? 'recovery' : 'magiclink', { redirectTo, send: false })
  return json({
    ...serializeUser(await reloaded(core, user.id)),
    action_link: links.link,
    email_otp: links.otp,
    hashed_token: links.linkToken,
    verification_type: type,
    redirect_to: redirectTo,
  })
}

/**
 * GoTrue's generate_link for an e-mail change: the pending change to `newEmailParam` is recorded and
 * the link (and code) of one side returned, nothing sent. Called for both sides with the same new
 * address, it gives both links of one change; a new address starts the change over.
 */
async function emailChangeLink(core: Core, user: FullUser, side: EmailChangeSide, newEmailParam: string, redirectTo: string) {
  if (!core.config.secureEmailChange && side === 'email_change_current') {
    throw badRequest('validation_failed', 'Enable secure email change to generate link for current email')
  }
  const newEmail = validateEmail(newEmailParam)
  const other = await loadUserByEmail(core.db(), newEmail)
  if (other && other.id !== user.id) throw unprocessable('email_exists', 'A user with this email address has already been registered')
  await core.db().tx((tx) => recordEmailChange(tx, user.id, newEmail, user.email_change === newEmail))
  const to = side === 'email_change_new' ? newEmail : (user.email ?? '')
  return sendAccountMail(core, { ...user, email_change: newEmail }, side, { to, redirectTo, send: false })
}

/** GoTrue's OAuth server and custom providers, off: JSON answers after the admin check. */
const disabled =
  (message: string): Endpoint =>
  async () => {
    throw notFound('feature_disabled', message)
  }

export function adminRoutes(core: Core): Hono {
  const app = new Hono()
  app.use('*', async (c, next) => {
    try {
      await requireAdmin(core, c)
    } catch (error) {
      return handle(core, async () => {
        throw error
      })(c)
    }
    await next()
  })
  app.route(
    '/',
    endpointGroup(core, [
      ['GET', '/users', listUsers],
      ['POST', '/users', createUser],
      ['GET', '/users/:id', getUser],
      ['PUT', '/users/:id', updateUser],
      ['DELETE', '/users/:id', removeUser],
      ['GET', '/users/:id/factors', listUserFactors],
      ['DELETE', '/users/:id/factors/:fid', removeUserFactor],
      ['PUT', '/users/:id/factors/:fid', renameUserFactor],
      ['POST', '/generate_link', generateLink],
    ]),
  )
  for (const path of ['/oauth', '/oauth/*']) app.all(path, endpoint(core, disabled('OAuth server is disabled')))
  for (const path of ['/custom-providers', '/custom-providers/*']) app.all(path, endpoint(core, disabled('Custom OAuth providers are disabled')))
  return app
}
