import type { DevnetContext } from '../context'
import { json } from '../http/reply'
import type { Router } from '../http/router'
import { parseAddress } from './params'

/** ENS-like names of the first dev accounts (index → name); the rest have no identity. */
export const IDENTITY_NAMES: ReadonlyArray<string> = ['alice.devnet', 'bob.devnet', 'carol.devnet', 'dave.devnet']

export function identityOf(devnet: DevnetContext, address: string): { name: string | null; avatar: string | null } {
  const account = devnet.accounts.find((a) => a.address.toLowerCase() === address.toLowerCase())
  const name = account ? IDENTITY_NAMES[account.index] : undefined
  if (!name) return { name: null, avatar: null }
  const handle = name.split('.')[0] ?? name
  return { name, avatar: `${devnet.urls.catalogue}/public/getAssetImage/avatar-${handle}` }
}

/** SPEC §7 GET /v1/identity/{address}?sender → {avatar, name}, both null for an address without one. */
export const identityRoutes = (devnet: DevnetContext) => (router: Router) =>
  router.get('/v1/identity/:address', (context) => {
    const address = parseAddress(context.params.address ?? '')
    const sender = context.query.get('sender')
    if (sender) parseAddress(sender, 'sender')
    return json(identityOf(devnet, address))
  })
