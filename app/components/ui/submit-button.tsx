import type { ComponentProps, ReactNode } from 'react'
import { Button } from './button.tsx'
import { Spinner } from './spinner.tsx'

/**
 * A form's submit button: while the form is sending, it is disabled, its icon
 * turns into a spinner and its label into the busy one ("Envoi…").
 * `disabled` overrides the default (sending) where something else also blocks it.
 */
export function SubmitButton({
  submitting,
  disabled,
  icon,
  busyLabel,
  children,
  ...props
}: Omit<ComponentProps<typeof Button>, 'type'> & { submitting: boolean; icon: ReactNode; busyLabel: ReactNode }) {
  return (
    <Button type="submit" disabled={disabled ?? submitting} {...props}>
      {submitting ? <Spinner /> : icon}
      {submitting ? busyLabel : children}
    </Button>
  )
}
