/**
 * One WalletConnect pairing, accounts in eip155 and solana, or in eip155 and bip122: the adapter
 * against the devnet relay, the devnet's local Solana cluster and Bitcoin ledger, and the WalletKit
 * test wallet holding a devnet ed25519 key and the devnet's BIP-84/BIP-86 keys.
 */
import { createPublicKey, verify } from 'node:crypto'
import { address, getBase58Encoder } from '@solana/kit'
import { firstValueFrom } from 'rxjs'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startDevnet, type Devnet } from '../../devnet'
import { createTestWallet, type TestWallet } from '../../devnet/wcWallet'
import { createMemoryStorage } from '../../devnet/wcWallet/memoryStorage'
import type { Network } from '../../kernel/codec/network'
import { evmNetworkOf, networkOf } from '../../kernel/networks/defineNetwork'
import type { Adapter, AdapterEvent } from '../../kernel/ports/adapter'
import { testAdapterHost } from '../../test/harness/adapterHost'
import { verifySimple } from '../../devnet/bitcoin/bip322'
import { REGTEST } from '../../devnet/bitcoin/config'
import { dappPsbt, finalizeAndBroadcast } from '../../test/harness/bitcoinPsbt'
import { walletConnectAdapter } from './createWalletConnectAdapter'

let devnet: Devnet
let wallet: TestWallet
let adapter: Adapter
let evm: Network
let cluster: Network
let ledger: Network
const events: AdapterEvent[] = []

const ed25519Verifies = (owner: string, message: string, signature: string) =>
  verify(
    null,
    Buffer.from(message),
    createPublicKey({
      key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(getBase58Encoder().encode(owner))]),
      format: 'der',
      type: 'spki',
    }),
    Buffer.from(getBase58Encoder().encode(signature)),
  )

beforeAll(async () => {
  vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
  devnet = await startDevnet({ chainPorts: false })
  const solana = devnet.solana!
  const chain = devnet.chains[0]!
  evm = evmNetworkOf({ id: chain.chainId, name: chain.name, rpcUrls: chain.rpcUrl })
  cluster = networkOf({
    id: solana.clusterId,
    caipNetworkId: solana.caipNetworkId,
    name: solana.name,
    nativeCurrency: solana.nativeCurrency,
    rpcUrls: { default: { http: [solana.rpcUrl] } },
    chainNamespace: 'solana',
  })
  const bitcoin = devnet.bitcoin!
  ledger = networkOf({
    id: bitcoin.chainId,
    caipNetworkId: bitcoin.caipNetworkId,
    name: bitcoin.name,
    nativeCurrency: bitcoin.nativeCurrency,
    rpcUrls: { default: { http: [bitcoin.esploraUrl] } },
    chainNamespace: 'bip122',
  })
  wallet = await createTestWallet({
    relayUrl: devnet.urls.relay!,
    projectId: devnet.projectId,
    rpcUrls: { [chain.chainId]: chain.rpcUrl },
    solana: { caipNetworkId: solana.caipNetworkId, rpcUrl: solana.rpcUrl },
    bitcoin: { caipNetworkId: bitcoin.caipNetworkId, esploraUrl: bitcoin.esploraUrl, accounts: bitcoin.accounts },
  })
  adapter = walletConnectAdapter({
    projectId: devnet.projectId,
    relayUrl: devnet.urls.relay!,
    metadata: { name: 'Airlock solana test', description: 'adapter test', url: 'http://127.0.0.1', icons: [] },
    networks: [evm, cluster],
    verify: false,
    storagePrefix: 'airlock-wc-solana-test',
    storage: createMemoryStorage(),
  }).create(testAdapterHost())
  adapter.events$.subscribe((event) => events.push(event))
}, 60_000)

afterAll(async () => {
  bitcoinAdapter?.destroy()
  adapter?.destroy()
  await wallet?.stop()
  await devnet?.stop()
  vi.unstubAllEnvs()
})

describe('WalletConnect solana namespace (SPEC §3, §4, §7) through the devnet relay and cluster', () => {
  it('DESIGN §5 one WalletConnect connector per namespace the networks name', async () => {
    expect((await firstValueFrom(adapter.connectors$)).map((c) => c.chain)).toEqual(['eip155', 'solana'])
  })

  it('§4 one pairing: the proposal asks for both namespaces and the session holds an account in each', async () => {
    const connecting = firstValueFrom(adapter.connect({ connectorId: 'walletConnect', namespace: 'eip155', chainId: evm.id }))
    await vi.waitFor(() => expect(events.some((e) => e.type === 'displayUri')).toBe(true), { timeout: 15_000 })
    const shown = events.find((e): e is Extract<AdapterEvent, { type: 'displayUri' }> => e.type === 'displayUri')!
    await wallet.pair(shown.uri)
    const session = await wallet.approveNext()
    expect(session.namespaces.solana?.accounts).toEqual([`${cluster.caipNetworkId}:${wallet.solanaAddress()}`])
    expect(session.namespaces.solana?.methods).toEqual(expect.arrayContaining(['solana_signMessage', 'solana_signTransaction']))
    const result = await connecting
    expect(result).toMatchObject({ address: wallet.address(), chainId: evm.id })
    expect(result.namespaces?.solana).toMatchObject({ address: wallet.solanaAddress(), chainId: cluster.id })
  }, 30_000)

  it('§4 restore asked for the solana namespace answers its account first', async () => {
    const synced = await firstValueFrom(adapter.syncConnection({ connectorId: 'walletConnect', namespace: 'solana' }))
    expect(synced).toMatchObject({ address: wallet.solanaAddress(), chainId: cluster.id })
    expect(synced.namespaces?.eip155?.address).toBe(wallet.address())
  })

  it('§7 solana_signMessage: the wallet signs with its ed25519 key and the signature verifies', async () => {
    const owner = wallet.solanaAddress()!
    const { signature } = await firstValueFrom(adapter.signMessage!({ message: 'hello solana', address: owner, namespace: 'solana' }))
    expect(ed25519Verifies(owner, 'hello solana', signature)).toBe(true)
    // The namespace is found from the address when the caller does not give it.
    const again = await firstValueFrom(adapter.signMessage!({ message: 'hello again', address: owner }))
    expect(ed25519Verifies(owner, 'hello again', again.signature)).toBe(true)
  }, 15_000)

  it('§9 SOL balance from the cluster; §4/§7 a SOL send signed through solana_signTransaction lands on the cluster', async () => {
    const owner = wallet.solanaAddress()!
    const receiver = devnet.solana!.accounts[5]!.address
    const { balance, symbol } = await firstValueFrom(adapter.getBalance!({ address: owner, network: cluster }))
    expect(symbol).toBe('SOL')
    expect(Number(balance)).toBeGreaterThan(0)
    const before = devnet.solana!.chain.svm.getBalance(address(receiver)) ?? 0n
    const { hash } = await firstValueFrom(adapter.sendTransaction!({ network: cluster, from: owner, to: receiver, value: '250000000' }))
    expect(hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,90}$/)
    expect(devnet.solana!.chain.svm.getBalance(address(receiver))).toBe(before + 250_000_000n)
    expect(wallet.requests.map((r) => r.method)).toContain('solana_signTransaction')
  }, 30_000)

  it('§4 switching to the cluster and back: solana moves without asking the wallet; eip155 still signs', async () => {
    await firstValueFrom(adapter.switchNetwork(cluster), { defaultValue: undefined })
    await firstValueFrom(adapter.switchNetwork(evm), { defaultValue: undefined })
    const { signature } = await firstValueFrom(adapter.signMessage!({ message: 'evm again', address: wallet.address(), namespace: 'eip155' }))
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
  }, 15_000)

  it('§4 a rejection in the wallet fails the Solana signature with 4001', async () => {
    wallet.setRequestMode('reject')
    await expect(firstValueFrom(adapter.signMessage!({ message: 'no', address: wallet.solanaAddress()!, namespace: 'solana' }))).rejects.toMatchObject({
      code: 4001,
    })
    wallet.setRequestMode('answer')
  }, 15_000)
})

let bitcoinAdapter: Adapter
const bitcoinEvents: AdapterEvent[] = []

describe('WalletConnect bip122 namespace (SPEC §3, §4, §7) through the devnet relay and Bitcoin ledger', () => {
  const payment = () => devnet.bitcoin!.accounts[0]!.payment.address
  const ordinals = () => devnet.bitcoin!.accounts[0]!.ordinals.address
  const confirmed = (address: string) => {
    const { chain } = devnet.bitcoin!.ledger.statsOf(address)
    return BigInt(chain.funded_txo_sum - chain.spent_txo_sum)
  }

  beforeAll(() => {
    bitcoinAdapter = walletConnectAdapter({
      projectId: devnet.projectId,
      relayUrl: devnet.urls.relay!,
      metadata: { name: 'Airlock bitcoin test', description: 'adapter test', url: 'http://127.0.0.1', icons: [] },
      networks: [evm, ledger],
      verify: false,
      storagePrefix: 'airlock-wc-bitcoin-test',
      storage: createMemoryStorage(),
    }).create(testAdapterHost())
    bitcoinAdapter.events$.subscribe((event) => bitcoinEvents.push(event))
  })

  it('§3/§4 one pairing: the proposal asks for bip122 by its CAIP-2 id; the session account is the payment address (SPEC §4 default)', async () => {
    expect((await firstValueFrom(bitcoinAdapter.connectors$)).map((c) => c.chain)).toEqual(['eip155', 'bip122'])
    const connecting = firstValueFrom(bitcoinAdapter.connect({ connectorId: 'walletConnect', namespace: 'bip122' }))
    await vi.waitFor(() => expect(bitcoinEvents.some((e) => e.type === 'displayUri')).toBe(true), { timeout: 15_000 })
    const shown = bitcoinEvents.find((e): e is Extract<AdapterEvent, { type: 'displayUri' }> => e.type === 'displayUri')!
    await wallet.pair(shown.uri)
    const session = await wallet.approveNext()
    expect(ledger.caipNetworkId).toMatch(/^bip122:[0-9a-f]{32}$/)
    expect(session.namespaces.bip122?.accounts).toEqual([`${ledger.caipNetworkId}:${payment()}`])
    expect(session.namespaces.bip122?.methods).toEqual(expect.arrayContaining(['signMessage', 'sendTransfer']))
    const result = await connecting
    // The ordinals address comes with the session (its properties), listed after the payment account.
    expect(result).toMatchObject({
      address: payment(),
      chainId: ledger.id,
      preferredAccountType: 'payment',
      accounts: [
        { namespace: 'bip122', address: payment(), type: 'payment' },
        { namespace: 'bip122', address: ordinals(), type: 'ordinal' },
      ],
    })
    expect(result.namespaces?.eip155?.address).toBe(wallet.address())
    // A restore reads both from the stored session, without asking the wallet.
    const asked = wallet.requests.length
    const restored = await firstValueFrom(bitcoinAdapter.syncConnection({ connectorId: 'walletConnect', namespace: 'bip122' }))
    expect(restored.accounts?.map((a) => [a.address, a.type])).toEqual([
      [payment(), 'payment'],
      [ordinals(), 'ordinal'],
    ])
    expect(wallet.requests.length).toBe(asked)
  }, 30_000)

  it('§6 signPsbt through WalletConnect: the wallet signs the payment and ordinals inputs; finalized and broadcast, the ledger accepts it; broadcast: true sends it', async () => {
    const to = devnet.bitcoin!.accounts[4]!.payment.address
    const asked = await dappPsbt(devnet.bitcoin!.esploraUrl, devnet.bitcoin!.accounts[0]!, ['payment', 'ordinals'], to)
    const signed = (await firstValueFrom(
      bitcoinAdapter.request!({ method: 'signPsbt', params: { account: payment(), psbt: asked.psbt, signInputs: asked.inputs, broadcast: false } }),
    )) as { psbt: string; txid?: string }
    expect(signed.txid).toBeUndefined()
    const sent = await finalizeAndBroadcast(devnet.bitcoin!.esploraUrl, signed.psbt)
    expect(sent.status, sent.text).toBe(200)
    expect(devnet.bitcoin!.ledger.mempool()).toEqual([sent.text])
    devnet.bitcoin!.ledger.mine(1)
    const again = await dappPsbt(devnet.bitcoin!.esploraUrl, devnet.bitcoin!.accounts[0]!, ['payment'], to)
    const broadcast = (await firstValueFrom(
      bitcoinAdapter.request!({ method: 'signPsbt', params: { account: payment(), psbt: again.psbt, signInputs: again.inputs, broadcast: true } }),
    )) as { psbt: string; txid?: string }
    expect(devnet.bitcoin!.ledger.mempool()).toEqual([broadcast.txid])
    devnet.bitcoin!.ledger.mine(1)
    expect(wallet.requests.filter((r) => r.method === 'signPsbt').map((r) => r.chainId)).toEqual([ledger.caipNetworkId, ledger.caipNetworkId])
  }, 30_000)

  it('§7 signMessage: a BIP-322 simple signature by the payment key that verifies for its address', async () => {
    const { signature } = await firstValueFrom(bitcoinAdapter.signMessage!({ message: 'hello bitcoin', address: payment() }))
    expect(verifySimple(payment(), 'hello bitcoin', signature, REGTEST)).toBe(true)
    expect(verifySimple(payment(), 'another message', signature, REGTEST)).toBe(false)
  }, 15_000)

  it('§9 BTC balance from the ledger; sendTransfer: the wallet pays, the ledger holds it in its mempool, a mined block settles both balances', async () => {
    const receiver = devnet.bitcoin!.accounts[3]!.payment.address
    const { balance, symbol } = await firstValueFrom(bitcoinAdapter.getBalance!({ address: payment(), network: ledger }))
    expect(symbol).toBe('BTC')
    expect(BigInt(Math.round(Number(balance) * 1e8))).toBe(confirmed(payment()))
    const [payerBefore, receiverBefore] = [confirmed(payment()), confirmed(receiver)]
    const { hash } = await firstValueFrom(bitcoinAdapter.sendTransaction!({ network: ledger, from: payment(), to: receiver, value: '12345678' }))
    expect(devnet.bitcoin!.ledger.mempool()).toContain(hash)
    const fee = devnet.bitcoin!.ledger.transaction(hash)!.fee
    devnet.bitcoin!.ledger.mine(1)
    expect(confirmed(receiver)).toBe(receiverBefore + 12_345_678n)
    expect(confirmed(payment())).toBe(payerBefore - 12_345_678n - BigInt(fee))
    expect(wallet.requests.map((r) => r.method)).toContain('sendTransfer')
  }, 30_000)

  it('§4 a rejection in the wallet fails the Bitcoin signature and the transfer with 4001; nothing reaches the ledger', async () => {
    wallet.setRequestMode('reject')
    try {
      await expect(firstValueFrom(bitcoinAdapter.signMessage!({ message: 'no', address: payment(), namespace: 'bip122' }))).rejects.toMatchObject({ code: 4001 })
      await expect(
        firstValueFrom(bitcoinAdapter.sendTransaction!({ network: ledger, from: payment(), to: devnet.bitcoin!.accounts[3]!.payment.address, value: '1000' })),
      ).rejects.toMatchObject({ code: 4001 })
      expect(devnet.bitcoin!.ledger.mempool()).toEqual([])
    } finally {
      wallet.setRequestMode('answer')
    }
  }, 15_000)

  it('§4 the wallet moves to another account: a bip122 accountsChanged names its payment address, and getAccountAddresses its ordinals one', async () => {
    const seen = bitcoinEvents.length
    await wallet.switchAccount(1)
    const next = devnet.bitcoin!.accounts[1]!
    await vi.waitFor(
      () =>
        expect(bitcoinEvents.slice(seen)).toContainEqual({
          type: 'accountsChanged',
          connectorId: 'walletConnect',
          namespace: 'bip122',
          accounts: [
            { namespace: 'bip122', address: next.payment.address, type: 'payment' },
            { namespace: 'bip122', address: next.ordinals.address, type: 'ordinal', publicKey: next.ordinals.publicKey },
          ],
        }),
      { timeout: 15_000 },
    )
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'getAccountAddresses', chainId: ledger.caipNetworkId })
    // The session follows: a restore now answers the new payment address first.
    const restored = await firstValueFrom(bitcoinAdapter.syncConnection({ connectorId: 'walletConnect', namespace: 'bip122' }))
    expect(restored.address).toBe(next.payment.address)
  }, 30_000)
})
