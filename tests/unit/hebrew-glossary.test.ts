/**
 * One Hebrew spelling per term across the site (issue 33): no Hebrew text the site shows uses a variant that
 * content/glossary-he.ts forbids. A Hebrew text is a string with a Hebrew letter in it: every value of
 * messages/he.json, every string literal and template part of the modules of content/, app/ and server/ (the
 * translations, the FAQ, the sectors, the e-mails...), and the `he` field of the readers' texts
 * (content/register/reading/out/*.jsonl, from which the importer writes content/register/texts/he.tsv).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import { hebrewGlossary, variantPattern } from '../../content/glossary-he.ts'

const root = join(import.meta.dirname, '..', '..')
const hebrewLetter = /[\u05d0-\u05ea]/

/**
 * Modules whose Hebrew is not the site's prose: the glossary itself, the search's synonyms (any spelling a visitor
 * may type), and the place names (official names as the Central Bureau of Statistics writes them, נתב"ג, and the
 * register's raw spellings that the importer matches).
 */
const notProse = new Set([
  'content/glossary-he.ts',
  'content/sector-keywords.ts',
  'content/localities.ts',
  'content/named-places.ts',
  'content/place-names.ts',
])

interface HebrewText {
  where: string
  text: string
}

function moduleFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !file.split('/').includes('paraglide') && !notProse.has(file))
}

function stringsOfModule(file: string): HebrewText[] {
  const text = readFileSync(join(root, file), 'utf8')
  if (!hebrewLetter.test(text)) return []
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: HebrewText[] = []
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
      found.push({ where: `${file}:${line}`, text: node.text })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

function hebrewTexts(): HebrewText[] {
  const messages = JSON.parse(readFileSync(join(root, 'messages', 'he.json'), 'utf8')) as Record<string, unknown>
  const fromMessages = Object.entries(messages)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, text]) => ({ where: `messages/he.json ${key}`, text }))
  const readingFolder = join('content', 'register', 'reading', 'out')
  const fromReaders = readdirSync(join(root, readingFolder))
    .filter((file) => file.endsWith('.jsonl'))
    .flatMap((file) =>
      readFileSync(join(root, readingFolder, file), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { registryNumber: string; he: string })
        .map((reading) => ({ where: `${readingFolder}/${file} ${reading.registryNumber}`, text: reading.he })),
    )
  const fromModules = ['content', 'app', 'server'].flatMap(moduleFiles).flatMap(stringsOfModule)
  return [...fromMessages, ...fromReaders, ...fromModules].filter((found) => hebrewLetter.test(found.text))
}

describe('the Hebrew glossary (content/glossary-he.ts)', () => {
  it.each(hebrewGlossary.map((term) => [term.term, term] as const))('finds the variants of “%s”, and not its spelling or its lookalikes', (_, term) => {
    const finds = (text: string) => [...text.matchAll(variantPattern(term))].length > 0
    for (const variant of term.avoid) expect(finds(`טקסט ${variant} בעברית`), variant).toBe(true)
    for (const spelling of [...term.use, ...term.lookalikes]) expect(finds(`טקסט ${spelling} בעברית`), spelling).toBe(false)
  })

  it('names each variant once', () => {
    const variants = hebrewGlossary.flatMap((term) => term.avoid)
    expect(variants.filter((variant, index) => variants.indexOf(variant) !== index)).toEqual([])
  })
})

describe('one Hebrew spelling per term across the site', () => {
  const texts = hebrewTexts()

  it('reads the Hebrew of the messages, the content modules, the e-mails and the readers’ texts', () => {
    const where = (prefix: string) => texts.filter((found) => found.where.startsWith(prefix)).length
    expect(where('messages/he.json')).toBeGreaterThan(500)
    expect(where('content/register/reading/out/')).toBeGreaterThan(7000)
    expect(where('content/companies/i18n/he/')).toBeGreaterThan(500)
    expect(where('content/profiles/i18n/he/')).toBeGreaterThan(300)
    expect(where('content/blog/i18n/he/')).toBeGreaterThan(10)
    expect(where('content/faq.ts')).toBeGreaterThan(20)
    expect(where('server/backend/mailer.ts')).toBeGreaterThan(20)
  })

  it.each(hebrewGlossary.map((term) => [term.term, term] as const))('writes “%s” one way', (_, term) => {
    const pattern = variantPattern(term)
    const uses = texts.flatMap(({ where, text }) =>
      [...text.matchAll(pattern)].map((match) => `${where}: “${match[0]}” in …${text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30)}…`),
    )
    expect(uses, `use ${term.use[0]}`).toEqual([])
  })
})
