import { Mail, MailCheck, MailX, RotateCw } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Button } from '~/components/ui/button.tsx'
import { useI18n } from '~/i18n/context.tsx'
import type { MessageFunction } from '~/i18n/translate.ts'
import { fetchNewsletterStatus, subscribeToNewsletter, unsubscribeAccountNewsletter, type NewsletterStatus } from '~/lib/auth/account-api.ts'
import { useAuth } from '~/lib/auth/auth-provider.tsx'
import { useRootData } from '~/lib/root-data.ts'
import { toast } from '~/lib/toast.ts'
import { Spinner } from '~/components/ui/spinner.tsx'
import { Address, RichText } from '../rich-text.tsx'
import { ProfileSection } from './profile-section.tsx'
import { useBusyAction } from './use-busy-action.ts'
import { m } from '~/paraglide/messages.js'

/** Each status's sentence, whose `{email}` RichText fills with the address. */
const statusText: Record<NewsletterStatus, MessageFunction<{ email: string }>> = {
  none: m['forms.profile.newsletter.none'],
  pending: m['forms.profile.newsletter.pending'],
  confirmed: m['forms.profile.newsletter.confirmed'],
  unsubscribed: m['forms.profile.newsletter.unsubscribed'],
}

/** The newsletter status of the user's address, with the action it allows (subscribe or unsubscribe). */
export function NewsletterSection() {
  const { t, language } = useI18n()
  const { user, session } = useAuth()
  const { supabaseAnonKey } = useRootData()
  const [status, setStatus] = useState<NewsletterStatus | 'loading' | 'error'>('loading')
  const { busy, run } = useBusyAction()
  // The latest session (its access token refreshes), read when a request is made.
  const sessionRef = useRef(session)
  useEffect(() => {
    sessionRef.current = session
  }, [session])
  const userId = user?.id
  const userEmail = user?.email

  // The status belongs to the user's address: reloaded when the user or the address changes.
  const load = useCallback(async () => {
    const current = sessionRef.current
    if (!current || !userId || !userEmail) return
    setStatus('loading')
    try {
      setStatus(await fetchNewsletterStatus(current, supabaseAnonKey))
    } catch (error) {
      console.error(error)
      setStatus('error')
    }
  }, [userId, userEmail, supabaseAnonKey])

  useEffect(() => {
    void load()
  }, [load])

  async function subscribe() {
    if (!user?.email) return
    const email = user.email
    await run(
      async () => {
        const firstName = typeof user.user_metadata.first_name === 'string' ? user.user_metadata.first_name : null
        await subscribeToNewsletter({ email, firstName, language })
        setStatus('pending')
        toast({ title: t(m['forms.newsletter.successTitle']), description: t(m['forms.newsletter.successText']), variant: 'success' })
      },
      t(m['forms.newsletter.errorTitle']),
      (error) => {
        if ((error as { code?: string }).code !== '23505') return false
        toast({ title: t(m['forms.newsletter.duplicateTitle']), description: t(m['forms.newsletter.duplicateText']), variant: 'destructive' })
        void load()
        return true
      },
    )
  }

  async function unsubscribe() {
    const current = sessionRef.current
    if (!current) return
    await run(async () => {
      await unsubscribeAccountNewsletter(current, supabaseAnonKey)
      setStatus('unsubscribed')
      toast({ title: t(m['forms.profile.newsletter.unsubscribedTitle']), description: t(m['forms.profile.newsletter.unsubscribedText']), variant: 'success' })
    }, t(m['forms.newsletter.errorTitle']))
  }

  return (
    <ProfileSection id="profile-newsletter" icon={Mail} title={t(m['forms.profile.newsletter.title'])}>
      <div aria-live="polite" data-testid="newsletter-status">
        {status === 'loading' && (
          <p className="flex items-center gap-2 text-sm text-muted">
            <Spinner className="size-4" /> {t(m['generic.loading'])}
          </p>
        )}
        {status === 'error' && <p className="text-sm text-danger">{t(m['forms.profile.newsletter.loadError'])}</p>}
        {status !== 'loading' && status !== 'error' && (
          <p className="flex items-center gap-2 text-sm font-semibold text-ink">
            {status === 'confirmed' ? <MailCheck className="size-5 text-success" aria-hidden /> : <Mail className="size-5 text-muted" aria-hidden />}
            <span>
              <RichText template={t(statusText[status], { email: '{email}' })} values={{ email: <Address email={user?.email ?? ''} /> }} />
            </span>
          </p>
        )}
      </div>
      {status === 'error' && (
        <Button type="button" variant="secondary" className="justify-self-start" onClick={() => void load()}>
          <RotateCw aria-hidden /> {t(m['forms.profile.newsletter.retry'])}
        </Button>
      )}
      {(status === 'none' || status === 'unsubscribed') && (
        <Button type="button" className="justify-self-start" disabled={busy} onClick={() => void subscribe()}>
          {busy ? <Spinner /> : <MailCheck aria-hidden />} {t(m['forms.profile.newsletter.subscribe'])}
        </Button>
      )}
      {(status === 'pending' || status === 'confirmed') && (
        <Button type="button" variant="secondary" className="justify-self-start" disabled={busy} onClick={() => void unsubscribe()}>
          {busy ? <Spinner /> : <MailX aria-hidden />} {t(m['forms.profile.newsletter.unsubscribe'])}
        </Button>
      )}
    </ProfileSection>
  )
}
