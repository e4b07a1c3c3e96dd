import type { Session, SupabaseClient, User } from '@supabase/supabase-js'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useI18n } from '~/i18n/context.tsx'
import { useRootData } from '../root-data.ts'
import { toast } from '../toast.ts'
import { isMfaPending, isRecoveryLanding, linkErrorFromHash, linkNoticeFromHash, mayHaveSession } from './session-state.ts'

export interface AuthValue {
  user: User | null
  session: Session | null
  /** True until the first session read or auth event (spec section 4). */
  loading: boolean
  /** A password-recovery link was followed (PASSWORD_RECOVERY): the visitor must now choose a new password. */
  passwordRecovery: boolean
  /** Signed in with a password while a verified factor asks for a code (aal1, aal2 needed). */
  mfaPending: boolean
  /** The new password is set, or the visitor gave up: back to a normal session. */
  endPasswordRecovery: () => void
  /** Loads the Supabase client on demand (forms, sign-in) and subscribes to its events. */
  getClient: () => Promise<SupabaseClient>
}

interface AuthState {
  user: User | null
  session: Session | null
  loading: boolean
  passwordRecovery: boolean
}

const AuthContext = createContext<AuthValue | null>(null)

function clearUrlFragment() {
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search)
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { supabaseUrl, supabaseAnonKey } = useRootData()
  const { t } = useI18n()
  const [state, setState] = useState<AuthState>({ user: null, session: null, loading: true, passwordRecovery: false })
  const clientPromise = useRef<Promise<SupabaseClient> | null>(null)

  const getClient = useCallback(() => {
    clientPromise.current ??= import('./supabase.client.ts').then(({ getSupabaseClient }) => {
      const client = getSupabaseClient(supabaseUrl, supabaseAnonKey)
      client.auth.onAuthStateChange((event, session) => {
        setState((previous) => ({
          user: session?.user ?? null,
          session,
          loading: false,
          passwordRecovery: event === 'PASSWORD_RECOVERY' ? true : event === 'SIGNED_OUT' ? false : previous.passwordRecovery,
        }))
      })
      return client
    })
    // A chunk that failed to load (network down) may load on a later try.
    clientPromise.current.catch(() => {
      clientPromise.current = null
    })
    return clientPromise.current
  }, [supabaseUrl, supabaseAnonKey])

  // The toasts below are shown once, on the page an e-mail link landed on.
  const tRef = useRef(t)
  useEffect(() => {
    tRef.current = t
  }, [t])

  useEffect(() => {
    const hash = window.location.hash
    const linkError = linkErrorFromHash(hash)
    const notice = linkNoticeFromHash(hash)
    if (linkError || notice) {
      // Nothing for the client to read here: an expired link, or the first half of an e-mail change.
      clearUrlFragment()
      // The table of error messages and these toasts' strings are not part of the shell: every page loads
      // the shell, few land from an e-mail link.
      void import('./auth-errors.ts').then(({ authErrorKey, linkMessages }) => {
        if (linkError) toast({ title: tRef.current(linkMessages.errorTitle), description: tRef.current(authErrorKey({ code: linkError })), variant: 'destructive' })
        else toast({ title: tRef.current(linkMessages.noticeTitle), description: tRef.current(linkMessages.emailChangeHalf) })
      })
    }
    let storage: Storage | null
    try {
      storage = window.localStorage
    } catch {
      storage = null
    }
    if (mayHaveSession(storage, window.location.hash)) {
      // The stored session can only be read after hydration: the first render must match the server's.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (isRecoveryLanding(window.location.hash)) setState((previous) => ({ ...previous, passwordRecovery: true }))
      getClient().catch((error: unknown) => {
        console.error(error)
        setState((previous) => ({ ...previous, loading: false }))
      })
    } else {
      setState((previous) => ({ ...previous, loading: false }))
    }
  }, [getClient])

  const endPasswordRecovery = useCallback(() => setState((previous) => ({ ...previous, passwordRecovery: false })), [])

  const value = useMemo<AuthValue>(
    () => ({
      user: state.user,
      session: state.session,
      loading: state.loading,
      passwordRecovery: state.passwordRecovery,
      mfaPending: isMfaPending(state.session),
      endPasswordRecovery,
      getClient,
    }),
    [state, endPasswordRecovery, getClient],
  )
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

/** The auth state; using it outside its provider is an error (spec section 8). */
export function useAuth(): AuthValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth must be used within an AuthProvider')
  return value
}
