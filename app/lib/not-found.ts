import { isRouteErrorResponse } from 'react-router'
import type { NotFoundTexts } from './meta.ts'

/** The pages whose missing page says something of its own; any other missing page is the 404 page. */
export type NotFoundKind = 'sector' | 'article' | 'guide'

/** What a loader's 404 carries for a page of a kind: the kind's texts, in the page's language (not-found.server.ts). */
export interface NotFoundAnswer extends NotFoundTexts {
  kind: NotFoundKind
}

/**
 * The missing page an error stands for: its kind's answer, null for the 404 page, undefined when the error
 * is no 404 (app/root.tsx renders all three).
 */
export function notFoundAnswerOf(error: unknown): NotFoundAnswer | null | undefined {
  if (!isRouteErrorResponse(error) || error.status !== 404) return undefined
  return (error.data as NotFoundAnswer | null | undefined) ?? null
}
