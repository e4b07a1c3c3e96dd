import { describe, expect, it } from 'vitest'
import { toCsv } from './csv.ts'

describe('the CSV writer', () => {
  it('writes RFC 4180 with CRLF, quotes what needs it and neutralises formulas', () => {
    const csv = toCsv(['name', 'count', 'flag', 'note'], [
      { name: 'Acme, "the" company', count: 3, flag: true, note: 'line\nbreak' },
      { name: '=HYPERLINK("x")', count: null, flag: false },
      { name: '-1', note: '+cmd' },
    ])
    expect(csv.split('\r\n')).toEqual([
      'name,count,flag,note',
      '"Acme, ""the"" company",3,true,"line\nbreak"',
      '"\'=HYPERLINK(""x"")",,false,',
      "'-1,,,'+cmd",
      '',
    ])
  })
})
