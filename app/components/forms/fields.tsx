import { CircleAlert, Eye, EyeOff, LoaderCircle } from 'lucide-react'
import { useState, type ComponentProps, type ReactNode } from 'react'
import { useT } from '~/i18n/context.tsx'
import { cn } from '~/lib/utils.ts'
import { limits } from '~/lib/validation/rules.ts'
import { m } from '~/paraglide/messages.js'

/** Light fields on the page's surface, or inverse ones on the brand colour (the home's call to action). */
export type FieldTone = 'default' | 'inverse'

/** On the brand colour the site's blue focus ring would not show: a white one. */
export const inverseFocus = 'focus-visible:outline-white'

export const inputClass =
  'block w-full rounded-lg border border-line bg-surface px-3 text-base text-ink placeholder:text-muted/80 transition-colors ' +
  'hover:border-muted/50 aria-[invalid=true]:border-danger disabled:cursor-not-allowed disabled:bg-canvas disabled:opacity-70'

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ')
  return list || undefined
}

export function FieldLabel({
  htmlFor,
  required,
  tone = 'default',
  children,
}: {
  htmlFor: string
  required?: boolean
  tone?: FieldTone
  children: ReactNode
}) {
  // The asterisk sits beside the label, not in it: the field's name stays its label, and `required`
  // tells assistive technologies what the asterisk shows.
  return (
    <span className="inline-flex items-baseline gap-0.5">
      <label htmlFor={htmlFor} className={cn('text-sm font-semibold', tone === 'inverse' ? 'text-white' : 'text-ink')}>
        {children}
      </label>
      {required && (
        <span aria-hidden="true" className={cn('text-sm font-semibold', tone === 'inverse' ? 'text-white' : 'text-danger')}>
          *
        </span>
      )}
    </span>
  )
}

export function FieldError({ id, message, tone = 'default' }: { id: string; message?: string; tone?: FieldTone }) {
  if (!message) return null
  return (
    <p id={id} className={cn('flex items-start gap-1.5 text-sm font-medium', tone === 'inverse' ? 'text-red-100' : 'text-danger')}>
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      {message}
    </p>
  )
}

interface FieldFrameProps {
  id: string
  label: ReactNode
  required?: boolean
  error?: string
  hint?: ReactNode
  tone?: FieldTone
  className?: string
}

type InputProps = Omit<ComponentProps<'input'>, 'id' | 'className'> & FieldFrameProps

/**
 * What every field shares: its label (with the required asterisk), the
 * control, an optional hint and the error message. `hintAs` is 'div' where a
 * hint may hold block content.
 */
function FieldFrame({
  id,
  label,
  required,
  error,
  hint,
  tone,
  className,
  hintAs: Hint = 'p',
  children,
}: FieldFrameProps & { hintAs?: 'p' | 'div'; children: ReactNode }) {
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <FieldLabel htmlFor={id} required={required} tone={tone}>
        {label}
      </FieldLabel>
      {children}
      {hint && (
        <Hint id={`${id}-hint`} className={cn('text-sm', tone === 'inverse' ? 'text-blue-50' : 'text-muted')}>
          {hint}
        </Hint>
      )}
      <FieldError id={`${id}-error`} message={error} tone={tone} />
    </div>
  )
}

/** The attributes tying a control to its frame: id, required, invalid state, hint and error. */
function controlProps({ id, required, error, hint }: Pick<FieldFrameProps, 'id' | 'required' | 'error' | 'hint'>) {
  return {
    id,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hint ? `${id}-hint` : undefined, error && `${id}-error`),
  }
}

export function TextField({ id, label, required, error, hint, tone, className, ...input }: InputProps) {
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint} tone={tone} className={className}>
      <input {...controlProps({ id, required, error, hint })} className={cn(inputClass, 'h-11', tone === 'inverse' && inverseFocus)} {...input} />
    </FieldFrame>
  )
}

/** An e-mail address field: the browser's e-mail keyboard and autofill, and the spec's length limit. */
export function EmailField(props: Omit<InputProps, 'type' | 'name' | 'autoComplete' | 'inputMode' | 'maxLength'>) {
  return <TextField name="email" type="email" autoComplete="email" inputMode="email" maxLength={limits.emailMax} {...props} />
}

/** A password input with a show/hide button (spec section 2: password visibility can be toggled). */
export function PasswordField({ id, label, required, error, hint, tone, className, ...input }: Omit<InputProps, 'type'>) {
  const t = useT()
  const [visible, setVisible] = useState(false)
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint} tone={tone} className={className}>
      <div className="relative">
        <input
          {...controlProps({ id, required, error, hint })}
          type={visible ? 'text' : 'password'}
          className={cn(inputClass, 'h-11 pe-12')}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-controls={id}
          aria-label={visible ? t(m['forms.password.hide']) : t(m['forms.password.show'])}
          disabled={input.disabled}
          className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-muted hover:text-ink disabled:opacity-50"
        >
          {visible ? <EyeOff className="size-5" aria-hidden /> : <Eye className="size-5" aria-hidden />}
        </button>
      </div>
    </FieldFrame>
  )
}

export function TextAreaField({ id, label, required, error, hint, tone, className, ...textarea }: Omit<ComponentProps<'textarea'>, 'id' | 'className'> & FieldFrameProps) {
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint} tone={tone} className={className} hintAs="div">
      <textarea {...controlProps({ id, required, error, hint })} className={cn(inputClass, 'min-h-36 resize-y py-2.5')} {...textarea} />
    </FieldFrame>
  )
}

export function SelectField({
  id,
  label,
  required,
  error,
  hint,
  tone,
  className,
  children,
  ...select
}: Omit<ComponentProps<'select'>, 'id' | 'className'> & FieldFrameProps) {
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint} tone={tone} className={className}>
      <select {...controlProps({ id, required, error, hint })} className={cn(inputClass, 'h-11 pe-8')} {...select}>
        {children}
      </select>
    </FieldFrame>
  )
}

export function CheckboxField({
  id,
  label,
  required,
  error,
  tone = 'default',
  className,
  ...input
}: Omit<ComponentProps<'input'>, 'id' | 'className' | 'type'> & Omit<FieldFrameProps, 'hint'>) {
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn('mt-0.5 size-5 shrink-0 cursor-pointer rounded border-line accent-brand disabled:cursor-not-allowed', tone === 'inverse' && inverseFocus)}
          {...input}
        />
        <FieldLabel htmlFor={id} required={required} tone={tone}>
          <span className="font-normal">{label}</span>
        </FieldLabel>
      </div>
      <FieldError id={`${id}-error`} message={error} tone={tone} />
    </div>
  )
}

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <LoaderCircle
      className={cn('animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]', className ?? 'size-5')}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
    />
  )
}

/** The page-level spinner shown while the auth state loads (spec section 2). */
export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-muted" data-testid="auth-spinner">
      <Spinner className="size-8 text-brand" />
      <span>{label}</span>
    </div>
  )
}

/** Moves the focus to the first field in error, so keyboard and screen-reader users land on it. */
export function focusField(form: HTMLFormElement | null, name: string) {
  const field = form?.elements.namedItem(name)
  if (field instanceof HTMLElement) field.focus()
}
