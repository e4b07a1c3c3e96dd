import { TextField } from '~/components/ui/field.tsx'
import { useT } from '~/i18n/context.tsx'
import type { Message } from '~/i18n/translate.ts'
import { limits } from '~/lib/validation/rules.ts'
import { m } from '~/paraglide/messages.js'

type NameKey = 'firstName' | 'lastName'

/** The props `useZodForm`'s `text()` gives a field. */
interface TextProps {
  name: string
  value: string
  onChange: (event: { target: { value: string } }) => void
  error: string | undefined
}

const nameFields = [
  { key: 'firstName', id: 'first-name', autoComplete: 'given-name' },
  { key: 'lastName', id: 'last-name', autoComplete: 'family-name' },
] as const

const accountLabels: Record<NameKey, Message> = { firstName: m['forms.signUp.firstName'], lastName: m['forms.signUp.lastName'] }

/** First and last name, with the browser's autofill and the database's length limit. */
export function NameFields({
  idPrefix,
  form,
  labels = accountLabels,
  disabled,
}: {
  idPrefix: string
  form: { text: (name: NameKey) => TextProps }
  labels?: Record<NameKey, Message>
  disabled?: boolean
}) {
  const t = useT()
  return nameFields.map(({ key, id, autoComplete }) => (
    <TextField
      key={key}
      id={`${idPrefix}-${id}`}
      label={t(labels[key])}
      required
      autoComplete={autoComplete}
      maxLength={limits.nameMax}
      disabled={disabled}
      {...form.text(key)}
    />
  ))
}
