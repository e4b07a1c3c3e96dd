import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { defaultLanguage, isLanguage } from './i18n/languages.ts'
import { loadMessages, messageAreasFor } from './i18n/load-messages.ts'

/**
 * The page's dictionary (its core, and its forms' strings where it has a form)
 * is loaded before hydration, so the first client render matches the server's
 * HTML. The server already named it in a modulepreload link, so this usually
 * waits for nothing (ADRs 0009 and 0011).
 */
const pageLanguage = document.documentElement.lang
// The route modules are already loaded (React Router's module script imports them first).
const routeModules = (window as { __reactRouterRouteModules?: Record<string, { handle?: unknown }> }).__reactRouterRouteModules ?? {}
const areas = messageAreasFor(Object.values(routeModules).map((module) => module.handle))
void loadMessages(isLanguage(pageLanguage) ? pageLanguage : defaultLanguage, areas).finally(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
})
