import { createContext, useContext, useState } from 'react'

/** The CSP nonce of the server response, given by entry.server.tsx. */
export const NonceContext = createContext<string | undefined>(undefined)

export function useNonce(): string | undefined {
  return useContext(NonceContext)
}

/**
 * The site's stylesheet, inlined in the document by the server (entry.server.tsx):
 * no render-blocking request before the first paint.
 */
export const InlineStyleContext = createContext<string | undefined>(undefined)

/** The stylesheet text: the server's, or in the browser the text already in the page. */
export function useInlineStyle(id: string): string {
  const serverStyle = useContext(InlineStyleContext)
  const [browserStyle] = useState(() => (typeof document === 'undefined' ? '' : (document.getElementById(id)?.textContent ?? '')))
  return serverStyle ?? browserStyle
}
