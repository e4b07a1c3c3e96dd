import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate, openPglite, type Db } from '../../server/backend/db.ts'
import { newPasswordSchema, profileNameSchema, recoveryCodeSchema, signInSchema, signUpSchema, totpCodeSchema } from '../../app/lib/validation/account.ts'
import { PASSWORD_MIN_LENGTH } from '../../server/backend/config.ts'
import { contactRow, contactSchema, type ContactValues } from '../../app/lib/validation/contact.ts'
import { newsletterSchema, type NewsletterValues } from '../../app/lib/validation/newsletter.ts'
import { contactSubjects, isEmail, limits } from '../../app/lib/validation/rules.ts'
import { isFormEmail } from '../../server/backend/auth/validate.ts'
import { validate } from '../../app/lib/validation/validate.ts'
import { en, fr, he } from '../support/messages.ts'
import { translate, type Message } from '../../app/i18n/translate.ts'

const validContact: ContactValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  subject: 'info',
  message: 'Bonjour, une question sur la tech israélienne.',
}

function firstContactMessage(values: Partial<ContactValues>): string | null {
  const result = validate(contactSchema, { ...validContact, ...values })
  return result.success ? null : translate('fr', result.first.message)
}

describe('contact form rules (spec section 5, in order)', () => {
  it('checks first name, last name, e-mail, subject, message in that order', () => {
    const empty: ContactValues = { firstName: '', lastName: '', email: '', subject: '', message: '' }
    const steps: [Partial<ContactValues>, string | null][] = [
      [{}, 'Le prénom doit contenir au moins 2 caractères.'],
      [{ firstName: 'Ada' }, 'Le nom doit contenir au moins 2 caractères.'],
      [{ lastName: 'Lovelace' }, 'Veuillez entrer une adresse email valide.'],
      [{ email: 'ada@example.com' }, 'Veuillez sélectionner un sujet.'],
      [{ subject: 'other' }, 'Le message doit contenir au moins 10 caractères.'],
      [{ message: '0123456789' }, null],
    ]
    let values: ContactValues = empty
    for (const [change, expected] of steps) {
      values = { ...values, ...change }
      const result = validate(contactSchema, values)
      expect(result.success ? null : translate('fr', result.first.message)).toBe(expected)
    }
  })

  it('counts whitespace as nothing: names and message are trimmed before their minimum', () => {
    expect(firstContactMessage({ firstName: '   ' })).toBe('Le prénom doit contenir au moins 2 caractères.')
    expect(firstContactMessage({ firstName: ' A ' })).toBe('Le prénom doit contenir au moins 2 caractères.')
    expect(firstContactMessage({ lastName: '\tL\n' })).toBe('Le nom doit contenir au moins 2 caractères.')
    expect(firstContactMessage({ message: '    123456789    ' })).toBe('Le message doit contenir au moins 10 caractères.')
    expect(firstContactMessage({ firstName: 'Al', lastName: 'Li' })).toBeNull()
  })

  it('accepts the four subjects only', () => {
    for (const subject of contactSubjects) expect(firstContactMessage({ subject })).toBeNull()
    expect(firstContactMessage({ subject: 'sales' })).toBe('Veuillez sélectionner un sujet.')
  })

  it('e-mail: text, an @, text, a dot, text, no spaces', () => {
    for (const email of ['a@b.co', 'first.last+tag@sub.example.org', ' ada@example.com ']) expect(firstContactMessage({ email })).toBeNull()
    for (const email of ['ada', 'ada@example', '@example.com', 'ada@.com', 'ada@example.', 'a da@example.com', 'ada@exa mple.com', '']) {
      expect(firstContactMessage({ email })).toBe('Veuillez entrer une adresse email valide.')
    }
  })

  it('stores trimmed values and the lowercased e-mail, with the honeypot', () => {
    const result = validate(contactSchema, {
      firstName: '  Ada ',
      lastName: ' Lovelace  ',
      email: '  Ada.Lovelace@Example.COM ',
      subject: 'project',
      message: '\n  Un projet à vous présenter.  \n',
    })
    expect(result.success).toBe(true)
    if (!result.success) return
    expect(contactRow(result.data, '')).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada.lovelace@example.com',
      subject: 'project',
      message: 'Un projet à vous présenter.',
      website: '',
    })
  })
})

describe('newsletter form rules (spec section 5)', () => {
  const check = (values: Partial<NewsletterValues>) => validate(newsletterSchema, { email: 'noa@example.com', firstName: '', acceptPrivacy: true, ...values })

  it("e-mail required, then its format; privacy required; every field's first error", () => {
    const empty = check({ email: '   ', acceptPrivacy: false })
    expect(empty.success).toBe(false)
    if (empty.success) return
    expect(translate('fr', empty.first.message)).toBe("L'email est obligatoire")
    expect(Object.fromEntries(Object.entries(empty.errors).map(([field, key]) => [field, translate('fr', key)]))).toEqual({
      email: "L'email est obligatoire",
      acceptPrivacy: 'Vous devez accepter la politique de confidentialité',
    })
    const format = check({ email: 'noa at example.com' })
    expect(!format.success && translate('fr', format.first.message)).toBe("Format d'email invalide")
  })

  it('first name optional: empty becomes null, a name is trimmed; the e-mail is lowercased', () => {
    const anonymous = check({ email: ' NOA@Example.com ', firstName: '   ' })
    expect(anonymous.success && anonymous.data).toEqual({ email: 'noa@example.com', firstName: null, acceptPrivacy: true })
    const named = check({ firstName: '  Noa ' })
    expect(named.success && named.data.firstName).toBe('Noa')
  })
})

describe('sign-up, sign-in and password rules (spec section 5; issue 30: 8 characters)', () => {
  const signUp = {
    firstName: 'Noa',
    lastName: 'Levi',
    email: 'noa@example.com',
    password: 'secret-8',
    acceptTerms: true,
    subscribeNewsletter: false,
  }
  const messages = (result: ReturnType<typeof validate>) =>
    result.success ? {} : Object.fromEntries(Object.entries(result.errors).map(([field, key]) => [field, translate('fr', key as Message)]))

  it('shows the message of each field', () => {
    expect(messages(validate(signUpSchema, { ...signUp, firstName: '', lastName: '', email: '', password: '', acceptTerms: false }))).toEqual({
      firstName: 'Le prénom est obligatoire',
      lastName: 'Le nom est obligatoire',
      email: "L'email est obligatoire",
      password: 'Le mot de passe est obligatoire',
      acceptTerms: "Vous devez accepter les conditions d'utilisation",
    })
    expect(messages(validate(signUpSchema, { ...signUp, email: 'noa@', password: '1234567' }))).toEqual({
      email: "Format d'email invalide",
      password: 'Le mot de passe doit contenir au moins 8 caractères',
    })
  })

  it('a new password has 8 characters at least, counted as the service counts them (an emoji is one), in each language', () => {
    expect(limits.passwordMin).toBe(8)
    // The service's rule is the same: a password the form lets through is never refused for its length.
    expect(PASSWORD_MIN_LENGTH).toBe(limits.passwordMin)
    expect(validate(signUpSchema, { ...signUp, password: '12345678' }).success).toBe(true)
    expect(messages(validate(signUpSchema, { ...signUp, password: '🙂🙂🙂🙂🙂🙂🙂' })).password).toBe('Le mot de passe doit contenir au moins 8 caractères')
    expect(validate(signUpSchema, { ...signUp, password: '🙂🙂🙂🙂🙂🙂🙂🙂' }).success).toBe(true)
    const result = validate(newPasswordSchema, { password: 'short', confirmation: 'short' })
    const key = result.success ? undefined : (result.errors.password as Message)
    expect(key && translate('en', key)).toBe('Password must be at least 8 characters')
    expect(key && translate('he', key)).toBe('הסיסמה חייבת להכיל לפחות 8 תווים')
  })

  it('counts whitespace-only values as empty', () => {
    expect(messages(validate(signUpSchema, { ...signUp, firstName: '  ', lastName: '\t', email: '   ', password: '        ' }))).toEqual({
      firstName: 'Le prénom est obligatoire',
      lastName: 'Le nom est obligatoire',
      email: "L'email est obligatoire",
      password: 'Le mot de passe est obligatoire',
    })
  })

  it('keeps a password as typed (spaces inside a password are part of it), trims and lowercases the rest', () => {
    const result = validate(signUpSchema, { ...signUp, firstName: ' Noa ', email: ' Noa@Example.com', password: ' pass word ' })
    expect(result.success && result.data).toMatchObject({ firstName: 'Noa', email: 'noa@example.com', password: ' pass word ' })
  })

  it('refuses a password the service would refuse (over 72 bytes)', () => {
    expect(messages(validate(signUpSchema, { ...signUp, password: 'é'.repeat(37) })).password).toBe('Le mot de passe est trop long (72 octets au maximum).')
    expect(validate(signUpSchema, { ...signUp, password: 'é'.repeat(36) }).success).toBe(true)
  })

  it('sign-in: e-mail required and format-checked, password required', () => {
    expect(messages(validate(signInSchema, { email: '', password: '' }))).toEqual({
      email: "L'email est obligatoire",
      password: 'Le mot de passe est obligatoire',
    })
    expect(messages(validate(signInSchema, { email: 'noa', password: 'x' }))).toEqual({ email: "Format d'email invalide" })
    expect(validate(signInSchema, { email: 'noa@example.com', password: 'x' }).success).toBe(true)
  })

  it('new password: the rules, then the confirmation must match', () => {
    expect(messages(validate(newPasswordSchema, { password: '1234567', confirmation: '' }))).toEqual({ password: 'Le mot de passe doit contenir au moins 8 caractères' })
    expect(messages(validate(newPasswordSchema, { password: '12345678', confirmation: '12345679' }))).toEqual({
      confirmation: 'Les deux mots de passe ne correspondent pas.',
    })
    expect(validate(newPasswordSchema, { password: '12345678', confirmation: '12345678' }).success).toBe(true)
  })

  it('profile name and authenticator code', () => {
    expect(messages(validate(profileNameSchema, { firstName: ' ', lastName: 'Levi' }))).toEqual({ firstName: 'Le prénom est obligatoire' })
    expect(validate(totpCodeSchema, { code: ' 123456 ' }).success).toBe(true)
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      expect(messages(validate(totpCodeSchema, { code }))).toEqual({ code: 'Le code doit contenir 6 chiffres.' })
    }
  })

  it('a recovery code: 10 letters and digits, whatever the case, spaces and hyphens', () => {
    for (const code of ['k7m2p-x9q4r', ' K7M2P X9Q4R ', 'k7m2px9q4r']) expect(validate(recoveryCodeSchema, { code }).success, code).toBe(true)
    for (const code of ['', 'k7m2p-x9q4', 'k7m2p-x9q4r1', 'k7m2p_x9q4r', '123456']) {
      expect(messages(validate(recoveryCodeSchema, { code })), code).toEqual({ code: 'Un code de secours se compose de 10 lettres et chiffres, par exemple «\u00a0k7m2p-x9q4r\u00a0».' })
    }
  })

  it('every message of the schemas exists in the three languages', () => {
    for (const key of Object.keys(fr).filter((name) => name.startsWith('forms.'))) {
      for (const messages of [en, he]) expect(messages[key]).toBeTruthy()
    }
  })
})

describe('the database agrees with the forms (same rules, no path stores what a form refuses)', () => {
  let dir: string
  let db: Db
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sei-forms-'))
    db = await openPglite(join(dir, 'pglite'))
    await migrate(db)
  })
  afterAll(async () => {
    await db?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  async function insertContact(row: Record<string, unknown>): Promise<'stored' | 'discarded' | 'refused'> {
    try {
      const rows = await db.query(
        'insert into public.contact_messages (first_name, last_name, email, subject, message, website) values ($1, $2, $3, $4, $5, $6) returning id',
        [row.first_name, row.last_name, row.email, row.subject, row.message, row.website ?? ''],
      )
      return rows.length === 1 ? 'stored' : 'discarded'
    } catch {
      return 'refused'
    }
  }

  it('stores what the contact form accepts, as the form sends it', async () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'é', 'ש', '😀', ' ', '\t', 'Z', '-', "'"), maxLength: 14 })
    const email = fc.oneof(fc.emailAddress(), fc.string({ maxLength: 12 }), fc.constant(' Ada@Example.com '))
    await fc.assert(
      fc.asyncProperty(text, text, email, fc.constantFrom('', ...contactSubjects, 'sales'), text, async (firstName, lastName, address, subject, message) => {
        const result = validate(contactSchema, { firstName, lastName, email: address, subject, message })
        if (!result.success) return
        const row = contactRow(result.data, '')
        expect(await insertContact(row)).toBe('stored')
        const stored = (await db.query('select first_name, last_name, email, subject, message, website from public.contact_messages order by created_at desc, id limit 1'))[0]
        expect(stored).toEqual({ ...row, website: null })
      }),
      { numRuns: 150 },
    )
  })

  it('refuses the values the rules exclude', async () => {
    const base = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', subject: 'info', message: 'Un message assez long.' }
    expect(await insertContact(base)).toBe('stored')
    expect(await insertContact({ ...base, first_name: 'A' })).toBe('refused')
    expect(await insertContact({ ...base, email: 'ada at example.com' })).toBe('refused')
    expect(await insertContact({ ...base, subject: 'sales' })).toBe('refused')
    expect(await insertContact({ ...base, message: 'court' })).toBe('refused')
    expect(await insertContact({ ...base, first_name: 'x'.repeat(limits.nameMax + 1) })).toBe('refused')
    expect(await insertContact({ ...base, message: 'x'.repeat(limits.messageMax + 1) })).toBe('refused')
  })

  it('discards a message whose honeypot is filled, even with values the checks would refuse (0004_contact_honeypot.sql)', async () => {
    const before = (await db.query<{ n: number }>('select count(*)::int as n from public.contact_messages'))[0]?.n
    expect(await insertContact({ first_name: 'Bot', last_name: 'Net', email: 'bot@example.com', subject: 'info', message: 'Buy now, buy now!', website: 'https://spam.example' })).toBe('discarded')
    expect(await insertContact({ first_name: 'B', last_name: '', email: 'nope', subject: 'x', message: '', website: 'x' })).toBe('discarded')
    expect((await db.query<{ n: number }>('select count(*)::int as n from public.contact_messages'))[0]?.n).toBe(before)
    expect(await insertContact({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', subject: 'info', message: 'Un message assez long.', website: '   ' })).toBe('stored')
  })

  it('stores what the newsletter form accepts', async () => {
    const name = fc.string({ unit: fc.constantFrom('a', 'é', ' ', 'N'), maxLength: 8 })
    await fc.assert(
      fc.asyncProperty(fc.emailAddress(), name, async (address, firstName) => {
        const result = validate(newsletterSchema, { email: address, firstName, acceptPrivacy: true })
        if (!result.success) return
        await db.query('delete from public.newsletter_subscribers where email = $1', [result.data.email])
        const rows = await db.query<{ email: string; first_name: string | null }>(
          'insert into public.newsletter_subscribers (email, first_name, confirmation_token) values ($1, $2, $3) returning email, first_name',
          [result.data.email, result.data.firstName, crypto.randomUUID()],
        )
        expect(rows[0]).toEqual({ email: result.data.email, first_name: result.data.firstName })
      }),
      { numRuns: 60 },
    )
  })

  it('uses one e-mail rule everywhere: the forms and the server accept and refuse the same addresses', () => {
    const longest = `${'a'.repeat(242)}@example.com` // 254 characters, RFC 5321's limit
    const examples: [address: string, accepted: boolean][] = [
      ['a@b.c', true],
      ['dana.levi+news@startup.co.il', true],
      [longest, true],
      [`a${longest}`, false],
      ['a b@c.d', false],
      ['a@b', false],
      ['@b.c', false],
      ['a@@b.c', false],
      ['a@b.c\u00a0d', false],
    ]
    for (const [address, accepted] of examples) {
      expect(isEmail(address), address).toBe(accepted)
      expect(isEmail(` ${address}\n`), `${address}, padded`).toBe(accepted)
      expect(firstContactMessage({ email: address }) === null, `contact: ${address}`).toBe(accepted)
      expect(validate(newsletterSchema, { email: address, firstName: '', acceptPrivacy: true }).success, `newsletter: ${address}`).toBe(accepted)
      expect(validate(signInSchema, { email: address, password: 'secret-123' }).success, `sign-in: ${address}`).toBe(accepted)
      expect(isFormEmail(address), `server: ${address}`).toBe(accepted)
    }
  })
})
