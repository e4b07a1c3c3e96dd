import { Search } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { Form } from '~/components/link.tsx'
import { useT } from '~/i18n/context.tsx'
import { cn } from '~/lib/utils.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

/**
 * A search box: a non-empty trimmed query navigates to /search, an empty one
 * does nothing (spec section 4). Without JavaScript it is a plain GET form.
 */
export function SearchForm({
  className,
  inputClassName,
  placeholder,
  defaultValue = '',
  size = 'md',
  onSearch,
}: {
  className?: string
  inputClassName?: string
  placeholder?: string
  defaultValue?: string
  size?: 'md' | 'lg'
  onSearch?: () => void
}) {
  const t = useT()
  const paths = usePaths()
  const navigate = useNavigate()
  const id = useId()
  const [query, setQuery] = useState(defaultValue)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const trimmed = query.trim()
    if (!trimmed) return
    onSearch?.()
    void navigate(paths.search(trimmed))
  }

  return (
    <Form method="get" action={paths.search()} role="search" onSubmit={onSubmit} className={cn('relative flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t(m['header.searchLabel'])}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={placeholder ?? t(m['header.searchPlaceholder'])}
        autoComplete="off"
        className={cn(
          'w-full rounded-lg border bg-surface ps-3 pe-12 text-ink placeholder:text-muted focus:border-brand focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/40',
          size === 'lg' ? 'h-14 text-base' : 'h-10 text-sm',
          inputClassName ?? 'border-line',
        )}
      />
      <button
        type="submit"
        aria-label={t(m['header.searchSubmit'])}
        className={cn(
          'absolute end-1 inline-flex items-center justify-center rounded-md bg-brand text-white hover:bg-brand-strong',
          size === 'lg' ? 'size-12' : 'size-8',
        )}
      >
        <Search className="size-4" aria-hidden />
      </button>
    </Form>
  )
}
