import { describe, expectTypeOf, it } from 'vitest'
import type { Observable } from 'rxjs'
import { createModal, type KernelEnv, type ModalKernel, type ModalState, type AirlockOptions } from '../../kernel/index'
import type { ViewName } from '../../kernel/router/views'
import type { ChainNamespace, CaipAddress, ThemeMode } from '../../kernel/codec/primitives'
import type { Network } from '../../kernel/codec/network'
import type { Decoded } from '../../kernel/codec/decode'
import * as networks from '../../kernel/networks/index'

// These assertions are checked by `tsc` (npm test runs it over test/): changing the public contract
// of DESIGN §4 breaks the build here first, on purpose.
describe('public contract (DESIGN §4)', () => {
  it('createModal(options, env?) returns the kernel', () => {
    expectTypeOf(createModal).parameters.toEqualTypeOf<[AirlockOptions, Partial<KernelEnv>?]>()
    expectTypeOf(createModal).returns.toEqualTypeOf<ModalKernel>()
  })

  it('the kernel exposes state$, getState, select, events$ and destroy', () => {
    expectTypeOf<ModalKernel['state$']>().toEqualTypeOf<Observable<ModalState>>()
    expectTypeOf<ModalKernel['getState']>().toEqualTypeOf<() => ModalState>()
    expectTypeOf<ModalKernel['select']>().toBeCallableWith((s: ModalState) => s.modal.open)
    expectTypeOf<ReturnType<ModalKernel['select']>>().toExtend<Observable<unknown>>()
    expectTypeOf<ModalKernel['events$']>().toExtend<Observable<{ readonly event: string }>>()
    expectTypeOf<ModalKernel['destroy']>().toEqualTypeOf<() => void>()
  })

  it('the kernel exposes open, close, back and the connection and network commands', () => {
    expectTypeOf<ModalKernel['open']>().toBeCallableWith({ view: 'Account', data: {}, namespace: 'eip155' })
    expectTypeOf<ModalKernel['open']>().toBeCallableWith()
    expectTypeOf<ModalKernel['close']>().toBeCallableWith({ force: true })
    expectTypeOf<ModalKernel['back']>().toEqualTypeOf<() => void>()
    expectTypeOf<ModalKernel['connect']>().toBeCallableWith({ connectorId: 'x' })
    expectTypeOf<ModalKernel['disconnect']>().parameters.toEqualTypeOf<[ChainNamespace?]>()
    expectTypeOf<ModalKernel['switchNetwork']>().parameters.toEqualTypeOf<[Network]>()
    expectTypeOf<ReturnType<ModalKernel['connect']>>().toEqualTypeOf<Promise<void>>()
    expectTypeOf<ModalKernel['setThemeMode']>().toEqualTypeOf<(mode: ThemeMode) => Decoded<ThemeMode>>()
    expectTypeOf<ModalKernel['setThemeVariables']>().toBeCallableWith({ '--airlock-accent': '#47a1ff' })
  })

  it('ModalState holds at least the fields DESIGN §4 names', () => {
    expectTypeOf<ModalState['modal']>().toExtend<{ open: boolean; loading: boolean; shake: boolean }>()
    expectTypeOf<ModalState['router']>().toExtend<{ view: ViewName; history: ReadonlyArray<unknown>; data: unknown }>()
    expectTypeOf<ModalState['snackbar']>().toExtend<{
      open: boolean
      variant: 'success' | 'error' | 'loading'
      message: string
    }>()
    expectTypeOf<ModalState['activeNamespace']>().toEqualTypeOf<ChainNamespace>()
    expectTypeOf<ModalState['activeCaipNetwork']>().toEqualTypeOf<Network>()
    expectTypeOf<ModalState['activeCaipAddress']>().toEqualTypeOf<CaipAddress | undefined>()
    expectTypeOf<ModalState["connected"]>().toEqualTypeOf<boolean>()
    expectTypeOf<ModalState['alerts']>().toExtend<ReadonlyArray<{ code: string }>>()
    expectTypeOf<ModalState['theme']>().toExtend<{ mode: ThemeMode; variables: object }>()
    expectTypeOf<ModalState['chains']>().toExtend<object>()
    expectTypeOf<ModalState['options']>().toExtend<{ projectId: string }>()
    expectTypeOf<ModalState['features']>().toExtend<{ swaps: boolean; pay: boolean }>()
  })

  it('view names are SPEC §2 names', () => {
    expectTypeOf<
      | 'Connect'
      | 'Account'
      | 'AllWallets'
      | 'ConnectingWalletConnectBasic'
      | 'ConnectingWalletConnect'
      | 'ConnectingExternal'
      | 'ConnectingSiwe'
      | 'ConnectingFarcaster'
      | 'SIWXSignMessage'
      | 'UnsupportedChain'
      | 'ApproveTransaction'
      | 'RegisterAccountName'
      | 'RegisterAccountNameSuccess'
    >().toExtend<ViewName>()
  })

  it('airlock/networks exports the built-in networks in the Network shape', () => {
    expectTypeOf(networks.mainnet).toExtend<Network>()
    expectTypeOf(networks.polygon).toExtend<Network>()
    expectTypeOf(networks.solana).toExtend<Network>()
    expectTypeOf(networks.solanaDevnet).toExtend<Network>()
    expectTypeOf(networks.solanaTestnet).toExtend<Network>()
    expectTypeOf(networks.bitcoin).toExtend<Network>()
    expectTypeOf(networks.bitcoinTestnet).toExtend<Network>()
  })
})
