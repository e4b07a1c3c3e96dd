/** docs/architecture.md names files and folders: each must exist, or the map misleads the next reader. */
import { existsSync, readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

const doc = readFileSync('docs/architecture.md', 'utf8')
/** Every `code span` that looks like a path of the repository (a top-level folder, then more). */
const paths = [...doc.matchAll(/`([a-z][\w.-]*\/[\w./<>-]*)`/g)]
  .map((match) => match[1]!)
  .filter((path) => !path.includes('<') && !path.startsWith('build/'))
  .map((path) => path.replace(/\/…$/, ''))

describe('docs/architecture.md', () => {
  it('names many paths', () => {
    expect(paths.length).toBeGreaterThan(40)
  })

  it.each([...new Set(paths)])('names %s, which exists', (path) => {
    expect(existsSync(path)).toBe(true)
  })
})
