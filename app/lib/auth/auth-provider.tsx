import type { Session, SupabaseClient, User } from '@supabase/supabase-js'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useRootData } from '../root-data.ts'

/** Same value as supabase.client.ts's authStorageKey, kept here so this module does not import the client. */
const authStorageKey = 'sei-auth'

export interface AuthValue {
  user: User | null
  session: Session | null
  /** True until the first session read or auth event (spec section 4). */
  loading: boolean
  /** Loads the Supabase client on demand (forms, sign-in) and subscribes to its events. */
  getClient: () => Promise<SupabaseClient>
}

const AuthContext = createContext<AuthValue | null>(null)

function mayHaveSession(): boolean {
  try {
    if (window.localStorage.getItem(authStorageKey)) return true
  } catch {
    return false
  }
  // A confirmation, recovery or magic link lands with tokens in the fragment.
  return /(?:access_token|error_description)=/.test(window.location.hash)
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { supabaseUrl, supabaseAnonKey } = useRootData()
  const [state, setState] = useState<{ user: User | null; session: Session | null; loading: boolean }>({
    user: null,
    session: null,
    loading: true,
  })
  const clientPromise = useRef<Promise<SupabaseClient> | null>(null)

  const getClient = useCallback(() => {
    clientPromise.current ??= import('./supabase.client.ts').then(({ getSupabaseClient }) => {
      const client = getSupabaseClient(supabaseUrl, supabaseAnonKey)
      client.auth.onAuthStateChange((_event, session) => {
        setState({ user: session?.user ?? null, session, loading: false })
      })
      return client
    })
    return clientPromise.current
  }, [supabaseUrl, supabaseAnonKey])

  useEffect(() => {
    if (mayHaveSession()) {
      void getClient()
    } else {
      // The stored session can only be read after hydration: the first render must match the server's.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setState((previous) => ({ ...previous, loading: false }))
    }
  }, [getClient])

  const value = useMemo<AuthValue>(() => ({ ...state, getClient }), [state, getClient])
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

/** The auth state; using it outside its provider is an error (spec section 8). */
export function useAuth(): AuthValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth must be used within an AuthProvider')
  return value
}
