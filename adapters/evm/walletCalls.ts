import { map, type Observable } from 'rxjs'
import { HexQuantity, SignedMessage, TransactionHash } from '../../kernel/codec/hex'
import type { Network } from '../../kernel/codec/network'
import { numberToHex, stringToHex } from '../../kernel/format/hex'
import { formatUnits } from '../../kernel/format/units'
import type { BalanceResult, SignatureResult, TransactionRequest, TransactionResult } from '../../kernel/ports/adapter'
import { call, type Eip1193Provider } from './eip1193'

/*
 * The EVM wallet calls every EIP-1193 provider answers the same way, whether it is a browser wallet
 * or a WalletConnect session seen through UniversalProvider: one place for their params and answers.
 */

/** eth_getBalance in the network's native coin, as whole units. */
export function nativeBalance(provider: Eip1193Provider, address: string, network: Network): Observable<BalanceResult> {
  return call(provider, 'eth_getBalance', [address, 'latest'], HexQuantity).pipe(
    map((wei) => ({ balance: formatUnits(BigInt(wei), network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol })),
  )
}

/** personal_sign of a UTF-8 message (sent hex-encoded, SPEC §7). */
export function personalSign(provider: Eip1193Provider, message: string, address: string): Observable<SignatureResult> {
  return call(provider, 'personal_sign', [stringToHex(message), address], SignedMessage).pipe(map((signature) => ({ signature })))
}

/** eth_sendTransaction: value in smallest units as a hex quantity, data only when there is some (SPEC §7). */
export function sendTransaction(provider: Eip1193Provider, request: TransactionRequest): Observable<TransactionResult> {
  const transaction = {
    from: request.from,
    to: request.to,
    ...(request.value ? { value: numberToHex(BigInt(request.value)) } : {}),
    ...(request.data ? { data: request.data } : {}),
  }
  return call(provider, 'eth_sendTransaction', [transaction], TransactionHash).pipe(map((hash) => ({ hash })))
}
