// Keys: the asymmetric signing key for access tokens (ES256), the public
// anon and service-role keys (JWTs, like Supabase's), a secret for refresh
// tokens and a secret for encrypting TOTP secrets at rest. Generated on first
// start into `${dataDir}/keys.json` (mode 0600) unless given by configuration.
// On PostgreSQL they live in the database (app_auth.server_keys, one row), so
// that every server sharing the database uses the same keys; keys.json keeps a
// copy.

import { createHash, createHmac, createPrivateKey, createPublicKey, randomBytes, type KeyObject } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { SignJWT, exportJWK, exportPKCS8, generateKeyPair, type JWK } from 'jose'
import type { Queryable } from './db.ts'
import { writeFileDurably } from './host-sync.ts'

export interface KeyMaterial {
  kid: string
  privateKey: KeyObject
  publicKey: KeyObject
  publicJwk: JWK
  anonKey: string
  serviceRoleKey: string
  refreshSecret: Buffer
  encryptionKey: Buffer
}

interface KeysFile {
  version: 1
  signingKeyPem: string
  anonKey: string
  serviceRoleKey: string
  refreshSecret: string
  encryptionKey: string
}

const TEN_YEARS = 10 * 365 * 24 * 3600
const KEY_FIELDS = ['signingKeyPem', 'anonKey', 'serviceRoleKey', 'refreshSecret', 'encryptionKey'] as const

export async function loadKeys(options: {
  dataDir: string
  signingKeyPem?: string
  anonKey?: string
  serviceRoleKey?: string
  issuer: string
  /** PostgreSQL (migrations applied): the keys are shared through app_auth.server_keys */
  shared?: Queryable
}): Promise<KeyMaterial> {
  const file = join(options.dataDir, 'keys.json')
  let stored: Partial<KeysFile> = {}
  if (existsSync(file)) {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<KeysFile>
  }
  const sharedRow = options.shared ? await readSharedKeys(options.shared) : null
  // The database's keys win over a local file (a server joining others); without
  // a row, the local file's keys (an existing installation) or new ones are stored.
  let changed = false
  if (sharedRow) {
    changed = KEY_FIELDS.some((field) => sharedRow[field] !== stored[field])
    stored = { ...sharedRow }
  }

  let pem = options.signingKeyPem ?? stored.signingKeyPem
  if (!pem) {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true })
    pem = await exportPKCS8(privateKey)
    stored.signingKeyPem = pem
    changed = true
  }
  const privateKey = createPrivateKey(pem)
  const publicKey = createPublicKey(privateKey)
  const alg = algorithmFor(privateKey)
  const jwk = await exportJWK(publicKey)
  const kid = thumbprint(jwk)
  const publicJwk: JWK = { ...jwk, kid, alg, use: 'sig', key_ops: ['verify'] }

  if (!stored.refreshSecret) {
    stored.refreshSecret = randomBytes(32).toString('base64url')
    changed = true
  }
  if (!stored.encryptionKey) {
    stored.encryptionKey = randomBytes(32).toString('base64url')
    changed = true
  }

  const sign = (role: string) =>
    new SignJWT({ role })
      .setProtectedHeader({ alg, kid, typ: 'JWT' })
      .setIssuer('supabase')
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + TEN_YEARS)
      .sign(privateKey)

  let anonKey = options.anonKey ?? (stored.signingKeyPem === pem ? stored.anonKey : undefined)
  if (!anonKey) {
    anonKey = await sign('anon')
    if (!options.anonKey) {
      stored.anonKey = anonKey
      changed = true
    }
  }
  let serviceRoleKey = options.serviceRoleKey ?? (stored.signingKeyPem === pem ? stored.serviceRoleKey : undefined)
  if (!serviceRoleKey) {
    serviceRoleKey = await sign('service_role')
    if (!options.serviceRoleKey) {
      stored.serviceRoleKey = serviceRoleKey
      changed = true
    }
  }

  const material: KeysFile = {
    version: 1,
    signingKeyPem: stored.signingKeyPem ?? pem,
    anonKey: stored.anonKey ?? anonKey,
    serviceRoleKey: stored.serviceRoleKey ?? serviceRoleKey,
    refreshSecret: stored.refreshSecret,
    encryptionKey: stored.encryptionKey,
  }
  if (options.shared && !sharedRow) {
    // Several servers may start together on an empty database: the first row wins
    // and the others start over with it.
    const inserted = await options.shared.query(
      'insert into app_auth.server_keys (id, material) values (1, $1::jsonb) on conflict (id) do nothing returning id',
      [JSON.stringify(material)],
    )
    if (inserted.length === 0) return loadKeys(options)
  }
  if (changed) {
    mkdirSync(options.dataDir, { recursive: true })
    // Replaced whole and flushed: a crash while writing never leaves a file the next start cannot read.
    writeFileDurably(file, JSON.stringify(material, null, 2) + '\n')
  }

  return {
    kid,
    privateKey,
    publicKey,
    publicJwk,
    anonKey,
    serviceRoleKey,
    refreshSecret: Buffer.from(stored.refreshSecret, 'base64url'),
    encryptionKey: Buffer.from(stored.encryptionKey, 'base64url'),
  }
}

async function readSharedKeys(db: Queryable): Promise<KeysFile | null> {
  const rows = await db.query<{ material: KeysFile | string }>('select material from app_auth.server_keys where id = 1')
  const material = rows[0]?.material
  if (material === undefined) return null
  return typeof material === 'string' ? (JSON.parse(material) as KeysFile) : material
}

/** The client (getClaims) verifies ES256 and RS256 only. */
export function algorithmFor(key: KeyObject): 'ES256' | 'RS256' {
  switch (key.asymmetricKeyType) {
    case 'ec':
      if (key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
        throw new Error('backend: an EC signing key must use the P-256 curve (ES256)')
      }
      return 'ES256'
    case 'rsa':
      return 'RS256'
    default:
      throw new Error(`backend: unsupported signing key type ${String(key.asymmetricKeyType)}`)
  }
}

/** RFC 7638 JWK thumbprint, used as the key id. */
function thumbprint(jwk: JWK): string {
  let members: Record<string, unknown>
  if (jwk.kty === 'EC') members = { crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y }
  else members = { e: jwk.e, kty: jwk.kty, n: jwk.n }
  return createHash('sha256').update(JSON.stringify(members)).digest('base64url')
}

export function hmac(secret: Buffer, value: string): Buffer {
  return createHmac('sha256', secret).update(value).digest()
}
