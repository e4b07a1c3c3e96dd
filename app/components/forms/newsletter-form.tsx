import { CircleCheck, Mail } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { useI18n } from '~/i18n/context.tsx'
import { useAuth } from '~/lib/auth/auth-provider.tsx'
import { toast } from '~/lib/toast.ts'
import { cn } from '~/lib/utils.ts'
import type { FieldErrors } from '~/lib/validation/validate.ts'
import type { NewsletterValues } from '~/lib/validation/newsletter.ts'
import { limits } from '~/lib/validation/rules.ts'
import { CheckboxField, EmailField, TextField } from '~/components/ui/field.tsx'
import { inverseFocus } from '~/components/ui/input.tsx'
import { Spinner } from '~/components/ui/spinner.tsx'
import { focusField } from './focus-field.ts'
import { insertSubscriber } from './newsletter-submit.ts'
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
 * visitor focuses or submits the form (ADR 0008).
 */
export function NewsletterForm({ variant = 'card', className }: { variant?: 'card' | 'compact'; className?: string }) {
  const { t, language } = useI18n()
  const paths = usePaths()
  const { getClient } = useAuth()
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const busy = useRef(false)
  const [values, setValues] = useState(emptyNewsletter)
  const [errors, setErrors] = useState<FieldErrors<NewsletterValues>>({})
  const [status, setStatus] = useState<'idle' | 'submitting' | 'success'>('idle')
  const tone = variant === 'compact' ? 'inverse' : 'default'

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

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status !== 'idle' || busy.current) return
    busy.current = true
    try {
      const { validateNewsletter } = await loadValidation()
      const result = validateNewsletter(values)
      if (!result.success) {
        setErrors(result.errors)
        focusField(formRef.current, result.first.field)
        return
      }
      setErrors({})
      setStatus('submitting')
      const outcome = await insertSubscriber(await getClient(), result.data, language)
      if (outcome.kind === 'subscribed') {
        setStatus('success')
        toast({ title: t(m['forms.newsletter.successTitle']), description: t(m['forms.newsletter.successText']), variant: 'success' })
        resetTimer.current = setTimeout(() => {
          setValues(emptyNewsletter)
          setStatus('idle')
        }, newsletterResetDelayMs)
        return
      }
      setStatus('idle')
      if (outcome.kind === 'duplicate') {
        toast({ title: t(m['forms.newsletter.duplicateTitle']), description: t(m['forms.newsletter.duplicateText']), variant: 'destructive' })
      } else {
        console.error('Newsletter subscription failed', outcome.error)
        toast({ title: t(m['forms.newsletter.errorTitle']), description: t(m['forms.newsletter.errorText']), variant: 'destructive' })
      }
    } catch (error) {
      console.error('Newsletter subscription failed', error)
      setStatus('idle')
      toast({ title: t(m['forms.newsletter.errorTitle']), description: t(m['forms.newsletter.errorText']), variant: 'destructive' })
    } finally {
      busy.current = false
    }
  }

  if (status === 'success') {
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

  const submitting = status === 'submitting'
  const set = (field: 'email' | 'firstName') => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={preload}
      onPointerDown={preload}
      aria-label={variant === 'compact' ? t(m['forms.newsletter.formLabel']) : undefined}
      aria-busy={submitting}
      className={cn('grid gap-4', className)}
    >
      <div className={cn('grid gap-4', variant === 'compact' && 'sm:grid-cols-2')}>
        <EmailField
          id={`${id}-email`}
          tone={tone}
          label={t(m['forms.newsletter.email'])}
          required
          placeholder={t(m['forms.newsletter.emailPlaceholder'])}
          value={values.email}
          onChange={set('email')}
          error={errors.email && t(errors.email)}
        />
        <TextField
          id={`${id}-first-name`}
          name="firstName"
          tone={tone}
          label={t(m['forms.newsletter.firstName'])}
          autoComplete="given-name"
          maxLength={limits.nameMax}
          value={values.firstName}
          onChange={set('firstName')}
          error={errors.firstName && t(errors.firstName)}
        />
      </div>
      <CheckboxField
        id={`${id}-privacy`}
        name="acceptPrivacy"
        tone={tone}
        required
        checked={values.acceptPrivacy}
        onChange={(event) => setValues((current) => ({ ...current, acceptPrivacy: event.target.checked }))}
        error={errors.acceptPrivacy && t(errors.acceptPrivacy)}
        label={
          <>
            {t(m['forms.newsletter.acceptPrivacyBefore'])}
            <Link to={paths.legal('confidentialite')} className={cn('font-semibold underline underline-offset-2', variant === 'compact' ? cn('text-white', inverseFocus) : 'text-brand')}>
              {t(m['forms.newsletter.acceptPrivacyLink'])}
            </Link>
          </>
        }
      />
      <Button
        type="submit"
        size="lg"
        disabled={submitting}
        variant={variant === 'compact' ? 'inverse' : 'primary'}
        className={cn('w-full sm:w-auto sm:justify-self-start', variant === 'compact' && inverseFocus)}
      >
        {submitting ? <Spinner /> : <Mail aria-hidden />}
        {submitting ? t(m['forms.newsletter.submitting']) : t(m['forms.newsletter.submit'])}
      </Button>
    </form>
  )
}
