import type { Address } from 'viem'
import { registryCustody } from '../../auth/farcaster'
import { startAuth } from '../../auth/startAuth'
import { SOCIAL_PAGE_PATH } from '../../auth/redirectLogin'
import type { RunningFarcaster } from '../farcaster/startFarcaster'
import { serveFrame } from '../frame/serveFrame'
import { startMailbox, type RunningMailbox } from '../mail/startMailbox'
import { startSocialProviders, type RunningSocialProviders } from '../oidc/startSocialProviders'

export interface RunningEmbedded {
  /** createModal endpoints.frameUrl */
  readonly frameUrl: string
  readonly authUrl: string
  readonly recoveryUrl: string
  readonly inboxUrl: string
  readonly smtpUrl: string
  readonly mailbox: RunningMailbox
  /** Replaces the project's allowed page origins in the auth service (the frame reads them at each load). */
  setAllowedOrigins(origins: ReadonlyArray<string>): Promise<void>
  /** Requests the auth and recovery key services refused as cross-site since start. */
  refusedCrossSite(): number
  /** The embedded wallet address the auth service keeps for an identity (an email, `social:…`, `farcaster:<fid>`). */
  addressOf(identity: string): Promise<string | undefined>
  /** The OpenID Connect provider of each social (google, github, apple, facebook, x, discord). */
  readonly socials: RunningSocialProviders
  /** The devnet's Farcaster (relay, ID registry, the app that approves), when started. */
  readonly farcaster: RunningFarcaster | undefined
  /**
   * Moves the auth and recovery key services' clock forward by `ms`: a test sees a cooldown or an
   * expiry end without waiting for it. Their clock never goes back.
   */
  advanceClock(ms: number): void
  stop(): Promise<void>
}

/** Mail first (the auth service sends through it), then the frame (its origin is the auth service's allowed caller). */
export async function startEmbedded(options: {
  readonly host: string
  readonly projectId: string
  readonly allowedOrigins: ReadonlyArray<string>
  readonly rpcUrls: Readonly<Record<string, string>>
  /** Per chain id, what the embedded wallet's smart accounts use there (the chains it offers them on). */
  readonly smartAccounts?: Readonly<
    Record<string, { readonly bundlerUrl: string; readonly entryPoint: string; readonly factory: string; readonly paymasterUrl?: string }>
  >
  readonly defaultChainId: number
  readonly framePort?: number
  readonly authPort?: number
  readonly recoveryPort?: number
  readonly smtpPort?: number
  readonly inboxPort?: number
  /** Farcaster login, checked against this relay and the ID registry read at `rpcUrl` (stopped with the rest). */
  readonly farcaster?: { readonly running: RunningFarcaster; readonly rpcUrl: string }
}): Promise<RunningEmbedded> {
  const mailbox = await startMailbox({ host: options.host, smtpPort: options.smtpPort ?? 0, inboxPort: options.inboxPort ?? 0 })
  const frame = await serveFrame(options.host, options.framePort ?? 0)
  const frameOrigins = [frame.url, frame.url.replace('127.0.0.1', 'localhost')]
  const redirectUri = `${frame.url}/social-callback.html`
  let authUrl = ''
  const socials = await startSocialProviders({ host: options.host, redirectUri, pageRedirectUri: () => `${authUrl}${SOCIAL_PAGE_PATH}` })
  // The services' clock is the real one plus whatever a test moved it forward by.
  let ahead = 0
  const auth = await startAuth({
    now: () => Date.now() + ahead,
    host: options.host,
    port: options.authPort ?? 0,
    recoveryPort: options.recoveryPort ?? 0,
    frameOrigins,
    smtpUrl: mailbox.smtpUrl,
    mailFrom: 'Airlock devnet <login@airlock.localhost>',
    projects: { [options.projectId]: options.allowedOrigins },
    social: { providers: socials.clients, redirectUri },
    ...(options.farcaster
      ? {
          farcaster: {
            relayUrl: options.farcaster.running.relayUrl,
            chainId: options.farcaster.running.chainId,
            custodyOf: registryCustody(options.farcaster.rpcUrl, options.farcaster.running.registry as Address),
          },
        }
      : {}),
  })
  authUrl = auth.url
  frame.configure(
    {
      authUrl: auth.url,
      recoveryUrl: auth.recoveryUrl,
      rpcUrls: options.rpcUrls,
      defaultChainId: options.defaultChainId,
      ...(options.smartAccounts ? { smartAccounts: options.smartAccounts } : {}),
    },
    (projectId) => auth.store.allowedOrigins(projectId),
  )
  let stopped: Promise<void> | undefined
  return {
    frameUrl: frame.url,
    authUrl: auth.url,
    recoveryUrl: auth.recoveryUrl,
    inboxUrl: mailbox.inboxUrl,
    smtpUrl: mailbox.smtpUrl,
    mailbox,
    setAllowedOrigins: (origins) => auth.store.setAllowedOrigins(options.projectId, origins),
    refusedCrossSite: () => auth.refusedCrossSite(),
    addressOf: async (identity) => {
      const user = await auth.store.findUserByEmail(identity)
      return user ? (await auth.store.wallet(user.id))?.address : undefined
    },
    socials,
    farcaster: options.farcaster?.running,
    advanceClock: (ms) => {
      ahead += Math.max(0, ms)
    },
    stop: () =>
      (stopped ??= Promise.all([frame.close(), auth.stop(), mailbox.stop(), socials.stop(), options.farcaster?.running.stop()]).then(() => undefined)),
  }
}
