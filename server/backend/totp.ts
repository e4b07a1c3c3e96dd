// TOTP (RFC 6238): SHA-1, 6 digits, 30-second period, one step of clock skew
// accepted either way — the parameters authenticator apps expect.

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

export function base32Encode(bytes: Buffer): string {
  let bits = 0
  let value = 0
  let encoded = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      encoded += ALPHABET[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) encoded += ALPHABET[(value << (5 - bits)) & 31]
  return encoded
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/=+$/, '')
  let bits = 0
  let value = 0
  const bytes: number[] = []
  for (const character of clean) {
    const digit = ALPHABET.indexOf(character)
    if (digit === -1) throw new Error('invalid base32')
    value = (value << 5) | digit
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Buffer.from(bytes)
}

export function newTotpSecret(): string {
  return base32Encode(randomBytes(20))
}

export function hotp(secret: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac('sha1', secret).update(message).digest()
  const offset = (mac[mac.length - 1] as number) & 0x0f
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits
  return String(code).padStart(digits, '0')
}

export function totp(secretBase32: string, at = Date.now()): string {
  return hotp(base32Decode(secretBase32), Math.floor(at / 1000 / 30))
}

/**
 * The time step (30-second period number) a code belongs to, among the current, previous and
 * next ones; null when it matches none. Every candidate is compared, in constant time.
 */
export function totpStep(secretBase32: string, code: string, at = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const key = base32Decode(secretBase32)
  const counter = Math.floor(at / 1000 / 30)
  let step: number | null = null
  for (const candidate of [counter - 1, counter, counter + 1]) {
    const expected = Buffer.from(hotp(key, candidate))
    if (timingSafeEqual(expected, Buffer.from(code)) && step === null) step = candidate
  }
  return step
}

/** Checks a code against the current, previous and next period. */
export function verifyTotp(secretBase32: string, code: string, at = Date.now()): boolean {
  return totpStep(secretBase32, code, at) !== null
}

export function totpUri(issuer: string, account: string, secret: string): string {
  const label = encodeURIComponent(issuer) + ':' + encodeURIComponent(account)
  const query = new URLSearchParams({ algorithm: 'SHA1', digits: '6', issuer, period: '30', secret })
  return `otpauth://totp/${label}?${query.toString()}`
}
