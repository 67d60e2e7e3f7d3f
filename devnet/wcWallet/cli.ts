/**
 * Pair the test wallet by hand: `node --import tsx devnet/wcWallet/cli.ts 'wc:…'`.
 * Env: DEVNET_RELAY_URL (default ws://127.0.0.1:4702), DEVNET_RPC_URLS as `31337=http://…,31338=http://…`
 * (default the `npm run devnet` chain ports 8545/8546). Approves every proposal, answers every request.
 */
import { createTestWallet } from './createTestWallet'

const uri = process.argv[2]
if (uri === undefined || !uri.startsWith('wc:')) {
  console.error("usage: node --import tsx devnet/wcWallet/cli.ts 'wc:…'")
  process.exit(2)
}
const rpcUrls = Object.fromEntries(
  (process.env.DEVNET_RPC_URLS ?? '31337=http://127.0.0.1:8545,31338=http://127.0.0.1:8546')
    .split(',')
    .map((pair) => pair.split('='))
    .map(([id, url]) => [Number(id), String(url)]),
)
const wallet = await createTestWallet({ relayUrl: process.env.DEVNET_RELAY_URL ?? 'ws://127.0.0.1:4702', rpcUrls })
console.log(`Test wallet ${wallet.address()} pairing…`)
await wallet.pair(uri)
const shutdown = () => void wallet.stop().then(() => process.exit(0))
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)
for (;;) {
  const session = await wallet.approveNext(24 * 3600 * 1000)
  console.log(`Approved session ${session.topic} with ${session.peer.metadata.name}`)
}
