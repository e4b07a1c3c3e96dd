/**
 * The numbers of a text, to compare a translation with its French source ("every figure, date and
 * name identical — a test extracts the numbers of each version and compares them"). Used by the company
 * texts' and the long texts' tests.
 */

/** The digit groups of a text, as a sorted list: '1 000' and '1,000' count as 1000, '3.5' as 3 and 5. */
export function numbersOf(text: string): string[] {
  return [...text.replace(/(\d)[\s\u00a0\u202f,](?=\d{3}\b)/g, '$1').matchAll(/\d+/g)].map((match) => match[0]).sort()
}
