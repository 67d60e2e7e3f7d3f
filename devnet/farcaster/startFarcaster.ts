import { keccak256, parseEther, stringToHex, toHex, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { LocalChain } from '../chain/createChain'
import { serve } from '../http/serve'
import { farcasterAppListener, type FarcasterAccount } from './farcasterApp'
import { deployIdRegistry } from './idRegistry'
import { startFarcasterRelay } from './relay'

/** The devnet's Farcaster: an ID registry on a devnet chain, the auth relay, and the app that approves. */
export interface RunningFarcaster {
  /** The Sign In With Farcaster relay (create channel, status). */
  readonly relayUrl: string
  /** The devnet Farcaster app: a channel URL is this page with `?channelToken=`. */
  readonly appUrl: string
  /** The chain the ID registry is on (the chain id of every Sign In With Farcaster message). */
  readonly chainId: number
  readonly registry: Address
  /** The accounts the devnet app holds (the first, @alice, is registered at start). */
  accounts(): ReadonlyArray<FarcasterAccount>
  /** Registers a new fid in the ID registry with this custody key (default: a fresh one); the app then offers it. */
  register(options?: { readonly privateKey?: Hex; readonly username?: string }): Promise<FarcasterAccount>
  stop(): Promise<void>
}

// Fixed keys, so the test account's custody address is the same on every start.
const devKey = (label: string): Hex => keccak256(stringToHex(`airlock devnet farcaster ${label}`))

export async function startFarcaster(options: {
  readonly host: string
  readonly chain: LocalChain
  readonly relayPort?: number
  readonly appPort?: number
}): Promise<RunningFarcaster> {
  // Its own funded key, so no dev account's nonce or activity changes.
  const deployer = privateKeyToAccount(devKey('deployer'))
  await options.chain.request({ method: 'hardhat_setBalance', params: [deployer.address, toHex(parseEther('10'))] })
  const registry = await deployIdRegistry(options.chain, deployer)
  const accounts: FarcasterAccount[] = []
  let relayUrl = ''
  let appKey = ''
  const app = await serve(
    farcasterAppListener({ relayUrl: () => relayUrl, appKey: () => appKey, chainId: options.chain.chainId, accounts: () => accounts }),
    options.host,
    options.appPort ?? 0,
  )
  const relay = await startFarcasterRelay({ appUrl: () => `${app.url}/`, host: options.host, ...(options.relayPort ? { port: options.relayPort } : {}) }).catch(async (error: unknown) => {
    await app.close()
    throw error
  })
  relayUrl = relay.url
  appKey = relay.appKey
  const register: RunningFarcaster['register'] = async (wanted = {}) => {
    const privateKey = wanted.privateKey ?? devKey(`account ${accounts.length + 1} ${Date.now()}`)
    const custody = privateKeyToAccount(privateKey).address
    const fid = Number(await registry.register(custody, deployer))
    const account = { fid, username: wanted.username ?? `devnet-${fid}`, custody, privateKey }
    accounts.push(account)
    return account
  }
  await register({ privateKey: devKey('alice'), username: 'alice' })
  let stopped: Promise<void> | undefined
  return {
    relayUrl: relay.url,
    appUrl: `${app.url}/`,
    chainId: options.chain.chainId,
    registry: registry.address,
    accounts: () => accounts,
    register,
    stop: () => (stopped ??= Promise.all([relay.close(), app.close()]).then(() => undefined)),
  }
}
