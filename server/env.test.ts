import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { EnvError, loadEnv } from './env.ts'

describe('server configuration', () => {
  it('has the documented defaults', () => {
    const env = loadEnv({})
    expect(env).toMatchObject({ port: 3000, host: '0.0.0.0', siteUrl: 'http://localhost:3000', dataDir: './data', autoconfirm: false, securePasswordChange: true, trustProxy: false })
    expect(env.databaseUrl).toBeUndefined()
  })

  it('derives SITE_URL from PORT and trims a trailing slash', () => {
    expect(loadEnv({ PORT: '8080' }).siteUrl).toBe('http://localhost:8080')
    expect(loadEnv({ SITE_URL: 'https://startups.example.org/' }).siteUrl).toBe('https://startups.example.org')
  })

  it.each(['abc', '-1', '70000', '3.5'])('refuses PORT=%s with a clear message', (port) => {
    expect(() => loadEnv({ PORT: port })).toThrowError(EnvError)
    expect(() => loadEnv({ PORT: port })).toThrowError(/PORT: must be a whole number between 0 and 65535/)
  })

  it('shows a contact address on the site domain, none on a local name or an IP address, CONTACT_EMAIL first', () => {
    expect(loadEnv({ SITE_URL: 'https://www.startups-israel.example' }).contactEmail).toBe('contact@startups-israel.example')
    expect(loadEnv({ SITE_URL: 'https://startups-israel.example' }).contactEmail).toBe('contact@startups-israel.example')
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:4999', 'http://site.localhost', 'http://[::1]:3000', 'http://intranet']) {
      expect(loadEnv({ SITE_URL: local }).contactEmail, local).toBe('')
    }
    expect(loadEnv({ SITE_URL: 'http://localhost:3000', CONTACT_EMAIL: 'team@startups-israel.example' }).contactEmail).toBe('team@startups-israel.example')
  })

  it('trusts a reverse proxy only when told, and only with true or false', () => {
    expect(loadEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(loadEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(() => loadEnv({ TRUST_PROXY: 'yes' })).toThrowError(/TRUST_PROXY: must be true or false/)
  })

  it('asks for the reauthentication code on a password change unless told not to', () => {
    expect(loadEnv({ AUTH_SECURE_PASSWORD_CHANGE: 'false' }).securePasswordChange).toBe(false)
    expect(loadEnv({ AUTH_SECURE_PASSWORD_CHANGE: 'true' }).securePasswordChange).toBe(true)
    expect(loadEnv({ AUTH_SECURE_PASSWORD_CHANGE: '' }).securePasswordChange).toBe(true)
    expect(() => loadEnv({ AUTH_SECURE_PASSWORD_CHANGE: 'no' })).toThrowError(/AUTH_SECURE_PASSWORD_CHANGE: must be true or false/)
  })

  it('names every bad variable at once', () => {
    try {
      loadEnv({ PORT: 'x', DATABASE_URL: 'mysql://nope', SITE_URL: 'ftp://a' })
      expect.unreachable()
    } catch (error) {
      expect(String(error)).toMatch(/PORT/)
      expect(String(error)).toMatch(/DATABASE_URL: must be a postgres/)
      expect(String(error)).toMatch(/SITE_URL/)
    }
  })

  it('stops the server process with the message when PORT is bad', () => {
    const result = spawnSync(process.execPath, ['server/main.ts'], {
      env: { ...process.env, PORT: 'not-a-port' },
      encoding: 'utf8',
      timeout: 20_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Invalid configuration')
    expect(result.stderr).toContain('PORT: must be a whole number between 0 and 65535 (got "not-a-port")')
  })
})
