import * as z from 'zod/mini'
import { isBlank, limits, utf8Length } from './rules.ts'
import { maxChars, messageKey, minChars } from './validate.ts'
import { requiredEmail } from './email.ts'
import { passwordTooShort } from './password-rule.ts'
import type { Message } from '~/i18n/translate.ts'
import { m } from '~/paraglide/messages.js'

const requiredName = (message: Message) =>
  z.string().check(z.trim(), z.minLength(1, messageKey(message)), maxChars(limits.nameMax, m['forms.validation.nameTooLong']))

/**
 * A new password: required (whitespace-only counts as empty), `limits.passwordMin` characters at least, and no
 * more bytes than the service takes. Whether it is among the most common passwords, only the service knows.
 */
export const newPassword = z
  .string()
  .check(
    z.refine((password) => !isBlank(password), messageKey(m['forms.validation.passwordRequired'])),
    minChars(limits.passwordMin, passwordTooShort),
    z.refine((password) => utf8Length(password) <= limits.passwordMaxBytes, messageKey(m['forms.validation.passwordTooLong'])),
  )

export interface SignUpValues {
  firstName: string
  lastName: string
  email: string
  password: string
  acceptTerms: boolean
  subscribeNewsletter: boolean
}

/** Spec section 5, sign-up: the fields in the order of the form. */
export const signUpSchema = z.object({
  firstName: requiredName(m['forms.signUp.errors.firstName']),
  lastName: requiredName(m['forms.signUp.errors.lastName']),
  email: requiredEmail,
  password: newPassword,
  acceptTerms: z.boolean().check(z.refine((accepted) => accepted, messageKey(m['forms.signUp.errors.acceptTerms']))),
  subscribeNewsletter: z.boolean(),
})

export interface SignInValues {
  email: string
  password: string
}

/** Spec section 5, sign-in: e-mail required and format-checked, password required. */
export const signInSchema = z.object({
  email: requiredEmail,
  password: z.string().check(z.refine((password) => !isBlank(password), messageKey(m['forms.validation.passwordRequired']))),
})

export const newPasswordSchema = z
  .object({ password: newPassword, confirmation: z.string() })
  .check(
    z.refine((values) => values.password === values.confirmation, {
      ...messageKey(m['forms.validation.passwordMismatch']),
      path: ['confirmation'],
      when: (payload) => payload.issues.length === 0,
    }),
  )

export const profileNameSchema = z.object({
  firstName: requiredName(m['forms.signUp.errors.firstName']),
  lastName: requiredName(m['forms.signUp.errors.lastName']),
})

export const emailChangeSchema = z.object({ email: requiredEmail })

/** A code of an authenticator app (RFC 6238: 6 digits). */
export const totpCodeSchema = z.object({
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, messageKey(m['forms.mfa.errors.code']))),
})

/**
 * A recovery code of the second factor, as the service issues them ('k7m2p-x9q4r': 10 letters and digits);
 * case, spaces and hyphens do not matter. Which characters the service's alphabet leaves out, it checks.
 */
export const recoveryCodeSchema = z.object({
  code: z.string().check(
    z.trim(),
    z.refine((code) => /^[0-9a-z]{10}$/i.test(code.replace(/[\s-]+/g, '')), messageKey(m['forms.mfa.errors.recoveryCode'])),
  ),
})
