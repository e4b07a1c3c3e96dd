import { Eye, EyeOff } from 'lucide-react'
import { useState, type ComponentProps, type ReactNode } from 'react'
import { useT } from '~/i18n/context.tsx'
import { cn } from '~/lib/utils.ts'
import { limits } from '~/lib/validation/rules.ts'
import { m } from '~/paraglide/messages.js'
import { Checkbox } from './checkbox.tsx'
import { FieldError } from './field-error.tsx'
import { Input, inverseFocus } from './input.tsx'
import { Label, type FieldTone } from './label.tsx'
import { Select } from './select.tsx'
import { Textarea } from './textarea.tsx'

interface FieldProps {
  id: string
  label: ReactNode
  required?: boolean
  /** The message shown under the field, already translated. */
  error?: string
  hint?: ReactNode
  tone?: FieldTone
  className?: string
}

/**
 * What every field shares: its label (with the required asterisk), the
 * control, an optional hint and the error message. `hintAs` is 'div' where a
 * hint may hold block content.
 */
export function Field({ id, label, required, error, hint, tone, className, hintAs: Hint = 'p', children }: FieldProps & { hintAs?: 'p' | 'div'; children: ReactNode }) {
  return (
    <div data-slot="field" className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id} required={required} tone={tone}>
        {label}
      </Label>
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

/** The attributes tying a control to its field: id, required, invalid state, hint and error. */
function controlProps({ id, required, error, hint }: Pick<FieldProps, 'id' | 'required' | 'error' | 'hint'>) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return { id, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined }
}

type InputFieldProps = Omit<ComponentProps<'input'>, 'id' | 'className'> & FieldProps

export function TextField({ id, label, required, error, hint, tone, className, ...input }: InputFieldProps) {
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint} tone={tone} className={className}>
      <Input {...controlProps({ id, required, error, hint })} className={tone === 'inverse' ? inverseFocus : undefined} {...input} />
    </Field>
  )
}

/** An e-mail address field: the browser's e-mail keyboard and autofill, and the spec's length limit. */
export function EmailField(props: Omit<InputFieldProps, 'type' | 'autoComplete' | 'inputMode' | 'maxLength'>) {
  return <TextField name="email" type="email" autoComplete="email" inputMode="email" maxLength={limits.emailMax} {...props} />
}

/** A password input with a show/hide button (spec section 2: password visibility can be toggled). */
export function PasswordField({ id, label, required, error, hint, tone, className, ...input }: Omit<InputFieldProps, 'type'>) {
  const t = useT()
  const [visible, setVisible] = useState(false)
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint} tone={tone} className={className}>
      <div className="relative">
        <Input {...controlProps({ id, required, error, hint })} type={visible ? 'text' : 'password'} className="pe-12" {...input} />
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
    </Field>
  )
}

export function TextAreaField({ id, label, required, error, hint, tone, className, ...textarea }: Omit<ComponentProps<'textarea'>, 'id' | 'className'> & FieldProps) {
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint} tone={tone} className={className} hintAs="div">
      <Textarea {...controlProps({ id, required, error, hint })} {...textarea} />
    </Field>
  )
}

export function SelectField({ id, label, required, error, hint, tone, className, ...select }: Omit<ComponentProps<'select'>, 'id' | 'className'> & FieldProps) {
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint} tone={tone} className={className}>
      <Select {...controlProps({ id, required, error, hint })} {...select} />
    </Field>
  )
}

/** A checkbox with its label after it (a consent, an option). */
export function CheckboxField({ id, label, required, error, tone = 'default', className, ...input }: Omit<ComponentProps<'input'>, 'id' | 'className' | 'type'> & Omit<FieldProps, 'hint'>) {
  return (
    <div data-slot="field" className={cn('grid content-start gap-1.5', className)}>
      <div className="flex items-start gap-3">
        <Checkbox {...controlProps({ id, required, error })} className={tone === 'inverse' ? inverseFocus : undefined} {...input} />
        <Label htmlFor={id} required={required} tone={tone}>
          <span className="font-normal">{label}</span>
        </Label>
      </div>
      <FieldError id={`${id}-error`} message={error} tone={tone} />
    </div>
  )
}
