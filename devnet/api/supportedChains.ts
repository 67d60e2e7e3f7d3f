import type { DevnetContext } from '../context'
import { json } from '../http/reply'
import type { Router } from '../http/router'
import { SOLANA_CAIP_NETWORK_ID } from '../solana/config'
import { BITCOIN_CAIP_NETWORK_ID } from '../bitcoin/config'

/** SPEC §7 GET v1/supported-chains → {http, ws}: the devnet chains, over http only (no ws RPC here). */
export const supportedChainsRoutes = (devnet: DevnetContext) => (router: Router) =>
  router.get('/v1/supported-chains', () => json({
    http: [...devnet.chains.map((chain) => chain.caipNetworkId), ...(devnet.solana ? [SOLANA_CAIP_NETWORK_ID] : []), ...(devnet.bitcoin ? [BITCOIN_CAIP_NETWORK_ID] : [])],
    ws: [],
  }))
