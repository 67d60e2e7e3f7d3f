import * as t from 'io-ts'

/**
 * The frame's own configuration, served from its own origin (config.json), never taken from the dapp:
 * a dapp that could name the auth service could point the frame at one it controls.
 */
export const FrameConfig = t.type({
  authUrl: t.string,
  recoveryUrl: t.string,
  /** Chain JSON-RPC endpoints by EVM chain id. */
  rpcUrls: t.record(t.string, t.string),
  defaultChainId: t.number,
})
export type FrameConfig = t.TypeOf<typeof FrameConfig>

export async function loadConfig(): Promise<FrameConfig> {
  const response = await fetch('./config.json', { cache: 'no-store' })
  const decoded = FrameConfig.decode(await response.json())
  if (decoded._tag === 'Left') throw new Error('The frame configuration is malformed')
  return decoded.right
}
