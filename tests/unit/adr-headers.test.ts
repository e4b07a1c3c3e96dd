/**
 * Every decision record opens with the day it was taken and whether it still holds (issue 31, part 4): a reader
 * who lands on an ADR learns at once that a later one replaced or changed part of it, and which one.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const decisionsDir = join(import.meta.dirname, '..', '..', 'docs', 'decisions')
const adrFileNames = readdirSync(decisionsDir)
  .filter((name) => name.endsWith('.md'))
  .sort()

/** The list right under the title, one string per item, its continuation lines joined. */
function headerItems(markdown: string): string[] {
  const lines = markdown.split('\n')
  let at = 1
  while (lines[at] === '') at++
  const items: string[] = []
  for (; at < lines.length; at++) {
    const line = lines[at]!
    if (line.startsWith('- ')) items.push(line.slice('- '.length))
    else if (line.startsWith('  ') && items.length > 0) items[items.length - 1] += ` ${line.trim()}`
    else break
  }
  return items
}

/** A real day written YYYY-MM-DD (2026-02-30 is not one). */
function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const day = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text)
}

/** The value of the header item `name: value`, if the header has one. */
function headerValue(items: string[], name: string): string | undefined {
  return items.find((item) => item.startsWith(`${name}: `))?.slice(`${name}: `.length)
}

/** What a status says that cannot be true: links to ADRs that do not exist, or under another number. */
function statusProblems(status: string, existing: readonly string[]): string[] {
  const problems: string[] = []
  if (!/^(?:accepted|superseded|amended)\b/.test(status)) {
    problems.push(`the status "${status.slice(0, 40)}" starts with none of accepted, superseded, amended`)
  }
  const links = [...status.matchAll(/\[([^\]]*)\]\(([^)]*)\)/g)]
  for (const [, text, target] of links) {
    const number = /^ADR (\d{4})$/.exec(text!)?.[1]
    if (!existing.includes(target!)) problems.push(`the status links to ${target}, which is not an ADR of docs/decisions`)
    else if (number === undefined || !target!.startsWith(`${number}-`)) problems.push(`the status shows "${text}" for ${target}`)
  }
  for (const [, number] of status.matchAll(/\bADR (\d{4})\b/g)) {
    if (!existing.some((name) => name.startsWith(`${number}-`))) problems.push(`the status names ADR ${number}, which does not exist`)
  }
  if (status.startsWith('superseded') && links.length === 0) problems.push('a superseded status links to no later ADR')
  return problems
}

/** Everything wrong with an ADR's header; `existing` are the file names of docs/decisions. */
function headerProblems(fileName: string, markdown: string, existing: readonly string[]): string[] {
  const problems: string[] = []
  const number = fileName.slice(0, 4)
  if (!/^\d{4}-[a-z0-9-]+\.md$/.test(fileName)) problems.push('the file is not named NNNN-title.md')
  if (!markdown.startsWith(`# ${number}`)) problems.push(`the title does not start with "# ${number}"`)
  const items = headerItems(markdown)
  const date = headerValue(items, 'Date')
  if (date === undefined) problems.push('no "- Date: YYYY-MM-DD" line right under the title')
  else if (!isCalendarDay(date)) problems.push(`the date "${date}" is not a day written YYYY-MM-DD`)
  const status = headerValue(items, 'Status')
  if (status === undefined) problems.push('no "- Status:" line right under the title')
  else problems.push(...statusProblems(status, existing))
  return problems
}

const readAdr = (fileName: string) => readFileSync(join(decisionsDir, fileName), 'utf8')

describe('the decision records (docs/decisions)', () => {
  it('are there', () => {
    expect(adrFileNames.length).toBeGreaterThan(40)
  })

  it.each(adrFileNames)('%s opens with its date and a status that names only ADRs that exist', (fileName) => {
    expect(headerProblems(fileName, readAdr(fileName), adrFileNames)).toEqual([])
  })
})

describe('the header check', () => {
  const fileName = '0014-register-import.md'
  const adr = readAdr(fileName)
  const problemsOf = (markdown: string) => headerProblems(fileName, markdown, adrFileNames)

  it('passes the ADR it breaks below, as written', () => {
    expect(problemsOf(adr)).toEqual([])
  })

  it('fails without a date, or with a date that is not a day', () => {
    expect(problemsOf(adr.replace(/^- Date: .*\n/m, ''))).toContain('no "- Date: YYYY-MM-DD" line right under the title')
    expect(problemsOf(adr.replace(/^- Date: .*$/m, '- Date: 29/11/2026'))).toContain('the date "29/11/2026" is not a day written YYYY-MM-DD')
    expect(problemsOf(adr.replace(/^- Date: .*$/m, '- Date: 2026-02-30'))).toHaveLength(1)
  })

  it('fails without a status, or with one that is not accepted, superseded or amended', () => {
    const withoutStatus = adr.replace(/^- Status: .*\n(?: {2}.*\n)*/m, '')
    expect(problemsOf(withoutStatus)).toContain('no "- Status:" line right under the title')
    expect(problemsOf(withoutStatus.replace('- Date:', '- Status: proposed\n- Date:')).join()).toMatch(/starts with none of/)
  })

  it('fails when the header is not right under the title', () => {
    const header = /^- Date: .*\n- Status: .*\n(?: {2}.*\n)*\n/m.exec(adr)![0]
    const moved = adr.replace(header, '').replace('## Decision\n', `## Decision\n${header}`)
    expect(problemsOf(moved)).toEqual(expect.arrayContaining(['no "- Date: YYYY-MM-DD" line right under the title', 'no "- Status:" line right under the title']))
  })

  it('fails when a superseded status names an ADR that does not exist, or none', () => {
    const missing = adr.replace('(0024-sectors-read-per-company.md)', '(0024-no-such-decision.md)')
    expect(problemsOf(missing)).toContain('the status links to 0024-no-such-decision.md, which is not an ADR of docs/decisions')
    const mislabelled = adr.replace('[ADR 0024](0024-', '[ADR 0025](0024-')
    expect(problemsOf(mislabelled)).toContain('the status shows "ADR 0025" for 0024-sectors-read-per-company.md')
    const unlinked = adr.replace('[ADR 0024](0024-sectors-read-per-company.md)', 'ADR 9999')
    expect(problemsOf(unlinked)).toEqual(['the status names ADR 9999, which does not exist', 'a superseded status links to no later ADR'])
  })
})
