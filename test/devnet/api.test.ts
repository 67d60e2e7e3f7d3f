import { asyncScheduler, firstValueFrom } from 'rxjs'
import { createPublicClient, createWalletClient, erc20Abi, formatUnits, http, parseEther, parseUnits, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AccountHistoryResponse,
  AnalyticsConfigResponse,
  BalanceResponse,
  IdentityResponse,
  SupportedChainsResponse,
  TelemetrySendResponse,
} from '../../kernel/codec/api'
import { AllowedOriginsResponse } from '../../kernel/codec/originsApi'
import { FungiblePriceResponse } from '../../kernel/codec/convert'
import { decodeOrThrow } from '../../kernel/codec/decode'
import { CaipNetworkId } from '../../kernel/codec/primitives'
import { isSpamOnly, type Transaction } from '../../kernel/codec/transaction'
import { createBalanceApi } from '../../kernel/balance/balanceApi'
import { createHttpClient } from '../../kernel/http/createHttpClient'
import { createStore } from '../../kernel/storage/createStore'
import { createMemoryStorage } from '../../kernel/ports/storage'
import { createRecordingLogger } from '../../kernel/ports/logger'
import { startDevnet, type Devnet } from '../../devnet'
import { call, decoded, expectRefusal, postJson } from './helpers'

// Starting the devnet (two chains, contracts, seed) takes 1–3 s; a cold solc compile adds ~3 s.
const START_TIMEOUT = 60_000

let devnet: Devnet
let api: string
let alice: Address

beforeAll(async () => {
  devnet = await startDevnet()
  api = devnet.urls.api
  alice = devnet.accounts[0]!.address
}, START_TIMEOUT)

afterAll(async () => {
  await devnet?.stop()
})

const chain = (i: number) => devnet.chains[i]!
const publicClient = (i: number) => createPublicClient({ transport: http(chain(i).rpcUrl) })

async function allHistory(address: string, query = ''): Promise<Transaction[]> {
  const pages: Transaction[] = []
  let cursor: string | null | undefined
  do {
    const suffix = cursor ? `${query ? '&' : '?'}cursor=${encodeURIComponent(cursor)}` : ''
    const page = decoded(AccountHistoryResponse, await call(`${api}/v1/account/${address}/history${query}${suffix}`))
    pages.push(...page.data)
    cursor = page.next
  } while (cursor)
  return pages
}

describe('devnet blockchain API (SPEC §7) answers in the kernel codecs’ shapes', () => {
  it('§7 GET v1/supported-chains lists both devnet chains, the Solana cluster and the Bitcoin ledger as CAIP-2 ids over http', async () => {
    const answer = await call(`${api}/v1/supported-chains?projectId=devnet&st=airlock&sv=test`)
    const chains = decoded(SupportedChainsResponse, answer)
    expect(chains.http).toEqual(['eip155:31337', 'eip155:31338', devnet.solana!.caipNetworkId, devnet.bitcoin!.caipNetworkId])
    expect(chains.ws).toEqual([])
  })

  it('§7 balances of a bip122 account come from the Bitcoin ledger: confirmed BTC, priced; a mined payment moves them', async () => {
    const { caipNetworkId, accounts, ledger } = devnet.bitcoin!
    const balance = async (address: string) =>
      decoded(BalanceResponse, await call(`${api}/v1/account/${address}/balance?currency=usd&chainId=${caipNetworkId}`)).balances
    const [row] = await balance(accounts[0]!.payment.address)
    expect(row).toMatchObject({ symbol: 'BTC', chainId: caipNetworkId, quantity: { decimals: '8', numeric: '8' }, price: 60000, value: 480000 })
    expect((await balance(`${caipNetworkId}:${accounts[0]!.ordinals.address}`))[0]?.quantity.numeric).toBe('0.1')
    expect(ledger.tipHeight()).toBe(1)
    expectRefusal(await call(`${api}/v1/account/bcrt1qnotanaddress/balance?chainId=${caipNetworkId}`), 400, /regtest/)
  })

  it('§7 GET /v1/identity/{address}?sender answers the name and an avatar image; null for an unknown address', async () => {
    const answer = await call(`${api}/v1/identity/${alice}?sender=${alice}`)
    const identity = decoded(IdentityResponse, answer)
    expect(identity.name).toBe('alice.devnet')
    const avatar = await call(identity.avatar!)
    expect(avatar.contentType).toMatch(/^image\//)

    const stranger = decoded(IdentityResponse, await call(`${api}/v1/identity/0x000000000000000000000000000000000000dEaD`))
    expect(stranger).toEqual({ name: null, avatar: null })
  })

  it('§7 GET /v1/account/{account}/history pages newest first with a cursor until next is null', async () => {
    const first = decoded(AccountHistoryResponse, await call(`${api}/v1/account/${alice}/history`))
    expect(first.data).toHaveLength(20)
    expect(typeof first.next).toBe('string')

    const all = await allHistory(alice)
    expect(all.length).toBeGreaterThan(40)
    expect(new Set(all.map((tx) => tx.id)).size).toBe(all.length)
    const times = all.map((tx) => Date.parse(tx.metadata.minedAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    expect(new Set(all.map((tx) => tx.metadata.chain))).toEqual(new Set(['eip155:31337', 'eip155:31338']))
  })

  it('§7 history with chainId lists only that chain; a CAIP-10 account pins its chain', async () => {
    const beta = await allHistory(alice, '?chainId=eip155:31338')
    expect(beta.length).toBeGreaterThan(0)
    expect(beta.every((tx) => tx.metadata.chain === 'eip155:31338')).toBe(true)
    const pinned = await allHistory(`eip155:31338:${alice}`)
    expect(pinned.map((tx) => tx.id)).toEqual(beta.map((tx) => tx.id))
  })

  it('§7 history shows a transfer made on the devnet chain a moment earlier', async () => {
    const sender = devnet.accounts[1]!
    const receiver = devnet.accounts[6]!
    const wallet = createWalletClient({ account: privateKeyToAccount(sender.privateKey), transport: http(chain(0).rpcUrl) })
    const tokenHash = await wallet.writeContract({
      address: chain(0).contracts.token as Address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver.address, parseUnits('3.25', 18)],
      chain: null,
    })
    const nativeHash = await wallet.sendTransaction({ to: receiver.address, value: parseEther('0.125'), chain: null })

    const page = decoded(AccountHistoryResponse, await call(`${api}/v1/account/${receiver.address}/history?chainId=eip155:31337`))
    const [native, token] = page.data
    expect(native?.metadata).toMatchObject({ hash: nativeHash, chain: 'eip155:31337', status: 'confirmed', operationType: 'receive' })
    expect(native?.metadata.sentFrom).toBe(sender.address)
    expect(native?.transfers).toEqual([
      expect.objectContaining({ direction: 'in', quantity: { numeric: '0.125' }, fungible_info: expect.objectContaining({ symbol: 'ETH' }) }),
    ])
    expect(token?.metadata.hash).toBe(tokenHash)
    expect(token?.transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        quantity: { numeric: '3.25' },
        nft_info: null,
        fungible_info: expect.objectContaining({ symbol: 'DVT', name: 'Devnet Token' }),
      }),
    ])
    // The sender sees the same transfer going out.
    const sent = decoded(AccountHistoryResponse, await call(`${api}/v1/account/${sender.address}/history?chainId=eip155:31337`))
    expect(sent.data[1]?.transfers[0]?.direction).toBe('out')
    expect(sent.data[1]?.metadata.operationType).toBe('send')
  })

  it('§5 history carries the NFT spam flag: the spam collectible’s transfer is spam-only, the others are not', async () => {
    const all = await allHistory(alice, '?chainId=eip155:31337')
    const nftTransactions = all.filter((tx) => tx.transfers.some((t) => t.nft_info))
    const spam = nftTransactions.filter(isSpamOnly)
    expect(spam).toHaveLength(1)
    expect(spam[0]?.transfers[0]?.nft_info?.name).toBe('Claim Your 5000 DVT Reward')
    expect(nftTransactions.length).toBeGreaterThan(spam.length)
    const preview = spam[0]?.transfers[0]?.nft_info?.content?.preview?.url
    expect((await call(preview!)).contentType).toMatch(/^image\//)
  })

  it('§7 GET /v1/account/{address}/balance reads native and token balances from the chain', async () => {
    for (const i of [0, 1]) {
      const answer = await call(`${api}/v1/account/${alice}/balance?currency=usd&chainId=${chain(i).caipNetworkId}&forceUpdate=true`)
      const { balances } = decoded(BalanceResponse, answer)
      const client = publicClient(i)
      const native = balances.find((b) => b.address === undefined)
      expect(native?.symbol).toBe('ETH')
      expect(native?.quantity.numeric).toBe(formatUnits(await client.getBalance({ address: alice }), 18))
      expect(native?.price).toBe(3000)
      for (const [symbol, key, decimals] of [
        ['DVT', 'token', 18],
        ['DUSD', 'stablecoin', 6],
        ['DUSDT', 'tether', 6],
      ] as const) {
        const address = chain(i).contracts[key] as Address
        const onChain = await client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [alice] })
        const row = balances.find((b) => b.symbol === symbol)
        expect(row?.address).toBe(`${chain(i).caipNetworkId}:${address}`)
        expect(row?.quantity).toEqual({ decimals: String(decimals), numeric: formatUnits(onChain, decimals) })
        expect(row?.chainId).toBe(chain(i).caipNetworkId)
      }
    }
  })

  it('§7 the kernel’s own balance API (forceUpdate) gets the chain’s balances from the devnet', async () => {
    const logger = createRecordingLogger()
    const http = createHttpClient((input, init) => fetch(input, init), {
      scheduler: asyncScheduler,
      baseUrl: api,
      identity: () => ({ projectId: devnet.projectId, st: 'airlock', sv: 'test' }),
    })
    const balanceApi = createBalanceApi({ http, store: createStore(createMemoryStorage(), logger), scheduler: asyncScheduler, logger })
    const balances = await firstValueFrom(balanceApi.getTokenBalances(alice, decodeOrThrow(CaipNetworkId, 'eip155:31338'), true))
    const dusd = balances.find((b) => b.symbol === 'DUSD')
    const onChain = await publicClient(1).readContract({
      address: chain(1).contracts.stablecoin as Address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [alice],
    })
    expect(dusd?.quantity.numeric).toBe(formatUnits(onChain, 6))
  })

  it('§7 balance prices follow the currency parameter', async () => {
    const eur = decoded(BalanceResponse, await call(`${api}/v1/account/${alice}/balance?currency=eur&chainId=eip155:31337`))
    expect(eur.balances.find((b) => b.symbol === 'ETH')?.price).toBe(2760)
  })

  it('§7 POST /v1/fungible/price prices known tokens by CAIP-10 address and leaves unknown ones out', async () => {
    const answer = await postJson(`${api}/v1/fungible/price`, {
      currency: 'usd',
      projectId: 'devnet',
      addresses: [
        `eip155:31337:${chain(0).contracts.token}`,
        'eip155:31338:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        'eip155:31337:0x000000000000000000000000000000000000dEaD',
      ],
    })
    const { fungibles } = decoded(FungiblePriceResponse, answer)
    expect(fungibles.map((f) => [f.symbol, f.price])).toEqual([
      ['DVT', 2.5],
      ['ETH', 3000],
    ])
    expect((await call(fungibles[0]!.iconUrl)).contentType).toMatch(/^image\//)
  })

  it('§7 POST /e is recorded by the analytics sink and listed by the devnet', async () => {
    const record = {
      eventId: 'event-1',
      url: 'http://127.0.0.1:5173/',
      domain: '127.0.0.1',
      timestamp: 1_700_000_000_000,
      props: { type: 'track', event: 'SEARCH_WALLET', properties: { search: 'rain', badge: '' } },
    }
    const answer = await postJson(`${api}/e?projectId=devnet&st=airlock&sv=0.1.0`, record)
    expect(answer.status).toBe(202)
    decoded(TelemetrySendResponse, { ...answer, status: 200 })
    const listed = (await call(`${api}/devnet/analytics`)).body as { events: Array<{ body: unknown; query: unknown }> }
    expect(listed.events.at(-1)).toMatchObject({ body: record, query: { projectId: 'devnet', st: 'airlock', sv: '0.1.0' } })
    expect(devnet.analytics.events().at(-1)?.body).toEqual(record)
  })

  it('§7 GET /projects/v1/origins and /getAnalyticsConfig answer the live devnet settings', async () => {
    const origins = decoded(AllowedOriginsResponse, await call(`${api}/projects/v1/origins?projectId=devnet`))
    decoded(AllowedOriginsResponse, await call(`${devnet.urls.catalogue}/projects/v1/origins`))
    expect(origins.allowedOrigins).toContain('http://127.0.0.1:*')
    const config = decoded(AnalyticsConfigResponse, await call(`${api}/getAnalyticsConfig?projectId=devnet`))
    decoded(AnalyticsConfigResponse, await call(`${devnet.urls.catalogue}/getAnalyticsConfig`))
    expect(config.isAnalyticsEnabled).toBe(true)

    const changed = await call(`${api}/devnet/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ allowedOrigins: ['https://dapp.example'], isAnalyticsEnabled: false }),
    })
    expect(changed.status).toBe(200)
    expect(decoded(AllowedOriginsResponse, await call(`${api}/projects/v1/origins`)).allowedOrigins).toEqual(['https://dapp.example'])
    expect(decoded(AnalyticsConfigResponse, await call(`${api}/getAnalyticsConfig`)).isAnalyticsEnabled).toBe(false)
    devnet.settings.allowedOrigins = ['http://127.0.0.1:*', 'http://localhost:*']
    devnet.settings.isAnalyticsEnabled = true
  })

  it('§7 chain RPC endpoint /v1/?chainId&projectId answers eth_chainId for both chains, singly and in batches', async () => {
    for (const [i, id] of [
      [0, '0x7a69'],
      [1, '0x7a6a'],
    ] as const) {
      const single = await postJson(chain(i).rpcUrl, { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] })
      expect(single.body).toEqual({ jsonrpc: '2.0', id: 1, result: id })
      const direct = await postJson(chain(i).directRpcUrl!, { jsonrpc: '2.0', id: 'x', method: 'eth_chainId' })
      expect(direct.body).toEqual({ jsonrpc: '2.0', id: 'x', result: id })
    }
    const batch = await postJson(chain(0).rpcUrl, [
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 2, method: 'no_such_method' },
    ])
    expect(batch.body).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0x7a69' },
      { jsonrpc: '2.0', id: 2, error: expect.objectContaining({ code: expect.any(Number), message: expect.any(String) }) },
    ])
    expect(await publicClient(1).getChainId()).toBe(31338)
  })

  it('§7 bad requests get a 4xx with a clear JSON message and the server keeps serving', async () => {
    expectRefusal(await call(`${api}/v1/identity/not-an-address`), 400, /Invalid address/)
    expectRefusal(await call(`${api}/v1/identity/${alice}?sender=nope`), 400, /sender/)
    expectRefusal(await call(`${api}/v1/account/${alice}/balance?chainId=eip155:1`), 400, /Unsupported chainId/)
    expectRefusal(await call(`${api}/v1/account/${alice}/balance?chainId=solana`), 400, /Invalid chainId/)
    expectRefusal(await call(`${api}/v1/account/${alice}/balance?currency=doubloons`), 400, /currency/)
    expectRefusal(await call(`${api}/v1/account/${alice}/balance?forceUpdate=maybe`), 400, /forceUpdate/)
    expectRefusal(await call(`${api}/v1/account/${alice}/history?cursor=garbage`), 400, /cursor/)
    expectRefusal(await call(`${api}/v1/account/0x12/history`), 400, /account/)
    expectRefusal(await postJson(`${api}/v1/fungible/price`, { addresses: 'DVT' }), 400, /addresses/)
    expectRefusal(await postJson(`${api}/e`, ['not', 'an', 'object']), 400, /JSON object/)
    expectRefusal(await call(`${api}/e`, { method: 'POST', body: '{oops' }), 400, /not valid JSON/)
    expectRefusal(await postJson(`${api}/v1/?chainId=eip155:31337`, { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }), 400, /projectId/)
    expectRefusal(await postJson(`${api}/v1/?chainId=eip155:5&projectId=devnet`, {}), 400, /Unsupported chainId/)
    expectRefusal(await call(`${api}/v1/nothing-here`), 404, /No devnet route/)
    expectRefusal(await call(`${api}/v1/supported-chains`, { method: 'POST' }), 405, /not allowed/)
    const parse = await call(chain(0).rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })
    expect(parse.status).toBe(400)
    expect(parse.body).toMatchObject({ error: { code: -32700 } })
    // Still serving.
    decoded(SupportedChainsResponse, await call(`${api}/v1/supported-chains`))
  })

  it('§7 calls from a page on another loopback port pass CORS, including preflighted JSON POSTs', async () => {
    const preflight = await fetch(`${api}/v1/fungible/price`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type')
    const get = await fetch(`${api}/v1/supported-chains`, { headers: { origin: 'http://127.0.0.1:5173' } })
    expect(get.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('§8 devnet faults make the next matching calls fail (for the modal’s error paths), then clear', async () => {
    const added = await postJson(`${api}/devnet/faults`, { path: '/v1/account', status: 503, times: 1, retryAfter: 2 })
    expect(added.status).toBe(201)
    const failed = await fetch(`${api}/v1/account/${alice}/history`)
    expect(failed.status).toBe(503)
    expect(failed.headers.get('retry-after')).toBe('2')
    expect((await call(`${api}/v1/account/${alice}/history`)).status).toBe(200)
    expectRefusal(await postJson(`${api}/devnet/faults`, { path: 'v1', status: 200 }), 400, /path/)
  })
})
