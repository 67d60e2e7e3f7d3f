/**
 * The Bitcoin adapter's signPsbt through each interface a Bitcoin wallet exposes (Wallet Standard,
 * Sats Connect, injected unisat), the Devnet Bitcoin Wallet's real keys signing, and the devnet's
 * ledger judging what comes out: finalized and broadcast, it is accepted.
 */
import type { Wallets } from '@wallet-standard/app'
import { firstValueFrom } from 'rxjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_MNEMONIC } from '../../devnet/config'
import { startBitcoinLedger, type RunningBitcoinLedger } from '../../devnet/bitcoin/startBitcoin'
import { BITCOIN_CAIP_NETWORK_ID, BITCOIN_CHAIN_ID, BTC_CURRENCY } from '../../devnet/bitcoin/config'
import { createBitcoinWalletCore, type BitcoinWalletCore } from '../../devnet/bitcoinWallet/core'
import { DEVNET_BITCOIN_WALLET_ICON } from '../../devnet/bitcoinWallet/icon'
import { satsConnectProvider } from '../../devnet/bitcoinWallet/satsConnect'
import { DEVNET_BITCOIN_WALLET_NAME, standardWallet } from '../../devnet/bitcoinWallet/standard'
import { unisatProvider } from '../../devnet/bitcoinWallet/unisat'
import { createApprovalDesk, type ApprovalDesk } from '../../devnet/wallet/approval'
import { networkOf } from '../../kernel/networks/defineNetwork'
import type { Adapter } from '../../kernel/ports/adapter'
import { testAdapterHost } from '../../test/harness/adapterHost'
import { dappPsbt as buildPsbt, finalizeAndBroadcast as sendSigned } from '../../test/harness/bitcoinPsbt'
import { bitcoinAdapter, type BitcoinWalletProvider } from '.'

let running: RunningBitcoinLedger
let desk: ApprovalDesk
let core: BitcoinWalletCore
let adapter: Adapter

const network = networkOf({
  id: BITCOIN_CHAIN_ID,
  caipNetworkId: BITCOIN_CAIP_NETWORK_ID,
  name: 'Devnet Bitcoin',
  nativeCurrency: BTC_CURRENCY,
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  chainNamespace: 'bip122',
})
const SATS_ID = 'Devnet.BitcoinProvider'
const account = () => running.accounts[0]!

beforeAll(async () => {
  running = await startBitcoinLedger({ host: '127.0.0.1', mnemonic: DEV_MNEMONIC, accountCount: 2 })
  desk = createApprovalDesk('approve', undefined)
  core = createBitcoinWalletCore({ esploraUrl: running.esploraUrl, accounts: running.accounts }, desk)
  const wallet = standardWallet(core, DEVNET_BITCOIN_WALLET_ICON)
  const wallets: Wallets = { get: () => [wallet], on: () => () => undefined, register: () => () => undefined }
  const target = {
    Devnet: { BitcoinProvider: satsConnectProvider(core) },
    btc_providers: [{ id: SATS_ID, name: 'Devnet Sats Connect Wallet', icon: DEVNET_BITCOIN_WALLET_ICON }],
    unisat: unisatProvider(core),
  }
  const bitcoin = { ...network, rpcUrls: { default: { http: [running.esploraUrl] } } }
  adapter = bitcoinAdapter({ wallets, target }).create(testAdapterHost({ networks: [bitcoin] }))
})

afterAll(async () => {
  adapter?.destroy()
  await running?.stop()
})

const dappPsbt = (spenders: ReadonlyArray<'payment' | 'ordinals'>) => buildPsbt(running.esploraUrl, account(), spenders, running.accounts[1]!.payment.address)

/** Finalizes the signed PSBT in Node and broadcasts it; answers the txid the ledger gave. */
async function finalizeAndBroadcast(signed: string): Promise<string> {
  const { status, text } = await sendSigned(running.esploraUrl, signed)
  expect(status, text).toBe(200)
  return text
}

const SignedPsbt = expect.objectContaining({ psbt: expect.stringMatching(/^[A-Za-z0-9+/]+={0,2}$/) })

describe('signPsbt through each Bitcoin wallet interface (SPEC §6 Bitcoin wallet methods), judged by the devnet ledger', () => {
  it.each([
    ['the Wallet Standard (bitcoin:signTransaction)', DEVNET_BITCOIN_WALLET_NAME, ['payment', 'ordinals'] as const],
    ['Sats Connect (signPsbt)', `sats-connect:${SATS_ID}`, ['payment', 'ordinals'] as const],
    ['the injected unisat API (signPsbt, hex)', 'unisat', ['payment'] as const],
  ])('§6 signPsbt via %s: each input signed by its address key; finalized and broadcast, the ledger accepts it; broadcast: true sends it', async (_face, connectorId, spenders) => {
    const connectors = await firstValueFrom(adapter.connectors$)
    expect(connectors.map((c) => c.id)).toContain(connectorId)
    const connected = await firstValueFrom(adapter.connect({ connectorId, namespace: 'bip122' }))
    expect(connected.address).toBe(account().payment.address)
    const provider = adapter.walletProvider!(connectorId) as BitcoinWalletProvider
    expect(adapter.walletProvider!('someone-else')).toBeUndefined()

    // Signed only: the dapp finalizes and sends it.
    const asked = await dappPsbt(spenders)
    const signed = await provider.request({ method: 'signPsbt', params: { psbt: asked.psbt, signInputs: asked.inputs, broadcast: false } })
    expect(signed).toEqual(SignedPsbt)
    expect((signed as { txid?: string }).txid).toBeUndefined()
    const txid = await finalizeAndBroadcast((signed as { psbt: string }).psbt)
    expect(running.ledger.mempool()).toEqual([txid])
    running.ledger.mine(1)

    // Signed and sent by the adapter's request (the kernel's route): the txid is in the ledger's mempool.
    const again = await dappPsbt(spenders)
    const sent = await firstValueFrom(adapter.request!({ method: 'signPsbt', params: { psbt: again.psbt, signInputs: again.inputs, broadcast: true } }))
    expect(sent).toEqual(expect.objectContaining({ txid: expect.stringMatching(/^[0-9a-f]{64}$/) }))
    expect(running.ledger.mempool()).toEqual([(sent as { txid: string }).txid])
    running.ledger.mine(1)

    // A refusal in the wallet is the person's (4001); nothing reaches the ledger.
    desk.setMode('reject')
    try {
      const refused = await dappPsbt(spenders)
      await expect(provider.request({ method: 'signPsbt', params: { psbt: refused.psbt, signInputs: refused.inputs, broadcast: true } })).rejects.toMatchObject({ code: 4001 })
      expect(running.ledger.mempool()).toEqual([])
    } finally {
      desk.setMode('approve')
    }
    await firstValueFrom(adapter.disconnect({ connectorId }), { defaultValue: undefined })
    expect(adapter.walletProvider!(connectorId)).toBeUndefined()
  }, 20_000)

  it('§6 malformed signPsbt params are refused before the wallet sees them (-32602); getAccountAddresses lists payment and ordinals', async () => {
    await firstValueFrom(adapter.connect({ connectorId: DEVNET_BITCOIN_WALLET_NAME, namespace: 'bip122' }))
    const provider = adapter.walletProvider!(DEVNET_BITCOIN_WALLET_NAME) as BitcoinWalletProvider
    core.clearLog()
    await expect(provider.request({ method: 'signPsbt', params: { psbt: 'not base64!', signInputs: [] } })).rejects.toMatchObject({ code: -32602 })
    await expect(provider.request({ method: 'signPsbt', params: { psbt: 'cHNidP8=', signInputs: [{ address: account().payment.address, index: -1 }] } })).rejects.toMatchObject({
      code: -32602,
    })
    expect(core.log()).toEqual([])
    expect(await provider.request({ method: 'getAccountAddresses' })).toEqual([
      { address: account().payment.address, publicKey: account().payment.publicKey, intention: 'payment' },
      { address: account().ordinals.address, publicKey: account().ordinals.publicKey, intention: 'ordinal' },
    ])
    await firstValueFrom(adapter.disconnect({ connectorId: DEVNET_BITCOIN_WALLET_NAME }), { defaultValue: undefined })
  })
})
