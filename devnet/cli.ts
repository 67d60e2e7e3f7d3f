/**
 * `npm run devnet`: everything on 127.0.0.1, URLs printed, clean stop on Ctrl-C (SIGINT) or SIGTERM.
 * Ports: DEVNET_API_PORT, DEVNET_CATALOGUE_PORT, DEVNET_CHAIN_PORTS (comma-separated) override the
 * defaults, DEVNET_SOLANA_PORT the Solana cluster's (RPC and PubSub); 0 picks free ports.
 * DEVNET_SOLANA_STATE names a file the Solana cluster is loaded from and saved to (state across restarts).
 */
import { CLI_PORTS } from './config'
import { startDevnet } from './startDevnet'

function port(name: string, fallback: number): number {
  const text = process.env[name]
  if (text === undefined || text === '') return fallback
  const value = Number(text)
  if (!Number.isInteger(value) || value < 0 || value > 65_535) throw new Error(`${name} must be a port number, got "${text}"`)
  return value
}

async function main(): Promise<void> {
  const chainPorts = (process.env.DEVNET_CHAIN_PORTS ?? CLI_PORTS.chains.join(','))
    .split(',')
    .map((text, i) => port(`DEVNET_CHAIN_PORTS[${i}]`, Number(text)))
  const devnet = await startDevnet({
    apiPort: port('DEVNET_API_PORT', CLI_PORTS.api),
    cataloguePort: port('DEVNET_CATALOGUE_PORT', CLI_PORTS.catalogue),
    chainPorts,
    relayPort: port('DEVNET_RELAY_PORT', CLI_PORTS.relay),
    solana: { port: port('DEVNET_SOLANA_PORT', CLI_PORTS.solana), ...(process.env.DEVNET_SOLANA_STATE ? { stateFile: process.env.DEVNET_SOLANA_STATE } : {}) },
    bitcoin: { port: port('DEVNET_BITCOIN_PORT', CLI_PORTS.bitcoin) },
  })

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    process.stdout.write(`\n${signal}: stopping the devnet…\n`)
    devnet.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGHUP', () => stop('SIGHUP'))
  // `npm run` may be stopped without its shell passing the signal on; an orphaned devnet stops itself.
  const parent = process.ppid
  setInterval(() => {
    if (process.ppid !== parent) stop('parent process exited')
  }, 500).unref()

  const lines = [
    `Airlock devnet ready in ${process.uptime().toFixed(1)} s (all on 127.0.0.1; Ctrl-C stops it)`,
    '',
    `  Blockchain API    ${devnet.urls.api}        (createModal endpoints.apiUrl)`,
    `  Wallet catalogue  ${devnet.urls.catalogue}        (createModal endpoints.catalogueUrl)`,
    `  WalletConnect     ${devnet.urls.relay ?? 'off'}        (createModal endpoints.relayUrl)`,
    `  Devnet Wallet     <script src="${devnet.urls.walletScript}"></script>`,
    `  Devnet info       ${devnet.urls.api}/devnet/info`,
    `  projectId         ${devnet.projectId}`,
    '',
    ...devnet.chains.flatMap((chain) => [
      `  ${chain.name} (${chain.caipNetworkId})`,
      `    RPC             ${chain.rpcUrl}`,
      ...(chain.directRpcUrl ? [`    RPC (direct)    ${chain.directRpcUrl}`] : []),
      `    DVT ${chain.contracts.token}  DUSD ${chain.contracts.stablecoin}`,
      `    DUSDT ${chain.contracts.tether}  DCOL ${chain.contracts.collectibles}`,
    ]),
    ...(devnet.solana
      ? [
          `  ${devnet.solana.name} (${devnet.solana.caipNetworkId})`,
          `    RPC             ${devnet.solana.rpcUrl}`,
          `    PubSub          ${devnet.solana.wsUrl}`,
          `    ${devnet.solana.tokens.map((t) => `${t.symbol} ${t.mint}`).join('  ')}`,
          '  Solana dev accounts (1,000 SOL each; the first eight hold the tokens)',
          ...devnet.solana.accounts.map((a, i) => `    #${i} ${a.address}`),
        ]
      : []),
    ...(devnet.bitcoin
      ? [
          `  ${devnet.bitcoin.name} (${devnet.bitcoin.caipNetworkId}, regtest)`,
          `    Esplora         ${devnet.bitcoin.esploraUrl}  (POST /devnet/mine mines a block)`,
          '  Bitcoin dev accounts (8 BTC payment, 0.1 BTC ordinals each; same mnemonic, BIP-84 and BIP-86)',
          ...devnet.bitcoin.accounts.map((a, i) => `    #${i} ${a.payment.address}  ${a.ordinals.address}`),
        ]
      : []),
    '',
    '  Dev accounts (10,000 ETH each; mnemonic "test test … junk")',
    ...devnet.accounts.map((a) => `    #${a.index} ${a.address}${a.name ? `  ${a.name}` : ''}`),
    '',
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
}

main().catch((error: unknown) => {
  console.error(`devnet failed to start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
