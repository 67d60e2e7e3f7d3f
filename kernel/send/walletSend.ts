import { TransactionHash, decode } from '../index'
import { map, mergeMap, of, throwError, type Observable, type SchedulerLike } from 'rxjs'
import type { ChainNamespace } from '../codec/primitives'
import { TransactionResult, walletAnswer, type TransactionRequest } from '../ports/adapter'
import { waitForReceipt, type WalletRequest } from './receipt'
import type { SentStatus } from './types'

export type SendTransaction = (namespace: ChainNamespace, request: TransactionRequest) => Observable<unknown>

/** A transaction through the connected wallet; its answer decoded: on eip155 the hash is 0x plus 64 hex characters (SPEC §5). */
export function sendFromWallet(send: SendTransaction, namespace: ChainNamespace, request: TransactionRequest): Observable<string> {
  return send(namespace, request).pipe(
    walletAnswer(TransactionResult, `${namespace} sendTransaction`),
    mergeMap(({ hash }) => {
      if (namespace !== 'eip155') return of(hash)
      const checked = decode(TransactionHash, hash, 'eip155 sendTransaction hash')
      return checked.ok ? of(hash) : throwError(() => checked.error)
    }),
  )
}

/** An EVM transaction through the wallet, then its receipt (see `waitForReceipt`); errors are the wallet's. */
export function sendAndWait(
  deps: { readonly sendTransaction: SendTransaction; readonly walletRequest: WalletRequest; readonly scheduler: SchedulerLike },
  request: TransactionRequest,
): Observable<{ readonly hash: string; readonly status: SentStatus }> {
  return sendFromWallet(deps.sendTransaction, 'eip155', request).pipe(
    mergeMap((hash) => waitForReceipt(deps.walletRequest, hash, deps.scheduler).pipe(map((status) => ({ hash, status })))),
  )
}
