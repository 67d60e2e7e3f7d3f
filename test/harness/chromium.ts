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

export interface ChromiumOptions {
  /**
   * Host names this browser resolves to 127.0.0.1 (nothing is looked up outside), for a page on an
   * origin that is neither localhost nor 127.0.0.1, e.g. one that is no development origin.
   */
  readonly loopbackHosts?: ReadonlyArray<string>
}

export function launchChromium(options: ChromiumOptions = {}): Promise<Browser> {
  const hosts = options.loopbackHosts ?? []
  const resolve = hosts.length > 0 ? [`--host-resolver-rules=${hosts.map((host) => `MAP ${host} 127.0.0.1`).join(', ')}`] : []
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: [...chromiumArgs, ...resolve] })
}
