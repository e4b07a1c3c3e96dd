import { existsSync } from 'node:fs'

/** The system Chromium (test tools cannot download browsers here): CHROME_PATH or /usr/bin/chromium. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[]
  return candidates.find((candidate) => existsSync(candidate))
}

export const chromiumInstallHint =
  'Chromium is missing. Install it with "sudo apt-get install -y chromium fonts-noto-core fonts-noto-color-emoji" (Debian/Ubuntu), or point CHROME_PATH to a Chromium or Chrome binary.'

/**
 * Features the tests turn off, beside those the launcher turns off itself (see `withChromiumFlags`): the
 * omnibox popups. Chromium 156 (Debian's 156.0.8078.108) starts a WebUI renderer for the address bar's
 * popups in each new browser window, even headless, where nobody can open them. Each cost 1-1.5 s of CPU
 * (measured: 4 Playwright contexts, 5.6 s of CPU for the browser with them, 4.2 s without), on the same
 * 2 cores as the page under test: from a fresh context, the directory page hydrated after 1.2-2.4 s with
 * them and 0.9-1.3 s without, and 9 end-to-end tests timed out waiting for hydration in one run.
 */
const disabledFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup']

/**
 * Flags for every headless Chromium the tests start (Playwright, Lighthouse, the bench's page check): no
 * first-run, sync, component-update or background requests (this machine's network is closed).
 */
const flags: readonly string[] = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

/**
 * Features Playwright (1.64) turns off in every Chromium it starts, among them `PaintHolding` (which holds
 * back the first paint of a navigation) and `HttpsUpgrades`. Playwright does not export its list, so it is
 * repeated here; tests/e2e/browser-flags.spec.ts fails when Playwright's list has a feature this one lacks.
 */
export const playwrightDisabledFeatures: readonly string[] = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

const disableFeatures = '--disable-features='

/**
 * The launcher's own flags (`launcherFlags`, whose `--disable-features` lists the features the launcher
 * turns off) followed by this file's, with one `--disable-features` naming every feature of both. Chromium
 * keeps only the last `--disable-features` it is given: a second one would turn back on everything the
 * launcher turned off. It did for a while: Lighthouse's Chromium had `RenderDocument`, `Translate` and
 * `OptimizationHints` back, Playwright's `PaintHolding` and `HttpsUpgrades`.
 */
export function withChromiumFlags(launcherFlags: readonly string[]): string[] {
  const all = [...launcherFlags, ...flags]
  const features = new Set<string>()
  for (const flag of all) {
    if (flag.startsWith(disableFeatures)) for (const feature of flag.slice(disableFeatures.length).split(',')) if (feature) features.add(feature)
  }
  for (const feature of disabledFeatures) features.add(feature)
  return [...all.filter((flag) => !flag.startsWith(disableFeatures)), `${disableFeatures}${[...features].join(',')}`]
}

/** For a Chromium started by Playwright: Playwright's switches come first, then these, which keep its features off. */
export const playwrightChromiumFlags: readonly string[] = withChromiumFlags([`${disableFeatures}${playwrightDisabledFeatures.join(',')}`])
