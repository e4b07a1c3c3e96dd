import { useI18n } from '~/i18n/context.tsx'
import { pathsOf, type Paths } from './paths.ts'

/** The address builders of the page's language (lib/paths.ts). */
export function usePaths(): Paths {
  return pathsOf(useI18n().language)
}
