import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { directorySearch, parseDirectoryFilters, type DirectoryOptions } from '~/lib/directory-filters.ts'

const subscribeNothing = () => () => {}

/** How long the text field waits for a pause in typing before the list follows it. */
export const textDelay = 300

/**
 * The live behaviour of a list's filter form (the directory, a sector page):
 * once hydrated, every change replaces the address with the form's filters
 * in their canonical order (page 1), at once for a menu or a box and after a
 * pause in typing for a text box (the words, the headquarters); without
 * JavaScript the form is a plain GET.
 */
export function useFilterForm(options: DirectoryOptions) {
  const [, setSearchParams] = useSearchParams()
  const location = useLocation()
  // False in the server HTML and during hydration, true afterwards.
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )

  // The form's fields are uncontrolled (typing must never be interrupted). When the
  // address changes from elsewhere (reset link, header link), the form is rebuilt
  // from it; changes made by the form itself keep it as it is. Every address the form
  // asked for since the last outside change counts as its own: with two quick changes, the
  // first one's address can be rendered after the second was asked for, and rebuilding the
  // form then would drop the second change.
  const [ownSearches, setOwnSearches] = useState<readonly string[]>([])
  const [formState, setFormState] = useState({ search: location.search, key: location.key })
  if (formState.search !== location.search) {
    const fromForm = ownSearches.includes(location.search)
    setFormState({ search: location.search, key: fromForm ? formState.key : location.key })
    if (!fromForm && ownSearches.length > 0) setOwnSearches([])
  }

  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(pending.current), [])

  function apply(form: HTMLFormElement) {
    clearTimeout(pending.current)
    const params = new URLSearchParams()
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value)
    const search = directorySearch({ ...parseDirectoryFilters(params, options), page: 1 })
    if (search === location.search) return
    setOwnSearches((searches) => [...searches.slice(-7), search])
    setSearchParams(new URLSearchParams(search), { replace: true, preventScrollReset: true })
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget
    if (event.target instanceof HTMLInputElement && (event.target.type === 'search' || event.target.type === 'text')) {
      clearTimeout(pending.current)
      pending.current = setTimeout(() => apply(form), textDelay)
    } else {
      apply(form)
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    apply(event.currentTarget)
  }

  /** For a field outside the form that submits with it (the sort menu). */
  function applyById(formId: string) {
    const form = document.getElementById(formId)
    if (form instanceof HTMLFormElement) apply(form)
  }

  return { hydrated, formKey: formState.key, onChange, onSubmit, applyById }
}

export type FilterForm = ReturnType<typeof useFilterForm>
