import { existsSync } from 'node:fs'

/** The system Chromium (test tools cannot download browsers here): CHROME_PATH or /usr/bin/chromium. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[]
  return candidates.find((candidate) => existsSync(candidate))
}

export const chromiumInstallHint =
  'Chromium is missing. Install it with "sudo apt-get install -y chromium fonts-noto-core fonts-noto-color-emoji" (Debian/Ubuntu), or point CHROME_PATH to a Chromium or Chrome binary.'
