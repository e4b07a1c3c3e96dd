/**
 * The open-data downloads: the merged company database as CSV and
 * JSON under the ODbL, written into the client build at build time. They are
 * served from disk (server/app.ts), not held in the server's memory.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { allCompanies, companiesCsv, companiesJson } from '../content/companies.server.ts'

const started = performance.now()
const folder = join(import.meta.dirname, '..', 'build', 'client', 'data')
await mkdir(folder, { recursive: true })
const companies = allCompanies()
await writeFile(join(folder, 'companies.csv'), companiesCsv(companies))
await writeFile(
  join(folder, 'companies.json'),
  companiesJson(companies, {
    licence: 'Open Database License (ODbL) v1.0',
    licenceUrl: 'https://opendatacommons.org/licenses/odbl/1-0/',
    attribution: 'Startups en Israël, based on the Israeli Tech Map (https://github.com/mluggy/techmap) and its contributors',
  }),
)
console.log(`Open data: ${companies.length} companies as CSV and JSON in ${Math.round(performance.now() - started)} ms`)
