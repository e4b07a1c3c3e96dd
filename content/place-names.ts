import { namedPlaces } from './named-places.ts'

/**
 * The places the hand-checked companies name that are not localities of the register's table
 * (content/localities.ts): headquarters abroad, the country, a kibbutz where no register company sits, and the
 * Israeli places that are not localities (content/named-places.ts, named from there). Keyed by the French name
 * the company files use; English and Hebrew as readers of those languages write them. An Israeli locality of the
 * table is named from the table, never from here.
 */
export const placeNames: Readonly<Record<string, { readonly en: string; readonly he: string }>> = {
  Israël: { en: 'Israel', he: 'ישראל' },
  // Israeli places outside the register's table.
  ...Object.fromEntries(namedPlaces.map((place) => [place.fr, { en: place.en, he: place.he }])),
  Hatzerim: { en: 'Hatzerim', he: 'חצרים' },
  // Headquarters abroad.
  Boston: { en: 'Boston', he: 'בוסטון' },
  Californie: { en: 'California', he: 'קליפורניה' },
  Cambridge: { en: 'Cambridge', he: 'קיימברידג׳' },
  Chicago: { en: 'Chicago', he: 'שיקגו' },
  Dallas: { en: 'Dallas', he: 'דאלאס' },
  'Eden Prairie': { en: 'Eden Prairie', he: 'עדן פרירי' },
  Londres: { en: 'London', he: 'לונדון' },
  'Mountain View': { en: 'Mountain View', he: 'מאונטן ויו' },
  'New York': { en: 'New York', he: 'ניו יורק' },
  Oakland: { en: 'Oakland', he: 'אוקלנד' },
  'Palo Alto': { en: 'Palo Alto', he: 'פאלו אלטו' },
  Reno: { en: 'Reno', he: 'רינו' },
  'Saint-Hélier': { en: 'St Helier', he: 'סנט הלייר' },
  'San Francisco': { en: 'San Francisco', he: 'סן פרנסיסקו' },
  'San José': { en: 'San Jose', he: 'סן חוזה' },
  Sunnyvale: { en: 'Sunnyvale', he: 'סאניווייל' },
  Vancouver: { en: 'Vancouver', he: 'ונקובר' },
}
