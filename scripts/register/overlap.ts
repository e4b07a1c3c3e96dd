/**
 * The overlap rule of issue 32: no English text of the site shares 6 or more consecutive words with the register's
 * description of its company, case, accents and punctuation ignored. The descriptions are not ours to republish,
 * so the importer commits only salted hashes of each description's 6-word sequences
 * (content/register/texts/description-hashes.txt); the test compares a text with the snapshot's description when
 * the snapshot is there, and with the hashes otherwise, through the same function.
 */
import { createHash } from 'node:crypto'

/** Consecutive words that may not be shared. */
export const overlapWords = 6

/** Committed with the hashes: it changes every hash, so that they match no other list of hashed phrases. */
export const overlapSalt = 'startups-en-israel/description-overlap/1'

/** Lower case, accents dropped, anything that is not a letter or a digit a word break (as the readers' check.py). */
export function overlapWordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/** A 6-word sequence's salted hash: 8 hex digits of SHA-256, enough to tell apart the few hundred sequences of one description. */
export function sequenceHash(words: readonly string[]): string {
  return createHash('sha256').update(`${overlapSalt}\u0000${words.join(' ')}`).digest('hex').slice(0, 8)
}

/** The hashes of every 6-word sequence of a text, each once, in the order first met. */
export function sequenceHashes(text: string): string[] {
  const words = overlapWordsOf(text)
  const hashes = new Set<string>()
  for (let start = 0; start + overlapWords <= words.length; start++) hashes.add(sequenceHash(words.slice(start, start + overlapWords)))
  return [...hashes]
}

/** The 6-word sequences of `text` whose hash is among a description's: the words a text shares with it. */
export function sharedSequences(text: string, descriptionHashes: ReadonlySet<string>): string[] {
  const words = overlapWordsOf(text)
  const shared: string[] = []
  for (let start = 0; start + overlapWords <= words.length; start++) {
    const sequence = words.slice(start, start + overlapWords)
    if (descriptionHashes.has(sequenceHash(sequence))) shared.push(sequence.join(' '))
  }
  return shared
}

export const hashesHeader = '# registryNumber, then the salted hashes of its register description’s 6-word sequences (scripts/register/overlap.ts)'

/** The committed hashes file: a header line, then one company a line, by registry number. */
export function hashesFile(descriptions: ReadonlyMap<string, string>): string {
  const numbers = [...descriptions.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return [hashesHeader, ...numbers.map((number) => [number, ...sequenceHashes(descriptions.get(number)!)].join(' '))].join('\n') + '\n'
}

/** Reads the hashes file back: registry number → its description's hashes. */
export function parseHashesFile(file: string): Map<string, Set<string>> {
  const [header, ...rows] = file.trimEnd().split('\n')
  if (header !== hashesHeader) throw new Error('description hashes: unexpected header')
  return new Map(
    rows.map((row) => {
      const [number, ...hashes] = row.split(' ')
      return [number!, new Set(hashes)] as const
    }),
  )
}
