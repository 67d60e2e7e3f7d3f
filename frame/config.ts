import * as t from 'io-ts'

/**
 * The frame's own configuration, served from its own origin (config.json), never taken from the dapp:
 * a dapp that could name the auth service could point the frame at one it controls.
 */
export const FrameConfig = t.intersection([
  t.type({
    authUrl: t.string,
    recoveryUrl: t.string,
    /** Chain JSON-RPC endpoints by EVM chain id. */
    rpcUrls: t.record(t.string, t.string),
    defaultChainId: t.number,
  }),
  t.partial({
    /**
     * SPEC §3 smartAccountEnabledNetworks: by EVM chain id, the ERC-4337 bundler, EntryPoint (v0.8) and
     * smart account factory the wallet's smart account uses there; chains left out offer the EOA only.
     * With a paymasterUrl (an ERC-7677 paymaster service) the account's operations there are
     * sponsored; without one the account pays its own gas.
     */
    smartAccounts: t.record(
      t.string,
      t.intersection([t.type({ bundlerUrl: t.string, entryPoint: t.string, factory: t.string }), t.partial({ paymasterUrl: t.string })]),
    ),
  }),
])
export type FrameConfig = t.TypeOf<typeof FrameConfig>

export async function loadConfig(): Promise<FrameConfig> {
  const response = await fetch('./config.json', { cache: 'no-store' })
  const decoded = FrameConfig.decode(await response.json())
  if (decoded._tag === 'Left') throw new Error('The frame configuration is malformed')
  return decoded.right
}
