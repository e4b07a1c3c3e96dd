import { useState } from 'react'
import { useT } from '~/i18n/context.tsx'
import { authErrorKey } from '~/lib/auth/auth-errors.ts'
import { toast } from '~/lib/toast.ts'

/**
 * An account action behind a button: `busy` while it runs (its button shows a
 * spinner and is disabled). A failure is logged and told in an error toast
 * under `errorTitle`, unless `handled` returns true for it.
 */
export function useBusyAction() {
  const t = useT()
  const [busy, setBusy] = useState(false)
  async function run(action: () => Promise<void>, errorTitle: string, handled?: (error: unknown) => boolean): Promise<void> {
    setBusy(true)
    try {
      await action()
    } catch (error) {
      if (handled?.(error)) return
      console.error(error)
      toast({ title: errorTitle, description: t(authErrorKey(error)), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }
  return { busy, run }
}
