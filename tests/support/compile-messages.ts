import { execFileSync } from 'node:child_process'

/**
 * Vitest's global setup: the tests import app/paraglide/, which is generated,
 * so `npx vitest run` on a fresh clone compiles it first.
 */
export default function setup() {
  execFileSync(process.execPath, ['scripts/compile-messages.ts'], { stdio: 'inherit' })
}
