/**
 * content/register/merged-records.tsv, written by the register importer (scripts/register/merges.ts) from the
 * duplicates resolved in content/register/merges.tsv: each record of a merged group as it was before the merge,
 * the merged records then the kept ones that changed their name. The server redirects a merged record's address
 * to the kept record's page; the jobs import still finds a company under the names its records had.
 */
export interface MergedRecord {
  readonly registryNumber: string
  /** The address it had. */
  readonly slug: string
  /** The name it had. */
  readonly name: string
  /** The registry number of the record it was merged into (its own, for a kept record renamed). */
  readonly kept: string
  readonly keptSlug: string
}

export const mergedRecordsHeader = 'registryNumber\tslug\tname\tkept\tkeptSlug'

export function mergedRecordsTsv(records: readonly MergedRecord[]): string {
  return [mergedRecordsHeader, ...records.map((record) => [record.registryNumber, record.slug, record.name, record.kept, record.keptSlug].join('\t'))].join('\n') + '\n'
}

export function parseMergedRecords(text: string): MergedRecord[] {
  const [first, ...rows] = text.replace(/\n$/, '').split('\n')
  if (first !== mergedRecordsHeader) throw new Error(`merged-records.tsv: the header must be '${mergedRecordsHeader.replace(/\t/g, '<tab>')}'`)
  return rows.map((row, index) => {
    const fields = row.split('\t')
    if (fields.length !== 5 || fields.some((field) => field === '')) throw new Error(`merged-records.tsv line ${index + 2}: five columns wanted`)
    const [registryNumber, slug, name, kept, keptSlug] = fields as [string, string, string, string, string]
    return { registryNumber, slug, name, kept, keptSlug }
  })
}
