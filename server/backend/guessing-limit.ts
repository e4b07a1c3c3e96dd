// The password-guessing limit of the password grant.
//
// Two counters per e-mail address, whether or not an account uses it (so the
// answers tell nothing about accounts), counted before the password is
// checked and given back when it is right:
//   - per account and client address: one address guessing at one account
//     is refused after a few attempts, and only that address;
//   - per account, all addresses together: past this ceiling the account is
//     under a spread-out attack (many addresses, each within its own limit),
//     and only the addresses it has signed in from before are still heard.
// The owner keeps signing in from their usual addresses through a flood that
// cannot be told apart from them by anything else; from a new address they
// wait for the window to end, or sign in by e-mail link, which is not a guess.
// The counters are the rate limiter's: shared by the servers of a PostgreSQL
// database.

import { isIPv4, isIPv6 } from 'node:net'
import type { Core } from './core.ts'
import type { Queryable } from './db.ts'
import { hmac } from './keys.ts'

/** Sign-in addresses older than this are forgotten. */
const KNOWN_ADDRESS_DAYS = 90

/**
 * The network an address stands for: an IPv4 address itself, an IPv6 address
 * by its /64 (what one subscriber line gets; temporary addresses change
 * within it), an IPv4-mapped IPv6 address as IPv4. Anything else as given.
 */
export function addressNetwork(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)
  if (mapped) return mapped[1] as string
  if (isIPv4(address) || !isIPv6(address)) return address
  // A dotted IPv4 tail is the last two groups.
  const hex = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a: string, b: string, c: string, d: string) =>
    [[a, b], [c, d]].map(([x, y]) => ((Number(x) << 8) | Number(y)).toString(16)).join(':'),
  )
  const [head = '', tail] = hex.split('::')
  const headGroups = head === '' ? [] : head.split(':')
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':')
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

export interface GuessCheck {
  /** null when the attempt may be checked; otherwise the seconds to wait (Retry-After) */
  refusedFor: number | null
  /** The password was right: the attempt is given back and the address remembered for the account. */
  succeeded(userId: string): Promise<void>
}

/** Counts one password attempt on `email` from `ip` and says whether it may be checked. */
export async function checkPasswordGuess(core: Core, email: string, ip: string): Promise<GuessCheck> {
  const limits = core.config.rateLimits
  const hash = (value: string) => hmac(core.keys.refreshSecret, `password-guessing:${value}`).subarray(0, 18).toString('base64url')
  const account = hash(email.toLowerCase())
  const address = hash(addressNetwork(ip))
  const accountKey = `password:${account}`
  const pairKey = `password:${account}:${address}`
  const refused = (seconds: number): GuessCheck => ({ refusedFor: seconds, succeeded: () => Promise.resolve() })

  const pair = await core.limiter.count(pairKey, limits.passwordPerAddress)
  if (!pair.allowed) return refused(pair.retryAfterSeconds)
  const all = await core.limiter.count(accountKey, limits.passwordPerAccount)
  if (!all.allowed && !(await signedInFrom(core.db(), email, address))) return refused(all.retryAfterSeconds)
  return {
    refusedFor: null,
    async succeeded(userId: string) {
      await core.limiter.takeBack(pairKey)
      await core.limiter.takeBack(accountKey)
      await rememberAddress(core.db(), userId, address)
    },
  }
}

async function signedInFrom(db: Queryable, email: string, address: string): Promise<boolean> {
  const rows = await db.query(
    `select 1 from app_auth.sign_in_addresses a join app_auth.users u on u.id = a.user_id
      where u.email = $1 and a.address = $2 and a.last_sign_in_at > now() - make_interval(days => $3)`,
    [email.toLowerCase(), address, KNOWN_ADDRESS_DAYS],
  )
  return rows.length > 0
}

async function rememberAddress(db: Queryable, userId: string, address: string): Promise<void> {
  await db.query(
    `insert into app_auth.sign_in_addresses (user_id, address) values ($1, $2)
     on conflict (user_id, address) do update set last_sign_in_at = now()`,
    [userId, address],
  )
  await db.query('delete from app_auth.sign_in_addresses where user_id = $1 and last_sign_in_at <= now() - make_interval(days => $2)', [
    userId,
    KNOWN_ADDRESS_DAYS,
  ])
}
