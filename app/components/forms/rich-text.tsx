import { Fragment, type ReactNode } from 'react'

/**
 * A translated sentence whose `{name}` placeholders are filled with elements rather than text, e.g. an
 * address in a <bdi>, so that a left-to-right e-mail keeps its order inside a Hebrew sentence.
 */
export function RichText({ template, values }: { template: string; values: Record<string, ReactNode> }) {
  const parts = template.split(/\{(\w+)\}/)
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 && Object.hasOwn(values, part) ? <Fragment key={index}>{values[part]}</Fragment> : part && <Fragment key={index}>{part}</Fragment>,
      )}
    </>
  )
}

/** An e-mail address isolated from the direction of the sentence around it. */
export function Address({ email }: { email: string }) {
  return <bdi dir="ltr">{email}</bdi>
}
