import { fileURLToPath } from 'node:url'

export const benchRoot = fileURLToPath(new URL('../', import.meta.url))

export interface Contender {
  /** Folder under bench/pages and the results key. */
  readonly id: string
  readonly label: string
  /** The connect button's text (the probe finds the button by it). */
  readonly button: string
  /** React alone has no modal: only load figures. */
  readonly hasModal: boolean
}

/** The floor first: every ratio is against a figure measured in the same run. */
export const contenders: ReadonlyArray<Contender> = [
  { id: 'react', label: 'React 19 alone (floor)', button: 'Connect Wallet', hasModal: false },
  { id: 'airlock', label: 'Airlock + EVM adapter', button: 'Connect Wallet', hasModal: true },
  { id: 'appkit', label: 'AppKit + wagmi adapter', button: 'Connect Wallet', hasModal: true },
  { id: 'rainbowkit', label: 'RainbowKit', button: 'Connect Wallet', hasModal: true },
  { id: 'connectkit', label: 'ConnectKit', button: 'Connect Wallet', hasModal: true },
]
