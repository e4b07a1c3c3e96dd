/**
 * Keyboard only (WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7, 2.4.11, 4.1.3) and reduced motion (2.3.3): every
 * interactive component of the shell and of the pages is operated with keys alone, every focus stop
 * shows a visible indicator, and `prefers-reduced-motion: reduce` removes the animations. Written against
 * roles, names and behaviour (not a component library's attributes), so that a re-implementation of the
 * drawer or the menus (native <dialog>, disclosure) keeps being checked.
 * Mouse behaviour of the drawer, the menus and the accordions is in shell, directory-home and
 * editorial-articles; the filters' first keyboard step is in directory-startups.
 */
import { type Locator, type Page } from '@playwright/test'
import { expect, test } from '../support/a11y.ts'
import { directoryMatches, frenchCount } from '../support/directory-data.ts'
import { answerConsent, hydrated, toastWith } from '../support/forms-e2e.ts'
import { localizePath } from '../../app/lib/paths.ts'

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, { limit = 60, backwards = false } = {}) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  await expect(target).toBeFocused({ timeout: 1 })
}

/** What a sighted keyboard user sees of the focused element: its focus indicator, and whether it is hidden. */
interface FocusStop {
  name: string
  indicator: string | null
  obscured: boolean
}

/**
 * The focused element's indicator: an outline (2 px or more) or a ring (a box-shadow with a spread of
 * 2 px or more), on the element or on one of its four nearest ancestors (cards ring themselves when their
 * stretched link has the focus), that is there while it has the focus and not once it is blurred.
 * Also checks that at least one point of it is not covered by another element (WCAG 2.4.11).
 * Called with reduced motion, so that no transition is half-way when the styles are read.
 */
async function describeFocus(): Promise<FocusStop | null> {
  // Chromium can answer getComputedStyle with the styles from before the focus moved: wait for a frame.
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  await nextFrame()
  const element = document.activeElement as HTMLElement | null
  if (!element || element === document.body) return null
  const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)
  const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${label}"`
  const chain: Element[] = []
  for (let node: Element | null = element; node && node !== document.body && chain.length < 5; node = node.parentElement) chain.push(node)
  /** A colour is invisible when its alpha is 0: rgba(r, g, b, 0), oklab(l a b / 0), transparent. */
  const invisible = (color: string) => color === 'transparent' || /,\s*0\)$|\/\s*0\)$/.test(color)
  const marks = (node: Element) => {
    const style = getComputedStyle(node)
    const found: string[] = []
    if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2 && !invisible(style.outlineColor)) found.push(`outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`)
    for (const shadow of style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
      const color = /[a-z]+\([^)]*\)/.exec(shadow)?.[0] ?? ''
      const lengths = shadow.replace(color, '').trim().split(/\s+/).map((part) => Number.parseFloat(part))
      if (color && !invisible(color) && (lengths[3] ?? 0) >= 2) found.push(`ring ${lengths[3]}px ${color}`)
    }
    return found
  }
  // Transitions of the ring (reduced to 0.01 ms here) must have ended before the styles are read.
  const settle = () => Promise.all(chain.flatMap((node) => node.getAnimations()).map((animation) => animation.finished.catch(() => undefined)))
  await settle()
  const focused = chain.map(marks)
  const box = element.getBoundingClientRect()
  const points = [
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + 2, box.top + 2],
    [box.right - 2, box.top + 2],
    [box.left + 2, box.bottom - 2],
    [box.right - 2, box.bottom - 2],
  ]
  const visible = points.some(([x, y]) => {
    const hit = document.elementFromPoint(x!, y!)
    return hit !== null && (element.contains(hit) || hit.contains(element))
  })
  element.blur()
  await nextFrame()
  await settle()
  const blurred = chain.map(marks)
  element.focus({ preventScroll: true })
  const indicator = focused.flatMap((list, index) => list.filter((mark) => !blurred[index]!.includes(mark)))[0] ?? null
  return { name, indicator, obscured: !visible }
}

/** Tabs through the whole page once (until the focus comes back to the top) and reports every stop. */
async function tabThroughPage(page: Page, limit = 150): Promise<FocusStop[]> {
  const stops: FocusStop[] = []
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate(describeFocus)
    if (!stop) break
    if (stops.length > 0 && stop.name === stops[0]!.name) break
    stops.push(stop)
  }
  return stops
}

test.describe('skip link', () => {
  for (const [language, name] of [
    ['fr', 'Aller au contenu'],
    ['he', 'דלגו לתוכן'],
  ] as const) {
    test(`the first Tab shows it, Enter moves the focus to the main content (${language})`, async ({ page }) => {
      await answerConsent(page)
      await page.goto(localizePath('/categories', language))
      await hydrated(page)
      const skip = page.getByRole('link', { name })
      await expect(skip).not.toBeInViewport()
      await page.keyboard.press('Tab')
      await expect(skip).toBeFocused()
      await expect(skip).toBeInViewport({ ratio: 1 })
      await page.keyboard.press('Enter')
      await expect(page.getByRole('main')).toBeFocused()
      // The next Tab goes to the first focusable element of the main content, not back to the header.
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true)
    })
  }
})

test.describe('side drawer', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('opens with Enter and Space, keeps Tab inside, closes with Escape and returns the focus', async ({ page }) => {
    await answerConsent(page)
    await page.goto('/categories')
    await hydrated(page)
    const trigger = page.getByRole('button', { name: 'Ouvrir le menu' })
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await tabTo(page, trigger)
    await page.keyboard.press('Enter')
    await expect(drawer).toBeVisible()
    await expect.poll(() => drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    // The focus cycles inside the drawer, both ways, and reaches its links and buttons.
    const reached = new Set<string>()
    let previous = 'the opening'
    for (const key of [...Array<string>(25).fill('Tab'), ...Array<string>(25).fill('Shift+Tab')]) {
      await page.keyboard.press(key)
      const inside = await drawer.evaluate((element) => {
        const focused = document.activeElement as HTMLElement
        const name = focused.getAttribute('aria-label') || focused.textContent || focused.tagName
        return element.contains(focused) ? name : `outside: ${focused.outerHTML.slice(0, 120)}`
      })
      expect(inside, `focus left the drawer on ${key} from ${previous}`).not.toMatch(/^outside: /)
      previous = inside.trim()
      reached.add(previous)
    }
    for (const name of ['Fermer le menu', 'INPUT', 'Accueil', 'Catégories', 'Blog', 'Contact', 'Se connecter', 'Newsletter']) expect(reached).toContain(name)
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(trigger).toBeFocused()

    await page.keyboard.press(' ')
    await expect(drawer).toBeVisible()
    await tabTo(page, drawer.getByRole('link', { name: 'Blog' }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/blog')
    await expect(drawer).toBeHidden()
  })

  test('its close button works with the keyboard', async ({ page }) => {
    await answerConsent(page)
    await page.goto('/categories')
    await hydrated(page)
    const trigger = page.getByRole('button', { name: 'Ouvrir le menu' })
    await tabTo(page, trigger)
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await tabTo(page, drawer.getByRole('button', { name: 'Fermer le menu' }))
    await page.keyboard.press('Enter')
    await expect(drawer).toBeHidden()
    await expect(trigger).toBeFocused()
  })
})

test.describe('header menus', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('the language menu opens with Enter, moves with the arrows, closes with Escape and selects with Enter', async ({ page }) => {
    await answerConsent(page)
    await page.goto('/categories')
    await hydrated(page)
    const trigger = page.getByRole('banner').getByRole('button', { name: /Choisir la langue/ })
    await tabTo(page, trigger)
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const menu = page.getByRole('menu')
    await expect(menu).toBeVisible()
    // The current language is checked; the arrows move the focus from item to item.
    await expect(menu.getByRole('menuitemradio', { name: /Français/ })).toHaveAttribute('aria-checked', 'true')
    const items = menu.getByRole('menuitemradio')
    await expect(items).toHaveCount(3)
    await expect.poll(() => menu.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    const focusedItem = () => page.evaluate(() => document.activeElement?.textContent ?? '')
    await expect.poll(focusedItem).toMatch(/Français/)
    await page.keyboard.press('ArrowDown')
    await expect.poll(focusedItem).toMatch(/English/)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(trigger).toBeFocused()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')

    await page.keyboard.press('ArrowDown')
    await expect(menu).toBeVisible()
    await page.keyboard.press('End')
    await expect.poll(focusedItem).toMatch(/עברית/)
    await page.keyboard.press('Enter')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('banner').getByRole('link', { name: 'קטגוריות' })).toBeVisible()
  })

  test('the account menu opens, moves with the arrows, closes with Escape and follows its link', async ({ browser, baseURL, account }) => {
    const context = await browser.newContext({ baseURL, locale: 'fr-FR', viewport: { width: 1280, height: 900 }, storageState: account.storageState })
    const page = await context.newPage()
    await page.goto('/blog')
    await hydrated(page)
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Mon compte' })
    await tabTo(page, trigger)
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu')
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('menuitem')).toHaveCount(2)
    const focusedItem = () => page.evaluate(() => document.activeElement?.textContent ?? '')
    await expect.poll(focusedItem).toMatch(/Mon profil/)
    await page.keyboard.press('ArrowDown')
    await expect.poll(focusedItem).toMatch(/Se déconnecter/)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(trigger).toBeFocused()
    await page.keyboard.press(' ')
    await expect(menu).toBeVisible()
    await expect.poll(focusedItem).toMatch(/Mon profil/)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/profile')
    await expect(menu).toBeHidden()
    await context.close()
  })
})

test('an FAQ accordion toggles with Enter and Space, one item at a time, and says so with aria-expanded', async ({ page }) => {
  // It tabs past the sector's 45 company cards to reach the FAQ: longer than 30 s on a loaded machine.
  test.slow()
  await answerConsent(page)
  await page.goto('/category/cybersecurity')
  await hydrated(page)
  const faq = page.locator('section', { has: page.getByRole('heading', { name: /^Questions fréquentes/ }) })
  const questions = faq.getByRole('button')
  await expect(questions).toHaveCount(4)
  await tabTo(page, questions.first())
  await page.keyboard.press('Enter')
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true')
  // The answer is the region the question controls.
  const controls = await questions.nth(0).getAttribute('aria-controls')
  await expect(page.locator(`[id="${controls}"]`)).toBeVisible()
  await page.keyboard.press(' ')
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false')
  await expect(page.locator(`[id="${controls}"]`)).toBeHidden()
  await page.keyboard.press(' ')
  await page.keyboard.press('Tab')
  await expect(questions.nth(1)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true')
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false')
})

test('the directory filters and sort are operated with the keyboard and the results follow', async ({ page }) => {
  await answerConsent(page)
  await page.goto('/startups')
  await hydrated(page)
  const status = page.getByTestId('directory-count')
  const search = page.getByRole('searchbox', { name: 'Recherche', exact: true })
  await tabTo(page, search)
  await page.keyboard.type('cyber')
  await expect(page).toHaveURL(/[?&]q=cyber/)
  await expect(status).toHaveText(new RegExp(`^${frenchCount(directoryMatches('q=cyber'))}`))
  const before = await status.textContent()
  // Founded from 2015: typed in the year field reached with Tab.
  await tabTo(page, page.getByRole('spinbutton', { name: 'De' }))
  await page.keyboard.type('2015')
  await expect(page).toHaveURL(/[?&]from=2015/)
  await expect(status).not.toHaveText(before!)
  await expect(page.getByTestId('company-card').first()).toBeVisible()
  // Sort, then the reset link, with the keyboard.
  await tabTo(page, page.getByRole('combobox', { name: 'Trier par' }))
  // From the default selection (ADR 0050), the name order, then the size order.
  await page.keyboard.press('ArrowDown')
  await expect(page).toHaveURL(/[?&]sort=name/)
  await page.keyboard.press('ArrowDown')
  await expect(page).toHaveURL(/[?&]sort=size/)
  await tabTo(page, page.getByRole('link', { name: 'Réinitialiser les filtres' }), { backwards: true })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/startups')
})

test('the contact form is filled and sent with the keyboard; errors and success are announced', async ({ page }) => {
  await answerConsent(page)
  await page.goto('/contact')
  await hydrated(page)
  const main = page.getByRole('main')
  const submit = main.getByRole('button', { name: 'Envoyer le message' })
  const liveText = (text: string) => page.locator('[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"]').filter({ hasText: text })
  // Sent empty: the error is announced through a live region and the focus goes to the first field.
  await tabTo(page, submit)
  await page.keyboard.press('Enter')
  await expect(liveText('Le prénom doit contenir au moins 2 caractères').first()).toBeAttached()
  await expect(toastWith(page, 'Erreur de validation')).toBeVisible()
  const firstName = main.getByRole('textbox', { name: 'Prénom' })
  await expect(firstName).toBeFocused()
  // The toast can be reached and closed with the keyboard.
  const close = page.getByRole('button', { name: 'Fermer la notification' })
  await tabTo(page, close, { limit: 80 })
  await page.keyboard.press('Enter')
  await expect(toastWith(page, 'Erreur de validation')).toHaveCount(0)

  await tabTo(page, firstName, { backwards: true, limit: 80 })
  await page.keyboard.type('Noa')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Levi')
  await page.keyboard.press('Tab')
  await page.keyboard.type('clavier@example.com')
  await page.keyboard.press('Tab')
  await expect(main.getByRole('combobox', { name: 'Sujet' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Tab')
  await expect(main.getByRole('textbox', { name: 'Message' })).toBeFocused()
  await page.keyboard.type('Bonjour, ce message est écrit et envoyé au clavier seulement.')
  await tabTo(page, submit)
  await page.keyboard.press('Enter')
  await expect(liveText('Votre message a bien été envoyé. Nous vous répondrons rapidement.').first()).toBeAttached()
  await expect(toastWith(page, 'Message envoyé !')).toBeVisible()
  await expect(firstName).toHaveValue('')
})

test.describe('visible focus', () => {
  for (const [path, width] of [
    ['/', 1280],
    ['/contact', 1280],
    ['/startups?sector=cybersecurity', 1280],
    ['/startups/mobileye', 390],
  ] as const) {
    test(`every Tab stop of ${path} (${width}px) shows a focus indicator and is not hidden`, async ({ page }) => {
      test.slow()
      await page.setViewportSize({ width, height: 900 })
      await page.emulateMedia({ reducedMotion: 'reduce' })
      // The consent banner stays: a focused element must not hide behind it either.
      await page.goto(path)
      await hydrated(page)
      const stops = await tabThroughPage(page)
      expect(stops.length).toBeGreaterThan(10)
      expect(stops.filter((stop) => !stop.indicator).map((stop) => stop.name), 'stops without a focus indicator').toEqual([])
      expect(stops.filter((stop) => stop.obscured).map((stop) => stop.name), 'stops hidden by another element').toEqual([])
      // The kinds of control this page has were all reached.
      const kinds = new Set(stops.map((stop) => stop.name.split(/[#" ]/)[0]))
      expect([...kinds]).toEqual(expect.arrayContaining(['a', 'button']))
      if (path === '/contact') expect([...kinds]).toEqual(expect.arrayContaining(['input', 'select', 'textarea']))
    })
  }
})

test.describe('reduced motion', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  /** Durations (ms) of the animations and transitions that start while `action` runs. */
  async function motionDuring(page: Page, action: () => Promise<void>): Promise<number[]> {
    await page.evaluate(() => {
      const record: number[] = []
      ;(window as unknown as { __motion: number[] }).__motion = record
      const seconds = (value: string) => Math.max(...value.split(',').map((part) => (part.trim().endsWith('ms') ? Number.parseFloat(part) / 1000 : Number.parseFloat(part))))
      document.addEventListener('animationstart', (event) => record.push(seconds(getComputedStyle(event.target as Element).animationDuration) * 1000), true)
      document.addEventListener('transitionrun', (event) => record.push(seconds(getComputedStyle(event.target as Element).transitionDuration) * 1000), true)
    })
    await action()
    // Animation events are dispatched in a frame's rendering steps, after the element is already visible:
    // two frames later every animation the action started has reported itself.
    return page.evaluate(
      () =>
        new Promise<number[]>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { __motion: number[] }).__motion))),
        ),
    )
  }

  async function drawerMotion(page: Page) {
    await answerConsent(page)
    await page.goto('/categories')
    await hydrated(page)
    const trigger = page.getByRole('button', { name: 'Ouvrir le menu' })
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await trigger.focus()
    const opening = await motionDuring(page, async () => {
      await page.keyboard.press('Enter')
      await expect(drawer).toBeVisible()
    })
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
    const closing = await motionDuring(page, async () => {
      await page.keyboard.press('Escape')
      await expect(drawer).toBeHidden()
    })
    // Every animation and transition declared anywhere on the page, as computed now.
    const longest = await page.evaluate(() => {
      const seconds = (value: string) => Math.max(...value.split(',').map((part) => (part.trim().endsWith('ms') ? Number.parseFloat(part) / 1000 : Number.parseFloat(part))))
      let max = 0
      for (const element of document.querySelectorAll('*')) {
        const style = getComputedStyle(element)
        if (style.animationName !== 'none') max = Math.max(max, seconds(style.animationDuration))
        if (style.transitionProperty !== 'none') max = Math.max(max, seconds(style.transitionDuration))
      }
      return max * 1000
    })
    return { opening, closing, longest }
  }

  test('the drawer opens in 500 ms and closes in 300 ms', async ({ page }) => {
    const { opening, closing, longest } = await drawerMotion(page)
    expect(Math.max(...opening)).toBe(500)
    expect(Math.max(...closing)).toBe(300)
    expect(longest).toBeGreaterThan(100)
  })

  test('with prefers-reduced-motion, the drawer and every transition take no time', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const { opening, closing, longest } = await drawerMotion(page)
    expect(opening.every((duration) => duration <= 1), `opening: ${opening.join(', ')} ms`).toBe(true)
    expect(closing.every((duration) => duration <= 1), `closing: ${closing.join(', ')} ms`).toBe(true)
    expect(longest).toBeLessThanOrEqual(1)
  })
})
