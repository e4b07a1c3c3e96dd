/**
 * Hebrew laid out right to left (issue 33, point 8): no component leaves a text's direction to the browser's guess
 * (`dir="auto"` reads a text that starts with a Latin name as left to right and scrambles a Hebrew line); a text in
 * another language says its own direction, and names, places and figures are isolated in `<bdi>`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'

import { CompanyCard } from '../../app/components/directory/company-card.tsx'
import { I18nProvider } from '../../app/i18n/context.tsx'
import { companyCard } from '../../app/lib/directory-data.server.ts'

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.(?:tsx?|ts)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

describe('text direction', () => {
  it('is never left to the browser to guess, in any component or page', () => {
    const guessing = sources('app').filter((file) => /dir=["{']+auto|dir:\s*['"]auto/.test(readFileSync(file, 'utf8')))
    expect(guessing).toEqual([])
  })

  it('is the page’s for a Hebrew card, with its place and French tags isolated', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <I18nProvider language="he">
          <CompanyCard company={companyCard('wix', 'he')!} />
        </I18nProvider>
      </MemoryRouter>,
    )
    expect(html).not.toContain('dir="auto"')
    expect(html).toMatch(/<bdi>[^<]+<\/bdi>/)
  })
})
