import { createContext, lazy, Suspense, useContext } from 'react'

/**
 * A form sent before the page's script handles it (the script not loaded yet, or turned off) is an ordinary
 * POST to the page (the form's `method` and `action`): its fields never land in the address. The route's
 * action (no-script.server.ts) answers with the same page and what was typed, passwords and codes left out,
 * under the form's name; the form shows it back, with a notice that it needs JavaScript.
 */
export interface NoScriptSubmission {
  /** The name of the form that was sent (useZodForm's `name`), empty when none was given. */
  form: string
  /** The fields as typed, secrets left out; a ticked checkbox is there ('on'), an unticked one is not. */
  values: Record<string, string>
}

/** The hidden field naming the form in what it sends. */
export const formNameField = '_form'

/** The fields never handed back: passwords and one-time codes. */
export const secretFields: readonly string[] = ['password', 'confirmation', 'code', 'nonce']

const NoScriptSubmissionContext = createContext<NoScriptSubmission | null | undefined>(null)

/** Gives the forms of a page the submission its route's action answered, if any (the route's `actionData`). */
export const NoScriptSubmissionProvider = NoScriptSubmissionContext.Provider

/** The submission the page answers, when it is this form's. */
export function useNoScriptSubmission(name: string): NoScriptSubmission | null {
  const submission = useContext(NoScriptSubmissionContext)
  return submission?.form === name ? submission : null
}

/** A form's initial values with a submission's put back: texts by name, checkboxes by presence, never a secret. */
export function valuesSentBack<Values extends object>(initial: Values, submission: NoScriptSubmission | null): Values {
  if (!submission) return initial
  const values: Record<string, unknown> = { ...(initial as Record<string, unknown>) }
  for (const [name, value] of Object.entries(initial)) {
    if (secretFields.includes(name)) continue
    const sent = Object.hasOwn(submission.values, name) ? submission.values[name] : undefined
    if (typeof value === 'boolean') values[name] = sent !== undefined
    else if (typeof value === 'string' && sent !== undefined) values[name] = sent
  }
  return values as Values
}

// The notice's strings load only where it shows: a page answering a form sent without script.
const Notice = lazy(() => import('./no-script-notice.tsx').then((module) => ({ default: module.NoScriptNotice })))

/** The notice's id: the address a form sends to ends with it, so that the page answering opens there. */
export const noScriptNoticeId = (name: string) => `${name}-notice`

/** What every form holds first: the hidden field with its name, and the notice when the page answers its submission. */
export function NoScriptFields({ name, notice, secrets }: { name: string; notice: boolean; secrets: boolean }) {
  return (
    <>
      <input type="hidden" name={formNameField} value={name} />
      {notice && (
        <Suspense fallback={null}>
          <Notice id={noScriptNoticeId(name)} secrets={secrets} />
        </Suspense>
      )}
    </>
  )
}
