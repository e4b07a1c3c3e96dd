// The backend suite, driven through the official @supabase/supabase-js client, one flow per module of
// flows/. The same suite runs on PGlite and on PostgreSQL (pglite.test.ts, postgres.test.ts), on one harness:
// the flows run in this order, and the later ones read what the earlier ones stored (the operator command
// lists the contact messages, the last test the e-mails written).

import { describe, expect, it } from 'vitest'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { DbKind } from './helpers.ts'
import { backendSuite } from './flows/suite-context.ts'
import { serviceTests } from './flows/service.ts'
import { signUpAndSignInTests } from './flows/sign-up-and-sign-in.ts'
import { sessionTests } from './flows/sessions.ts'
import { accountChangeTests } from './flows/account-changes.ts'
import { recoveryTests } from './flows/recovery.ts'
import { mfaTests } from './flows/mfa.ts'
import { administrationTests } from './flows/administration.ts'
import { restTableTests } from './flows/rest-tables.ts'
import { newsletterTests } from './flows/newsletter.ts'
import { accountEndpointTests } from './flows/account-endpoints.ts'
import { operatorTests } from './flows/operator.ts'

/** A skipped suite is still defined, so that each of its tests is counted as not run. */
export function defineBackendSuite(kind: DbKind, { skip = false } = {}): void {
  describe.skipIf(skip)(`backend on ${kind}`, () => {
    const suite = backendSuite(kind)
    serviceTests(suite)
    signUpAndSignInTests(suite)
    sessionTests(suite)
    accountChangeTests(suite)
    recoveryTests(suite)
    mfaTests(suite)
    administrationTests(suite)
    restTableTests(suite)
    newsletterTests(suite)
    accountEndpointTests(suite)
    operatorTests(suite)

    it('writes e-mails as .eml files in the data directory when no SMTP server is configured', () => {
      const files = readdirSync(join(suite.h.dataDir, 'mail')).filter((file) => file.endsWith('.eml'))
      expect(files.length).toBeGreaterThan(0)
    })
  })
}
