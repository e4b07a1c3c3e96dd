import { CircleCheck, Mail } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from '~/components/link.tsx'
import { CheckboxField, EmailField, TextField } from '~/components/ui/field.tsx'
import { inverseFocus } from '~/components/ui/input.tsx'
import { SubmitButton } from '~/components/ui/submit-button.tsx'
import { useI18n } from '~/i18n/context.tsx'
import { useAuth } from '~/lib/auth/auth-provider.tsx'
import { toast } from '~/lib/toast.ts'
import { cn } from '~/lib/utils.ts'
import type { NewsletterValues } from '~/lib/validation/newsletter.ts'
import { limits } from '~/lib/validation/rules.ts'
import { insertSubscriber } from './newsletter-submit.ts'
import { NoScriptFields } from './no-script.tsx'
import { useZodForm } from './use-zod-form.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

/** Spec sections 4 and 9: the success state resets after 3000 ms. */
export const newsletterResetDelayMs = 3000

const emptyNewsletter: NewsletterValues = { email: '', firstName: '', acceptPrivacy: false }

// The validation (zod) loads with the form's first use, not with the page: the home embeds this form.
const loadValidation = () => import('~/lib/validation/newsletter.ts')

/**
 * The newsletter sign-up (spec sections 4, 5, 7, 8): `card` on /newsletter, `compact` in the home page's
 * call to action (on the brand colour). Neither the Supabase client nor the validation loads before the
 * visitor focuses or submits the form.
 */
export function NewsletterForm({ variant = 'card', className }: { variant?: 'card' | 'compact'; className?: string }) {
  const { t, language } = useI18n()
  const paths = usePaths()
  const { getClient } = useAuth()
  const id = useId()
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const [subscribed, setSubscribed] = useState(false)
  const tone = variant === 'compact' ? 'inverse' : 'default'
  const form = useZodForm({
    name: 'newsletter',
    schema: () => loadValidation().then((checks) => checks.newsletterSchema),
    initial: emptyNewsletter,
    failure: () => ({ title: m['forms.newsletter.errorTitle'], description: m['forms.newsletter.errorText'] }),
    log: 'Newsletter subscription failed',
    async onValid(subscription, { reset }) {
      const outcome = await insertSubscriber(await getClient(), subscription, language)
      if (outcome.kind === 'failed') throw outcome.error
      if (outcome.kind === 'duplicate') {
        toast({ title: t(m['forms.newsletter.duplicateTitle']), description: t(m['forms.newsletter.duplicateText']), variant: 'destructive' })
        return
      }
      setSubscribed(true)
      toast({ title: t(m['forms.newsletter.successTitle']), description: t(m['forms.newsletter.successText']), variant: 'success' })
      resetTimer.current = setTimeout(() => {
        reset()
        setSubscribed(false)
      }, newsletterResetDelayMs)
    },
  })

  useEffect(
    () => () => {
      if (resetTimer.current) clearTimeout(resetTimer.current)
    },
    [],
  )

  const preload = () => {
    void loadValidation().catch(() => undefined)
    void getClient().catch(() => undefined)
  }

  if (subscribed) {
    return (
      <div
        role="status"
        className={cn(
          'flex items-start gap-3 rounded-card p-5',
          variant === 'compact' ? 'bg-white/15 text-white ring-1 ring-white/30' : 'border border-success/30 bg-green-50 text-ink',
          className,
        )}
      >
        <CircleCheck className={cn('mt-0.5 size-6 shrink-0', variant === 'compact' ? 'text-white' : 'text-success')} aria-hidden />
        <div className="grid gap-1">
          <p className="text-lg font-bold">{t(m['forms.newsletter.confirmedTitle'])}</p>
          <p className={variant === 'compact' ? 'text-blue-50' : 'text-muted'}>{t(m['forms.newsletter.confirmedText'])}</p>
        </div>
      </div>
    )
  }

  const submitting = form.submitting

  return (
    <form
      {...form.props}
      onFocus={preload}
      onPointerDown={preload}
      aria-label={variant === 'compact' ? t(m['forms.newsletter.formLabel']) : undefined}
      className={cn('grid gap-4', className)}
    >
      <NoScriptFields {...form.noScript} />
      <div className={cn('grid gap-4', variant === 'compact' && 'sm:grid-cols-2')}>
        <EmailField
          id={`${id}-email`}
          tone={tone}
          label={t(m['forms.newsletter.email'])}
          required
          placeholder={t(m['forms.newsletter.emailPlaceholder'])}
          {...form.text('email')}
        />
        <TextField
          id={`${id}-first-name`}
          tone={tone}
          label={t(m['forms.newsletter.firstName'])}
          autoComplete="given-name"
          maxLength={limits.nameMax}
          {...form.text('firstName')}
        />
      </div>
      <CheckboxField
        id={`${id}-privacy`}
        tone={tone}
        required
        {...form.checkbox('acceptPrivacy')}
        label={
          <>
            {t(m['forms.newsletter.acceptPrivacyBefore'])}
            <Link to={paths.legal('confidentialite')} className={cn('font-semibold underline underline-offset-2', variant === 'compact' ? cn('text-white', inverseFocus) : 'text-brand')}>
              {t(m['forms.newsletter.acceptPrivacyLink'])}
            </Link>
          </>
        }
      />
      <SubmitButton
        submitting={submitting}
        size="lg"
        variant={variant === 'compact' ? 'inverse' : 'primary'}
        className={cn('w-full sm:w-auto sm:justify-self-start', variant === 'compact' && inverseFocus)}
        icon={<Mail aria-hidden />}
        busyLabel={t(m['forms.newsletter.submitting'])}
      >
        {t(m['forms.newsletter.submit'])}
      </SubmitButton>
    </form>
  )
}
