// The `airlock/wagmi` entry: the modal as the connection UI of a wagmi app. wagmi is an optional
// peer: only an app that imports this entry loads it.
export { createWagmiBridge } from './createWagmiBridge'
export type { WagmiBridge, WagmiBridgeOptions } from './createWagmiBridge'
export type { AirlockEip1193Provider, RequestArguments } from './kernelProvider'
