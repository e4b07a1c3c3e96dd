import * as z from 'zod/mini'
import { requiredEmail } from './email.ts'
import { limits } from './rules.ts'
import { maxChars, messageKey } from './validate.ts'
import { m } from '~/paraglide/messages.js'

export interface NewsletterValues {
  email: string
  firstName: string
  acceptPrivacy: boolean
}

/** The newsletter form (spec section 5); the first name is optional and stored as null when empty. */
export const newsletterSchema = z.object({
  email: requiredEmail,
  firstName: z.pipe(
    z.string().check(z.trim(), maxChars(limits.nameMax, m['forms.validation.nameTooLong'])),
    z.transform((value: string) => (value === '' ? null : value)),
  ),
  acceptPrivacy: z.boolean().check(z.refine((accepted) => accepted, messageKey(m['forms.newsletter.errors.acceptPrivacy']))),
})

export type NewsletterSubscription = z.infer<typeof newsletterSchema>
