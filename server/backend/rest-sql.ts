// The SQL /rest/v1 runs (rest.ts): one insert and one select statement, built from a table's declaration
// (rest-tables.ts) and a request already checked against it. Names come from the declaration only; every
// value is a parameter cast to its column's type.

import type { TableSpec } from './rest-tables.ts'

/** A cell the client did not send: the column's default, or null, as its Prefer header asks. */
export const MISSING = Symbol('missing')

export interface InsertRequest {
  table: string
  spec: TableSpec
  /** The columns the client sends, then those the table fills from the request (`supplied`). */
  columns: string[]
  /** One value per column the client sends, or MISSING, for each row. */
  rows: unknown[][]
  /** Columns the table fills from the request, with their one value for every row. */
  supplied: ReadonlyMap<string, string>
  /** What a missing cell becomes. */
  missing: 'default' | 'null'
  /** A row whose key is already stored: skipped, merged into the stored one, or an error. */
  conflict: 'ignore' | 'merge' | 'fail'
  /** The columns the statement returns, with the merge key as `merge_key__` when the caller needs it. */
  returning: string
  returnMergeKey: boolean
}

/** `insert into public.<table> (…) values (…), … [on conflict …] returning …`, with its parameters. */
export function insertStatement(insert: InsertRequest): { sql: string; params: unknown[] } {
  const { spec } = insert
  const params: unknown[] = []
  const parameter = (value: unknown, column: string) => {
    params.push(value)
    return `$${params.length}::${spec.columns.get(column)}`
  }
  const tuples = insert.rows.map((cells) => {
    const values = insert.columns.map((column, index) => {
      const cell = cells[index]
      if (cell === MISSING) return insert.missing
      return parameter(cell === null ? null : typeof cell === 'string' ? cell : JSON.stringify(cell), column)
    })
    for (const [column, value] of insert.supplied) values.push(parameter(value, column))
    return `(${values.join(', ')})`
  })
  const columns = [...insert.columns, ...insert.supplied.keys()]
  const conflict = insert.conflict === 'ignore' ? ' on conflict do nothing' : insert.conflict === 'merge' ? mergeClause(spec.mergeKey, columns) : ''
  const returning = insert.returnMergeKey ? `${insert.returning}, ${spec.mergeKey} as merge_key__` : insert.returning
  return { sql: `insert into public.${insert.table} (${columns.join(', ')}) values ${tuples.join(', ')}${conflict} returning ${returning}`, params }
}

function mergeClause(key: string, columns: string[]): string {
  const updates = columns.filter((column) => column !== key).map((column) => `${column} = excluded.${column}`)
  return updates.length ? ` on conflict (${key}) do update set ${updates.join(', ')}` : ' on conflict do nothing'
}

/** A filter of a read: a column compared with a value, or tested for null. */
export type ReadFilter = { column: string; operator: '=' | '<>' | '>' | '>=' | '<' | '<='; value: string } | { column: string; operator: 'is null' | 'is not null' }

export interface ReadRequest {
  table: string
  spec: TableSpec
  columns: string[]
  filters: ReadFilter[]
  /** `column asc|desc`, in order. */
  order: string[]
  limit: number | null
  offset: number
}

/** `select … from public.<table> [where …] order by … [limit …] [offset …]`, with its parameters. */
export function selectStatement(read: ReadRequest): { sql: string; params: unknown[] } {
  const params: unknown[] = []
  const conditions = read.filters.map((filter) => {
    if (!('value' in filter)) return `${filter.column} ${filter.operator}`
    params.push(filter.value)
    return `${filter.column} ${filter.operator} $${params.length}::${read.spec.columns.get(filter.column)}`
  })
  const sql =
    `select ${read.columns.join(', ')} from public.${read.table}` +
    (conditions.length ? ` where ${conditions.join(' and ')}` : '') +
    ` order by ${read.order.join(', ')}` +
    (read.limit !== null ? ` limit ${read.limit}` : '') +
    (read.offset ? ` offset ${read.offset}` : '')
  return { sql, params }
}
