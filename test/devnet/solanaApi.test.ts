import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { address } from '@solana/kit'
import {
  BalanceResponse,
  SupportedChainsResponse,
} from '../../kernel/codec/api'
import { FungiblePriceResponse } from '../../kernel/codec/convert'
import { startDevnet, type Devnet } from '../../devnet'
import { call, decoded, expectRefusal, postJson } from './helpers'

// SPEC §7/§9: the devnet's blockchain API answers balances and fungible prices for solana accounts
// from the local Solana cluster, which startDevnet runs beside the EVM chains.
let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ relayPort: false })
}, 60_000)

afterAll(async () => {
  await devnet?.stop()
})

const balances = async (account: string) =>
  decoded(BalanceResponse, await call(`${devnet.urls.api}/v1/account/${account}/balance?currency=usd&chainId=${devnet.solana!.caipNetworkId}&forceUpdate=true`))
    .balances

describe('devnet blockchain API on the local Solana cluster (SPEC §7, §9)', () => {
  it('startDevnet runs the cluster on 127.0.0.1 and lists it among the supported chains', async () => {
    const solana = devnet.solana!
    expect(solana.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(solana.caipNetworkId).toBe(`solana:${solana.clusterId}`)
    expect(solana.clusterId).toBe(solana.genesisHash.slice(0, 32))
    const chains = decoded(SupportedChainsResponse, await call(`${devnet.urls.api}/v1/supported-chains`))
    expect(chains.http).toContain(solana.caipNetworkId)
  })

  it('§9 balances on solana: SOL and the SPL tokens held, priced, in the kernel\'s codec', async () => {
    const rows = await balances(devnet.solana!.accounts[0]!.address)
    expect(rows.map((row) => row.symbol)).toEqual(['SOL', 'DUSDC', 'DGOV'])
    expect(rows[0]).toMatchObject({ quantity: { decimals: '9', numeric: '1000' }, price: 150, value: 150_000 })
    expect(rows[0]?.address).toBeUndefined()
    expect(rows[1]).toMatchObject({ address: `${devnet.solana!.caipNetworkId}:${devnet.solana!.tokens[0]!.mint}`, quantity: { decimals: '6', numeric: '5000' } })
    expect(rows[2]).toMatchObject({ quantity: { decimals: '9', numeric: '250' } })
  })

  it('balances are read from the chain now: a transfer shows at once, and a wallet without tokens lists SOL only', async () => {
    const receiver = devnet.solana!.accounts[9]!.address
    expect((await balances(receiver)).map((row) => row.symbol)).toEqual(['SOL'])
    devnet.solana!.chain.airdrop(address(receiver), 500_000_000n)
    expect((await balances(receiver))[0]?.quantity.numeric).toBe('1000.5')
  })

  it('§7 fungible prices for Solana mints (CAIP-10), SOL by its native mint', async () => {
    const { caipNetworkId, tokens } = devnet.solana!
    const answer = decoded(
      FungiblePriceResponse,
      await postJson(`${devnet.urls.api}/v1/fungible/price`, {
        currency: 'usd',
        projectId: devnet.projectId,
        addresses: [`${caipNetworkId}:${tokens[1]!.mint}`, `${caipNetworkId}:So11111111111111111111111111111111111111112`],
      }),
    )
    expect(answer.fungibles.map((f) => [f.symbol, f.price])).toEqual([
      ['DGOV', 4.2],
      ['SOL', 150],
    ])
  })

  it('refuses another Solana cluster and a malformed account with a 400 naming the problem', async () => {
    const account = devnet.solana!.accounts[0]!.address
    expectRefusal(await call(`${devnet.urls.api}/v1/account/${account}/balance?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`), 400, /Unsupported chain/)
    expectRefusal(await call(`${devnet.urls.api}/v1/account/solana:${devnet.solana!.clusterId}:0OIl/balance`), 400, /base58/)
  })
})
