import type { Config } from '@react-router/dev/config'

// Server rendering for every route; static pages are additionally prerendered
// once per language by scripts/prerender.ts (ADR 0003), because React Router's
// built-in prerendering cannot vary a page by the language cookie.
export default {
  appDirectory: 'app',
  ssr: true,
} satisfies Config
