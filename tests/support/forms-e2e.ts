/**
 * What the end-to-end tests of forms and accounts share: the page helpers (hydration, toasts, language,
 * sign-in), and what they need of the running backend through its public interfaces: the keys it
 * generated in $DATA_DIR, the administration API (service role) to prepare accounts without e-mails,
 * the service-role REST read to check stored rows, and TOTP codes.
 */
import { createHmac, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page } from '@playwright/test'

/** No consent banner over the forms: the visitor has already answered it. */
export async function answerConsent(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('consent', 'declined'))
}


/** Hydration done (React handles the inputs) and the auth state known (no placeholder in the header). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined)
  await expect(page.getByTestId('auth-loading').first()).toHaveCount(0)
}

/** The single toast of the site (spec section 9: one at a time). */
export function toastWith(page: Page, title: string) {
  return page.locator('li.toast').filter({ has: page.getByText(title, { exact: true }) })
}

export async function expectToast(page: Page, title: string, description: string, variant?: 'default' | 'destructive' | 'success') {
  const toast = toastWith(page, title)
  await expect(toast).toBeVisible()
  await expect(toast.getByText(description, { exact: true })).toBeVisible()
  if (variant) await expect(toast).toHaveAttribute('data-variant', variant)
  return toast
}

/** Signs in through /auth (French labels) and waits for the redirect home. */
export async function signInThroughForm(page: Page, user: { email: string; password: string }) {
  await page.goto('/auth?mode=signin')
  await hydrated(page)
  await page.getByLabel('Email', { exact: true }).fill(user.email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
  await expect(page).toHaveURL('/')
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('sei-auth') !== null)).toBe(true)
  // On wide screens the header shows the account menu (on small ones it is in the drawer).
  if ((page.viewportSize()?.width ?? 1280) >= 1024) await expect(page.getByRole('button', { name: 'Mon compte', exact: true })).toBeVisible()
}

interface Keys {
  anonKey: string
  serviceRoleKey: string
}

export function backendKeys(): Keys {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts')
  return JSON.parse(readFileSync(join(dataDir, 'keys.json'), 'utf8')) as Keys
}

function serviceHeaders(): Record<string, string> {
  const { serviceRoleKey } = backendKeys()
  return { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'application/json' }
}

/** A unique address per test (tests run in parallel against one server). */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`
}

export interface TestUser {
  id: string
  email: string
  password: string
  firstName: string
  lastName: string
}

/** A confirmed account made through the administration API (no e-mail sent). */
export async function createConfirmedUser(baseURL: string, label: string, names = { firstName: 'Noa', lastName: 'Levi' }): Promise<TestUser> {
  const email = uniqueEmail(label)
  const password = `pw-${randomBytes(6).toString('hex')}`
  const response = await fetch(`${baseURL}/auth/v1/admin/users`, {
    method: 'POST',
    headers: serviceHeaders(),
    body: JSON.stringify({ email, password, email_confirm: true, user_metadata: { first_name: names.firstName, last_name: names.lastName, lang: 'fr' } }),
  })
  if (!response.ok) throw new Error(`admin create user: ${response.status} ${await response.text()}`)
  const user = (await response.json()) as { id: string }
  return { id: user.id, email, password, ...names }
}

export async function adminGetUser(baseURL: string, id: string): Promise<{ status: number; user: Record<string, unknown> | null }> {
  const response = await fetch(`${baseURL}/auth/v1/admin/users/${id}`, { headers: serviceHeaders() })
  return { status: response.status, user: response.ok ? ((await response.json()) as Record<string, unknown>) : null }
}

/** Rows of a table through the service-role REST read (the server holds the embedded database). */
export async function serviceRows(baseURL: string, table: 'contact_messages' | 'newsletter_subscribers', filter: Record<string, string>) {
  const query = new URLSearchParams({ select: '*', ...Object.fromEntries(Object.entries(filter).map(([key, value]) => [key, `eq.${value}`])) })
  const response = await fetch(`${baseURL}/rest/v1/${table}?${query}`, { headers: serviceHeaders() })
  if (!response.ok) throw new Error(`${table}: ${response.status} ${await response.text()}`)
  return (await response.json()) as Record<string, unknown>[]
}

/** A password sign-in through the API (to check what a password or a session allows). */
export async function passwordGrant(baseURL: string, email: string, password: string) {
  const response = await fetch(`${baseURL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backendKeys().anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

export async function refreshGrant(baseURL: string, refreshToken: string) {
  const response = await fetch(`${baseURL}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: backendKeys().anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

function base32Decode(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = 0
  let value = 0
  const bytes: number[] = []
  for (const char of secret.toUpperCase().replace(/=+$/, '')) {
    value = (value << 5) | alphabet.indexOf(char)
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Buffer.from(bytes)
}

/** RFC 6238: HMAC-SHA-1, 30-second steps, 6 digits. */
export function totpCode(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)))
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest()
  const offset = (mac[mac.length - 1] as number) & 0x0f
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}
