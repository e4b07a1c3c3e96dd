import type { ReactNode } from 'react'

/** A placeholder value that `withSlot` replaces by an element (a date, a name kept in its own direction). */
export const slotMarker = '\u0000'

/**
 * Puts an element where a translated sentence has its placeholder:
 * `withSlot(t(m['editorial.article.by'], { author: slotMarker }), <bdi>{name}</bdi>)`.
 * French names and dates inside a Hebrew sentence then keep their own order.
 */
export function withSlot(text: string, node: ReactNode): ReactNode {
  const index = text.indexOf(slotMarker)
  if (index === -1) return text
  return (
    <>
      {text.slice(0, index)}
      {node}
      {text.slice(index + slotMarker.length)}
    </>
  )
}
