import { chromium, type Browser } from 'playwright-core'

/** DESIGN §9: Debian's Chromium, offline; never a browser downloaded by a test tool. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: [...chromiumArgs] })
}
