/**
 * The order of names across the site: French collation, case and accents ignored, numbers by value
 * ('Cato 2' before 'Cato 10'). One collator, built on first use rather than when a module loads: building
 * it loads ICU's collation data (about 40 ms of a phone's main thread), and the browser modules that import
 * this never sort; only the server does.
 */
let collator: Intl.Collator | undefined

export function compareNames(a: string, b: string): number {
  collator ??= new Intl.Collator('fr', { sensitivity: 'base', numeric: true })
  return collator.compare(a, b)
}
