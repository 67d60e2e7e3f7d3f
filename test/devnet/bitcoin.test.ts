import { Transaction, p2wpkh } from '@scure/btc-signer'
import { hexToBytes } from '@noble/hashes/utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_MNEMONIC } from '../../devnet/config'
import { startBitcoinLedger, type RunningBitcoinLedger } from '../../devnet/bitcoin/startBitcoin'
import { REGTEST } from '../../devnet/bitcoin/config'
import { messageHash, signSimple, verifySimple } from '../../devnet/bitcoin/bip322'
import type { BitcoinDevAccount } from '../../devnet/bitcoin/keys'

// The devnet's Bitcoin ledger through its Esplora API, with transactions signed by @scure/btc-signer
// exactly as a wallet signs them.
let running: RunningBitcoinLedger
let esplora: string

beforeAll(async () => {
  running = await startBitcoinLedger({ host: '127.0.0.1', mnemonic: DEV_MNEMONIC, accountCount: 3 })
  esplora = running.esploraUrl
})
afterAll(() => running?.stop())

const get = async (path: string) => {
  const response = await fetch(`${esplora}${path}`)
  const type = response.headers.get('content-type') ?? ''
  return { status: response.status, body: type.includes('json') ? ((await response.json()) as unknown) : await response.text() }
}
const broadcast = async (hex: string) => {
  const response = await fetch(`${esplora}/tx`, { method: 'POST', body: hex })
  return { status: response.status, text: await response.text() }
}
interface EsploraUtxo { txid: string; vout: number; value: number; status: { confirmed: boolean } }
const utxos = async (address: string) => (await get(`/address/${address}/utxo`)).body as EsploraUtxo[]
const confirmedBalance = async (address: string) => {
  const { chain_stats: c } = (await get(`/address/${address}`)).body as { chain_stats: { funded_txo_sum: number; spent_txo_sum: number } }
  return c.funded_txo_sum - c.spent_txo_sum
}
const account = (i: number) => running.accounts[i] as BitcoinDevAccount

/** A payment from account `from`'s P2WPKH coin `coin` to `to`, change back, 2 sat/vB-ish fee. */
function payment(from: BitcoinDevAccount, coin: EsploraUtxo, to: string, amount: bigint, signer = from): Transaction {
  const tx = new Transaction()
  // The signer's own script, so a signer other than the owner produces a witness for the wrong key.
  const script = p2wpkh(hexToBytes(signer.payment.publicKey), REGTEST).script
  tx.addInput({ txid: coin.txid, index: coin.vout, witnessUtxo: { script, amount: BigInt(coin.value) } })
  tx.addOutputAddress(to, amount, REGTEST)
  tx.addOutputAddress(from.payment.address, BigInt(coin.value) - amount - 500n, REGTEST)
  tx.sign(hexToBytes(signer.payment.privateKey))
  tx.finalize()
  return tx
}

describe('devnet Bitcoin ledger (regtest stand-in behind Esplora)', () => {
  it('funds each dev account in block 1: two payment coins and one ordinals coin, confirmed', async () => {
    expect((await get('/blocks/tip/height')).body).toBe('1')
    const coins = await utxos(account(0).payment.address)
    expect(coins.map((c) => c.value).sort()).toEqual([3_0000_0000, 5_0000_0000])
    expect(coins.every((c) => c.status.confirmed)).toBe(true)
    expect(await confirmedBalance(account(0).ordinals.address)).toBe(1000_0000)
    expect((await get('/fee-estimates')).body).toMatchObject({ '1': expect.any(Number), '144': expect.any(Number) })
  })

  it('a signed P2WPKH payment enters the mempool, and a mined block confirms it in both balances', async () => {
    const [coin] = await utxos(account(0).payment.address)
    const to = account(1).payment.address
    const before = await confirmedBalance(to)
    const tx = payment(account(0), coin!, to, 1234_5678n)
    const sent = await broadcast(tx.hex)
    expect(sent).toEqual({ status: 200, text: tx.id })
    expect((await get('/mempool/txids')).body).toEqual([tx.id])
    expect(((await get(`/tx/${tx.id}`)).body as { status: { confirmed: boolean }; fee: number })).toMatchObject({ status: { confirmed: false }, fee: 500 })
    // Unconfirmed: the mempool output is listed, the confirmed balance has not moved yet.
    expect((await utxos(to)).some((u) => u.txid === tx.id && !u.status.confirmed)).toBe(true)
    expect(await confirmedBalance(to)).toBe(before)

    const mined = await fetch(`${esplora}/devnet/mine`, { method: 'POST', body: '1' })
    expect(mined.status).toBe(200)
    expect((await get('/blocks/tip/height')).body).toBe('2')
    expect((await get('/mempool/txids')).body).toEqual([])
    expect(await confirmedBalance(to)).toBe(before + 1234_5678)
    expect(await confirmedBalance(account(0).payment.address)).toBe(8_0000_0000 - 1234_5678 - 500)
    expect((await get(`/tx/${tx.id}/status`)).body).toMatchObject({ confirmed: true, block_height: 2 })
  })

  it('a P2TR key-path spend (BIP-86 ordinals address) verifies and is accepted', async () => {
    const owner = account(2)
    const [coin] = await utxos(owner.ordinals.address)
    const tx = new Transaction()
    const internal = hexToBytes(owner.ordinals.publicKey)
    const { script } = (await import('@scure/btc-signer')).p2tr(internal, undefined, REGTEST)
    tx.addInput({ txid: coin!.txid, index: coin!.vout, witnessUtxo: { script, amount: BigInt(coin!.value) }, tapInternalKey: internal })
    tx.addOutputAddress(account(0).payment.address, 400_0000n, REGTEST)
    tx.addOutputAddress(owner.ordinals.address, BigInt(coin!.value) - 400_0000n - 300n, REGTEST)
    tx.sign(hexToBytes(owner.ordinals.privateKey))
    tx.finalize()
    expect(await broadcast(tx.hex)).toEqual({ status: 200, text: tx.id })
  })

  it('a transaction signed with another key is refused (bad signature), and nothing changes', async () => {
    const coin = (await utxos(account(1).payment.address)).find((u) => u.status.confirmed)!
    // Account 2's key over account 1's coin: the witness key's hash is not the program.
    const stolen = payment(account(1), coin, account(2).payment.address, 1000_0000n, account(2))
    const refused = await broadcast(stolen.hex)
    expect(refused.status).toBe(400)
    expect(refused.text).toMatch(/mandatory-script-verify-flag-failed/)
    // The right key, then one signature byte changed: ECDSA verification itself fails.
    const good = payment(account(1), coin, account(2).payment.address, 1000_0000n)
    const [signature, publicKey] = good.getInput(0).finalScriptWitness!
    const flipped = Uint8Array.from(signature!)
    flipped[10] = (flipped[10] as number) ^ 0x01
    good.updateInput(0, { finalScriptWitness: [flipped, publicKey!] }, true)
    const tampered = await broadcast(good.hex)
    expect(tampered.status).toBe(400)
    expect(tampered.text).toMatch(/signature does not verify|non-DER/)
    expect((await utxos(account(1).payment.address)).some((u) => u.txid === coin.txid && u.vout === coin.vout)).toBe(true)
  })

  it('spending an input twice is refused: in the mempool (conflict) and once mined (missing or spent)', async () => {
    const coin = (await utxos(account(1).payment.address)).find((u) => u.status.confirmed)!
    const first = payment(account(1), coin, account(0).payment.address, 200_0000n)
    const second = payment(account(1), coin, account(2).payment.address, 300_0000n)
    expect((await broadcast(first.hex)).status).toBe(200)
    const conflict = await broadcast(second.hex)
    expect(conflict).toMatchObject({ status: 400 })
    expect(conflict.text).toMatch(/txn-mempool-conflict/)
    await fetch(`${esplora}/devnet/mine`, { method: 'POST', body: '1' })
    const again = await broadcast(second.hex)
    expect(again.text).toMatch(/bad-txns-inputs-missingorspent/)
  })

  it('outputs above the inputs, and a fee under the relay minimum, are refused', async () => {
    const coin = (await utxos(account(2).payment.address)).find((u) => u.status.confirmed)!
    const tx = new Transaction()
    const script = p2wpkh(hexToBytes(account(2).payment.publicKey), REGTEST).script
    tx.addInput({ txid: coin.txid, index: coin.vout, witnessUtxo: { script, amount: BigInt(coin.value) } })
    tx.addOutputAddress(account(0).payment.address, BigInt(coin.value) - 10n, REGTEST)
    tx.sign(hexToBytes(account(2).payment.privateKey))
    tx.finalize()
    expect((await broadcast(tx.hex)).text).toMatch(/min relay fee not met/)
    expect((await broadcast('00ff')).text).toMatch(/TX decode failed/)
  })
})

describe('BIP-322 simple message signatures', () => {
  it('the message hash and the P2WPKH signatures of the BIP\'s test vectors verify; another message does not', () => {
    const bytes = (text: string) => new TextEncoder().encode(text)
    expect(Buffer.from(messageHash(bytes(''))).toString('hex')).toBe('c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1')
    expect(Buffer.from(messageHash(bytes('Hello World'))).toString('hex')).toBe('f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a')
    const mainnet = { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 }
    const address = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
    const helloWorld = 'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
    expect(verifySimple(address, 'Hello World', helloWorld, mainnet)).toBe(true)
    expect(verifySimple(address, 'Hello World!', helloWorld, mainnet)).toBe(false)
    expect(
      verifySimple(address, '', 'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=', mainnet),
    ).toBe(true)
  })

  it('dev keys sign for their payment (P2WPKH) and ordinals (P2TR) addresses; a signature is bound to its address', () => {
    const { payment: pay, ordinals } = account(0)
    const a = signSimple(pay.address, 'Airlock', hexToBytes(pay.privateKey), REGTEST)
    const b = signSimple(ordinals.address, 'Airlock', hexToBytes(ordinals.privateKey), REGTEST, hexToBytes(ordinals.publicKey))
    expect(verifySimple(pay.address, 'Airlock', a, REGTEST)).toBe(true)
    expect(verifySimple(ordinals.address, 'Airlock', b, REGTEST)).toBe(true)
    expect(verifySimple(account(1).payment.address, 'Airlock', a, REGTEST)).toBe(false)
  })
})
