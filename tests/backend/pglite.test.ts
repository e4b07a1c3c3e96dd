import { defineBackendSuite } from './suite.ts'

defineBackendSuite('pglite')
