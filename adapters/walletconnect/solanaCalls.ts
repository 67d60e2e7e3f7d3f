import * as t from 'io-ts'
import { from, map, mergeMap, type Observable, type SchedulerLike } from 'rxjs'
import type { Network } from '../../kernel/codec/network'
import { AirlockError } from '../../kernel/errors/AirlockError'
import { thrownMessages } from '../../kernel/errors/messages'
import { formatUnits } from '../../kernel/format/units'
import type { BalanceResult, SignatureResult, TransactionRequest, TransactionResult } from '../../kernel/ports/adapter'
import { call, type Eip1193Provider } from '../evm/eip1193'
import { base58 } from '../solana/base58'
import { confirmedSignature } from '../solana/confirm'

/*
 * The solana namespace of a WalletConnect session (WalletConnect's Solana JSON-RPC methods): the
 * wallet signs, the cluster's RPC (the network's first URL) reads balances and takes the signed
 * transaction. The Solana chain SDK loads only when a balance is read or a transfer built.
 */

const chainModule = () => import('../solana/chain')
const Base58 = t.refinement(t.string, (s) => /^[1-9A-HJ-NP-Za-km-z]{64,90}$/.test(s), 'Base58Signature')
const SignedMessage = t.type({ signature: Base58 }, 'SolanaSignMessageResult')
/** Wallets answer the signed transaction (base64), or only its signature (the older form). */
const SignedTransaction = t.union([t.type({ transaction: t.string }), t.type({ signature: Base58 })], 'SolanaSignTransactionResult')

const rpcUrlOf = (network: Network): string => {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new AirlockError(thrownMessages.networkNotFound, { category: 'wallet' })
  return url
}

/** solana_signMessage: the message's UTF-8 bytes in base58 and the signer's address; a base58 signature back. */
export function solanaSignMessage(wallet: Eip1193Provider, message: string, address: string): Observable<SignatureResult> {
  return call(wallet, 'solana_signMessage', { message: base58(new TextEncoder().encode(message)), pubkey: address }, SignedMessage).pipe(
    map(({ signature }) => ({ signature })),
  )
}

export function solanaBalance(address: string, network: Network): Observable<BalanceResult> {
  return from(chainModule().then((chain) => chain.lamportsOf(rpcUrlOf(network), address))).pipe(
    map((lamports) => ({ balance: formatUnits(lamports, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol })),
  )
}

/**
 * SOL or an SPL token: built here, signed by the wallet (solana_signTransaction), sent to the cluster
 * and confirmed on the kernel's clock.
 */
export function solanaSend(wallet: Eip1193Provider, request: TransactionRequest, scheduler: SchedulerLike): Observable<TransactionResult> {
  const rpcUrl = rpcUrlOf(request.network)
  const transfer = {
    from: request.from,
    to: request.to,
    amount: BigInt(request.value ?? '0'),
    ...(request.token ? { token: { mint: request.token.address, decimals: request.token.decimals } } : {}),
  }
  return from(chainModule().then(async (chain) => ({ chain, unsigned: await chain.buildTransfer(rpcUrl, transfer) }))).pipe(
    mergeMap(({ chain, unsigned }) =>
      call(wallet, 'solana_signTransaction', { transaction: chain.toBase64(unsigned) }, SignedTransaction).pipe(
        mergeMap((answer) =>
          chain.sendSigned(rpcUrl, 'transaction' in answer ? chain.fromBase64(answer.transaction) : chain.withFeePayerSignature(unsigned, answer.signature)),
        ),
      ),
    ),
    mergeMap((signature) => confirmedSignature(rpcUrl, signature, scheduler)),
    map((hash) => ({ hash })),
  )
}
