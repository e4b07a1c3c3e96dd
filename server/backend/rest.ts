// /rest/v1 — PostgREST-compatible access to the public tables listed, with
// their own behaviour, in rest-tables.ts.
//
// The anonymous role (and a signed-in user) may insert the columns the forms
// send, and read nothing. The service role may also read (the operator
// command uses this while the server holds the embedded database).

import { Hono, type Context } from 'hono'
import type { Core } from './core.ts'
import { allow } from './core.ts'
import { BodyTooLarge, isUuid, json, parseJson, readBody } from './http.ts'
import { isPgError } from './db.ts'
import { safeEqual } from './crypto.ts'
import { bearer, checkApiKey, verifyJwt, type AccessClaims } from './auth/guard.ts'
import { isFormEmail } from './auth/validate.ts'
import { TABLES, type TableSpec } from './rest-tables.ts'

type Role = 'anon' | 'authenticated' | 'service_role'

interface PgrstError {
  status: number
  code: string
  message: string
  details?: string | null
  hint?: string | null
}

class RestError extends Error {
  e: PgrstError
  constructor(e: PgrstError) {
    super(e.message)
    this.e = e
  }
}

const err = (status: number, code: string, message: string, details: string | null = null, hint: string | null = null) =>
  new RestError({ status, code, message, details, hint })

function respond(e: PgrstError, extra: Record<string, string> = {}): Response {
  return json({ code: e.code, details: e.details ?? null, hint: e.hint ?? null, message: e.message }, e.status, {
    'Content-Type': 'application/json; charset=utf-8',
    ...extra,
  })
}

const permissionDenied = (role: Role, table: string) =>
  err(role === 'anon' ? 401 : 403, '42501', `permission denied for table ${table}`)

/** PostgREST's mapping of PostgreSQL errors to HTTP statuses. */
function fromPg(e: { code: string; message: string; detail?: string; hint?: string }, role: Role): PgrstError {
  let status = 400
  if (e.code === '23505' || e.code === '23503') status = 409
  else if (e.code === '42501') status = role === 'anon' ? 401 : 403
  else if (e.code === '42P01' || e.code === '42883') status = 404
  else if (/^(08|53|57|58|XX)/.test(e.code)) status = 503
  return { status, code: e.code, message: e.message, details: e.detail ?? null, hint: e.hint ?? null }
}

function parsePrefer(c: Context): Map<string, string> {
  const out = new Map<string, string>()
  for (const h of c.req.raw.headers.get('prefer')?.split(',') ?? []) {
    const [k, v] = h.trim().split('=')
    if (k) out.set(k.trim().toLowerCase(), (v ?? '').trim().toLowerCase())
  }
  return out
}

type Accept = { kind: 'array' | 'object' | 'csv'; stripNulls: boolean }

function parseAccept(c: Context): Accept {
  const header = c.req.header('accept')
  if (!header) return { kind: 'array', stripNulls: false }
  for (const part of header.split(',')) {
    const [type, ...params] = part.trim().toLowerCase().split(';').map((s) => s.trim())
    const strip = params.includes('nulls=stripped')
    switch (type) {
      case '*/*':
      case 'application/*':
      case 'application/json':
      case 'application/vnd.pgrst.array+json':
        return { kind: 'array', stripNulls: strip }
      case 'application/vnd.pgrst.object+json':
        return { kind: 'object', stripNulls: strip }
      case 'text/csv':
        return { kind: 'csv', stripNulls: false }
    }
  }
  throw err(406, 'PGRST107', `None of these media types are available: ${header}`)
}

function parseColumnList(raw: string): string[] {
  return raw
    .split(',')
    .map((s) => s.trim().replace(/^"(.*)"$/, '$1'))
    .filter((s) => s !== '')
}

/** CSV (RFC 4180). spreadsheetSafe: a cell that a spreadsheet would run as a formula gets a leading apostrophe. */
export function toCsv(rows: Record<string, unknown>[], columns: string[], spreadsheetSafe = false): string {
  const cell = (v: unknown) => {
    if (v === null || v === undefined) return ''
    let s = v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : String(v)
    if (spreadsheetSafe && /^[=+\-@\t\r]/.test(s)) s = `'${s}`
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
  }
  return [columns.join(','), ...rows.map((r) => columns.map((col) => cell(r[col])).join(','))].join('\n') + '\n'
}

function present(row: Record<string, unknown>, columns: string[], stripNulls: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const col of columns) {
    let v = row[col]
    if (v instanceof Date) v = v.toISOString()
    if (stripNulls && v === null) continue
    out[col] = v ?? null
  }
  return out
}

export function restRoutes(core: Core): Hono {
  const app = new Hono()

  async function roleOf(c: Context): Promise<Role> {
    const token = bearer(c) ?? c.req.header('apikey') ?? ''
    if (safeEqual(token, core.keys.anonKey)) return 'anon'
    if (safeEqual(token, core.keys.serviceRoleKey)) return 'service_role'
    let claims: AccessClaims
    try {
      claims = await verifyJwt(core, token, 'any')
    } catch (e) {
      const expired = e instanceof Error && e.message.includes('expired')
      throw expired ? err(401, 'PGRST303', 'JWT expired') : err(401, 'PGRST301', 'No suitable key or wrong key type')
    }
    if (claims.role === 'authenticated') await requireLiveSession(claims)
    if (claims.role === 'anon' || claims.role === 'authenticated' || claims.role === 'service_role') return claims.role
    throw err(400, '22023', `role "${String(claims.role)}" does not exist`)
  }

  /**
   * A user's access token counts only while its session exists, as on
   * /auth/v1: a signed-out session's or a deleted account's token is refused.
   * (PostgREST itself checks only the signature and the expiry.)
   */
  async function requireLiveSession(claims: AccessClaims): Promise<void> {
    const gone = (details: string) => err(401, 'PGRST303', 'JWT claims validation failed', details)
    if (!isUuid(claims.sub) || !isUuid(claims.session_id)) throw gone('The token names no user session')
    const rows = await core.db().query('select 1 from app_auth.sessions where id = $1 and user_id = $2', [claims.session_id, claims.sub])
    if (!rows[0]) throw gone('Session from session_id claim in JWT does not exist')
  }

  function tableOf(c: Context): [string, TableSpec] {
    const name = c.req.param('table') ?? ''
    const schema = c.req.header('content-profile') ?? c.req.header('accept-profile')
    if (schema && schema !== 'public') {
      throw err(406, 'PGRST106', `Invalid schema: ${schema}`, null, 'Only the following schemas are exposed: public')
    }
    const spec = TABLES.get(name)
    if (!spec) throw err(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`)
    return [name, spec]
  }

  function visibleColumns(spec: TableSpec, role: Role): string[] {
    return [...spec.columns.keys()].filter((c) => role === 'service_role' || !spec.hidden.includes(c))
  }

  function selectColumns(c: Context, table: string, spec: TableSpec, role: Role): string[] {
    const visible = visibleColumns(spec, role)
    const select = c.req.query('select')
    if (!select || select.trim() === '*') return visible
    const cols: string[] = []
    for (const col of parseColumnList(select)) {
      if (col === '*') cols.push(...visible)
      else if (!spec.columns.has(col)) throw err(400, '42703', `column ${table}.${col} does not exist`)
      else if (!visible.includes(col)) throw permissionDenied(role, table)
      else cols.push(col)
    }
    return cols
  }

  const route = (fn: (c: Context) => Promise<Response>) => async (c: Context) => {
    try {
      const denied = checkApiKey(core, c)
      if (denied) return denied
      return await fn(c)
    } catch (e) {
      if (e instanceof RestError) return respond(e.e)
      if (e instanceof BodyTooLarge) return respond({ status: 413, code: 'PGRST413', message: e.message })
      core.log(`backend: unexpected error on ${c.req.method} ${c.req.path}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`)
      return respond({ status: 500, code: 'PGRST000', message: 'Unexpected failure, please check server logs for more information' })
    }
  }

  app.post(
    '/:table',
    route(async (c) => {
      const [table, spec] = tableOf(c)
      const role = await roleOf(c)
      const ctype = (c.req.header('content-type') ?? 'application/json').split(';')[0]?.trim().toLowerCase() ?? ''
      if (ctype !== 'application/json' && ctype !== '') {
        throw err(415, 'PGRST102', `Content-Type not acceptable: ${ctype}`)
      }
      const accept = parseAccept(c)
      const prefer = parsePrefer(c)
      const raw = await readBody(c, core.config.bodyLimitBytes)
      let payload: unknown
      try {
        payload = parseJson(raw)
      } catch {
        throw err(400, 'PGRST102', 'Empty or invalid json')
      }
      const rows = Array.isArray(payload) ? payload : [payload]
      if (!rows.every((r) => r !== null && typeof r === 'object' && !Array.isArray(r))) {
        throw err(400, 'PGRST102', 'Empty or invalid json')
      }
      const objects = rows as Record<string, unknown>[]
      const columnsParam = c.req.query('columns')
      const columns = columnsParam ? parseColumnList(columnsParam) : Object.keys(objects[0] ?? {})
      for (const col of columns) {
        if (!spec.columns.has(col)) throw err(400, 'PGRST204', `Could not find the '${col}' column of '${table}' in the schema cache`)
      }
      if (role !== 'service_role' && columns.some((col) => !spec.insertable.includes(col))) throw permissionDenied(role, table)
      const resolution = prefer.get('resolution')
      if (resolution === 'merge-duplicates' && role !== 'service_role') throw permissionDenied(role, table)
      const representation = prefer.get('return') === 'representation'
      const returnColumns = representation ? selectColumns(c, table, spec, role) : []
      // Each row counts against the client's insert budget.
      if (!(await allow(core, c, `rest:${table}`, core.config.rateLimits.restInsert, Math.max(1, objects.length)))) {
        throw err(429, 'over_request_rate_limit', 'Request rate limit reached')
      }
      if (objects.length === 0) {
        return representation ? json([], 201, { 'Content-Range': '*/*' }) : new Response(null, { status: 201, headers: { 'Content-Range': '*/*' } })
      }

      // The columns the table fills from the request where the client sent none: one value for every row.
      const supplied = new Map<string, string>()
      for (const [col, value] of spec.fromRequest ?? []) if (!columns.includes(col)) supplied.set(col, value(c))
      const insertColumns = [...columns, ...supplied.keys()]
      const params: unknown[] = []
      const tuples = objects.map((obj) => {
        const cells = insertColumns.map((col) => {
          if (supplied.has(col)) {
            params.push(supplied.get(col))
            return `$${params.length}::${spec.columns.get(col)}`
          }
          if (!Object.prototype.hasOwnProperty.call(obj, col)) {
            if (prefer.get('missing') === 'default') return 'default'
            return 'null'
          }
          const v = obj[col]
          // The forms' trimming (JavaScript's: every kind of whitespace), before the database's own, which only strips spaces.
          const text = typeof v === 'string' && spec.trimmed.includes(col) ? v.trim() : v
          // The forms' e-mail rule ("no spaces": any whitespace, as JavaScript's \s), which the database's
          // [[:space:]] only applies to ASCII. Answered as the database's CHECK failure. A row the
          // table discards (a trigger that runs before the checks) is answered 201, so it is not refused here.
          if (spec.emails.includes(col) && typeof text === 'string' && !isFormEmail(text.toLowerCase()) && !spec.discards?.(obj)) {
            throw err(400, '23514', `new row for relation "${table}" violates check constraint "${table}_${col}_check"`)
          }
          params.push(text === null ? null : typeof text === 'string' ? text : JSON.stringify(text))
          return `$${params.length}::${spec.columns.get(col)}`
        })
        return `(${cells.join(', ')})`
      })
      const returning = spec.afterInsert ? '*' : returnColumns.length ? returnColumns.join(', ') : 'id'
      const ignoresDuplicates = resolution === 'ignore-duplicates' || (spec.duplicatesAnsweredAsNew && resolution !== 'merge-duplicates')
      const sql =
        `insert into public.${table} (${insertColumns.join(', ')}) values ${tuples.join(', ')}` +
        (ignoresDuplicates ? ' on conflict do nothing' : resolution === 'merge-duplicates' ? mergeClause(spec.mergeKey, insertColumns) : '') +
        ` returning ${spec.afterDuplicates ? `${returning}, ${spec.mergeKey} as merge_key__` : returning}`
      let inserted: Record<string, unknown>[]
      try {
        inserted = await core.db().query(sql, params)
      } catch (e) {
        if (isPgError(e) && !/^(08|53|57|58|XX)/.test(e.code)) throw new RestError(fromPg(e, role))
        throw e
      }
      if (spec.afterDuplicates && ignoresDuplicates) {
        const stored = new Set(inserted.map((row) => row.merge_key__))
        const duplicates = [...new Set(objects.map((obj) => obj[spec.mergeKey]).filter((key): key is string => typeof key === 'string'))]
          .map((key) => key.trim().toLowerCase())
          .filter((key) => !stored.has(key))
        for (const row of inserted) delete row.merge_key__
        if (duplicates.length > 0) spec.afterDuplicates(core, c, duplicates)
      }
      spec.afterInsert?.(core, c, inserted)
      const headers: Record<string, string> = { 'Content-Range': prefer.get('count') === 'exact' ? `*/${inserted.length}` : '*/*' }
      if (!representation) return new Response(null, { status: 201, headers })
      headers['Preference-Applied'] = 'return=representation'
      const out = inserted.map((r) => present(r, returnColumns, accept.stripNulls))
      if (accept.kind === 'object') {
        if (out.length !== 1) {
          throw err(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${out.length} rows`)
        }
        return json(out[0], 201, { ...headers, 'Content-Type': 'application/vnd.pgrst.object+json; charset=utf-8' })
      }
      if (accept.kind === 'csv') {
        return new Response(toCsv(out, returnColumns), { status: 201, headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8' } })
      }
      return json(out, 201, { ...headers, 'Content-Type': 'application/json; charset=utf-8' })
    }),
  )

  function mergeClause(key: string, columns: string[]): string {
    const updates = columns.filter((col) => col !== key).map((col) => `${col} = excluded.${col}`)
    return updates.length ? ` on conflict (${key}) do update set ${updates.join(', ')}` : ' on conflict do nothing'
  }

  const read = route(async (c) => {
    const [table, spec] = tableOf(c)
    const role = await roleOf(c)
    if (role !== 'service_role') throw permissionDenied(role, table)
    const accept = parseAccept(c)
    const columns = selectColumns(c, table, spec, role)
    const where: string[] = []
    const params: unknown[] = []
    let order = 'created_at desc'
    let limit: number | null = null
    let offset = 0
    for (const [key, value] of new URL(c.req.url).searchParams) {
      if (key === 'select' || key === 'apikey') continue
      if (key === 'order') {
        const parts = value.split(',').map((p) => {
          const [col, dir] = p.split('.')
          if (!col || !spec.columns.has(col)) throw err(400, 'PGRST100', `"failed to parse order (${value})" (line 1, column 1)`)
          return `${col} ${dir === 'asc' ? 'asc' : 'desc'}`
        })
        order = parts.join(', ')
      } else if (key === 'limit' || key === 'offset') {
        if (!/^\d+$/.test(value)) throw err(400, 'PGRST100', `"failed to parse ${key} (${value})" (line 1, column 1)`)
        if (key === 'limit') limit = Number(value)
        else offset = Number(value)
      } else if (spec.columns.has(key)) {
        const m = /^(eq|neq|gt|gte|lt|lte|is)\.(.*)$/.exec(value)
        if (!m) throw err(400, 'PGRST100', `"failed to parse filter (${value})" (line 1, column 1)`)
        const op = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', is: 'is' }[m[1] as string] as string
        if (op === 'is') {
          if (m[2] === 'null') where.push(`${key} is null`)
          else if (m[2] === 'not.null') where.push(`${key} is not null`)
          else throw err(400, 'PGRST100', `"failed to parse filter (${value})" (line 1, column 1)`)
        } else {
          params.push(m[2])
          where.push(`${key} ${op} $${params.length}::${spec.columns.get(key)}`)
        }
      } else {
        throw err(400, '42703', `column ${table}.${key} does not exist`)
      }
    }
    const sql =
      `select ${columns.join(', ')} from public.${table}` +
      (where.length ? ` where ${where.join(' and ')}` : '') +
      ` order by ${order}` +
      (limit !== null ? ` limit ${limit}` : '') +
      (offset ? ` offset ${offset}` : '')
    let rows: Record<string, unknown>[]
    try {
      rows = await core.db().query(sql, params)
    } catch (e) {
      if (isPgError(e)) throw new RestError(fromPg(e, role))
      throw e
    }
    const out = rows.map((r) => present(r, columns, accept.stripNulls))
    const range = out.length ? `${offset}-${offset + out.length - 1}/*` : '*/*'
    if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers: { 'Content-Range': range } })
    if (accept.kind === 'csv') {
      return new Response(toCsv(out, columns), { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Range': range } })
    }
    if (accept.kind === 'object') {
      if (out.length !== 1) throw err(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${out.length} rows`)
      return json(out[0], 200, { 'Content-Range': range })
    }
    return json(out, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Range': range })
  })

  app.get('/:table', read)
  app.on('HEAD', '/:table', read)

  app.on(
    ['PATCH', 'PUT', 'DELETE'],
    '/:table',
    route(async (c) => {
      const [table] = tableOf(c)
      const role = await roleOf(c)
      throw permissionDenied(role === 'service_role' ? 'authenticated' : role, table)
    }),
  )

  app.all(
    '/rpc/:fn',
    route(async (c) => {
      await roleOf(c)
      const fn = c.req.param('fn') ?? ''
      throw err(404, 'PGRST202', `Could not find the function public.${fn} without parameters in the schema cache`)
    }),
  )

  app.all(
    '*',
    route(async () => {
      throw err(404, 'PGRST125', 'Invalid path specified in request URL')
    }),
  )

  return app
}
