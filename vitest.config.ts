import { defineConfig } from 'vitest/config'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'

export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  test: {
    include: ['tests/{unit,integration,backend,security,durability}/**/*.test.{ts,tsx}', '{app,content,server,db,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One test file per core. Vitest's default leaves one core free, which on a 2-core CI machine runs the
    // files one at a time, while many of them mostly wait for a database or a server they started. Each file
    // uses its own databases and ports. On 2 cores: 520 -> 296 s for the same 877 tests.
    maxWorkers: availableParallelism(),
    globalSetup: ['tests/support/compile-messages.ts'],
  },
})
