import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { serveScript } from './serve-command.ts'

describe('the production start command', () => {
  test('`npm run serve` runs the command the bench, Lighthouse and the end-to-end server start', () => {
    const packageJson = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    expect(packageJson.scripts.serve).toBe(serveScript)
    expect(packageJson.scripts.start).toBe('npm run build && npm run serve')
  })
})
