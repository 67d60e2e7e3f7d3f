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
   * Runs work once the page's next frame has painted: work that frame does not show (the kernel's
   * start behind the first render, the code an opening asks for behind the opening's frame) does not
   * hold it up. Absent, the work runs at once.
   */
  readonly afterPaint?: (run: () => void) => void
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
