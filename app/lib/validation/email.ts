import * as z from 'zod/mini'
import { emailPattern, limits } from './rules.ts'
import { messageKey } from './validate.ts'
import { m } from '~/paraglide/messages.js'

const emailFormat = messageKey(m['forms.validation.emailFormat'])

/** A required e-mail address (spec section 5: 'L'email est obligatoire', then 'Format d'email invalide'). */
export const requiredEmail = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, messageKey(m['forms.validation.emailRequired'])),
    z.regex(emailPattern, emailFormat),
    z.maxLength(limits.emailMax, emailFormat),
    z.toLowerCase(),
  )

