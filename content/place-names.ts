/**
 * The places the hand-checked companies name that are not localities of the register's table
 * (content/localities.ts): headquarters abroad, the country, and three Israeli places where no register
 * company sits. Keyed by the French name the company files use; English and Hebrew as readers of those
 * languages write them. An Israeli locality of the table is named from the table, never from here.
 */
export const placeNames: Readonly<Record<string, { readonly en: string; readonly he: string }>> = {
  Israël: { en: 'Israel', he: 'ישראל' },
  // Israeli places outside the register's table.
  'Airport City': { en: 'Airport City', he: 'איירפורט סיטי' },
  Berurim: { en: 'Brurim', he: 'ברורים' },
  Hatzerim: { en: 'Hatzerim', he: 'חצרים' },
  // Headquarters abroad.
  Boston: { en: 'Boston', he: 'בוסטון' },
  Californie: { en: 'California', he: 'קליפורניה' },
  Chicago: { en: 'Chicago', he: 'שיקגו' },
  Dallas: { en: 'Dallas', he: 'דאלאס' },
  Londres: { en: 'London', he: 'לונדון' },
  'Mountain View': { en: 'Mountain View', he: 'מאונטן ויו' },
  'New York': { en: 'New York', he: 'ניו יורק' },
  'Palo Alto': { en: 'Palo Alto', he: 'פאלו אלטו' },
  'San Francisco': { en: 'San Francisco', he: 'סן פרנסיסקו' },
  Sunnyvale: { en: 'Sunnyvale', he: 'סאניווייל' },
}
