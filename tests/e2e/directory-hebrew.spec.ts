import { expect, test } from '@playwright/test'
import { allCompanies, groupedCount, pageCountOf, pageSize, sectorCounts, sectorIds15, sectorSelection } from '../support/directory-data.ts'
import { localizePath } from '../../app/lib/paths.ts'

const counts = sectorCounts()

test.use({ viewport: { width: 1280, height: 900 } })

test.describe('in Hebrew, right to left', () => {
  test('home', async ({ page }) => {
    await page.goto(localizePath('/', 'he'))
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('html')).toHaveAttribute('lang', 'he')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('גלו את הסטארט-אפים הישראליים החדשניים')
    for (const heading of ['גלו לפי תחום', 'למה ישראל?', 'סטארט-אפים בולטים', 'מדריכים מעשיים', 'שאלות נפוצות', 'הניוזלטר של ההייטק הישראלי']) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
    }
    // What each company is, not an unsourced unicorn (ADR 0057).
    await expect(page.getByTestId('featured-startup').getByText('חד-קרן', { exact: true })).toHaveCount(0)
    await expect(page.getByTestId('featured-startup').getByTestId('kind-badge').filter({ hasText: 'חברה ציבורית' })).not.toHaveCount(0)
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) })
    // The figures counted from the data (ADR 0049): the companies, grouped by thousands as Hebrew writes them, and the sectors.
    await expect(hero.getByRole('definition')).toHaveText([String(allCompanies().length).replace(/\B(?=(\d{3})+$)/g, ','), String(sectorIds15.length)])
    await expect(hero.getByRole('term')).toHaveText(['חברות במדריך', 'תחומים'])
    await expect(page.getByRole('link', { name: 'סייבר', exact: true }).first()).toHaveAttribute('href', '/he/category/cybersecurity')
    // The layout is mirrored: the hero's text starts on the right.
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!
    expect(title.x + title.width).toBeGreaterThan(600)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('direction', 'rtl')
  })

  test('categories and a sector', async ({ page }) => {
    await page.goto(localizePath('/categories', 'he'))
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('תחומי ההייטק הישראלי')
    await expect(page.getByText(`${sectorIds15.length} תחומים לגלות`)).toBeVisible()
    await expect(page.getByText(`${counts.cybersecurity} חברות`, { exact: true })).toBeVisible()
    await page.goto(localizePath('/category/cybersecurity', 'he'))
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('סייבר')
    await expect(page.getByText(`${counts.cybersecurity} חברות במדריך`)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'שאלות נפוצות: סייבר' })).toBeVisible()
    await expect(page.getByText(`דף 1 מתוך ${pageCountOf(counts.cybersecurity)}`)).toBeVisible()
    // The page of the sector's first featured company shows its badge in Hebrew.
    const firstFeatured = sectorSelection('cybersecurity').findIndex((company) => company.featured)
    await page.goto(localizePath(`/category/cybersecurity?page=${Math.floor(firstFeatured / pageSize) + 1}`, 'he'))
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByTestId('company-card').getByText('מובילה', { exact: true }).first()).toBeVisible()
  })

  test('unknown sector', async ({ page }) => {
    const response = await page.goto(localizePath('/category/inconnue', 'he'))
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('הקטגוריה לא נמצאה')
    await expect(page.getByRole('main').getByRole('link', { name: 'חזרה לדף הבית' })).toHaveAttribute('href', '/he')
  })

  test('profiles: long and AdTech', async ({ page }) => {
    await page.goto(localizePath('/startups/mobileye', 'he'))
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { name: 'אודות Mobileye' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'נתונים עיקריים' }).getByRole('term').first()).toHaveText('שנת הקמה')
    await expect(page.getByRole('region', { name: 'חברות דומות' })).toBeVisible()
    // The written profile in its Hebrew version, in the page's language.
    await expect(page.getByText('ראייה ממוחשבת בשירות הבטיחות בדרכים והנהיגה האוטונומית')).toBeVisible()
    await expect(page.getByText('La vision par ordinateur au service de la sécurité routière et de la conduite autonome')).toHaveCount(0)

    await page.goto(localizePath('/startups/cignal', 'he'))
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('link', { name: 'אדטק - ישראל' })).toHaveAttribute('href', '/he/category/adtech')
    await expect(page.getByRole('link', { name: 'לכל הסטארט-אפים בתחום אדטק' })).toHaveAttribute('href', '/he/category/adtech')
    await expect(page.getByRole('link', { name: /^האתר הרשמי/ })).toHaveAttribute('rel', 'noopener noreferrer')
    const information = page.getByRole('region', { name: 'מידע' })
    await expect(information.getByRole('term')).toHaveText(['תחום', 'מדינה', 'התמחות', 'שלב'])
    // Mirrored columns: the side column is on the left.
    const mainColumn = (await page.getByTestId('adtech-main').boundingBox())!
    const aside = (await page.getByTestId('adtech-aside').boundingBox())!
    expect(aside.x).toBeLessThan(mainColumn.x)
  })

  test('directory', async ({ page }) => {
    await page.goto(localizePath('/startups?sector=fintech', 'he'))
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('מדריך הסטארט-אפים הישראליים')
    await expect(page.getByTestId('directory-count')).toHaveText(new RegExp(`^נמצאו ${groupedCount(counts.fintech, 'he')} חברות`))
    await expect(page.getByRole('main').getByLabel('תחום', { exact: true })).toHaveValue('fintech')
    await expect(page.getByRole('main').getByLabel('מיון לפי', { exact: true })).toBeVisible()
    await page.goto(localizePath('/startups?q=zzqqxx', 'he'))
    await expect(page.getByRole('heading', { name: 'אין סטארט-אפים שתואמים את הקריטריונים' })).toBeVisible()
  })

  test('search', async ({ page }) => {
    await page.goto(localizePath('/search?q=סייבר', 'he'))
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('תוצאות חיפוש')
    await expect(page.getByTestId('search-count')).toHaveText(/^\d+ תוצאות עבור "סייבר"$/)
    await expect(page.getByTestId('search-result').first().getByTestId('result-type')).toHaveText('תחום')
    await expect(page.getByTestId('search-result').first().getByRole('link', { name: /^לפרטים נוספים/ })).toHaveAttribute('href', '/he/category/cybersecurity')
    await page.goto(localizePath('/search?q=zzqqxx', 'he'))
    await expect(page.getByRole('heading', { name: 'לא נמצאו תוצאות' })).toBeVisible()
    await page.goto(localizePath('/search', 'he'))
    await expect(page.getByRole('heading', { name: 'התחילו לחפש' })).toBeVisible()
  })
})

test('in English, the directory labels are translated too', async ({ page }) => {
  await page.goto(localizePath('/', 'en'))
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(page.getByRole('heading', { name: 'Why Israel?' })).toBeVisible()
  await expect(page.getByTestId('featured-startup').getByText('Unicorn', { exact: true })).toHaveCount(0)
  await expect(page.getByTestId('featured-startup').getByTestId('kind-badge').filter({ hasText: 'Listed company' })).not.toHaveCount(0)
  await page.goto(localizePath('/startups/cheq', 'en'))
  await expect(page.getByRole('link', { name: 'AdTech - Israel' })).toHaveAttribute('href', '/en/category/adtech')
  await expect(page.getByRole('link', { name: 'See all AdTech startups' })).toBeVisible()
  await page.goto(localizePath('/category/inconnue', 'en'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Category not found')
})
