/**
 * `node scripts/compile-messages.ts`: checks the three languages' messages
 * (messages/<language>.json, the inlang message format) and compiles them with
 * Paraglide JS into app/paraglide/ (generated, not committed).
 *
 * Run first by `npm run typecheck`, `npm run build` and `npm run test:unit`,
 * so a fresh clone compiles before anything imports app/paraglide/. Fails
 * (exit code 1, nothing compiled) when English or Hebrew lacks a French key,
 * has one French does not, or names other `{placeholders}` than French: key
 * parity is checked before the build, not discovered at run time.
 */
import { compile } from '@inlang/paraglide-js'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { frenchTypography } from '../content/french-typography.ts'

const root = join(import.meta.dirname, '..')
const languages = ['fr', 'en', 'he'] as const
const source = 'fr'

export function readMessages(language: string): Record<string, string> {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(join(root, 'messages', `${language}.json`), 'utf8')) as Record<string, string>
  return messages
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort().join(',')

/** Differences between a language's messages and the French ones (empty when they agree). */
export function parityProblems(messages: Record<string, Record<string, string>>): string[] {
  const problems: string[] = []
  const reference = messages[source]!
  for (const language of languages) {
    if (language === source) continue
    const other = messages[language]!
    for (const key of Object.keys(reference)) {
      if (!Object.hasOwn(other, key)) problems.push(`${language}: missing key ${key}`)
      else if (placeholders(other[key]!) !== placeholders(reference[key]!)) problems.push(`${language}: ${key} has {${placeholders(other[key]!)}}, French has {${placeholders(reference[key]!)}}`)
    }
    for (const key of Object.keys(other)) if (!Object.hasOwn(reference, key)) problems.push(`${language}: key ${key} is not in French`)
  }
  for (const language of languages) {
    for (const [key, text] of Object.entries(messages[language]!)) if (typeof text !== 'string' || text === '') problems.push(`${language}: ${key} is empty`)
  }
  return problems
}

if (import.meta.main) {
  const messages = Object.fromEntries(languages.map((language) => [language, readMessages(language)]))
  const problems = parityProblems(messages)
  if (problems.length > 0) {
    console.error(`messages/*.json: ${problems.length} problem(s)\n${problems.join('\n')}`)
    process.exit(1)
  }
  // French spacing (ADR 0055) is applied here, once: Paraglide compiles a copy of the messages with the French
  // spaced, so the pages carry spaced texts and no code to space them. messages/fr.json keeps plain spaces.
  const generated = join(root, 'node_modules', '.cache', 'messages')
  mkdirSync(join(generated, 'project.inlang'), { recursive: true })
  for (const language of languages) {
    const texts = language === 'fr' ? Object.fromEntries(Object.entries(messages.fr!).map(([key, text]) => [key, frenchTypography(text)])) : messages[language]
    writeFileSync(join(generated, `${language}.json`), `${JSON.stringify(texts, null, 2)}\n`)
  }
  const settings = JSON.parse(readFileSync(join(root, 'project.inlang', 'settings.json'), 'utf8')) as { modules: string[]; 'plugin.inlang.messageFormat': { pathPattern: string } }
  settings.modules = settings.modules.map((module) => join(root, module))
  settings['plugin.inlang.messageFormat'].pathPattern = join(generated, '{locale}.json')
  writeFileSync(join(generated, 'project.inlang', 'settings.json'), `${JSON.stringify(settings, null, 2)}\n`)
  await compile({
    project: join(generated, 'project.inlang'),
    outdir: join(root, 'app/paraglide'),
    // Every call passes its locale (app/i18n/translate.ts): nothing reads a global locale, so concurrent
    // server renders cannot mix languages. `baseLocale` is only the answer of an unused getLocale().
    strategy: ['baseLocale'],
    emitReadme: false,
  })
  // The inlang SDK ignores a local plugin that fails to import: no messages would compile, silently.
  const index = readFileSync(join(root, 'app/paraglide/messages/_index.js'), 'utf8')
  const compiled = [...index.matchAll(/^export \* from /gm)].length
  const expected = Object.keys(messages[source]!).length
  if (compiled !== expected) {
    console.error(`app/paraglide: ${compiled} messages compiled, messages/fr.json has ${expected}`)
    process.exit(1)
  }
  console.log(`app/paraglide: ${compiled} messages in ${languages.length} languages`)
  // The inlang SDK leaves a timer that would keep the process alive for about 30 s.
  process.exit(0)
}
