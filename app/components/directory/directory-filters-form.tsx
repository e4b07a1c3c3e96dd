import { RotateCcw, SlidersHorizontal } from 'lucide-react'
import { useState, type FormEvent, type ReactNode } from 'react'
import { Form, Link } from '~/components/link.tsx'
import { useT } from '~/i18n/context.tsx'
import { messageOf, type Message, type MessageFunction, type TranslationValues } from '~/i18n/translate.ts'
import type { SectorRef } from '~/lib/directory-data.server.ts'
import { factFilters, type FactKey } from '../../../content/company-facts.ts'
import { cityKey, hasActiveFilters, sparseCount, type ChoiceParam, type DirectoryFilters, type DirectoryOptions, type FilterParam } from '~/lib/directory-filters.ts'
import { buttonVariants } from '~/components/ui/button.tsx'
import { cardVariants } from '~/components/ui/card.tsx'
import { FieldError } from '~/components/ui/field-error.tsx'
import { cn } from '~/lib/utils.ts'
import { useCountLabel, kindLabel, roundLabel, stageLabel, useFormatBand } from './format.ts'
import type { Translate } from '~/i18n/translate.ts'
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
  const counted = useCountLabel()
  if (count === undefined) return null
  return (
    <p id={id} className="text-xs text-muted">
      {counted({ zero: m['directory.startups.knownFor.zero'], one: m['directory.startups.knownFor.one'], other: m['directory.startups.knownFor.other'] }, count, { total })}
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
  hintFor?: FactKey
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

/** The founding-year filter: two years, from and to, with the hint of a sparse fact. */
function YearsField({ params, filters, options, hintFor }: { params: readonly FilterParam[]; filters: DirectoryFilters; options: DirectoryOptions; hintFor?: FactKey }) {
  const t = useT()
  const hint = hintFor ? sparseCount(options, hintFor) : undefined
  const hintId = `filter-${params[0]}-hint`
  const [from, to] = params as [FilterParam, FilterParam]
  const yearField = (name: FilterParam, label: string, placeholder: number) => (
    <div className="grid gap-1">
      <label htmlFor={`filter-${name}`} className="text-xs text-muted">
        {label}
      </label>
      <input
        id={`filter-${name}`}
        name={name}
        type="number"
        inputMode="numeric"
        min={options.years.min}
        max={options.years.max}
        placeholder={String(placeholder)}
        defaultValue={filters[name]}
        aria-describedby={hint === undefined ? undefined : hintId}
        className={fieldClass}
      />
    </div>
  )
  return (
    <fieldset className="col-span-2 grid gap-1.5 lg:col-span-1">
      <legend className="mb-1.5 text-sm font-semibold text-ink">{t(filterTexts[from]!.label)}</legend>
      <SparseHint id={hintId} count={hint} total={options.total} />
      <div className="grid grid-cols-2 gap-3">
        {yearField(from, t(m['directory.startups.foundedFrom']), options.years.min)}
        {yearField(to, t(m['directory.startups.foundedTo']), options.years.max)}
      </div>
    </fieldset>
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

/** How the form names each filter of the table (content/company-facts.ts): its label, its 'all' choice, each choice. */
const filterTexts: { readonly [P in FilterParam]?: { label: Message; all?: Message } } = {
  sector: { label: m['directory.startups.sector'], all: m['directory.startups.allSectors'] },
  size: { label: m['directory.startups.size'], all: m['directory.startups.allSizes'] },
  district: { label: m['directory.startups.district'], all: m['directory.startups.allDistricts'] },
  city: { label: m['directory.startups.city'], all: m['directory.startups.allCities'] },
  stage: { label: m['directory.startups.stage'], all: m['directory.startups.allStages'] },
  round: { label: m['directory.startups.round'], all: m['directory.startups.allRounds'] },
  from: { label: m['directory.startups.foundedRange'] },
  hiring: { label: m['directory.startups.hiring'] },
  abroad: { label: m['directory.startups.abroad'] },
  kind: { label: m['directory.startups.kind'], all: m['directory.startups.allKinds'] },
}

/** The text of one choice of a menu. */
function choiceText(param: ChoiceParam, choice: string, { t, formatBand, sectorName }: { t: Translate; formatBand: (value: string) => string; sectorName: ReadonlyMap<string, string> }): string {
  switch (param) {
    case 'sector':
      return sectorName.get(choice) ?? choice
    case 'size':
      return t(m['directory.startups.sizeValue'], { size: formatBand(choice) })
    case 'district':
      return t(messageOf(districtLabels, `directory.startups.district.${choice}`) as MessageFunction<TranslationValues>)
    case 'stage':
      return stageLabel(t, choice)
    case 'round':
      return roundLabel(t, choice)
    case 'kind':
      return kindLabel(t, choice)
  }
}

export function DirectoryFiltersForm({ action, filters, options, sectors, interactive, onChange, onSubmit }: FormProps) {
  const t = useT()
  const formatBand = useFormatBand()
  const sectorName = new Map(sectors?.map((sector) => [sector.id, sector.name]))
  const fieldOf = ({ key, filter, sparse }: (typeof factFilters)[number]) => {
    const hintFor = sparse ? key : undefined
    if (filter.kind === 'choice') {
      const param = filter.param as ChoiceParam
      const texts = filterTexts[param]!
      // A sector page has no sector menu: its list is one sector.
      if (param === 'sector' && (!sectors || options.choices.sector.length === 0)) return null
      const choices = options.choices[param].map((choice) => [choice, choiceText(param, choice, { t, formatBand, sectorName })] as const)
      return <FilterSelect key={param} name={param} label={t(texts.label)} all={t(texts.all!)} value={filters[param]} choices={choices} hintFor={hintFor} options={options} />
    }
    if (filter.kind === 'place') {
      const texts = filterTexts[filter.param as FilterParam]!
      return <CityField key={filter.param} label={t(texts.label)} all={t(texts.all!)} value={filters[filter.param as FilterParam]} cities={options.cities} />
    }
    if (filter.kind === 'flag') {
      const param = filter.param as FilterParam
      return (
        <div key={param} className="col-span-2 flex items-center gap-2 lg:col-span-1">
          <input id={`filter-${param}`} name={param} type="checkbox" value="1" defaultChecked={filters[param] === '1'} className="size-5 shrink-0 accent-brand" />
          <label htmlFor={`filter-${param}`} className="text-sm font-semibold text-ink">
            {t(filterTexts[param]!.label)}
          </label>
        </div>
      )
    }
    return <YearsField key={filter.params[0]} params={filter.params as readonly FilterParam[]} filters={filters} options={options} hintFor={hintFor} />
  }
  return (
    <Form
      id={directoryFormId}
      method="get"
      action={action}
      role="search"
      aria-labelledby="directory-filters-title"
      onSubmit={onSubmit}
      onChange={onChange}
      className={cn(cardVariants(), 'grid grid-cols-2 gap-x-3 gap-y-4 p-4 sm:p-5 lg:grid-cols-1 lg:gap-5')}
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
      {factFilters.map(fieldOf)}
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
        <option value="selection">{t(m['directory.startups.sortDefault'])}</option>
        <option value="name">{t(m['directory.startups.sortName'])}</option>
        <option value="size">{t(m['directory.startups.sortSize'])}</option>
        <option value="founded-desc">{t(m['directory.startups.sortFoundedDesc'])}</option>
        <option value="founded-asc">{t(m['directory.startups.sortFoundedAsc'])}</option>
      </select>
    </div>
  )
}
