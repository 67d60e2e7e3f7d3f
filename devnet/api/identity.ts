import type { DevnetContext } from '../context'
import { json } from '../http/reply'
import type { Router } from '../http/router'
import { parseAddress } from './params'
import { notFound } from '../http/problem'
import { coinTypeOf, profileOf } from './names'

/** ENS-like names of the first dev accounts (index → name); the rest have no identity. */
export const IDENTITY_NAMES: ReadonlyArray<string> = ['alice.devnet', 'bob.devnet', 'carol.devnet', 'dave.devnet']

/** The address's newest registered name, else its dev account's name; avatars only for dev accounts. */
export function identityOf(devnet: DevnetContext, address: string): { name: string | null; avatar: string | null } {
  const registered = devnet.names.namesOf(address)[0]
  const own = devAccountIdentity(devnet, address)
  return registered ? { name: registered.name, avatar: own.avatar } : own
}

function devAccountIdentity(devnet: DevnetContext, address: string): { name: string | null; avatar: string | null } {
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

/**
 * SPEC §7 GET /v1/profile/account/{name}?apiVersion → {name, addresses by coin type, attributes}: the
 * dev account's address under 60 and each devnet chain's coin type, or a registered name's; 404 for a name nobody holds.
 */
export const profileRoutes = (devnet: DevnetContext) => (router: Router) =>
  router.get('/v1/profile/account/:name', (context) => {
    const name = (context.params.name ?? '').toLowerCase()
    const registered = devnet.names.lookup(name)
    if (registered) return json(profileOf(devnet, registered))
    const index = IDENTITY_NAMES.indexOf(name)
    const account = index < 0 ? undefined : devnet.accounts.find((a) => a.index === index)
    if (!account) throw notFound(`No profile for ${name}`)
    const entry = { address: account.address }
    const addresses: Record<string, { address: string }> = { '60': entry }
    for (const chain of devnet.chains) addresses[String(coinTypeOf(chain.chainId))] = entry
    const { avatar } = identityOf(devnet, account.address)
    return json({ name, registered: 0, updated: 0, addresses, attributes: avatar ? [{ avatar }] : [] })
  })
