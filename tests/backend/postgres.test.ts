import { defineBackendSuite } from './suite.ts'

if (!process.env.TEST_DATABASE_URL) console.log('PostgreSQL tests skipped: TEST_DATABASE_URL not set')

defineBackendSuite('postgres', { skip: !process.env.TEST_DATABASE_URL })
