import { Fragment } from 'react'

/**
 * A run of Latin script or digits in a Hebrew text: a name, an acronym, a product or a figure ('Wix.com',
 * 'SaaS B2B', 'GPT-4', '360', '4D'), from its first Latin letter or digit to its last letter, digit, '+' or '%',
 * spaces and joining marks inside.
 */
const latinRun = /[A-Za-z0-9][A-Za-z0-9.,&'’+\-_/ ]*[A-Za-z0-9+%]|[A-Za-z0-9]/g

/**
 * A text laid out in its language's direction, each Latin or numeric run of a Hebrew text isolated in `<bdi>`, so that a
 * name and the punctuation beside it never reorder the Hebrew line around them (issue 32). Other languages'
 * texts are returned as they are.
 */
export function IsolatedText({ text, language }: { text: string; language: string }) {
  if (language !== 'he') return text
  const parts: React.ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(latinRun)) {
    if (match.index > last) parts.push(text.slice(last, match.index))
    parts.push(<bdi key={match.index}>{match[0]}</bdi>)
    last = match.index + match[0].length
  }
  if (parts.length === 0) return text
  if (last < text.length) parts.push(text.slice(last))
  return <Fragment>{parts}</Fragment>
}
