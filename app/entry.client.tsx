import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { defaultLanguage, isLanguage } from './i18n/languages.ts'
import { loadMessages } from './i18n/load-messages.ts'

/**
 * The page's dictionary is loaded before hydration, so the first client render
 * matches the server's HTML. The server already named it in a modulepreload
 * link (root Layout), so this usually waits for nothing (ADR 0009).
 */
const pageLanguage = document.documentElement.lang
void loadMessages(isLanguage(pageLanguage) ? pageLanguage : defaultLanguage).finally(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
})
