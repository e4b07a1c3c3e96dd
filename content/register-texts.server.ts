/**
 * What each register company does, in the site's own words (issue 32, ADR 0046): the readers' texts, one file
 * per language under content/register/texts/ (written by the importer from the reading pass), each read on first
 * use and kept. Server only: a page carries the texts it shows, never the files.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { frenchTypography } from './french-typography.ts'
import type { Language } from './languages.ts'
import { registerFolder } from './register.server.ts'

const header = 'registryNumber\ttext'

/** A texts file's rows: registry number → text. */
export function parseRegisterTexts(tsv: string, file = 'texts'): Map<string, string> {
  const [first, ...rows] = tsv.trimEnd().split('\n')
  if (first !== header) throw new Error(`${file}: the first line must be "registryNumber<TAB>text"`)
  const texts = new Map<string, string>()
  rows.forEach((row, index) => {
    const tab = row.indexOf('\t')
    const number = row.slice(0, tab)
    const text = row.slice(tab + 1)
    if (tab < 1 || !/^\d+$/.test(number) || text.trim() === '' || text.includes('\t')) throw new Error(`${file} line ${index + 2}: expected a registry number and a text`)
    if (texts.has(number)) throw new Error(`${file} line ${index + 2}: ${number} has two texts`)
    texts.set(number, text)
  })
  return texts
}

const loaded = new Map<Language, ReadonlyMap<string, string>>()

/** Every register company's text in a language, by registry number. */
export function registerTexts(language: Language): ReadonlyMap<string, string> {
  let texts = loaded.get(language)
  if (!texts) {
    const file = join(registerFolder(), 'texts', `${language}.tsv`)
    const parsed = parseRegisterTexts(readFileSync(file, 'utf8'), file)
    // The French texts get French spacing where they are read (ADR 0055).
    texts = language === 'fr' ? new Map([...parsed].map(([number, text]) => [number, frenchTypography(text)])) : parsed
    loaded.set(language, texts)
  }
  return texts
}

/** A register company's text in a language, if a reader has written it. */
export function registerText(registryNumber: string, language: Language): string | undefined {
  return registerTexts(language).get(registryNumber)
}
