// Keys: the asymmetric signing key for access tokens (ES256), the public
// anon and service-role keys (JWTs, like Supabase's), a secret for refresh
// tokens and a secret for encrypting TOTP secrets at rest. Generated on first
// start into `${dataDir}/keys.json` (mode 0600) unless given by configuration.

import { createHash, createHmac, createPrivateKey, createPublicKey, randomBytes, type KeyObject } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SignJWT, exportJWK, exportPKCS8, generateKeyPair, type JWK } from 'jose'

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

export async function loadKeys(options: {
  dataDir: string
  signingKeyPem?: string
  anonKey?: string
  serviceRoleKey?: string
  issuer: string
}): Promise<KeyMaterial> {
  const file = join(options.dataDir, 'keys.json')
  let stored: Partial<KeysFile> = {}
  if (existsSync(file)) {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<KeysFile>
  }
  let changed = false

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

  if (changed) {
    mkdirSync(options.dataDir, { recursive: true })
    const out: KeysFile = {
      version: 1,
      signingKeyPem: stored.signingKeyPem ?? pem,
      anonKey: stored.anonKey ?? anonKey,
      serviceRoleKey: stored.serviceRoleKey ?? serviceRoleKey,
      refreshSecret: stored.refreshSecret,
      encryptionKey: stored.encryptionKey,
    }
    writeFileSync(file, JSON.stringify(out, null, 2) + '\n', { mode: 0o600 })
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
