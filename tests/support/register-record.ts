import type { RegisterCompany } from '../../content/register-schema.ts'

/** A register record for tests: an Israeli cybersecurity company of 11-50 people in Herzliya, with `extra` over it. */
export function registerRecord(registryNumber: string, name: string, extra: Partial<RegisterCompany> = {}): RegisterCompany {
  return {
    registryNumber,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name,
    sector: 'cybersecurity',
    registerCategory: 'Cybersecurity',
    size: '11-50',
    multinational: false,
    origin: 'israeli',
    locality: 'herzliya',
    place: null,
    lat: 32.16,
    lon: 34.81,
    website: null,
    careers: null,
    linkedin: null,
    crunchbase: null,
    finder: null,
    logo: null,
    ...extra,
  }
}
