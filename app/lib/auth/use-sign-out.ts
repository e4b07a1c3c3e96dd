import { useCallback } from 'react'
import { useT } from '~/i18n/context.tsx'
import { toast } from '../toast.ts'
import { useAuth } from './auth-provider.tsx'
import { m } from '~/paraglide/messages.js'

/** The server's 401, 403 and 404 answers to sign-out are ignored (spec section 7). */
const ignoredSignOutStatuses = new Set([401, 403, 404])

export function useSignOut(): (scope?: 'global' | 'local' | 'others') => Promise<void> {
  const { getClient } = useAuth()
  const t = useT()
  return useCallback(
    async (scope = 'local') => {
      const client = await getClient()
      const { error } = await client.auth.signOut({ scope })
      if (error && !ignoredSignOutStatuses.has(error.status ?? 0)) {
        console.error(error)
      }
      toast({ title: t(m['signOut.toastTitle']), description: t(m['signOut.toastDescription']) })
    },
    [getClient, t],
  )
}
