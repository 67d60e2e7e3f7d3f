import * as t from 'io-ts'
import { Observable } from 'rxjs'
import { EvmAddress } from '../../kernel/codec/addresses'
import { HexQuantity } from '../../kernel/codec/hex'
import { decodeOrThrow } from '../../kernel/codec/decode'

/** EIP-1193: the provider object every EVM browser wallet exposes. */
export interface Eip1193Provider {
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: unknown[]) => void): void
  removeListener?(event: string, listener: (...args: unknown[]) => void): void
}

/** EIP-6963 provider info (announced with the provider). */
export const Eip6963Info = t.type(
  { uuid: t.string, name: t.string, icon: t.string, rdns: t.string },
  'Eip6963ProviderInfo',
)
export type Eip6963Info = t.TypeOf<typeof Eip6963Info>

export const Accounts = t.array(EvmAddress, 'Accounts')
export const ChainIdHex = HexQuantity

/** A provider call as a cold Observable whose answer is decoded; nothing is sent until subscribed. */
export function call<A>(
  provider: Eip1193Provider,
  method: string,
  params: unknown,
  codec: t.Decoder<unknown, A>,
): Observable<A> {
  return new Observable<A>((subscriber) => {
    let live = true
    provider
      .request(params === undefined ? { method } : { method, params })
      .then((answer) => decodeOrThrow(codec, answer, method))
      .then(
        (value) => {
          if (!live) return
          subscriber.next(value)
          subscriber.complete()
        },
        (error: unknown) => live && subscriber.error(error),
      )
    // EIP-1193 has no cancel: an abandoned call's answer is ignored.
    return () => {
      live = false
    }
  })
}

export const chainIdNumber = (hex: string): number => Number.parseInt(hex, 16)
