import * as t from 'io-ts'
import { defer, from, map, mergeMap, throwError, type Observable } from 'rxjs'
import type { Network } from '../../kernel/codec/network'
import { AirlockError } from '../../kernel/errors/AirlockError'
import { thrownMessages } from '../../kernel/errors/messages'
import * as sendRefusals from '../../kernel/errors/sendRefusals'
import { formatUnits } from '../../kernel/format/units'
import type { BalanceResult, SignatureResult, TransactionRequest, TransactionResult } from '../../kernel/ports/adapter'
import { call, type Eip1193Provider } from '../evm/eip1193'
import { confirmedSats } from '../bitcoin/esplora'
import { firstRpcUrl } from '../shared/firstRpcUrl'

/*
 * The bip122 namespace of a WalletConnect session (WalletConnect's Bitcoin JSON-RPC methods): the
 * wallet signs messages and builds and broadcasts payments itself; the network's Esplora API (its
 * first RPC URL) reads balances.
 */

const Txid = t.refinement(t.string, (s) => /^[0-9a-f]{64}$/i.test(s), 'Txid')
const SignedMessage = t.type({ signature: t.refinement(t.string, (s) => s.length > 0, 'Signature') }, 'Bip122SignMessageResult')
const SentTransfer = t.type({ txid: Txid }, 'Bip122SendTransferResult')
/** getAccountAddresses: each address the wallet holds, with what it is for when the wallet says. */
export const AccountAddresses = t.array(
  t.intersection([t.type({ address: t.string }), t.partial({ publicKey: t.string, path: t.string, intention: t.string })]),
  'Bip122AccountAddresses',
)
export type AccountAddresses = t.TypeOf<typeof AccountAddresses>


/** signMessage: a BIP-322 simple signature (base64) by the address's key. */
export function bitcoinSignMessage(wallet: Eip1193Provider, message: string, address: string): Observable<SignatureResult> {
  return call(wallet, 'signMessage', { account: address, address, message, protocol: 'bip322' }, SignedMessage).pipe(map(({ signature }) => ({ signature })))
}

/** The addresses the wallet holds for `account` (payment and ordinals), as it lists them. */
export function bitcoinAccountAddresses(wallet: Eip1193Provider, account: string): Observable<AccountAddresses> {
  return call(wallet, 'getAccountAddresses', { account, intentions: ['payment', 'ordinal'] }, AccountAddresses)
}

export function bitcoinBalance(address: string, network: Network): Observable<BalanceResult> {
  return defer(() => from(confirmedSats(firstRpcUrl(network), address))).pipe(
    map((sats) => ({ balance: formatUnits(sats, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol })),
  )
}

/** sendTransfer: the wallet pays `value` sats from its payment account and answers the txid it broadcast. */
export function bitcoinSend(wallet: Eip1193Provider, request: TransactionRequest): Observable<TransactionResult> {
  return defer(() => {
    if (request.token) return throwError(() => new AirlockError(sendRefusals.tokenNotSendable, { category: 'wallet' }))
    const amount = BigInt(request.value ?? '0')
    if (amount <= 0n) return throwError(() => new AirlockError(thrownMessages.invalidAmount, { category: 'wallet' }))
    return call(wallet, 'sendTransfer', { account: request.from, recipientAddress: request.to, amount: amount.toString() }, SentTransfer)
  }).pipe(mergeMap(({ txid }) => [{ hash: txid }]))
}
