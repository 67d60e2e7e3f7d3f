import * as t from 'io-ts'
import { ConnectorNotConnectedError } from '@wagmi/core'
import type { ModalKernel } from '../../kernel/types'
import { decode } from '../../kernel/codec/decode'

/** EIP-1193 request arguments, as viem's clients send them. */
export interface RequestArguments {
  readonly method: string
  readonly params?: unknown
}

/** The provider the Airlock connector hands wagmi: EIP-1193 `request`, sent to the modal's wallet. */
export interface AirlockEip1193Provider {
  request(args: RequestArguments): Promise<unknown>
}

/** Whatever the kernel hands out as the wallet's provider: an object with a `request` method. */
const WalletRequester = t.type({ request: t.Function }, 'Eip1193Provider')

/**
 * An EIP-1193 provider that sends every request to the wallet the modal connected in eip155 (an
 * injected wallet's provider, or the WalletConnect session bound to its current chain). It holds no
 * listener: wagmi hears account and chain changes from the kernel's state, which already follows the
 * wallet's events.
 */
export function kernelProvider(kernel: ModalKernel): AirlockEip1193Provider {
  return {
    request: async ({ method, params }) => {
      const provider = kernel.walletProvider('eip155')
      const wallet = decode(WalletRequester, provider, 'eip155 wallet provider')
      if (!wallet.ok) throw new ConnectorNotConnectedError()
      const request = wallet.value.request as (args: RequestArguments) => unknown
      // Called as the wallet's own method: providers keep their state on `this`.
      return await request.call(provider, params === undefined ? { method } : { method, params })
    },
  }
}
