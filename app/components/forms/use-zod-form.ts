import { useEffect, useRef, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react'
import { useFormAction } from 'react-router'
import type * as z from 'zod/mini'
import { useT } from '~/i18n/context.tsx'
import type { Message } from '~/i18n/translate.ts'
import { toast } from '~/lib/toast.ts'
import type { FieldErrors } from '~/lib/validation/validate.ts'
import { noScriptNoticeId, secretFields, useNoScriptSubmission, valuesSentBack } from './no-script.tsx'

type Schema<Output> = z.ZodMiniType<Output>

/** The toast of a submission that failed: its title and its text. */
export interface FormFailure {
  title: Message
  description: Message
}

/** What `onValid` may do to the form. */
export interface FormControls<Values> {
  values: Values
  setValues: Dispatch<SetStateAction<Values>>
  /** Back to the initial values, without errors. */
  reset: () => void
  /** An error found after the schema's checks (a rule it cannot know, the service's answer), shown under its field. */
  setError: (field: keyof Values & string, message: Message) => void
  /** Focuses a field once the submission is over (a field cannot take the focus while the form is disabled). */
  focus: (field: keyof Values & string) => void
}

export interface ZodFormOptions<Values, Output> {
  /**
   * The form's name, one per form of a page: the form's id is `<name>-form`, and a submission sent before the
   * page's script ran comes back from the route's action under it (no-script.tsx).
   */
  name: string
  /**
   * Loads the form's checks, on the first submit: zod stays out of the page's first visit (the sign-in
   * page's budget). A form whose schema is already loaded returns it: `async () => schema`.
   */
  schema: () => Promise<Schema<Output>>
  initial: Values
  /** Sends the checked values. What it throws is logged and shown as the `failure` toast; the values stay. */
  onValid: (data: Output, form: FormControls<Values>) => Promise<void> | void
  failure: (error: unknown) => FormFailure | Promise<FormFailure>
  /** The console's line for a failure. */
  log?: string
  /**
   * Shows the first broken rule as a toast with this title instead of under the fields (the contact form,
   * spec section 8).
   */
  invalidTitle?: Message
}

type KeysOf<Values, Type> = { [Key in keyof Values]: Values[Key] extends Type ? Key : never }[keyof Values] & string

/** Moves the focus to a form's field by its name. */
export function focusField(form: HTMLFormElement | null, name: string) {
  const field = form?.elements.namedItem(name)
  if (field instanceof HTMLElement) field.focus()
}

/**
 * A form checked by a zod schema (spec sections 5 and 8): on submit, the rules run in the schema's order;
 * when one breaks, every field's first error shows and the first field in error takes the focus, so that
 * keyboard and screen-reader users land on it; otherwise the form is `submitting` (its fields disabled)
 * while `onValid` sends the values. A submission is ignored while another is under way.
 *
 * Before the page's script handles it, the form is an ordinary POST to its page (never a GET, which would
 * put the fields in the address); the page's answer puts what was typed back, with a notice
 * (`noScript`, for NoScriptFields), until the next submission.
 */
export function useZodForm<Values extends object, Output>({ name, schema, initial, onValid, failure, log = 'Form not sent', invalidTitle }: ZodFormOptions<Values, Output>) {
  const t = useT()
  const ref = useRef<HTMLFormElement>(null)
  const sentBack = useNoScriptSubmission(name)
  // The page's own address (with `?index` on an index route, so that its action, not the root's, answers).
  const pageAction = useFormAction()
  const [values, setValues] = useState(() => valuesSentBack(initial, sentBack))
  const [noScriptNotice, setNoScriptNotice] = useState(sentBack !== null)
  const [errors, setErrors] = useState<FieldErrors<Values>>({})
  const [submitting, setSubmitting] = useState(false)
  // A ref, not the state: a second submit can come before the state's next render.
  const busy = useRef(false)
  const pendingFocus = useRef<string | null>(null)

  useEffect(() => {
    if (pendingFocus.current && !submitting) {
      focusField(ref.current, pendingFocus.current)
      pendingFocus.current = null
    }
  })

  const controls: FormControls<Values> = {
    values,
    setValues,
    reset() {
      setValues(initial)
      setErrors({})
    },
    setError(field, message) {
      setErrors((current) => ({ ...current, [field]: message }))
      pendingFocus.current = field
    },
    focus(field) {
      pendingFocus.current = field
    },
  }

  async function fail(error: unknown) {
    console.error(log, error)
    const { title, description } = await failure(error)
    toast({ title: t(title), description: t(description), variant: 'destructive' })
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    busy.current = true
    setNoScriptNotice(false)
    try {
      const [checks, { validate }] = await Promise.all([schema(), import('~/lib/validation/validate.ts')])
      const result = validate(checks, values)
      if (!result.success) {
        if (invalidTitle) toast({ title: t(invalidTitle), description: t(result.first.message), variant: 'destructive' })
        else setErrors(result.errors)
        focusField(ref.current, result.first.field)
        return
      }
      setErrors({})
      setSubmitting(true)
      await onValid(result.data, controls)
    } catch (error) {
      await fail(error)
    } finally {
      busy.current = false
      setSubmitting(false)
    }
  }

  /** A field's error, in the page's language. */
  const error = (field: keyof Values & string) => {
    const message = errors[field]
    return message && t(message)
  }

  const formId = `${name}-form`

  return {
    ...controls,
    submitting,
    error,
    fail,
    /**
     * The form element's props. Sent without the page's script, it posts to its page, whose answer opens at
     * the notice (the fragment).
     */
    props: { ref, id: formId, method: 'post', action: `${pageAction}#${noScriptNoticeId(name)}`, noValidate: true, onSubmit, 'aria-busy': submitting },
    /** NoScriptFields' props: the form's name, and whether the page answers its submission sent without script. */
    noScript: { name, notice: noScriptNotice, secrets: Object.keys(initial).some((field) => secretFields.includes(field)) },
    /** A text control's props: its name (the key the focus finds), value, change handler and error. */
    text: (name: KeysOf<Values, string>) => ({
      name,
      value: values[name] as string,
      onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
      error: error(name),
    }),
    /** A checkbox's props. */
    checkbox: (name: KeysOf<Values, boolean>) => ({
      name,
      checked: values[name] as boolean,
      onChange: (event: { target: { checked: boolean } }) => setValues((current) => ({ ...current, [name]: event.target.checked })),
      error: error(name),
    }),
  }
}
