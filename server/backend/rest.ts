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
import { insertStatement, MISSING, selectStatement, type ReadFilter } from './rest-sql.ts'
import { findUserSession } from './auth/session-model.ts'

type Role = 'anon' | 'authenticated' | 'service_role'

interface PgrstError {
  status: number
  code: string
  message: string
  details?: string | null
  hint?: string | null
}

class RestError extends Error {
  readonly answer: PgrstError
  constructor(answer: PgrstError) {
    super(answer.message)
    this.answer = answer
  }
}

const err = (status: number, code: string, message: string, details: string | null = null, hint: string | null = null) =>
  new RestError({ status, code, message, details, hint })

function respond(error: PgrstError, extra: Record<string, string> = {}): Response {
  return json({ code: error.code, details: error.details ?? null, hint: error.hint ?? null, message: error.message }, error.status, {
    'Content-Type': 'application/json; charset=utf-8',
    ...extra,
  })
}

const permissionDenied = (role: Role, table: string) =>
  err(role === 'anon' ? 401 : 403, '42501', `permission denied for table ${table}`)

/** PostgREST's mapping of PostgreSQL errors to HTTP statuses. */
function fromPg(error: { code: string; message: string; detail?: string; hint?: string }, role: Role): PgrstError {
  let status = 400
  if (error.code === '23505' || error.code === '23503') status = 409
  else if (error.code === '42501') status = role === 'anon' ? 401 : 403
  else if (error.code === '42P01' || error.code === '42883') status = 404
  else if (/^(08|53|57|58|XX)/.test(error.code)) status = 503
  return { status, code: error.code, message: error.message, details: error.detail ?? null, hint: error.hint ?? null }
}

/** The database is unavailable (connection, resources, shutdown, internal error): a 500, not the client's fault. */
const unavailable = /^(08|53|57|58|XX)/

function parsePrefer(c: Context): Map<string, string> {
  const preferences = new Map<string, string>()
  for (const preference of c.req.raw.headers.get('prefer')?.split(',') ?? []) {
    const [name, value] = preference.trim().split('=')
    if (name) preferences.set(name.trim().toLowerCase(), (value ?? '').trim().toLowerCase())
  }
  return preferences
}

type Accept = { kind: 'array' | 'object' | 'csv'; stripNulls: boolean }

function parseAccept(c: Context): Accept {
  const header = c.req.header('accept')
  if (!header) return { kind: 'array', stripNulls: false }
  for (const part of header.split(',')) {
    const [type, ...params] = part.trim().toLowerCase().split(';').map((piece) => piece.trim())
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
    .map((column) => column.trim().replace(/^"(.*)"$/, '$1'))
    .filter((column) => column !== '')
}

/** CSV (RFC 4180). spreadsheetSafe: a cell that a spreadsheet would run as a formula gets a leading apostrophe. */
export function toCsv(rows: Record<string, unknown>[], columns: string[], spreadsheetSafe = false): string {
  const cell = (value: unknown) => {
    if (value === null || value === undefined) return ''
    let text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value)
    if (spreadsheetSafe && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
  }
  return [columns.join(','), ...rows.map((row) => columns.map((column) => cell(row[column])).join(','))].join('\n') + '\n'
}

function present(row: Record<string, unknown>, columns: string[], stripNulls: boolean): Record<string, unknown> {
  const shown: Record<string, unknown> = {}
  for (const column of columns) {
    let value = row[column]
    if (value instanceof Date) value = value.toISOString()
    if (stripNulls && value === null) continue
    shown[column] = value ?? null
  }
  return shown
}

/** The request's role: from its API key, or from a user's or a key's JWT. */
async function roleOf(core: Core, c: Context): Promise<Role> {
  const token = bearer(c) ?? c.req.header('apikey') ?? ''
  if (safeEqual(token, core.keys.anonKey)) return 'anon'
  if (safeEqual(token, core.keys.serviceRoleKey)) return 'service_role'
  let claims: AccessClaims
  try {
    claims = await verifyJwt(core, token, 'any')
  } catch (error) {
    const expired = error instanceof Error && error.message.includes('expired')
    throw expired ? err(401, 'PGRST303', 'JWT expired') : err(401, 'PGRST301', 'No suitable key or wrong key type')
  }
  if (claims.role === 'authenticated') await requireLiveSession(core, claims)
  if (claims.role === 'anon' || claims.role === 'authenticated' || claims.role === 'service_role') return claims.role
  throw err(400, '22023', `role "${String(claims.role)}" does not exist`)
}

/**
 * A user's access token counts only while its session exists, as on
 * /auth/v1: a signed-out session's or a deleted account's token is refused.
 * (PostgREST itself checks only the signature and the expiry.)
 */
async function requireLiveSession(core: Core, claims: AccessClaims): Promise<void> {
  const gone = (details: string) => err(401, 'PGRST303', 'JWT claims validation failed', details)
  if (!isUuid(claims.sub) || !isUuid(claims.session_id)) throw gone('The token names no user session')
  if (!(await findUserSession(core.db(), claims.session_id, claims.sub))) throw gone('Session from session_id claim in JWT does not exist')
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
  return [...spec.columns.keys()].filter((column) => role === 'service_role' || !spec.hidden.includes(column))
}

/** The columns `?select=` asks for (all it may see by default). */
function selectColumns(c: Context, table: string, spec: TableSpec, role: Role): string[] {
  const visible = visibleColumns(spec, role)
  const select = c.req.query('select')
  if (!select || select.trim() === '*') return visible
  const columns: string[] = []
  for (const column of parseColumnList(select)) {
    if (column === '*') columns.push(...visible)
    else if (!spec.columns.has(column)) throw err(400, '42703', `column ${table}.${column} does not exist`)
    else if (!visible.includes(column)) throw permissionDenied(role, table)
    else columns.push(column)
  }
  return columns
}

/** An insert's rows: the body's JSON object, or its array of objects. */
async function bodyRows(core: Core, c: Context): Promise<Record<string, unknown>[]> {
  const raw = await readBody(c, core.config.bodyLimitBytes)
  let payload: unknown
  try {
    payload = parseJson(raw)
  } catch {
    throw err(400, 'PGRST102', 'Empty or invalid json')
  }
  const rows = Array.isArray(payload) ? payload : [payload]
  if (!rows.every((row) => row !== null && typeof row === 'object' && !Array.isArray(row))) throw err(400, 'PGRST102', 'Empty or invalid json')
  return rows as Record<string, unknown>[]
}

/**
 * A row's cells for the client's columns: trimmed as the forms trim (JavaScript's trim: every kind of
 * whitespace, where the database's strips only spaces), and held to the forms' e-mail rule ("no spaces": any
 * whitespace, as JavaScript's \s, which the database's [[:space:]] only applies to ASCII), answered as the
 * database's CHECK failure. A row the table discards (a trigger that runs before the checks) is answered 201,
 * so it is not refused here.
 */
function formCells(table: string, spec: TableSpec, row: Record<string, unknown>, columns: string[]): unknown[] {
  return columns.map((column) => {
    if (!Object.prototype.hasOwnProperty.call(row, column)) return MISSING
    const value = row[column]
    const cell = typeof value === 'string' && spec.trimmed.includes(column) ? value.trim() : value
    if (spec.emails.includes(column) && typeof cell === 'string' && !isFormEmail(cell.toLowerCase()) && !spec.discards?.(row)) {
      throw err(400, '23514', `new row for relation "${table}" violates check constraint "${table}_${column}_check"`)
    }
    return cell
  })
}

/** Runs a statement; the database's refusals of the request's data are answered as PostgREST answers them. */
async function run(core: Core, role: Role, statement: { sql: string; params: unknown[] }, refusals: 'all' | 'but unavailable'): Promise<Record<string, unknown>[]> {
  try {
    return await core.db().query(statement.sql, statement.params)
  } catch (error) {
    if (isPgError(error) && (refusals === 'all' || !unavailable.test(error.code))) throw new RestError(fromPg(error, role))
    throw error
  }
}

/** The rows of an insert the table's merge key found stored already, told to the table (they were not inserted). */
function reportDuplicates(core: Core, c: Context, spec: TableSpec, rows: Record<string, unknown>[], inserted: Record<string, unknown>[]): void {
  const stored = new Set(inserted.map((row) => row.merge_key__))
  const duplicates = [...new Set(rows.map((row) => row[spec.mergeKey]).filter((key): key is string => typeof key === 'string'))]
    .map((key) => key.trim().toLowerCase())
    .filter((key) => !stored.has(key))
  for (const row of inserted) delete row.merge_key__
  if (duplicates.length > 0) spec.afterDuplicates?.(core, c, duplicates)
}

/** A 201 with the inserted rows when the client asked for them (Prefer: return=representation), in its format. */
function insertAnswer(inserted: Record<string, unknown>[], returnColumns: string[] | null, accept: Accept, countExact: boolean): Response {
  const headers: Record<string, string> = { 'Content-Range': countExact ? `*/${inserted.length}` : '*/*' }
  if (returnColumns === null) return new Response(null, { status: 201, headers })
  headers['Preference-Applied'] = 'return=representation'
  const shown = inserted.map((row) => present(row, returnColumns, accept.stripNulls))
  if (accept.kind === 'object') {
    if (shown.length !== 1) throw err(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${shown.length} rows`)
    return json(shown[0], 201, { ...headers, 'Content-Type': 'application/vnd.pgrst.object+json; charset=utf-8' })
  }
  if (accept.kind === 'csv') {
    return new Response(toCsv(shown, returnColumns), { status: 201, headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8' } })
  }
  return json(shown, 201, { ...headers, 'Content-Type': 'application/json; charset=utf-8' })
}

/** POST /rest/v1/<table>: the form columns a role may insert, within the client's insert budget. */
async function insertRows(core: Core, c: Context): Promise<Response> {
  const [table, spec] = tableOf(c)
  const role = await roleOf(core, c)
  const contentType = (c.req.header('content-type') ?? 'application/json').split(';')[0]?.trim().toLowerCase() ?? ''
  if (contentType !== 'application/json' && contentType !== '') throw err(415, 'PGRST102', `Content-Type not acceptable: ${contentType}`)
  const accept = parseAccept(c)
  const prefer = parsePrefer(c)
  const rows = await bodyRows(core, c)
  const columnsParam = c.req.query('columns')
  const columns = columnsParam ? parseColumnList(columnsParam) : Object.keys(rows[0] ?? {})
  for (const column of columns) {
    if (!spec.columns.has(column)) throw err(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`)
  }
  if (role !== 'service_role' && columns.some((column) => !spec.insertable.includes(column))) throw permissionDenied(role, table)
  const resolution = prefer.get('resolution')
  if (resolution === 'merge-duplicates' && role !== 'service_role') throw permissionDenied(role, table)
  const returnColumns = prefer.get('return') === 'representation' ? selectColumns(c, table, spec, role) : null
  // Each row counts against the client's insert budget.
  if (!(await allow(core, c, `rest:${table}`, core.config.rateLimits.restInsert, Math.max(1, rows.length)))) {
    throw err(429, 'over_request_rate_limit', 'Request rate limit reached')
  }
  if (rows.length === 0) return returnColumns ? json([], 201, { 'Content-Range': '*/*' }) : new Response(null, { status: 201, headers: { 'Content-Range': '*/*' } })
  // The columns the table fills from the request where the client sent none: one value for every row.
  const supplied = new Map<string, string>()
  for (const [column, value] of spec.fromRequest ?? []) if (!columns.includes(column)) supplied.set(column, value(c))
  const ignoresDuplicates = resolution === 'ignore-duplicates' || (spec.duplicatesAnsweredAsNew === true && resolution !== 'merge-duplicates')
  const statement = insertStatement({
    table,
    spec,
    columns,
    rows: rows.map((row) => formCells(table, spec, row, columns)),
    supplied,
    missing: prefer.get('missing') === 'default' ? 'default' : 'null',
    conflict: ignoresDuplicates ? 'ignore' : resolution === 'merge-duplicates' ? 'merge' : 'fail',
    returning: spec.afterInsert ? '*' : returnColumns?.length ? returnColumns.join(', ') : 'id',
    returnMergeKey: spec.afterDuplicates !== undefined,
  })
  const inserted = await run(core, role, statement, 'but unavailable')
  if (spec.afterDuplicates && ignoresDuplicates) reportDuplicates(core, c, spec, rows, inserted)
  spec.afterInsert?.(core, c, inserted)
  return insertAnswer(inserted, returnColumns, accept, prefer.get('count') === 'exact')
}

const FILTER_OPERATORS: ReadonlyMap<string, '=' | '<>' | '>' | '>=' | '<' | '<='> = new Map([
  ['eq', '='],
  ['neq', '<>'],
  ['gt', '>'],
  ['gte', '>='],
  ['lt', '<'],
  ['lte', '<='],
])

/** A read's query: PostgREST's filters (eq, neq, gt, gte, lt, lte, is), order, limit and offset. */
function readQuery(c: Context, table: string, spec: TableSpec) {
  const filters: ReadFilter[] = []
  let order = ['created_at desc']
  let limit: number | null = null
  let offset = 0
  const refused = (what: string, value: string) => err(400, 'PGRST100', `"failed to parse ${what} (${value})" (line 1, column 1)`)
  for (const [key, value] of new URL(c.req.url).searchParams) {
    if (key === 'select' || key === 'apikey') continue
    if (key === 'order') {
      order = value.split(',').map((part) => {
        const [column, direction] = part.split('.')
        if (!column || !spec.columns.has(column)) throw refused('order', value)
        return `${column} ${direction === 'asc' ? 'asc' : 'desc'}`
      })
    } else if (key === 'limit' || key === 'offset') {
      if (!/^\d+$/.test(value)) throw refused(key, value)
      if (key === 'limit') limit = Number(value)
      else offset = Number(value)
    } else if (spec.columns.has(key)) {
      const match = /^(eq|neq|gt|gte|lt|lte|is)\.(.*)$/.exec(value)
      if (!match) throw refused('filter', value)
      const operator = FILTER_OPERATORS.get(match[1] as string)
      if (operator) filters.push({ column: key, operator, value: match[2] as string })
      else if (match[2] === 'null') filters.push({ column: key, operator: 'is null' })
      else if (match[2] === 'not.null') filters.push({ column: key, operator: 'is not null' })
      else throw refused('filter', value)
    } else {
      throw err(400, '42703', `column ${table}.${key} does not exist`)
    }
  }
  return { filters, order, limit, offset }
}

/** GET and HEAD /rest/v1/<table>: the service role only (the operator command), newest first by default. */
async function readRows(core: Core, c: Context): Promise<Response> {
  const [table, spec] = tableOf(c)
  const role = await roleOf(core, c)
  if (role !== 'service_role') throw permissionDenied(role, table)
  const accept = parseAccept(c)
  const columns = selectColumns(c, table, spec, role)
  const query = readQuery(c, table, spec)
  const rows = await run(core, role, selectStatement({ table, spec, columns, ...query }), 'all')
  const shown = rows.map((row) => present(row, columns, accept.stripNulls))
  const range = shown.length ? `${query.offset}-${query.offset + shown.length - 1}/*` : '*/*'
  if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers: { 'Content-Range': range } })
  if (accept.kind === 'csv') {
    return new Response(toCsv(shown, columns), { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Range': range } })
  }
  if (accept.kind === 'object') {
    if (shown.length !== 1) throw err(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${shown.length} rows`)
    return json(shown[0], 200, { 'Content-Range': range })
  }
  return json(shown, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Range': range })
}

/** PATCH, PUT, DELETE: no role may change or remove a row. */
async function refuseChange(core: Core, c: Context): Promise<Response> {
  const [table] = tableOf(c)
  const role = await roleOf(core, c)
  throw permissionDenied(role === 'service_role' ? 'authenticated' : role, table)
}

/** /rpc/<function>: there are none. */
async function unknownFunction(core: Core, c: Context): Promise<Response> {
  await roleOf(core, c)
  throw err(404, 'PGRST202', `Could not find the function public.${c.req.param('fn') ?? ''} without parameters in the schema cache`)
}

export function restRoutes(core: Core): Hono {
  const app = new Hono()
  // The gateway's API key check, then the endpoint; failures answered in PostgREST's shape.
  const route = (handler: (core: Core, c: Context) => Promise<Response>) => async (c: Context) => {
    try {
      return checkApiKey(core, c) ?? (await handler(core, c))
    } catch (error) {
      if (error instanceof RestError) return respond(error.answer)
      if (error instanceof BodyTooLarge) return respond({ status: 413, code: 'PGRST413', message: error.message })
      core.log(`backend: unexpected error on ${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
      return respond({ status: 500, code: 'PGRST000', message: 'Unexpected failure, please check server logs for more information' })
    }
  }
  app.post('/:table', route(insertRows))
  app.get('/:table', route(readRows))
  app.on('HEAD', '/:table', route(readRows))
  app.on(['PATCH', 'PUT', 'DELETE'], '/:table', route(refuseChange))
  app.all('/rpc/:fn', route(unknownFunction))
  app.all(
    '*',
    route(async () => {
      throw err(404, 'PGRST125', 'Invalid path specified in request URL')
    }),
  )
  return app
}
