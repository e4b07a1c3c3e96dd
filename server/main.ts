/** Starts the site: validated configuration, backend, app server. */
import './production-mode.ts'
import { join } from 'node:path'
import { createServerApp } from './app.ts'
import { socketFront } from './socket-front.ts'
import { createHttpServer } from './connection-limits.ts'
import { createBackend, type RateLimits } from './backend/index.ts'
import { scaledRateLimits } from './backend/config.ts'
import { EnvError, loadEnv, type ServerEnv } from './env.ts'

let env
try {
  env = loadEnv()
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}

/** The backend's limits: the defaults scaled by RATE_LIMIT_SCALE, the service's e-mail budget as configured. */
function rateLimits(env: ServerEnv): RateLimits {
  const limits = scaledRateLimits(env.rateLimitScale)
  return env.emailRateLimitPerHour === undefined ? limits : { ...limits, emailSent: { max: env.emailRateLimitPerHour, windowSeconds: 3600 } }
}

const started = performance.now()
const backend = await createBackend({
  dataDir: env.dataDir,
  databaseUrl: env.databaseUrl,
  siteUrl: env.siteUrl,
  smtpUrl: env.smtpUrl,
  autoconfirm: env.autoconfirm,
  disableSignup: env.disableSignup,
  securePasswordChange: env.securePasswordChange,
  rateLimits: rateLimits(env),
  trustProxy: env.trustProxy,
})
const { listener, storedAnswer, ready, prerenderedCount } = await createServerApp({
  env,
  backend,
  buildDir: join(import.meta.dirname, '..', 'build'),
  ...(env.renderCache ? {} : { renderCache: { maxEntries: 0, maxBytes: 0 }, listCache: { maxEntries: 0, maxBytes: 0 } }),
})

// Node's HTTP server reads every request the socket front does not answer from memory (server/socket-front.ts);
// without the front (SOCKET_FRONT=off, for measuring it), it listens itself.
const http = createHttpServer(listener, env.connectionLimits)
const front = env.socketFront ? socketFront(http, storedAnswer, env.connectionLimits) : undefined
const server = front ?? http
server.listen(env.port, env.host, () => {
  const address = server.address()
  const where = typeof address === 'object' && address ? `${address.address}:${address.port}` : String(address)
  console.log(`Startups en Israël listening on http://${where} (site ${env.siteUrl}, ${prerenderedCount} prerendered pages, ${env.databaseUrl ? 'PostgreSQL' : 'embedded PGlite'})`)
})
await ready()
console.log(`Ready in ${Math.round(performance.now() - started)} ms`)

let stopping = false
async function stop(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`${signal} received, shutting down`)
  server.close()
  front?.closeIdle()
  http.closeIdleConnections()
  await backend.close()
  process.exit(0)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
