/**
 * The relay on its own: `node --import tsx devnet/relay/cli.ts` (port from DEVNET_RELAY_PORT, default
 * 4702). startDevnet starts it with the rest of the devnet; this is for poking at it alone.
 */
import { startRelay } from './startRelay'

const port = Number(process.env.DEVNET_RELAY_PORT ?? 4702)
const relay = await startRelay({
  host: '127.0.0.1',
  port,
  trace: process.env.DEVNET_RELAY_TRACE ? (direction, clientId, frame) => console.log(direction, clientId.slice(-8), frame.slice(0, 200)) : undefined,
})
console.log(`WalletConnect relay on ${relay.url} (health: ${relay.httpUrl}/health)`)
const shutdown = () => void relay.stop().then(() => process.exit(0))
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)
