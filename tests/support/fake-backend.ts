import { Hono } from 'hono'
import type { BackendLike } from '../../server/app.ts'

/** A backend with no routes, for tests of the HTTP shell alone. */
export function fakeBackend(): BackendLike {
  return { app: new Hono(), anonKey: 'test-anon-key', ready: async () => {}, healthy: async () => true, close: async () => {} }
}
