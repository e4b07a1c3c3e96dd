import { existsSync } from 'node:fs'

/** The system Chromium (test tools cannot download browsers here): CHROME_PATH or /usr/bin/chromium. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[]
  return candidates.find((candidate) => existsSync(candidate))
}

export const chromiumInstallHint =
  'Chromium is missing. Install it with "sudo apt-get install -y chromium fonts-noto-core fonts-noto-color-emoji" (Debian/Ubuntu), or point CHROME_PATH to a Chromium or Chrome binary.'

/**
 * Flags for every headless Chromium the tests start (Playwright, Lighthouse, the bench's page check): no
 * first-run, sync, component-update or background requests (this machine's network is closed), and no
 * omnibox popups. Chromium 156 (Debian's 156.0.8078.108) starts a WebUI renderer for the address bar's
 * popups in each new browser window, even headless, where nobody can open them. Each cost 1-1.5 s of CPU
 * (measured: 4 Playwright contexts, 5.6 s of CPU for the browser with them, 4.2 s without), on the same
 * 2 cores as the page under test: from a fresh context, the directory page hydrated after 1.2-2.4 s with
 * them and 0.9-1.3 s without, and 9 end-to-end tests timed out waiting for hydration in one run.
 */
export const chromiumFlags: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
]
