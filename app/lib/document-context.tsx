import { createContext, useContext } from 'react'

/** The CSP nonce of the server response, given by entry.server.tsx. */
export const NonceContext = createContext<string | undefined>(undefined)

export function useNonce(): string | undefined {
  return useContext(NonceContext)
}
