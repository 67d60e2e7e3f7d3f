/**
 * Keeps a WalletConnect core's traffic on the devnet. The relay URL and telemetry are options; two
 * calls have none (see devnet/relay/README.md):
 * - WalletKit's init sends an INIT event to the hosted events API whatever `telemetryEnabled` says;
 * - a wallet resolves the Verify attestation of every proposal and request against the hosted
 *   Verify server (only the hosted URLs are trusted), waiting up to 5 s when it is unreachable.
 * The test wallet replaces both on its own core instance: no verification ("UNKNOWN" validation),
 * which is what an offline wallet shows anyway.
 */
import type { ICore } from '@walletconnect/types'

export function keepCoreLocal(core: ICore): void {
  core.eventClient.init = async () => undefined
  // The SDK's own resolve answers undefined when it cannot verify; its declared type omits that case.
  core.verify.resolve = (async () => undefined) as unknown as ICore['verify']['resolve']
}
