import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Limits } from './limits'
import { smtpMailer, type Mailer } from './mailer'
import { createRecoveryKeyService } from './recoveryKey'
import { createAuthService } from './service'
import type { SocialConfig } from './social'
import type { FarcasterConfig } from './farcasterRoutes'
import type { AuthStore } from './storage/contract'
import { openStore } from './storage/openStore'
import { signingKeys } from './tokens'

export interface RunningAuth {
  /** The auth API (frame's `authUrl`). */
  readonly url: string
  /** The recovery key service (frame's `recoveryUrl`). */
  readonly recoveryUrl: string
  readonly store: AuthStore
  /** Requests both services refused as cross-site since start. */
  refusedCrossSite(): number
  stop(): Promise<void>
}

export interface AuthOptions {
  readonly host?: string
  readonly port?: number
  readonly recoveryPort?: number
  /** The frame origins allowed to call both services. */
  readonly frameOrigins: ReadonlyArray<string>
  /** postgres:// URL; else SQLite at `sqliteFile` (default in memory). */
  readonly databaseUrl?: string
  readonly sqliteFile?: string
  /** Where mail goes: an SMTP URL, or a Mailer. */
  readonly smtpUrl?: string
  readonly mailer?: Mailer
  readonly mailFrom?: string
  /** PEM Ed25519 key for session tokens (default: a fresh one per start). */
  readonly signingKeyPem?: string
  readonly codeSecret?: string
  readonly recoverySecret?: string
  /** Allowed dapp origins per project, written at start. */
  readonly projects?: Readonly<Record<string, ReadonlyArray<string>>>
  readonly now?: () => number
  readonly limits?: Partial<Limits>
  /** Social login: the providers' client registrations and the frame's callback page. */
  readonly social?: SocialConfig
  /** Farcaster login: the relay and the ID registry's custody lookup. */
  readonly farcaster?: FarcasterConfig
  /** The URL people reach the service at (device-approval links); default: where it listens. */
  readonly publicUrl?: string
}

type Listener = (request: IncomingMessage, response: ServerResponse) => void

function listen(listener: Listener, host: string, port: number): Promise<{ url: string; close(): Promise<void> }> {
  if (!/^(127(\.\d{1,3}){3}|::1|localhost)$/.test(host)) throw new Error(`Refusing to listen beyond loopback: "${host}"`)
  const server = createServer(listener)
  server.keepAliveTimeout = 2_000
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo
      let closing: Promise<void> | undefined
      resolve({
        url: `http://${address.address}:${address.port}`,
        close: () =>
          (closing ??= new Promise<void>((done) => {
            server.close(() => done())
            server.closeAllConnections()
          })),
      })
    })
  })
}

/** The auth service and its recovery key service, each on its own loopback port. */
export async function startAuth(options: AuthOptions): Promise<RunningAuth> {
  const host = options.host ?? '127.0.0.1'
  const store = await openStore({
    ...(options.databaseUrl !== undefined ? { databaseUrl: options.databaseUrl } : {}),
    ...(options.sqliteFile !== undefined ? { sqliteFile: options.sqliteFile } : {}),
  })
  for (const [projectId, origins] of Object.entries(options.projects ?? {})) await store.setAllowedOrigins(projectId, origins)
  const mailer =
    options.mailer ??
    (options.smtpUrl
      ? smtpMailer(options.smtpUrl, options.mailFrom ?? 'Airlock <login@airlock.localhost>')
      : undefined)
  if (!mailer) throw new Error('The auth service needs an SMTP_URL (or a mailer) to send codes')
  const keys = signingKeys(options.signingKeyPem)
  // Known once the server listens; read only when a device mail is sent.
  let publicUrl = options.publicUrl ?? ''
  const auth = createAuthService({
    store,
    mailer,
    keys,
    codeSecret: options.codeSecret ?? randomBytes(32).toString('hex'),
    frameOrigins: options.frameOrigins,
    publicUrl: () => publicUrl,
    ...(options.now ? { now: options.now } : {}),
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.social ? { social: options.social } : {}),
    ...(options.farcaster ? { farcaster: options.farcaster } : {}),
  })
  const recovery = createRecoveryKeyService({
    authPublicKeyPem: keys.publicPem,
    secret: options.recoverySecret ?? randomBytes(32).toString('hex'),
    frameOrigins: options.frameOrigins,
    ...(options.now ? { now: options.now } : {}),
  })
  const authServer = await listen(auth.listener, host, options.port ?? 0)
  publicUrl ||= authServer.url
  const recoveryServer = await listen(recovery.listener, host, options.recoveryPort ?? 0)
  let stopped: Promise<void> | undefined
  return {
    url: authServer.url,
    recoveryUrl: recoveryServer.url,
    store,
    refusedCrossSite: () => auth.refusedCrossSite() + recovery.refusedCrossSite(),
    stop: () =>
      (stopped ??= Promise.all([authServer.close(), recoveryServer.close()]).then(() => store.close())),
  }
}
