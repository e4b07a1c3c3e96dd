import { createClient, type SupabaseClient } from '@supabase/supabase-js'

/** Key of the session in localStorage; also how the header knows, without loading this module, that a session may exist. */
export const authStorageKey = 'sei-auth'

let client: SupabaseClient | null = null

/** The one browser client, created on first use (ADR 0008: loaded only where needed). */
export function getSupabaseClient(url: string, anonKey: string): SupabaseClient {
  client ??= createClient(url, anonKey, {
    auth: {
      storageKey: authStorageKey,
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      flowType: 'implicit',
    },
  })
  return client
}
