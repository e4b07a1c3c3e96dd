// What the /auth/v1 endpoint groups share: the client's description, the
// answers several of them give, the minimum answer time of the endpoints that
// take an e-mail address, and PKCE flow states.

import type { Context } from 'hono'
import { randomUUID } from 'node:crypto'
import type { Core } from '../core.ts'
import { ipOf } from '../core.ts'
import type { Queryable } from '../db.ts'
import { AuthError, badRequest, tooMany, unprocessable } from '../http.ts'
import { randomToken, sha256Hex } from '../crypto.ts'
import { handle } from './guard.ts'
import type { ClientInfo, Json } from './model.ts'

const MAX_METADATA_BYTES = 32 * 1024

export type Handler = (c: Context) => Promise<Response>

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
export const addressRoute = (core: Core, fn: Handler) =>
  handle(core, async (c) => {
    const started = performance.now()
    try {
      return await fn(c)
    } finally {
      const left = core.config.uniformResponseMs - (performance.now() - started)
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
    }
  })

// ---------------------------------------------------------------------------
// PKCE flow states

export async function createFlowState(q: Queryable, userId: string, challenge: string, method: string, authMethod: string): Promise<void> {
  // The auth code is stored hashed, and only handed out once the e-mail link is followed.
  await q.query(
    `insert into app_auth.flow_states (user_id, auth_code, code_challenge, code_challenge_method, authentication_method)
     values ($1, $2, $3, $4, $5)`,
    [userId, sha256Hex(randomToken(16)), challenge, method.toLowerCase(), authMethod],
  )
}

export async function issueAuthCode(q: Queryable, userId: string, authMethod: string): Promise<string> {
  const rows = await q.query<{ id: string }>(
    'select id from app_auth.flow_states where user_id = $1 and authentication_method = $2 order by created_at desc limit 1',
    [userId, authMethod],
  )
  const flow = rows[0]
  if (!flow) throw unprocessable('flow_state_not_found', 'No valid flow state found for user.')
  const code = randomUUID()
  await q.query('update app_auth.flow_states set auth_code = $2, auth_code_issued_at = now() where id = $1', [flow.id, sha256Hex(code)])
  return code
}
