/** Moves the focus to the first field in error, so keyboard and screen-reader users land on it. */
export function focusField(form: HTMLFormElement | null, name: string) {
  const field = form?.elements.namedItem(name)
  if (field instanceof HTMLElement) field.focus()
}
