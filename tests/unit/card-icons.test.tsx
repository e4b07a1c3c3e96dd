import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { cardIcons } from '../../app/components/directory/card-icons.ts'
import { CompanyCard } from '../../app/components/directory/company-card.tsx'
import { I18nProvider } from '../../app/i18n/context.tsx'
import { companyCard } from '../../app/lib/directory-data.server.ts'
import { cardIconsCss, cardIconsFile } from '../../scripts/card-icons.ts'

const root = join(import.meta.dirname, '..', '..')

describe("a company card's icons, drawn by CSS (ADR 0035)", () => {
  it('come from a CSS file that is what scripts/card-icons.ts writes from lucide-react (npm run card-icons)', async () => {
    expect(readFileSync(cardIconsFile, 'utf8')).toBe(await cardIconsCss())
  })

  it('each name a rule with an SVG data URI, which the site stylesheet imports beside the rule that draws it', () => {
    const css = readFileSync(cardIconsFile, 'utf8')
    for (const name of cardIcons) {
      expect(css).toMatch(new RegExp(`\\.card-icon-${name} \\{\\n  --card-icon: url\\("data:image/svg\\+xml,%3Csvg [^"]+%3C/svg%3E"\\);`))
    }
    const app = readFileSync(join(root, 'app', 'app.css'), 'utf8')
    expect(app).toContain("@import './styles/card-icons.css';")
    expect(app).toMatch(/\.card-fact::before \{[^}]*mask: var\(--card-icon\)/)
  })

  it("leave no SVG in a card's facts: each fact names its icon instead", () => {
    const card = companyCard('rapyd', 'fr')!
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <I18nProvider language="fr">
          <CompanyCard company={card} />
        </I18nProvider>
      </MemoryRouter>,
    )
    const facts = /<ul class="flex flex-wrap gap-x-4[^"]*">(.*?)<\/ul>/.exec(html)?.[1]
    expect(facts).toContain('Londres')
    expect(facts).not.toContain('<svg')
    expect(html).toContain('<li class="card-fact card-icon-map-pin inline-flex items-center gap-1">')
    expect(html).toContain('<li class="card-fact card-icon-building-complex inline-flex items-center gap-1">')
  })
})
