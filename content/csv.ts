/**
 * The one CSV writer of the site, for the open data and every export: RFC 4180 (fields quoted when they need it,
 * CRLF line ends, a header row), written by csv-stringify, a well-kept library. Text a spreadsheet would run as a
 * formula ('=', '+', '-', '@', tab, carriage return first) is prefixed with an apostrophe (OWASP's advice on CSV
 * injection); numbers and booleans are written as they are, an absent value as an empty field.
 */
import { stringify } from 'csv-stringify/sync'

export type CsvCell = string | number | boolean | null | undefined

function neutralised(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

/** Rows as CSV, with `columns` as the header row and the order of the fields. */
export function toCsv(columns: readonly string[], rows: readonly Readonly<Record<string, CsvCell>>[]): string {
  return stringify(
    rows as Record<string, CsvCell>[],
    {
      header: true,
      columns: columns.map((column) => ({ key: column })),
      record_delimiter: '\r\n',
      // A lone line feed or carriage return is quoted too: the record delimiter alone would not be.
      quoted_match: /[\r\n]/,
      cast: { string: neutralised, boolean: (value) => String(value), number: (value) => String(value) },
    },
  )
}
