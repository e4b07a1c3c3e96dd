/**
 * The researched layer of the company model (content/sourced-fact.ts): facts read on public pages, each with its
 * source. Today: the headcounts of the largest employers (content/register/employer-headcounts/, issue 33) and the
 * acquisitions of hand-checked companies (content/corrections/status-and-outdated.jsonl), one line per company and
 * fact, found with its source or not found with the reason. Read with node:fs on first use.
 * Server only.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { z } from 'zod'

import type { SourcedCompanyFacts } from './companies.server.ts'
import { registerFolder } from './register.server.ts'
import type { Acquisition } from './company-facts.ts'
import { moneySchema } from './schema.ts'
import { sourcedFactSchema } from './sourced-fact.ts'

const headcountLine = z.discriminatedUnion('found', [
  z.object({
    company: z.string(),
    fact: z.enum(['headcountIsrael', 'headcountWorldwide']),
    found: z.literal(true),
    source: sourcedFactSchema(z.number().int().positive()),
  }),
  z.object({ company: z.string(), fact: z.enum(['headcountIsrael', 'headcountWorldwide']), found: z.literal(false), why: z.string().min(10) }),
])

/** A status line found with its source, or any other line of the file (another fact, or not found), passed over. */
const statusLine = z.union([
  z.object({
    company: z.string(),
    fact: z.literal('status'),
    found: z.literal(true),
    source: sourcedFactSchema(
      z.object({
        kind: z.enum(['private', 'listed', 'acquired']),
        acquirer: z.string().min(2).optional(),
        amount: moneySchema.optional(),
        announced: z.string().regex(/^\d{4}(?:-\d{2})?$/).optional(),
        closed: z.string().regex(/^\d{4}(?:-\d{2})?$/).optional(),
      }),
    ),
  }),
  z.object({ company: z.string(), fact: z.string(), found: z.boolean() }).refine((line) => line.fact !== 'status' || !line.found, 'a status found needs its source'),
])

/**
 * The acquisitions the research found with a source (content/corrections/status-and-outdated.jsonl): the acquirer,
 * the year the deal was announced (or else closed) and its price where the page gives them.
 */
export function readAcquisitions(file: string): Record<string, SourcedCompanyFacts> {
  const facts: Record<string, Record<string, unknown>> = {}
  if (!existsSync(file)) return facts
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, index) => {
      if (text.trim() === '') return
      const parsed = statusLine.safeParse(JSON.parse(text))
      if (!parsed.success) throw new Error(`${file} line ${index + 1}: ${parsed.error.message}`)
      const line = parsed.data
      if (!('source' in line) || line.source.value.kind !== 'acquired' || !line.source.value.acquirer) return
      const { acquirer, amount, announced, closed } = line.source.value
      const year = (announced ?? closed)?.slice(0, 4)
      const deal: Acquisition = { acquirer, ...(year ? { year: Number(year) } : {}), ...(amount ? { amount } : {}) }
      const own = (facts[line.company] ??= {})
      if (own.acquisition) throw new Error(`${file} line ${index + 1}: ${line.company}'s acquisition is sourced twice`)
      own.acquisition = { ...line.source, value: deal }
    })
  return facts as Record<string, SourcedCompanyFacts>
}

/** The sourced headcounts of a folder of JSON lines, by company slug. */
export function readHeadcounts(folder: string): Record<string, SourcedCompanyFacts> {
  const facts: Record<string, Record<string, unknown>> = {}
  if (!existsSync(folder)) return facts
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.jsonl')).sort()) {
    readFileSync(join(folder, file), 'utf8')
      .split('\n')
      .forEach((text, index) => {
        if (text.trim() === '') return
        const parsed = headcountLine.safeParse(JSON.parse(text))
        if (!parsed.success) throw new Error(`${file} line ${index + 1}: ${parsed.error.message}`)
        const line = parsed.data
        if (!line.found) return
        const own = (facts[line.company] ??= {})
        if (own[line.fact]) throw new Error(`${file} line ${index + 1}: ${line.company} ${line.fact} is sourced twice`)
        own[line.fact] = line.source
      })
  }
  return facts as Record<string, SourcedCompanyFacts>
}

let loaded: Record<string, SourcedCompanyFacts> | undefined

/** The researched facts of every company, by slug. */
export function sourcedFacts(): Record<string, SourcedCompanyFacts> {
  if (!loaded) {
    const headcounts = readHeadcounts(join(registerFolder(), 'employer-headcounts'))
    const acquisitions = readAcquisitions(join(registerFolder(), '..', 'corrections', 'status-and-outdated.jsonl'))
    loaded = { ...headcounts }
    for (const [slug, facts] of Object.entries(acquisitions)) loaded[slug] = { ...loaded[slug], ...facts }
  }
  return loaded
}
