import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { authStorageKey } from './session-state.ts'

export { authStorageKey }

let client: SupabaseClient | null = null

/**
 * The one browser client, created on first use (loaded only where needed). Sessions live in
 * localStorage and refresh automatically (spec section 4); e-mail links use the implicit flow (tokens in
 * the URL fragment), so a link opened in another browser than the one that asked for it still works.
 */
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
