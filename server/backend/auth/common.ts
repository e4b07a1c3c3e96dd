// What the /auth/v1 endpoint groups share: the client's description, the
// answers several of them give, and the minimum answer time of the endpoints
// that take an e-mail address.

import type { Context } from 'hono'
import type { Core } from '../core.ts'
import { ipOf } from '../core.ts'
import { AuthError, badRequest, tooMany } from '../http.ts'
import { handle, type Endpoint } from './guard.ts'
import type { Json } from './model.ts'
import type { ClientInfo } from './session-model.ts'

const MAX_METADATA_BYTES = 32 * 1024

export const tooManyRequests = () => tooMany('over_request_rate_limit', 'Request rate limit reached')

export function clientInfo(core: Core, c: Context): ClientInfo {
  return { ip: ipOf(core, c), userAgent: c.req.header('user-agent') ?? null }
}

export function checkMetadataSize(data: Json | null): void {
  if (data && Buffer.byteLength(JSON.stringify(data)) > MAX_METADATA_BYTES) {
    throw badRequest('validation_failed', `User metadata is too large (max ${MAX_METADATA_BYTES} bytes)`)
  }
}

export function phoneDisabled(message: string, status = 400): AuthError {
  return new AuthError(status, 'phone_provider_disabled', message)
}

/**
 * The endpoints that take an e-mail address answer no sooner than `uniformResponseMs` after the
 * request arrived, whatever the address and the outcome, so that time does not tell whether the
 * address has an account.
 */
export const addressRoute = (core: Core, fn: Endpoint) =>
  handle(core, async (c) => {
    const started = performance.now()
    try {
      return await fn(core, c)
    } finally {
      const left = core.config.uniformResponseMs - (performance.now() - started)
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
    }
  })
