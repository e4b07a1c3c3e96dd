import type { Message } from '~/i18n/translate.ts'
import { m } from '~/paraglide/messages.js'
import { limits } from './rules.ts'

/**
 * 'Le mot de passe doit contenir au moins 8 caractères': what the form's check and the service's refusal of a
 * short password (weak_password, reason 'length') say, with the length written once, in `limits`.
 */
export const passwordTooShort: Message = (_inputs, options) => m['forms.validation.passwordTooShort']({ min: limits.passwordMin }, options)
