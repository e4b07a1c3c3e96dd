/**
 * Turns a snapshot of the open register of Israeli tech companies into the project's own data:
 *
 *   npm run import:register -- <snapshot .tar.gz or folder> [output folder, default content/register]
 *
 * Writes companies.jsonl, localities.json, source.json, merged-records.tsv (the records that merges.tsv
 * merged, as they were: the server redirects their addresses), logos/ and texts/ (the readers' texts, one file per
 * language, and the hashes of the overlap test). Deterministic: the same
 * snapshot gives the same bytes. Prints what it dropped and why.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { languages } from '../content/languages.ts'
import { buildRegister } from './register/build.ts'
import { readSnapshot } from './register/tar.ts'

export function writeRegister(snapshotPath: string, outputFolder: string): string[] {
  const build = buildRegister(readSnapshot(snapshotPath))
  const logoFolder = join(outputFolder, 'logos')
  mkdirSync(logoFolder, { recursive: true })
  writeFileSync(join(outputFolder, 'companies.jsonl'), build.companiesJsonl)
  writeFileSync(join(outputFolder, 'localities.json'), build.localitiesJson)
  writeFileSync(join(outputFolder, 'source.json'), build.sourceJson)
  writeFileSync(join(outputFolder, 'merged-records.tsv'), build.mergedRecordsTsv)
  mkdirSync(join(outputFolder, 'texts'), { recursive: true })
  for (const language of languages) writeFileSync(join(outputFolder, 'texts', `${language}.tsv`), build.texts[language])
  writeFileSync(join(outputFolder, 'texts', 'description-hashes.txt'), build.descriptionHashes)
  for (const file of readdirSync(logoFolder)) if (!build.logos.has(file)) rmSync(join(logoFolder, file))
  for (const [file, body] of build.logos) writeFileSync(join(logoFolder, file), body)
  return build.report
}

if (import.meta.main) {
  const [snapshotPath, outputFolder = 'content/register'] = process.argv.slice(2)
  if (!snapshotPath) {
    console.error('Usage: npm run import:register -- <snapshot .tar.gz or folder> [output folder]')
    process.exit(2)
  }
  for (const line of writeRegister(snapshotPath, outputFolder)) console.log(line)
}
