// The Chromium under test runs with every feature Playwright turns off still off. Chromium keeps only the
// last --disable-features it is given, and the tests add one (tests/support/chromium.ts): it must name all
// of Playwright's, or Playwright's are back on (PaintHolding among them) and the tests no longer run the
// browser Playwright expects.

import { expect, test } from '@playwright/test'

const prefix = '--disable-features='

test('the last --disable-features switch keeps every feature named before it, and the omnibox popups off', async ({ page }) => {
  await page.goto('chrome://version')
  const commandLine = (await page.locator('#command_line').textContent()) ?? ''
  const switches = commandLine.split(/\s+/).filter((part) => part.startsWith(prefix))
  expect(switches.length).toBeGreaterThan(0)
  const features = (flag: string) => flag.slice(prefix.length).split(',').filter(Boolean)
  const effective = new Set(features(switches.at(-1)!))
  const named = switches.flatMap(features)
  expect(named.filter((feature) => !effective.has(feature))).toEqual([])
  expect(effective).toContain('WebUIOmniboxPopup')
  expect(effective).toContain('PaintHolding')
})
