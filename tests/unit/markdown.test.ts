import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { blogArticles, guidePages, legalPages, pushitEditorial } from '../../content/index.ts'
import { legalHeadingId } from '../../app/components/editorial/legal.ts'
import { I18nProvider } from '../../app/i18n/context.tsx'
import type { Language } from '../../app/i18n/languages.ts'
import { headingEntries, Markdown, parseInline, parseMarkdown, safeHref, slugify, type MarkdownProps } from '../../app/lib/markdown.tsx'

function html(source: string, props: Partial<MarkdownProps> = {}, language: Language = 'fr'): string {
  return renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(I18nProvider, { language, children: createElement(Markdown, { source, ...props }) })),
  )
}

describe('markdown: blocks', () => {
  it('renders headings, paragraphs, lists and quotes as real elements', () => {
    const output = html(
      [
        '## Une section',
        '',
        'Un paragraphe',
        'sur deux lignes.',
        '',
        '### Une sous-section',
        '',
        '- premier',
        '- second',
        '',
        '1. un',
        '2. deux',
        '',
        '> Une citation',
        '> en deux lignes.',
      ].join('\n'),
    )
    expect(output).toContain('<h2 id="une-section"')
    expect(output).toContain('>Une section</h2>')
    expect(output).toMatch(/<p [^>]*>Un paragraphe sur deux lignes\.<\/p>/)
    expect(output).toContain('<h3 id="une-sous-section"')
    expect(output).toMatch(/<ul [^>]*><li [^>]*>premier<\/li><li [^>]*>second<\/li><\/ul>/)
    expect(output).toMatch(/<ol [^>]*><li [^>]*>un<\/li><li [^>]*>deux<\/li><\/ol>/)
    expect(output).toMatch(/<blockquote [^>]*><p [^>]*>Une citation en deux lignes\.<\/p><\/blockquote>/)
  })

  it('keeps the page title the only h1: a single # is a section', () => {
    expect(html('# Titre')).toContain('<h2 id="titre"')
  })

  it('numbers an ordered list from its first number', () => {
    expect(html('3. trois\n4. quatre')).toContain('start="3"')
    expect(html('1. un\n2. deux')).not.toContain('start=')
  })

  it('does not start a list inside a paragraph on a number other than 1', () => {
    const blocks = parseMarkdown('La crise a duré jusqu’en\n2024. Puis la reprise est venue.')
    expect(blocks).toHaveLength(1)
    expect(blocks[0]?.type).toBe('paragraph')
  })

  it('joins the continuation lines of a list item', () => {
    const [list] = parseMarkdown('- un item\n  qui continue\n- un autre')
    expect(list).toMatchObject({ type: 'list', items: [[{ type: 'text', text: 'un item qui continue' }], [{ type: 'text', text: 'un autre' }]] })
  })
})

describe('markdown: inline', () => {
  it('renders bold, italic and nested emphasis', () => {
    expect(html('du **gras** et de l’*italique*')).toMatch(/du <strong[^>]*>gras<\/strong> et de l’<em>italique<\/em>/)
    expect(html('*Israel Innovation Authority*')).toContain('<em>Israel Innovation Authority</em>')
    expect(html('**[Explorez](/categories)**')).toMatch(/<strong[^>]*><a [^>]*href="\/categories"[^>]*>Explorez<\/a><\/strong>/)
  })

  it('leaves lone asterisks and unmatched brackets as text', () => {
    expect(parseInline('5 * 3 = 15')).toEqual([{ type: 'text', text: '5 * 3 = 15' }])
    expect(parseInline('[pas un lien] ici')).toEqual([{ type: 'text', text: '[pas un lien] ici' }])
    expect(parseInline('**pas fermé')).toEqual([{ type: 'text', text: '**pas fermé' }])
  })

  it('honours backslash escapes', () => {
    expect(parseInline('\\*pas italique\\*')).toEqual([{ type: 'text', text: '*pas italique*' }])
  })

  it('renders internal links as router links and https links as plain anchors', () => {
    const output = html('[le blog](/blog) et [la CNIL](https://www.cnil.fr)')
    expect(output).toMatch(/<a [^>]*href="\/blog"[^>]*>le blog<\/a>/)
    expect(output).toMatch(/<a href="https:\/\/www\.cnil\.fr"[^>]*rel="noopener noreferrer"[^>]*>la CNIL<\/a>/)
  })

  it('links a page in the language of the page it is shown on, but not a file or another site', () => {
    const output = html('[le blog](/blog/x), [Wix](/startups/wix?tab=1#a), [CSV](/data/companies.csv), [CNIL](https://www.cnil.fr)', {}, 'he')
    expect(output).toMatch(/href="\/he\/blog\/x"/)
    expect(output).toMatch(/href="\/he\/startups\/wix\?tab=1#a"/)
    expect(output).toMatch(/href="\/data\/companies\.csv"/)
    expect(output).toMatch(/href="https:\/\/www\.cnil\.fr"/)
  })
})

describe('markdown: safety', () => {
  it('never injects HTML: tags are shown as text', () => {
    const output = html('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)> **<b>gras</b>**')
    expect(output).not.toContain('<script>')
    expect(output).not.toContain('<img')
    expect(output).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(output).toContain('&lt;b&gt;gras&lt;/b&gt;')
  })

  it('shows a link with an unsafe address as plain text', () => {
    for (const href of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', '//evil.example', 'http://insecure.example', 'vbscript:x']) {
      expect(safeHref(href), href).toBeUndefined()
      const output = html(`[cliquez](${href})`)
      expect(output, href).not.toContain('<a')
      expect(output, href).toContain('cliquez')
    }
    expect(safeHref('/blog?q=x#y')).toEqual({ kind: 'internal', to: '/blog?q=x#y' })
    expect(safeHref('#rgpd')).toEqual({ kind: 'internal', to: '#rgpd' })
    expect(safeHref('mailto:contact@example.org')).toEqual({ kind: 'external', href: 'mailto:contact@example.org' })
  })

  it('escapes attribute-breaking characters in addresses', () => {
    const output = html('[x](/a"onmouseover="alert(1))')
    expect(output).not.toContain('onmouseover="alert')
  })
})

describe('markdown: heading ids', () => {
  it('uses an explicit {#id}, else a readable slug, and keeps ids unique', () => {
    const entries = headingEntries(parseMarkdown('## Vos droits {#droits}\n\n## Sécurité & données\n\n## Sécurité & données'))
    expect(entries.map((entry) => entry.id)).toEqual(['droits', 'securite-donnees', 'securite-donnees-2'])
    expect(entries[0]?.text).toBe('Vos droits')
    expect(html('## Vos droits {#droits}')).toContain('<h2 id="droits"')
  })

  it('lets a page propose ids: the privacy policy anchors its GDPR section at #rgpd', () => {
    const privacy = legalPages.find((page) => page.id === 'privacy')
    expect(privacy).toBeDefined()
    const output = html(privacy!.content, { headingIdFor: legalHeadingId })
    expect(output).toMatch(/<h2 id="rgpd"[^>]*>[^<]*RGPD[^<]*<\/h2>/)
    expect(output.match(/id="rgpd"/g)).toHaveLength(1)
  })

  it('slugifies accented French text', () => {
    expect(slugify("Qu'est-ce qu'un secteur résilient ?")).toBe('qu-est-ce-qu-un-secteur-resilient')
  })
})

describe('markdown: the real content', () => {
  const sources = [
    ...blogArticles.map((article) => ({ name: article.slug, content: article.content })),
    ...guidePages.map((guide) => ({ name: guide.slug, content: guide.content })),
    ...legalPages.map((page) => ({ name: page.id, content: page.content })),
    { name: 'pushit', content: pushitEditorial.content },
  ]

  it.each(sources)('$name renders with no markdown syntax left over', ({ content }) => {
    const output = html(content)
    const text = output.replace(/<[^>]+>/g, '')
    expect(text).not.toMatch(/\*\*|\]\(|^#+ /m)
    expect(text).not.toMatch(/(^|\s)\*[^\s*][^*]*\*(\s|$)/)
    expect(output).toMatch(/<h2 /)
  })

  it.each(sources)('$name links only to safe addresses', ({ content }) => {
    const hrefs = [...html(content).matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '')
    for (const href of hrefs) expect(href, href).toMatch(/^(\/[^/]|#|https:\/\/|mailto:)/)
  })
})
