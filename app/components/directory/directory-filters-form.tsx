import { RotateCcw, SlidersHorizontal } from 'lucide-react'
import { useState, type FormEvent, type ReactNode } from 'react'
import { Form, Link } from '~/components/link.tsx'
import { useT } from '~/i18n/context.tsx'
import { messageOf, type Message, type MessageFunction, type TranslationValues } from '~/i18n/translate.ts'
import type { SectorRef } from '~/lib/directory-data.server.ts'
import {
  cityKey,
  directoryStages,
  hasActiveFilters,
  sparseCount,
  type DirectoryFilters,
  type DirectoryOptions,
  type SparseFact,
} from '~/lib/directory-filters.ts'
import { buttonVariants } from '~/components/ui/button.tsx'
import { FieldError } from '~/components/ui/field-error.tsx'
import { cn } from '~/lib/utils.ts'
import { countLabel, roundLabel, stageLabel, useFormatBand } from './format.ts'
import type { FilterForm } from './use-filter-form.ts'
import { m } from '~/paraglide/messages.js'

/** The districts' names; a district the dictionary does not name shows its key (spec section 4). */
const districtLabels: Readonly<Record<string, Message>> = {
  'directory.startups.district.jerusalem': m['directory.startups.district.jerusalem'],
  'directory.startups.district.north': m['directory.startups.district.north'],
  'directory.startups.district.haifa': m['directory.startups.district.haifa'],
  'directory.startups.district.center': m['directory.startups.district.center'],
  'directory.startups.district.tel-aviv': m['directory.startups.district.tel-aviv'],
  'directory.startups.district.south': m['directory.startups.district.south'],
  'directory.startups.district.judea-samaria': m['directory.startups.district.judea-samaria'],
}

export const directoryFormId = 'directory-filters'

const fieldLook =
  'h-11 rounded-lg border border-line bg-surface px-3 text-sm text-ink focus:border-brand focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/40'
const fieldClass = `${fieldLook} w-full min-w-0`

/** The hint of a filter on a fact few companies have: how many have it. */
function SparseHint({ id, count, total }: { id: string; count: number | undefined; total: number }) {
  const t = useT()
  if (count === undefined) return null
  return (
    <p id={id} className="text-xs text-muted">
      {countLabel(t, { zero: m['directory.startups.knownFor.zero'], one: m['directory.startups.knownFor.one'], other: m['directory.startups.knownFor.other'] }, count, { total })}
    </p>
  )
}

function Field({ id, label, hint, children, wide = false }: { id: string; label: string; hint?: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn('grid min-w-0 content-end gap-1.5', wide && 'col-span-2 lg:col-span-1')}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {hint}
      {children}
    </div>
  )
}

/** A menu of a filter: its 'all' choice first, then the values the list has. */
function FilterSelect({
  name,
  label,
  all,
  value,
  choices,
  hintFor,
  options,
}: {
  name: string
  label: string
  all: string
  value: string
  choices: readonly (readonly [string, string])[]
  hintFor?: SparseFact
  options: DirectoryOptions
}) {
  const id = `filter-${name}`
  const count = hintFor ? sparseCount(options, hintFor) : undefined
  return (
    <Field id={id} label={label} hint={<SparseHint id={`${id}-hint`} count={count} total={options.total} />}>
      <select id={id} name={name} defaultValue={value} aria-describedby={count === undefined ? undefined : `${id}-hint`} className={fieldClass}>
        <option value="">{all}</option>
        {choices.map(([choice, text]) => (
          <option key={choice} value={choice}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  )
}

/**
 * The headquarters filter: a text box that suggests the list's cities (about
 * 460 in the directory) once it is used. A menu of every city made the page's
 * document a third heavier (each choice is an element the browser parses and
 * styles, and hydration visits); the suggestions are only built on focus.
 * Without JavaScript a typed name is sent as it is; the list matches it
 * whatever its accents, case, spaces or apostrophes. A name that no city of
 * the list starts with is pointed out, since the list ignores it.
 */
function CityField({ label, all, value, cities }: { label: string; all: string; value: string; cities: readonly string[] }) {
  const t = useT()
  const [suggesting, setSuggesting] = useState(false)
  const [text, setText] = useState(value)
  const typed = cityKey(text)
  const unknown = typed !== '' && !cities.some((city) => cityKey(city).startsWith(typed))
  const id = 'filter-city'
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        name="city"
        type="text"
        list={`${id}-suggestions`}
        defaultValue={value}
        placeholder={all}
        autoComplete="off"
        aria-invalid={unknown || undefined}
        aria-describedby={unknown ? `${id}-error` : undefined}
        onFocus={() => setSuggesting(true)}
        onInput={(event) => setText(event.currentTarget.value)}
        className={fieldClass}
      />
      <FieldError id={`${id}-error`} message={unknown ? t(m['directory.startups.cityUnknown']) : undefined} />
      {suggesting && (
        <datalist id={`${id}-suggestions`}>
          {cities.map((city) => (
            <option key={city} value={city} />
          ))}
        </datalist>
      )}
    </Field>
  )
}

/**
 * The filters of a list of companies (the directory, a sector page): a GET
 * form, so that without JavaScript it simply loads the filtered URL; with
 * JavaScript every change updates the URL (`onChange`, see use-filter-form.ts)
 * and the apply button is not needed. Without `sectors`, no sector menu.
 */
interface FormProps {
  /** The list's path, where the form sends its filters and the reset link leads. */
  action: string
  filters: DirectoryFilters
  options: DirectoryOptions
  sectors?: readonly SectorRef[]
  /** True once hydrated: changes apply immediately. */
  interactive: boolean
  onChange: (event: FormEvent<HTMLFormElement>) => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
}

export function DirectoryFiltersForm({ action, filters, options, sectors, interactive, onChange, onSubmit }: FormProps) {
  const t = useT()
  const formatBand = useFormatBand()
  const sectorName = new Map(sectors?.map((sector) => [sector.id, sector.name]))
  // Each menu: name, label, 'all' choice, value, choices, and the sparse fact it filters on, if any.
  const menus: [string, string, string, string, (readonly [string, string])[], SparseFact?][] = [
    [
      'sector',
      t(m['directory.startups.sector']),
      t(m['directory.startups.allSectors']),
      filters.sector,
      options.sectors.map((id) => [id, sectorName.get(id) ?? id] as const),
    ],
    [
      'size',
      t(m['directory.startups.size']),
      t(m['directory.startups.allSizes']),
      filters.size,
      options.sizeBands.map((band) => [band, t(m['directory.startups.sizeValue'], { size: formatBand(band) })] as const),
    ],
    [
      'district',
      t(m['directory.startups.district']),
      t(m['directory.startups.allDistricts']),
      filters.district,
      options.districts.map((id) => [id, t(messageOf(districtLabels, `directory.startups.district.${id}`) as MessageFunction<TranslationValues>)] as const),
    ],
    ['city', t(m['directory.startups.city']), t(m['directory.startups.allCities']), filters.city, []],
    [
      'stage',
      t(m['directory.startups.stage']),
      t(m['directory.startups.allStages']),
      filters.stage,
      directoryStages.map((stage) => [stage, stageLabel(t, stage)] as const),
      'stage',
    ],
    [
      'round',
      t(m['directory.startups.round']),
      t(m['directory.startups.allRounds']),
      filters.round,
      options.rounds.map((round) => [round, roundLabel(t, round)] as const),
      'round',
    ],
  ]
  // A sector page has no sector menu: its list is one sector.
  if (!sectors || options.sectors.length === 0) menus.shift()
  const yearsHint = sparseCount(options, 'founded')
  const yearsDescribedBy = yearsHint === undefined ? undefined : 'filter-founded-hint'
  const yearField = (name: 'from' | 'to', label: string, value: number | null, placeholder: number) => (
    <div className="grid gap-1">
      <label htmlFor={`filter-${name}`} className="text-xs text-muted">
        {label}
      </label>
      <input
        id={`filter-${name}`}
        name={name}
        type="number"
        inputMode="numeric"
        min={options.minYear}
        max={options.maxYear}
        placeholder={String(placeholder)}
        defaultValue={value ?? ''}
        aria-describedby={yearsDescribedBy}
        className={fieldClass}
      />
    </div>
  )
  return (
    <Form
      id={directoryFormId}
      method="get"
      action={action}
      role="search"
      aria-labelledby="directory-filters-title"
      onSubmit={onSubmit}
      onChange={onChange}
      className="grid grid-cols-2 gap-x-3 gap-y-4 rounded-card border border-line bg-surface p-4 shadow-sm sm:p-5 lg:grid-cols-1 lg:gap-5"
    >
      <h2 id="directory-filters-title" className="col-span-2 flex items-center gap-2 text-lg font-bold text-ink lg:col-span-1">
        <SlidersHorizontal className="size-5" aria-hidden /> {t(m['directory.startups.filtersTitle'])}
      </h2>
      <Field id="filter-q" label={t(m['directory.startups.text'])} wide>
        <input
          id="filter-q"
          name="q"
          type="search"
          defaultValue={filters.q}
          placeholder={t(m['directory.startups.textPlaceholder'])}
          autoComplete="off"
          className={fieldClass}
        />
      </Field>
      {menus.map(([name, label, all, value, choices, hintFor]) =>
        name === 'city' ? (
          <CityField key={name} label={label} all={all} value={value} cities={options.cities} />
        ) : (
          <FilterSelect key={name} name={name} label={label} all={all} value={value} choices={choices} hintFor={hintFor} options={options} />
        ),
      )}
      <fieldset className="col-span-2 grid gap-1.5 lg:col-span-1">
        <legend className="mb-1.5 text-sm font-semibold text-ink">{t(m['directory.startups.foundedRange'])}</legend>
        <SparseHint id="filter-founded-hint" count={yearsHint} total={options.total} />
        <div className="grid grid-cols-2 gap-3">
          {yearField('from', t(m['directory.startups.foundedFrom']), filters.from, options.minYear)}
          {yearField('to', t(m['directory.startups.foundedTo']), filters.to, options.maxYear)}
        </div>
      </fieldset>
      <div className="col-span-2 flex items-center gap-2 lg:col-span-1">
        <input id="filter-hiring" name="hiring" type="checkbox" value="1" defaultChecked={filters.hiring} className="size-5 shrink-0 accent-brand" />
        <label htmlFor="filter-hiring" className="text-sm font-semibold text-ink">
          {t(m['directory.startups.hiring'])}
        </label>
      </div>
      {(!interactive || hasActiveFilters(filters)) && (
        <div className="col-span-2 grid gap-2 lg:col-span-1">
          {/* Without JavaScript the form is sent with this button; with it, every change applies at once. */}
          {!interactive && (
            <button type="submit" className={buttonVariants()}>
              {t(m['directory.startups.apply'])}
            </button>
          )}
          {hasActiveFilters(filters) && (
            <Link to={action} className={buttonVariants({ variant: 'ghost' })}>
              <RotateCcw aria-hidden /> {t(m['directory.startups.reset'])}
            </Link>
          )}
        </div>
      )}
    </Form>
  )
}

/** The filters' form in its column, wired to the live behaviour of `useFilterForm`. */
export function FiltersAside({ form, ...props }: { form: FilterForm } & Pick<FormProps, 'action' | 'filters' | 'options' | 'sectors'>) {
  return (
    <aside className="min-w-0">
      <DirectoryFiltersForm key={form.formKey} {...props} interactive={form.hydrated} onChange={form.onChange} onSubmit={form.onSubmit} />
    </aside>
  )
}

/** The sort menu, shown above the results but submitted with the filters' form. */
export function DirectorySortSelect({ sort, form }: { sort: DirectoryFilters['sort']; form: FilterForm }) {
  const t = useT()
  const onSortChange = () => form.applyById(directoryFormId)
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="directory-sort" className="shrink-0 text-sm font-semibold text-ink">
        {t(m['directory.startups.sort'])}
      </label>
      <select key={form.formKey} id="directory-sort" name="sort" form={directoryFormId} defaultValue={sort} onChange={onSortChange} className={`${fieldLook} w-auto min-w-0`}>
        <option value="name">{t(m['directory.startups.sortName'])}</option>
        <option value="size">{t(m['directory.startups.sortSize'])}</option>
        <option value="founded-desc">{t(m['directory.startups.sortFoundedDesc'])}</option>
        <option value="founded-asc">{t(m['directory.startups.sortFoundedAsc'])}</option>
      </select>
    </div>
  )
}
