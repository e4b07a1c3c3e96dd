import { RotateCcw, SlidersHorizontal } from 'lucide-react'
import type { FormEvent, ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { useT } from '~/i18n/context.tsx'
import type { SectorRef } from '~/lib/directory-data.ts'
import { directoryStages, hasActiveFilters, type DirectoryFilters, type DirectoryOptions } from '~/lib/directory-filters.ts'
import { buttonVariants } from '~/components/ui/button.tsx'
import { cn } from '~/lib/utils.ts'
import { roundLabel, stageLabel } from './format.ts'

export const directoryFormId = 'directory-filters'

const fieldLook =
  'h-11 rounded-lg border border-line bg-surface px-3 text-sm text-ink focus:border-brand focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/40'
const fieldClass = `${fieldLook} w-full`

function Field({ id, label, children, wide = false }: { id: string; label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn('grid content-start gap-1.5', wide && 'col-span-2 lg:col-span-1')}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
    </div>
  )
}

/**
 * The directory's filters: a GET form, so that without JavaScript it simply
 * loads the filtered URL; with JavaScript every change updates the URL at once
 * (`onFiltersChange`) and the apply button is not needed.
 */
export function DirectoryFiltersForm({
  filters,
  options,
  sectors,
  interactive,
  onFiltersChange,
}: {
  filters: DirectoryFilters
  options: DirectoryOptions
  sectors: readonly SectorRef[]
  /** True once hydrated: changes apply immediately. */
  interactive: boolean
  onFiltersChange: (form: HTMLFormElement) => void
}) {
  const t = useT()
  const sectorName = new Map(sectors.map((sector) => [sector.id, sector.name]))
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onFiltersChange(event.currentTarget)
  }
  return (
    <Form
      id={directoryFormId}
      method="get"
      action="/startups"
      role="search"
      aria-labelledby="directory-filters-title"
      onSubmit={onSubmit}
      onChange={(event) => onFiltersChange(event.currentTarget)}
      className="grid grid-cols-2 gap-x-3 gap-y-4 rounded-card border border-line bg-surface p-4 shadow-sm sm:p-5 lg:grid-cols-1 lg:gap-5"
    >
      <h2 id="directory-filters-title" className="col-span-2 flex items-center gap-2 text-lg font-bold text-ink lg:col-span-1">
        <SlidersHorizontal className="size-5" aria-hidden /> {t('directory.startups.filtersTitle')}
      </h2>
      <Field id="filter-q" label={t('directory.startups.text')} wide>
        <input
          id="filter-q"
          name="q"
          type="search"
          defaultValue={filters.q}
          placeholder={t('directory.startups.textPlaceholder')}
          autoComplete="off"
          className={fieldClass}
        />
      </Field>
      <Field id="filter-sector" label={t('directory.startups.sector')}>
        <select id="filter-sector" name="sector" defaultValue={filters.sector} className={fieldClass}>
          <option value="">{t('directory.startups.allSectors')}</option>
          {options.sectors.map((id) => (
            <option key={id} value={id}>
              {sectorName.get(id) ?? id}
            </option>
          ))}
        </select>
      </Field>
      <Field id="filter-stage" label={t('directory.startups.stage')}>
        <select id="filter-stage" name="stage" defaultValue={filters.stage} className={fieldClass}>
          <option value="">{t('directory.startups.allStages')}</option>
          {directoryStages.map((stage) => (
            <option key={stage} value={stage}>
              {stageLabel(t, stage)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="filter-round" label={t('directory.startups.round')}>
        <select id="filter-round" name="round" defaultValue={filters.round} className={fieldClass}>
          <option value="">{t('directory.startups.allRounds')}</option>
          {options.rounds.map((round) => (
            <option key={round} value={round}>
              {roundLabel(t, round)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="filter-city" label={t('directory.startups.city')}>
        <select id="filter-city" name="city" defaultValue={filters.city} className={fieldClass}>
          <option value="">{t('directory.startups.allCities')}</option>
          {options.cities.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </select>
      </Field>
      <fieldset className="col-span-2 grid gap-1.5 lg:col-span-1">
        <legend className="mb-1.5 text-sm font-semibold text-ink">{t('directory.startups.foundedRange')}</legend>
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-1">
            <label htmlFor="filter-from" className="text-xs text-muted">
              {t('directory.startups.foundedFrom')}
            </label>
            <input
              id="filter-from"
              name="from"
              type="number"
              inputMode="numeric"
              min={options.minYear}
              max={options.maxYear}
              placeholder={String(options.minYear)}
              defaultValue={filters.from ?? ''}
              className={fieldClass}
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor="filter-to" className="text-xs text-muted">
              {t('directory.startups.foundedTo')}
            </label>
            <input
              id="filter-to"
              name="to"
              type="number"
              inputMode="numeric"
              min={options.minYear}
              max={options.maxYear}
              placeholder={String(options.maxYear)}
              defaultValue={filters.to ?? ''}
              className={fieldClass}
            />
          </div>
        </div>
      </fieldset>
      {(!interactive || hasActiveFilters(filters)) && (
        <div className="col-span-2 grid gap-2 lg:col-span-1">
          {/* Without JavaScript the form is sent with this button; with it, every change applies at once. */}
          {!interactive && (
            <button type="submit" className={buttonVariants()}>
              {t('directory.startups.apply')}
            </button>
          )}
          {hasActiveFilters(filters) && (
            <Link to="/startups" className={buttonVariants({ variant: 'ghost' })}>
              <RotateCcw aria-hidden /> {t('directory.startups.reset')}
            </Link>
          )}
        </div>
      )}
    </Form>
  )
}

/** The sort menu, shown above the results but submitted with the filters' form. */
export function DirectorySortSelect({ sort, onSortChange }: { sort: DirectoryFilters['sort']; onSortChange: () => void }) {
  const t = useT()
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="directory-sort" className="shrink-0 text-sm font-semibold text-ink">
        {t('directory.startups.sort')}
      </label>
      <select id="directory-sort" name="sort" form={directoryFormId} defaultValue={sort} onChange={onSortChange} className={`${fieldLook} w-auto`}>
        <option value="name">{t('directory.startups.sortName')}</option>
        <option value="founded-desc">{t('directory.startups.sortFoundedDesc')}</option>
        <option value="founded-asc">{t('directory.startups.sortFoundedAsc')}</option>
      </select>
    </div>
  )
}
