import { describe, expect, it } from 'vitest'
import { contentBundle, validateContent, type ContentBundle } from '../../content/validate.ts'
import { blogCategories, companies, sectorCompanyCount, sectors } from '../../content/index.ts'

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

  it('has as many companies per sector as each card announces (366 in all)', () => {
    const announced = { adtech: 17, agtech: 15, cybersecurity: 45, deeptech: 19, energy: 18, enterprise: 56, fintech: 28, gaming: 20, 'ai-bigdata': 38, medtech: 32, mobile: 42, mobility: 24, telecom: 12 }
    for (const sector of sectors) expect(sectorCompanyCount(sector.id), sector.id).toBe(announced[sector.id])
    expect(companies).toHaveLength(366)
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

  it('a sector whose company count differs from its card', () => {
    const problems = validateContent(altered((bundle) => {
      mutable(bundle.companies).pop()
    }))
    expect(problems.join('\n')).toMatch(/sector adtech: 16 companies, the card announces 17/)
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
