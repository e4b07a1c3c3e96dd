import { describe, it } from 'vitest'
import { defineBackendSuite } from './suite.ts'

if (process.env.TEST_DATABASE_URL) {
  defineBackendSuite('postgres')
} else {
  console.log('PostgreSQL tests skipped: TEST_DATABASE_URL not set')
  describe.skip('backend on postgres (PostgreSQL tests skipped: TEST_DATABASE_URL not set)', () => {
    it('needs TEST_DATABASE_URL', () => {})
  })
}
