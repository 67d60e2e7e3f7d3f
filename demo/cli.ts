/** `npm run demo`: the demo dapp on the local devnet, all on 127.0.0.1; Ctrl-C stops everything. */
import { startDemo } from './server'

async function main(): Promise<void> {
  const requested = process.env.DEMO_PORT
  const port = requested === undefined || requested === '' ? 5173 : Number(requested)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`DEMO_PORT must be a port number, got "${requested}"`)
  const demo = await startDemo({ port, embedded: true }).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'EADDRINUSE')
      throw new Error(`Port ${port} is taken: run with DEMO_PORT=<another port> (0 picks a free one).`)
    throw error
  })
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    process.stdout.write(`\n${signal}: stopping the demo and the devnet…\n`)
    demo.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stop(signal))
  // `npm run` may be killed without passing the signal on; an orphaned demo stops itself.
  const parent = process.ppid
  setInterval(() => {
    if (process.ppid !== parent) stop('parent process exited')
  }, 500).unref()
  const row = (label: string, value: string) => `  ${label.padEnd(21)} ${value}`
  process.stdout.write(
    [
      `Airlock demo ready in ${process.uptime().toFixed(1)} s — open ${demo.url}`,
      '',
      row('Blockchain API', demo.devnet.urls.api),
      row('Wallet catalogue', demo.devnet.urls.catalogue),
      ...demo.devnet.chains.map((c) => row(c.name, c.rpcUrl)),
      ...(demo.devnet.urls.relay ? [row('WalletConnect relay', demo.devnet.urls.relay)] : []),
      row('WalletConnect wallet', `${demo.url}wallet/`),
      ...(demo.devnet.embedded ? [row('Email inbox', demo.devnet.embedded.inboxUrl), row('Secure frame', demo.devnet.embedded.frameUrl)] : []),
      ...(demo.devnet.embedded?.farcaster ? [row('Farcaster relay', demo.devnet.embedded.farcaster.relayUrl)] : []),
      '',
      'The Devnet Wallet asks you to approve each request; for WalletConnect, open the wallet page.',
      ...(demo.devnet.embedded?.farcaster ? ['For Farcaster, "Open in Farcaster" under the QR code opens the devnet Farcaster app (fid 1, @alice).'] : []),
      'Ctrl-C stops everything.',
      '',
    ].join('\n'),
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
