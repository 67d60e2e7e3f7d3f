import { EMPTY, catchError, defer, filter, map, merge, mergeMap, of, withLatestFrom, type Observable } from 'rxjs'
import type { ChainNamespace } from '../codec/primitives'
import { createService, emit, handleOf, type Effect, type ServiceHandle } from '../core/createService'
import { AirlockError } from '../errors/AirlockError'
import { shownMessages, thrownMessages, walletErrorCodes } from '../errors/messages'
import { SignatureResult, toWalletError, walletAnswer } from '../ports/adapter'

/** The account a message is signed with: the active namespace and its address, when connected. */
export interface SigningAccount {
  readonly namespace: ChainNamespace
  readonly address: string | undefined
}

export interface SigningDeps {
  /** The connection's wallet asked to sign (the connection service routes it to its adapter). */
  readonly sign: (namespace: ChainNamespace, message: string, address: string) => Observable<unknown>
}

export type SigningResult =
  | { readonly id: number; readonly signature: string }
  | { readonly id: number; readonly error: AirlockError }

type SigningCommand = { readonly type: 'sign'; readonly id: number; readonly message: string }

export interface SigningService extends ServiceHandle<{ readonly signing: number }> {
  /** Asks the connected wallet to sign `message` once subscribed; emits this request's result. */
  sign(message: string): Observable<SigningResult>
}

/**
 * SPEC §8 'Signature declined' when the person refused in the wallet (code 4001): wallets word a
 * refusal each their own way; the code and category stay for callers that branch on them.
 */
const declinedOr = (error: AirlockError): AirlockError =>
  error.code === walletErrorCodes.userRejected ? new AirlockError(shownMessages.signatureDeclined, { category: 'user', code: error.code, cause: error }) : error

/** SPEC §4/§7 personal_sign (solana_signMessage on Solana) for the active account, through its wallet. */
export function createSigningService(deps: SigningDeps, inputs: { readonly account$: Observable<SigningAccount> }): SigningService {
  let nextId = 0
  const signing: Effect<{ readonly signing: number }, SigningCommand, SigningResult> = (command$) =>
    command$.pipe(
      filter((c) => c.type === 'sign'),
      withLatestFrom(inputs.account$),
      mergeMap(([{ id, message }, { namespace, address }]) => {
        if (!address) return of(emit<SigningResult>({ id, error: new AirlockError(thrownMessages.noActiveCaipAddress, { category: 'wallet' }) }))
        return defer(() => deps.sign(namespace, message, address)).pipe(
          walletAnswer(SignatureResult, `${namespace} signature`),
          map(({ signature }) => emit<SigningResult>({ id, signature })),
          catchError((error: unknown) => of(emit<SigningResult>({ id, error: declinedOr(toWalletError(error)) }))),
        )
      }),
    )

  const service = createService<{ readonly signing: number }, SigningCommand, SigningResult>({
    initial: { signing: 0 },
    reduce: (state) => state,
    effects: [signing],
  })

  return {
    ...handleOf(service),
    sign: (message) =>
      defer(() => {
        const id = ++nextId
        // Listening first: a wallet that answers at once answers inside the dispatch.
        return merge(
          service.output$.pipe(filter((result) => result.id === id)),
          defer(() => {
            service.dispatch({ type: 'sign', id, message })
            return EMPTY
          }),
        )
      }),
  }
}
