// @vitest-environment happy-dom
/**
 * The headquarters filter of the directory and the sector pages: a text box whose suggestions (every city of
 * the list) exist only once it is used, so that the page's document carries none of them.
 */
import { act } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { DirectoryFiltersForm } from '../../app/components/directory/directory-filters-form.tsx'
import { I18nProvider } from '../../app/i18n/context.tsx'
import { emptyDirectoryFilters, type DirectoryOptions } from '../../app/lib/directory-filters.ts'
import { districtIds } from '../../content/localities.ts'
import { sizeBands } from '../../content/size-bands.ts'
import { field, mount, typeInto, type Mounted } from '../support/dom.tsx'
import { frenchTypography } from '../../content/french-typography.ts'

const options: DirectoryOptions = {
  choices: { sector: ['cybersecurity', 'fintech'], size: sizeBands, district: districtIds, stage: ['Public', 'Private', 'Acquired'], round: ['Seed', 'Series A', 'IPO'], kind: ['startup', 'growth', 'multinational-site'] },
  cities: ['Beersheba', 'Haïfa', 'Herzliya', 'Jérusalem', 'New York', 'Petah Tikva', 'Ra’anana', 'Tel Aviv'],
  years: { min: 1990, max: 2025 },
  total: 100,
  known: { founded: 100, stage: 100, lastRound: 100 },
}
const sectors = [
  { id: 'cybersecurity', icon: '🛡️', color: '#000', name: 'Cybersécurité' },
  { id: 'fintech', icon: '💳', color: '#000', name: 'Fintech' },
] as const
const ignore = () => {}
const form = (city = '') => (
  <DirectoryFiltersForm action="/startups" filters={{ ...emptyDirectoryFilters, city }} options={options} sectors={sectors} interactive onChange={ignore} onSubmit={ignore} />
)

let page: Mounted | undefined
afterEach(async () => {
  await page?.unmount()
  page = undefined
})

describe('the headquarters filter', () => {
  it('sends the page no city: its menus hold only their own choices', () => {
    const Stub = createRoutesStub([{ path: '/', Component: () => <I18nProvider language="fr">{form('Haïfa')}</I18nProvider> }])
    const html = renderToStaticMarkup(<Stub />)
    // Each menu's choices and its 'all' choice.
    const menuChoices = Object.values(options.choices).reduce((sum, choices) => sum + choices.length + 1, 0)
    expect(html.match(/<option/g)).toHaveLength(menuChoices)
    expect(html).not.toContain('<datalist')
    const box = html.match(/<input id="filter-city"[^>]*>/)?.[0] ?? ''
    for (const attribute of ['type="text"', 'list="filter-city-suggestions"', 'name="city"', 'value="Haïfa"', 'placeholder="Toutes les villes"']) expect(box).toContain(attribute)
  })

  it('suggests every city of the list once focused', async () => {
    page = await mount(form())
    const city = field(page.container, 'Siège')
    expect(page.container.querySelectorAll('datalist option')).toHaveLength(0)
    await act(async () => city.focus())
    const suggested = [...page.container.querySelectorAll<HTMLOptionElement>('#filter-city-suggestions option')].map((option) => option.value)
    expect(suggested).toEqual(options.cities)
  })

  it('points out a name no city starts with, not one being typed', async () => {
    page = await mount(form())
    const city = field(page.container, 'Siège')
    for (const typing of ['', 'tel', 'TEL AV', 'ra’ana', 'jerusalem']) {
      await typeInto(city, typing)
      expect(city.getAttribute('aria-invalid'), typing).toBeNull()
      expect(page.container.querySelector('#filter-city-error'), typing).toBeNull()
    }
    await typeInto(city, 'Atlantide')
    expect(city.getAttribute('aria-invalid')).toBe('true')
    expect(city.getAttribute('aria-describedby')).toBe('filter-city-error')
    expect(page.container.querySelector('#filter-city-error')?.textContent).toBe(frenchTypography('Aucun siège de l’annuaire ne porte ce nom : choisissez-en un dans la liste.'))
    await typeInto(city, 'Tel Aviv')
    expect(page.container.querySelector('#filter-city-error')).toBeNull()
  })

  it('is translated', async () => {
    page = await mount(form('Atlantide'), 'he')
    expect(page.container.querySelector('#filter-city-error')?.textContent).toBe('אין במדריך מטה בשם הזה: בחרו אחד מהרשימה.')
    expect(field(page.container, 'מטה').getAttribute('placeholder')).toBe('כל הערים')
  })
})
