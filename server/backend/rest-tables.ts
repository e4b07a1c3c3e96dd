// The tables /rest/v1 exposes: their columns, what each role may write and
// read, and the hooks through which a table adds its own behaviour to the
// generic PostgREST layer (rest.ts).

import type { Context } from 'hono'
import type { Core } from './core.ts'
import { ipOf } from './core.ts'
import { langFromAcceptLanguage } from './mailer.ts'
import { resendNewsletterConfirmation, sendNewsletterConfirmation } from './newsletter.ts'
import type { SubscriberRow } from './newsletter-model.ts'

type Row = Record<string, unknown>

export interface TableSpec {
  /** column name → SQL type; a Map, so that a name from the request never finds an inherited property */
  columns: ReadonlyMap<string, string>
  /** columns anon and authenticated may insert */
  insertable: string[]
  /** columns never shown to anon and authenticated */
  hidden: string[]
  /** text columns the forms trim (specification section 5: stored values are trimmed) */
  trimmed: string[]
  /** text columns holding an e-mail address, held to the forms' e-mail rule */
  emails: string[]
  /** the unique column an upsert (Prefer: resolution=merge-duplicates) merges on */
  mergeKey: string
  /** columns the server fills from the request when the client does not send them */
  fromRequest?: ReadonlyMap<string, (c: Context) => string>
  /** whether the database will discard this row without an error (the form checks must then accept it as the database does) */
  discards?: (row: Row) => boolean
  /** runs after an insert with the inserted rows, every column included */
  afterInsert?: (core: Core, c: Context, rows: Row[]) => void
  /**
   * A row whose `mergeKey` is already stored is not inserted and the insert still answers 201, as for a new
   * one: the answer tells nobody that an address is known. `afterDuplicates` gets the keys of such rows.
   */
  duplicatesAnsweredAsNew?: boolean
  afterDuplicates?: (core: Core, c: Context, keys: string[]) => void
}

type TableDefinition = Omit<TableSpec, 'columns'> & { columns: Record<string, string> }

const contactMessages: TableDefinition = {
  columns: {
    id: 'uuid',
    first_name: 'text',
    last_name: 'text',
    email: 'text',
    subject: 'text',
    message: 'text',
    // The form's honeypot (db/migrations/0004_contact_honeypot.sql): a row with a
    // non-empty value is discarded by a trigger, an empty one is stored as NULL.
    website: 'text',
    created_at: 'timestamptz',
  },
  insertable: ['first_name', 'last_name', 'email', 'subject', 'message', 'website'],
  hidden: [],
  trimmed: ['first_name', 'last_name', 'email', 'subject', 'message'],
  emails: ['email'],
  mergeKey: 'id',
  /** The honeypot trigger's test: the website is not blank (PostgreSQL's btrim strips spaces only). */
  discards: (row) => {
    const website = row.website
    if (website === undefined || website === null) return false
    return (typeof website === 'string' ? website : JSON.stringify(website)).replace(/^ +| +$/g, '') !== ''
  },
}

const newsletterSubscribers: TableDefinition = {
  columns: {
    id: 'uuid',
    email: 'text',
    first_name: 'text',
    confirmation_token: 'uuid',
    unsubscribe_token: 'uuid',
    lang: 'text',
    confirmed_at: 'timestamptz',
    unsubscribed_at: 'timestamptz',
    created_at: 'timestamptz',
  },
  insertable: ['email', 'first_name', 'confirmation_token'],
  hidden: ['confirmation_token', 'unsubscribe_token'],
  trimmed: ['email', 'first_name'],
  emails: ['email'],
  mergeKey: 'email',
  // The confirmation e-mail is written in the language the browser asked for.
  fromRequest: new Map([['lang', (c: Context) => langFromAcceptLanguage(c.req.header('accept-language'))]]),
  afterInsert: (core, c, rows) => {
    for (const row of rows) void sendNewsletterConfirmation(core, row as unknown as SubscriberRow, ipOf(core, c))
  },
  duplicatesAnsweredAsNew: true,
  // A subscription still waiting for its confirmation gets it again (within the e-mail budget), after the answer.
  afterDuplicates: (core, c, emails) => {
    for (const email of emails) void resendNewsletterConfirmation(core, email, ipOf(core, c))
  },
}

/** The exposed tables by name: a Map, so that `/rest/v1/constructor` finds no table. */
export const TABLES: ReadonlyMap<string, TableSpec> = new Map(
  Object.entries({ contact_messages: contactMessages, newsletter_subscribers: newsletterSubscribers }).map(([name, spec]) => [
    name,
    { ...spec, columns: new Map(Object.entries(spec.columns)) },
  ]),
)
