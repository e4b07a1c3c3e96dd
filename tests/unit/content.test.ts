import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentBundle, validateContent, type ContentBundle } from '../../content/validate.ts'
import { allCompanies, sectorCounts } from '../../content/companies.server.ts'
import { blogCategories, companies, sectors } from '../../content/index.ts'
import { sectorIds15 } from '../../content/sector-ids.ts'

/** A deep copy of the content to damage in one place. */
function altered(change: (bundle: ContentBundle) => void): ContentBundle {
  const bundle = structuredClone(contentBundle()) as ContentBundle
  change(bundle)
  return bundle
}

const mutable = <T>(value: readonly T[]) => value as T[]

describe('content', () => {
  it('is valid: schemas, references, counts, links, read times, no placeholder', () => {
    expect(validateContent()).toEqual([])
  })

  it('counts the companies of each of the 15 sectors from the data: the hand-checked ones and the register companies none of them takes', () => {
    // Read the committed register file directly, apart from the model's own loader.
    const registerLines = readFileSync(join(import.meta.dirname, '..', '..', 'content', 'register', 'companies.jsonl'), 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as { registryNumber: string; sector: string })
    const taken = new Set(allCompanies().flatMap((record) => (record.handChecked && record.registryNumber ? [record.registryNumber] : [])))
    const expected = Object.fromEntries(
      sectorIds15.map((id) => [
        id,
        companies.filter((company) => company.sector === id).length + registerLines.filter((line) => line.sector === id && !taken.has(line.registryNumber)).length,
      ]),
    )
    expect(sectors.map((sector) => sector.id).sort()).toEqual([...sectorIds15].sort())
    expect(sectorCounts()).toEqual(expected)
    expect(allCompanies()).toHaveLength(companies.length + registerLines.length - taken.size)
    for (const id of sectorIds15) expect(sectorCounts()[id], id).toBeGreaterThan(0)
  })

  it('derives the blog category counts from the articles', () => {
    const investissement = blogCategories.find((category) => category.id === 'investissement')
    expect(investissement?.count).toBe(2)
    expect(blogCategories.find((category) => category.id === 'startups')?.count).toBe(1)
  })
})

describe('the content check fails on', () => {
  it('a missing field', () => {
    const problems = validateContent(altered((bundle) => {
      delete (mutable(bundle.companies)[0] as { website?: string }).website
    }))
    expect(problems.join('\n')).toMatch(/company check-point: website/)
  })

  it('a broken reference', () => {
    const problems = validateContent(altered((bundle) => {
      mutable(bundle.profiles)[0]!.similar[0] = 'no-such-company'
    }))
    expect(problems.join('\n')).toMatch(/similar startup no-such-company does not exist/)
    const authorProblems = validateContent(altered((bundle) => {
      mutable(bundle.blogArticles)[0]!.authorId = 'ghost'
    }))
    expect(authorProblems.join('\n')).toMatch(/unknown author ghost/)
  })

  it('a duplicate slug', () => {
    const problems = validateContent(altered((bundle) => {
      const list = mutable(bundle.companies)
      list[1] = { ...list[1]!, slug: list[0]!.slug }
    }))
    expect(problems.join('\n')).toMatch(/duplicate slug check-point/)
  })

  it('a sector of the specification with fewer than two featured companies, or a missing sector', () => {
    const problems = validateContent(altered((bundle) => {
      for (const company of mutable(bundle.companies)) if (company.sector === 'adtech') company.featured = false
    }))
    expect(problems).toEqual(['sector adtech: fewer than two featured companies'])
    const missing = validateContent(altered((bundle) => {
      mutable(bundle.sectors).splice(mutable(bundle.sectors).findIndex((sector) => sector.id === 'cleantech'), 1)
    }))
    expect(missing.join('\n')).toMatch(/sectors: expected the 15 ids .*cleantech, got /)
  })

  it('an internal link to a route that does not exist', () => {
    const problems = validateContent(altered((bundle) => {
      const article = mutable(bundle.blogArticles)[0]!
      article.content += '\n\nVoir [cette page](/page-inexistante).'
    }))
    expect(problems.join('\n')).toMatch(/internal link \/page-inexistante leads to no page/)
  })

  it('a missing translation', () => {
    const problems = validateContent(altered((bundle) => {
      mutable(bundle.sectors)[0]!.name.he = ''
    }))
    expect(problems.join('\n')).toMatch(/sector cybersecurity: name\.he/)
    const faqProblems = validateContent(altered((bundle) => {
      delete (mutable(bundle.homeFaq)[0]!.answer as { en?: string }).en
    }))
    expect(faqProblems.join('\n')).toMatch(/home FAQ/)
  })

  it('placeholder text', () => {
    const problems = validateContent(altered((bundle) => {
      mutable(bundle.companies)[3]!.description = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit sed do.'
    }))
    expect(problems.join('\n')).toMatch(/placeholder text "Lorem"/i)
    const todo = validateContent(altered((bundle) => {
      mutable(bundle.topics)[0]!.intro += ' TODO'
    }))
    expect(todo.join('\n')).toMatch(/placeholder text "TODO"/)
  })

  it('a read time the text cannot honour', () => {
    const problems = validateContent(altered((bundle) => {
      mutable(bundle.blogArticles)[0]!.readTime = 30
    }))
    expect(problems.join('\n')).toMatch(/do not take 30 min to read/)
  })
})

describe('the content check fails when a fact is typed twice and disagrees', () => {
  const company = (bundle: ContentBundle, slug: string) => {
    const found = mutable(bundle.companies).find((candidate) => candidate.slug === slug)
    if (!found) throw new Error(`no company ${slug}`)
    return found
  }
  const longProfile = (bundle: ContentBundle, slug: string) => {
    const found = mutable(bundle.profiles).find((candidate) => candidate.slug === slug)
    if (found?.layout !== 'long') throw new Error(`no long profile ${slug}`)
    return found
  }

  it('a founding year in a text that differs from the field, or that the field lacks', () => {
    const changed = validateContent(altered((bundle) => {
      company(bundle, 'hazera').founded = 1940
    }))
    expect(changed.join('\n')).toMatch(/company hazera: description: the text gives 1939 as the founding year, the company record 1940/)
    const missing = validateContent(altered((bundle) => {
      delete company(bundle, 'jfrog').founded
    }))
    expect(missing.join('\n')).toMatch(/profile jfrog\.about\[0\]: the text gives 2008 as the founding year, the company record none/)
  })

  it('a headquarters in a text that differs from the field', () => {
    const problems = validateContent(altered((bundle) => {
      const fireblocks = company(bundle, 'fireblocks')
      fireblocks.location = 'Tel Aviv'
      delete fireblocks.israeliCentre
    }))
    expect(problems.join('\n')).toMatch(/company fireblocks: description: the text puts the headquarters in New York, the company record in Tel Aviv/)
    const profileText = validateContent(altered((bundle) => {
      company(bundle, 'jfrog').location = 'Netanya'
    }))
    expect(profileText.join('\n')).toMatch(/profile jfrog\.faq\[1\]\.answer: the text puts the headquarters in Sunnyvale, the company record in Netanya/)
  })

  it('an R&D centre in a text that differs from the Israeli centre, or an Israeli centre that repeats the headquarters', () => {
    const problems = validateContent(altered((bundle) => {
      company(bundle, 'payoneer').israeliCentre = 'Herzliya'
    }))
    expect(problems.join('\n')).toMatch(/company payoneer: description: the text puts the R&D centre in Petah Tikva, the company record in Herzliya/)
    const repeated = validateContent(altered((bundle) => {
      company(bundle, 'wiz').israeliCentre = 'New York'
    }))
    expect(repeated.join('\n')).toMatch(/company wiz: the Israeli centre repeats the headquarters New York/)
  })

  it('a headcount outside the company record’s band, or two headcounts that disagree', () => {
    const outside = validateContent(altered((bundle) => {
      longProfile(bundle, 'mobileye').keyFacts.employees = 'Plus de 6 000'
    }))
    expect(outside.join('\n')).toMatch(/profile mobileye: keyFacts\.employees: a headcount of 6000 does not fit the company record's band 1001-5000/)
    const twice = validateContent(altered((bundle) => {
      longProfile(bundle, 'check-point').keyFacts.employees = 'Plus de 7 000'
    }))
    expect(twice.join('\n')).toMatch(/company check-point: headcounts that disagree: 6000 \(profile check-point\.lists\[1\]\.items\[2\]\), 7000 \(profile check-point: keyFacts\.employees\)/)
  })

  it('two numbers of users', () => {
    const problems = validateContent(altered((bundle) => {
      company(bundle, 'wix').description += ' Elle compte plus de 200 millions d’utilisateurs inscrits.'
    }))
    expect(problems.join('\n')).toMatch(/company wix: numbers of users that disagree: 200 million \(company wix: description\), 243 million \(profile wix\.lists\[1\]\.items\[0\]\)/)
  })

  it('a company in two records, by site or by name', () => {
    const bySite = validateContent(altered((bundle) => {
      mutable(bundle.companies).push({ ...company(bundle, 'jfrog'), slug: 'jfrog-artifactory', name: 'JFrog Artifactory', featured: false })
    }))
    expect(bySite.join('\n')).toMatch(/companies: one company twice, site jfrog\.com/)
    const byName = validateContent(altered((bundle) => {
      mutable(bundle.companies).push({ ...company(bundle, 'monday-com'), slug: 'monday', name: 'Monday com', website: 'https://monday.co.il', featured: false })
    }))
    expect(byName.join('\n')).toMatch(/companies: one company twice, name mondaycom/)
  })

  it('a profile that types again a fact of the company record', () => {
    const keyFacts = validateContent(altered((bundle) => {
      Object.assign(longProfile(bundle, 'jfrog').keyFacts, { founded: 2008, headquarters: 'Netanya' })
    }))
    expect(keyFacts.join('\n')).toMatch(/profile jfrog: keyFacts Unrecognized keys: "founded", "headquarters"/)
    const website = validateContent(altered((bundle) => {
      Object.assign(mutable(bundle.profiles).find((profile) => profile.slug === 'cignal')!, { website: 'https://cignal.io' })
    }))
    expect(website.join('\n')).toMatch(/profile cignal: \(root\) Unrecognized key: "website"/)
  })
})

describe('the content check of the English and Hebrew long texts fails on', () => {
  const version = (bundle: ContentBundle, language: 'en' | 'he', slug: string) =>
    mutable(bundle.translations.blogArticles[language]).find((article) => article.slug === slug)!
  const profileText = (bundle: ContentBundle, language: 'en' | 'he', slug: string) =>
    mutable(bundle.translations.profiles[language]).find((candidate) => candidate.slug === slug)!
  const longVersion = (bundle: ContentBundle, language: 'en' | 'he', slug: string) => {
    const profile = profileText(bundle, language, slug)
    if ('info' in profile) throw new Error(`${slug} has no long ${language} profile`)
    return profile
  }

  it('a field its schema refuses', () => {
    const problems = validateContent(altered((bundle) => {
      version(bundle, 'he', 'secteurs-resilients-crise').metaDescription = 'קצר'
    }))
    expect(problems.join('\n')).toMatch(/he article secteurs-resilients-crise: metaDescription/)
    const profile = validateContent(altered((bundle) => {
      delete (longVersion(bundle, 'en', 'wix') as { tagline?: string }).tagline
    }))
    expect(profile.join('\n')).toMatch(/en profile wix: tagline/)
  })

  it('a reading time its own text does not take', () => {
    const problems = validateContent(altered((bundle) => {
      version(bundle, 'he', 'startups-prometteuses-2025').readTime = 12
    }))
    expect(problems.join('\n')).toMatch(/he article startups-prometteuses-2025: \d+ words do not take 12 min to read/)
  })

  it('an internal link to no page', () => {
    const problems = validateContent(altered((bundle) => {
      version(bundle, 'en', 'secteurs-resilients-crise').content += '\n\nSee [nothing](/category/no-such-sector).'
    }))
    expect(problems.join('\n')).toMatch(/content\.translations\.blogArticles\.en\[\d\]\.content: internal link \/category\/no-such-sector leads to no page/)
  })

  it('a text that renders no French one', () => {
    const problems = validateContent(altered((bundle) => {
      version(bundle, 'en', 'secteurs-resilients-crise').slug = 'secteurs-resilients'
    }))
    expect(problems.join('\n')).toMatch(/en article secteurs-resilients: no French article with that slug/)
    const profile = validateContent(altered((bundle) => {
      profileText(bundle, 'he', 'cheq').slug = 'cheq-ai'
    }))
    expect(profile.join('\n')).toMatch(/he profile cheq-ai: no French profile with that slug/)
  })

  it('a profile version that types again a fact of the French profile, or is written for the other layout', () => {
    const similar = validateContent(altered((bundle) => {
      Object.assign(longVersion(bundle, 'en', 'wix'), { similar: ['gong', 'jfrog'] })
    }))
    expect(similar.join('\n')).toMatch(/en profile wix: \(root\) Unrecognized key: "similar"/)
    const stage = validateContent(altered((bundle) => {
      Object.assign(profileText(bundle, 'he', 'anzu'), { initials: 'AN' })
      Object.assign((profileText(bundle, 'he', 'anzu') as { info: object }).info, { stage: 'Scale-up' })
    }))
    expect(stage.join('\n')).toMatch(/he profile anzu: \(root\) Unrecognized key: "initials"/)
    expect(stage.join('\n')).toMatch(/he profile anzu: info Unrecognized key: "stage"/)
    const layout = validateContent(altered((bundle) => {
      const texts = mutable(bundle.translations.profiles.en)
      texts.splice(texts.indexOf(longVersion(bundle, 'en', 'wix')), 1)
      profileText(bundle, 'en', 'cheq').slug = 'wix'
    }))
    expect(layout.join('\n')).toMatch(/en profile wix: \(root\) Unrecognized keys?: .*"features"/)
  })

  it('a key-fact headcount that is not the French one, or not written as its language writes one', () => {
    const other = validateContent(altered((bundle) => {
      longVersion(bundle, 'he', 'mobileye').keyFacts.employees = 'יותר מ-4,000'
    }))
    expect(other.join('\n')).toMatch(/he profile mobileye: keyFacts\.employees "יותר מ-4,000" does not state the French headcount 3000/)
    const french = validateContent(altered((bundle) => {
      longVersion(bundle, 'en', 'mobileye').keyFacts.employees = 'Plus de 3 000'
    }))
    expect(french.join('\n')).toMatch(/en profile mobileye: keyFacts\.employees "Plus de 3 000" is not a headcount of its language/)
  })
})
