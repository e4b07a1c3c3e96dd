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

function argon2Async(message: string, nonce: Buffer, cost: Argon2Params): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2(
      'argon2id',
      { message, nonce, parallelism: cost.parallelism, tagLength: TAG_LENGTH, memory: cost.memory, passes: cost.passes },
      (error, key) => (error ? reject(error) : resolve(key)),
    )
  })
}

/** Base64 without padding, as PHC strings write it. */
const unpaddedBase64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '')

/** Hashes a password into a PHC string: $argon2id$v=19$m=..,t=..,p=..$salt$hash */
export async function hashPassword(password: string, cost: Argon2Params): Promise<string> {
  const salt = randomBytes(16)
  const hash = await argon2Async(password, salt, cost)
  return `$argon2id$v=19$m=${cost.memory},t=${cost.passes},p=${cost.parallelism}$${unpaddedBase64(salt)}$${unpaddedBase64(hash)}`
}

/** Verifies a password against a PHC argon2id string, in constant time. Unknown formats never match. */
export async function verifyPassword(password: string, phc: string | null | undefined, fallback: Argon2Params): Promise<boolean> {
  const parts = phc ? /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(phc) : null
  if (!parts) {
    // Spend the same time as a real check so that timing does not tell whether the account exists.
    await argon2Async(password, randomBytes(16), fallback)
    return false
  }
  const cost: Argon2Params = { memory: Number(parts[1]), passes: Number(parts[2]), parallelism: Number(parts[3]) }
  const salt = Buffer.from(parts[4] as string, 'base64')
  const expected = Buffer.from(parts[5] as string, 'base64')
  const actual = await argon2Async(password, salt, cost)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

/** Constant-time string comparison (compares SHA-256 digests, so lengths may differ). */
export function safeEqual(a: string, b: string): boolean {
  const digestA = createHash('sha256').update(a).digest()
  const digestB = createHash('sha256').update(b).digest()
  return timingSafeEqual(digestA, digestB) && a.length === b.length
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

export function randomOtp(length = 6): string {
  let digits = ''
  for (let index = 0; index < length; index++) digits += String(randomInt(10))
  return digits
}

/** AES-256-GCM, output "v1:<iv>:<tag>:<ciphertext>" in base64url, bound to an associated id. */
export function encryptSecret(key: Buffer, plaintext: string, aad: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(aad))
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join(':')
}

export function decryptSecret(key: Buffer, stored: string, aad: string): string {
  const [version, iv, tag, ciphertext] = stored.split(':')
  if (version !== 'v1' || !iv || !tag || ciphertext === undefined) throw new Error('bad encrypted secret')
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
  decipher.setAAD(Buffer.from(aad))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8')
}
