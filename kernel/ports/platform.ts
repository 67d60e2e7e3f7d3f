export type OperatingSystem = 'ios' | 'android' | 'macos' | 'windows' | 'linux' | 'other'

/** What the kernel may know about the page it runs in. */
export interface PlatformPort {
  readonly isMobile: boolean
  /** e.g. https://app.example */
  readonly origin: string
  readonly userAgent: string
  readonly os: OperatingSystem
  /** Inside a Telegram mini-app (SPEC §5 social filtering). */
  readonly isTelegram: boolean
  /** The page address, read when needed (Telegram result_uri handling, SPEC §2). */
  readonly href: () => string
  /** Replace the page address without navigation (history.replaceState in the browser). */
  readonly replaceHref: (href: string) => void
  /**
   * Rendering on a server, with no page: the kernel holds its first snapshot (read from storage) and
   * starts nothing, so no request, timer or listener comes out of it.
   */
  readonly server?: boolean
  /**
   * Runs work that may wait until the page has painted (the kernel's start, so the first render is
   * not held up by it); absent, the kernel starts at once.
   */
  readonly afterFirstPaint?: (run: () => void) => void
}

export function createStaticPlatform(overrides: Partial<PlatformPort> = {}): PlatformPort {
  let href = overrides.href?.() ?? 'http://localhost/'
  return {
    isMobile: false,
    origin: 'http://localhost',
    userAgent: 'airlock-test',
    os: 'linux',
    isTelegram: false,
    ...overrides,
    href: overrides.href ?? (() => href),
    replaceHref:
      overrides.replaceHref ??
      ((next) => {
        href = next
      }),
  }
}
