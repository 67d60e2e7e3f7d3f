/**
 * `npm run auth`: the auth service and its recovery key service on their own, configured by the
 * environment (auth/README.md lists every variable).
 */
import { readFileSync } from 'node:fs'
import type { Address } from 'viem'
import { registryCustody } from './farcaster'
import { startAuth } from './startAuth'

const env = (name: string): string | undefined => (process.env[name] === '' ? undefined : process.env[name])
const list = (text: string | undefined): string[] => (text ?? '').split(',').map((s) => s.trim()).filter(Boolean)

async function main(): Promise<void> {
  const frameOrigins = list(env('AUTH_FRAME_ORIGINS'))
  if (frameOrigins.length === 0) throw new Error('Set AUTH_FRAME_ORIGINS to the origin(s) serving frame/')
  const projectId = env('AUTH_PROJECT_ID')
  const keyFile = env('AUTH_SIGNING_KEY_FILE')
  const databaseUrl = env('DATABASE_URL')
  const smtpUrl = env('SMTP_URL')
  const codeSecret = env('AUTH_CODE_SECRET')
  const recoverySecret = env('AUTH_RECOVERY_SECRET')
  const publicUrl = env('AUTH_PUBLIC_URL')
  const relayUrl = env('FARCASTER_RELAY_URL')
  const registryRpc = env('FARCASTER_RPC_URL')
  const registry = env('FARCASTER_ID_REGISTRY')
  const farcaster =
    relayUrl && registryRpc && registry
      ? { relayUrl, chainId: Number(env('FARCASTER_CHAIN_ID') ?? 10), custodyOf: registryCustody(registryRpc, registry as Address) }
      : undefined
  const running = await startAuth({
    host: env('AUTH_HOST') ?? '127.0.0.1',
    port: Number(env('AUTH_PORT') ?? 8790),
    recoveryPort: Number(env('AUTH_RECOVERY_PORT') ?? 8791),
    frameOrigins,
    ...(databaseUrl ? { databaseUrl } : { sqliteFile: env('AUTH_SQLITE_FILE') ?? 'auth.sqlite' }),
    ...(smtpUrl ? { smtpUrl } : {}),
    ...(keyFile ? { signingKeyPem: readFileSync(keyFile, 'utf8') } : {}),
    ...(codeSecret ? { codeSecret } : {}),
    ...(recoverySecret ? { recoverySecret } : {}),
    ...(publicUrl ? { publicUrl } : {}),
    ...(farcaster ? { farcaster } : {}),
    ...(projectId ? { projects: { [projectId]: list(env('AUTH_ALLOWED_ORIGINS')) } } : {}),
  })
  process.stdout.write(`auth service      ${running.url}\nrecovery key      ${running.recoveryUrl}\n`)
  const stop = () => void running.stop().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
