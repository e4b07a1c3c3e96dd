// Hashing, constant-time comparison, random tokens and secret encryption.

import {
  argon2,
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto'

export interface Argon2Params {
  /** memory in KiB */
  memory: number
  passes: number
  parallelism: number
}

/** OWASP's recommended argon2id configuration: m=19 MiB, t=2, p=1. */
export const OWASP_ARGON2: Argon2Params = { memory: 19456, passes: 2, parallelism: 1 }

const TAG_LENGTH = 32

function argon2Async(message: string, nonce: Buffer, p: Argon2Params): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2(
      'argon2id',
      { message, nonce, parallelism: p.parallelism, tagLength: TAG_LENGTH, memory: p.memory, passes: p.passes },
      (err, key) => (err ? reject(err) : resolve(key)),
    )
  })
}

const b64 = (b: Buffer) => b.toString('base64').replace(/=+$/, '')

/** Hashes a password into a PHC string: $argon2id$v=19$m=..,t=..,p=..$salt$hash */
export async function hashPassword(password: string, p: Argon2Params): Promise<string> {
  const salt = randomBytes(16)
  const hash = await argon2Async(password, salt, p)
  return `$argon2id$v=19$m=${p.memory},t=${p.passes},p=${p.parallelism}$${b64(salt)}$${b64(hash)}`
}

/** Verifies a password against a PHC argon2id string, in constant time. Unknown formats never match. */
export async function verifyPassword(password: string, phc: string | null | undefined, fallback: Argon2Params): Promise<boolean> {
  const m = phc ? /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(phc) : null
  if (!m) {
    // Spend the same time as a real check so that timing does not tell whether the account exists.
    await argon2Async(password, randomBytes(16), fallback)
    return false
  }
  const params: Argon2Params = { memory: Number(m[1]), passes: Number(m[2]), parallelism: Number(m[3]) }
  const salt = Buffer.from(m[4] as string, 'base64')
  const expected = Buffer.from(m[5] as string, 'base64')
  const actual = await argon2Async(password, salt, params)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

/** Constant-time string comparison (compares SHA-256 digests, so lengths may differ). */
export function safeEqual(a: string, b: string): boolean {
  const da = createHash('sha256').update(a).digest()
  const db = createHash('sha256').update(b).digest()
  return timingSafeEqual(da, db) && a.length === b.length
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

export function randomOtp(length = 6): string {
  let s = ''
  for (let i = 0; i < length; i++) s += String(randomInt(10))
  return s
}

/** AES-256-GCM, output "v1:<iv>:<tag>:<ciphertext>" in base64url, bound to an associated id. */
export function encryptSecret(key: Buffer, plaintext: string, aad: string): string {
  const iv = randomBytes(12)
  const c = createCipheriv('aes-256-gcm', key, iv)
  c.setAAD(Buffer.from(aad))
  const ct = Buffer.concat([c.update(plaintext, 'utf8'), c.final()])
  return ['v1', iv.toString('base64url'), c.getAuthTag().toString('base64url'), ct.toString('base64url')].join(':')
}

export function decryptSecret(key: Buffer, stored: string, aad: string): string {
  const [v, iv, tag, ct] = stored.split(':')
  if (v !== 'v1' || !iv || !tag || ct === undefined) throw new Error('bad encrypted secret')
  const d = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
  d.setAAD(Buffer.from(aad))
  d.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([d.update(Buffer.from(ct, 'base64url')), d.final()]).toString('utf8')
}
