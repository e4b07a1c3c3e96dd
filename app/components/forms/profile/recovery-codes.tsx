import { Check, Copy, LifeBuoy, RefreshCw, RotateCw, TriangleAlert } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useCountLabel } from '~/components/directory/format.ts'
import { Button } from '~/components/ui/button.tsx'
import { Spinner } from '~/components/ui/spinner.tsx'
import { useT } from '~/i18n/context.tsx'
import { useAuth } from '~/lib/auth/auth-provider.tsx'
import { fetchRecoveryCodesStatus, generateRecoveryCodes, recoveryCodesCaller, type RecoveryCodesStatus } from '~/lib/auth/recovery-codes-api.ts'
import { useRootData } from '~/lib/root-data.ts'
import { toast } from '~/lib/toast.ts'
import { useBusyAction } from './use-busy-action.ts'
import { m } from '~/paraglide/messages.js'

/**
 * The recovery codes of an account with a second factor: how many are left, and new ones made on demand
 * (right after the factor is turned on, or to replace the old ones), shown this once.
 */
export function useRecoveryCodes() {
  const t = useT()
  const { getClient } = useAuth()
  const { supabaseUrl, supabaseAnonKey } = useRootData()
  const [status, setStatus] = useState<RecoveryCodesStatus | 'loading' | 'error'>('loading')
  const [shown, setShown] = useState<string[] | null>(null)
  const { busy, run } = useBusyAction()
  // Codes made while a count was being read (the panel appears as the factor is verified, and the codes are
  // made at that moment): that count is out of date and is dropped.
  const generations = useRef(0)

  const caller = useCallback(async () => recoveryCodesCaller(await getClient(), supabaseUrl, supabaseAnonKey), [getClient, supabaseUrl, supabaseAnonKey])

  const load = useCallback(async () => {
    const generation = generations.current
    setStatus('loading')
    try {
      const read = await fetchRecoveryCodesStatus(await caller())
      if (generation === generations.current) setStatus(read)
    } catch (error) {
      console.error(error)
      if (generation === generations.current) setStatus('error')
    }
  }, [caller])

  /** Makes ten new codes (the old ones stop working) and shows them; if that fails, what is left is read again. */
  async function generate() {
    generations.current++
    let made = false
    await run(async () => {
      const { codes, created_at } = await generateRecoveryCodes(await caller())
      setShown(codes)
      setStatus({ remaining: codes.length, created_at })
      made = true
    }, t(m['forms.profile.errorTitle']))
    if (!made) await load()
  }

  return { status, shown, busy, load, generate, dismiss: () => setShown(null) }
}

export type RecoveryCodes = ReturnType<typeof useRecoveryCodes>

/** The codes, shown once: a list to copy or write down, and what they are for. */
function ShownCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const t = useT()
  const panel = useRef<HTMLDivElement>(null)
  const list = useRef<HTMLOListElement>(null)

  // The button that made them is gone: the focus (and a screen reader) goes to the codes.
  useEffect(() => panel.current?.focus(), [])

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'))
      toast({ title: t(m['forms.profile.recovery.copiedTitle']), description: t(m['forms.profile.recovery.copiedText']), variant: 'success' })
    } catch {
      // No clipboard (a page not served over HTTPS, a refused permission): the codes are selected instead.
      if (list.current) window.getSelection()?.selectAllChildren(list.current)
      toast({ title: t(m['forms.profile.recovery.copyFailedTitle']), description: t(m['forms.profile.recovery.copyFailedText']) })
    }
  }

  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="region"
      aria-labelledby="recovery-codes-title"
      className="grid gap-4 rounded-lg border border-amber-300 bg-amber-50 p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand"
    >
      <h3 id="recovery-codes-title" className="flex items-center gap-2 font-bold text-ink">
        <LifeBuoy className="size-5 text-brand" aria-hidden /> {t(m['forms.profile.recovery.title'])}
      </h3>
      <p className="text-sm text-ink">{t(m['forms.profile.recovery.intro'])}</p>
      <p className="flex items-start gap-2 text-sm font-semibold text-amber-900">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden /> {t(m['forms.profile.recovery.shownOnce'])}
      </p>
      <ol
        ref={list}
        dir="ltr"
        aria-label={t(m['forms.profile.recovery.listLabel'])}
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-x-8 gap-y-2 rounded-lg border border-line bg-surface p-4 font-mono text-base text-ink sm:w-fit sm:justify-self-start sm:px-6"
      >
        {codes.map((code) => (
          <li key={code} className="whitespace-nowrap select-all">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden /> {t(m['forms.profile.recovery.copy'])}
        </Button>
        <Button type="button" onClick={onSaved}>
          <Check aria-hidden /> {t(m['forms.profile.recovery.saved'])}
        </Button>
      </div>
    </div>
  )
}

/** How many codes are left, and the button that makes new ones (after a confirmation when old ones would stop working). */
function CodesStatus({ recovery }: { recovery: RecoveryCodes }) {
  const t = useT()
  const counted = useCountLabel()
  const { status, busy, load, generate } = recovery
  const [confirming, setConfirming] = useState(false)

  if (status === 'loading') {
    return (
      <p className="flex items-center gap-2 text-sm text-muted">
        <Spinner className="size-4" /> {t(m['generic.loading'])}
      </p>
    )
  }
  if (status === 'error') {
    return (
      <>
        <p className="text-sm text-danger">{t(m['forms.profile.recovery.loadError'])}</p>
        <Button type="button" variant="secondary" className="justify-self-start" onClick={() => void load()}>
          <RotateCw aria-hidden /> {t(m['forms.profile.newsletter.retry'])}
        </Button>
      </>
    )
  }

  const made = status.created_at !== null
  const sentence = made
    ? counted(
        { zero: m['forms.profile.recovery.remaining.zero'], one: m['forms.profile.recovery.remaining.one'], other: m['forms.profile.recovery.remaining.other'] },
        status.remaining,
      )
    : t(m['forms.profile.recovery.none'])
  // Codes still valid would stop working: that is asked first.
  const replacing = made && status.remaining > 0

  return (
    <>
      <p className="text-sm text-ink" data-testid="recovery-codes-status">
        {sentence}
      </p>
      {confirming ? (
        <div className="grid gap-3 rounded-lg border border-line bg-canvas p-4">
          <p className="text-sm text-ink">{t(m['forms.profile.recovery.regenerateConfirmText'])}</p>
          <div className="flex flex-wrap gap-3">
            <Button type="button" disabled={busy} onClick={() => void generate().then(() => setConfirming(false))}>
              {busy ? <Spinner /> : <RefreshCw aria-hidden />} {t(m['forms.profile.recovery.regenerateConfirm'])}
            </Button>
            <Button type="button" variant="ghost" disabled={busy} onClick={() => setConfirming(false)}>
              {t(m['forms.profile.cancel'])}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          type="button"
          variant="secondary"
          className="justify-self-start"
          disabled={busy}
          onClick={() => (replacing ? setConfirming(true) : void generate())}
        >
          {busy ? <Spinner /> : <RefreshCw aria-hidden />} {t(made ? m['forms.profile.recovery.regenerate'] : m['forms.profile.recovery.generate'])}
        </Button>
      )}
    </>
  )
}

/** The recovery codes' part of the two-factor section, for an account whose factor is verified. */
export function RecoveryCodesPanel({ recovery }: { recovery: RecoveryCodes }) {
  const t = useT()
  const { shown, load, dismiss } = recovery
  // What is left is read when the panel appears, unless it appears with codes just made (they are counted).
  const madeAtMount = useRef(shown !== null)
  useEffect(() => {
    if (!madeAtMount.current) void load()
  }, [load])

  if (shown) return <ShownCodes codes={shown} onSaved={dismiss} />
  return (
    <div className="grid gap-3 border-t border-line pt-4">
      <h3 className="flex items-center gap-2 text-sm font-bold text-ink">
        <LifeBuoy className="size-4 text-brand" aria-hidden /> {t(m['forms.profile.recovery.title'])}
      </h3>
      <CodesStatus recovery={recovery} />
    </div>
  )
}
