import { describe, it } from 'vitest'
import { distinctUntilChanged, map } from 'rxjs'
import { createTestScheduler } from '../../test/harness/marbles'
import { createIdentityService, type IdentityTarget } from './createIdentityService'
import type { IdentityApi } from './identityApi'
import type { CaipNetworkId } from '../codec/primitives'

const mainnet = 'eip155:1' as CaipNetworkId
const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as CaipNetworkId

describe('identity service (SPEC §3 profileName/profileImage, §7 identity)', () => {
  it('§7 the active eip155 account gets its profile name and image; a new account replaces the lookup', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const api: Pick<IdentityApi, 'getIdentity'> = {
        getIdentity: ({ address }) =>
          address === '0xslow' ? cold('50ms (a|)', { a: { name: 'slow.eth' } }) : cold('10ms (a|)', { a: { name: `${address}.eth`, avatar: 'img' } }),
      }
      const targets = cold<IdentityTarget>('a 19ms b 9ms c', {
        a: { address: '0xabc', caipNetworkId: mainnet, namespace: 'eip155' },
        b: { address: '0xslow', caipNetworkId: mainnet, namespace: 'eip155' },
        c: { address: '0xdef', caipNetworkId: mainnet, namespace: 'eip155' },
      })
      const service = createIdentityService({ api }, { target$: targets })
      service.run$.subscribe()
      const shown = service.state$.pipe(map((s) => `${s.address ?? '-'}|${s.profileName ?? '-'}|${s.profileImage ?? '-'}|${s.loading}`))
      expectObservable(shown).toBe('a 9ms b 9ms c 9ms d 9ms e', {
        a: '0xabc|-|-|true',
        b: '0xabc|0xabc.eth|img|false',
        c: '0xslow|-|-|true',
        d: '0xdef|-|-|true',
        e: '0xdef|0xdef.eth|img|false',
      })
    })
  })

  it('§9 names only on eip155: a solana account clears the profile without a lookup', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const api: Pick<IdentityApi, 'getIdentity'> = { getIdentity: () => cold('1ms (a|)', { a: { name: 'x.eth' } }) }
      const targets = cold<IdentityTarget>('a 4ms b', {
        a: { address: '0xabc', caipNetworkId: mainnet, namespace: 'eip155' },
        b: { address: 'So1', caipNetworkId: solana, namespace: 'solana' },
      })
      const service = createIdentityService({ api }, { target$: targets })
      service.run$.subscribe()
      expectObservable(service.state$.pipe(map((s) => s.profileName ?? '-'), distinctUntilChanged())).toBe('a b 3ms c', {
        a: '-',
        b: 'x.eth',
        c: '-',
      })
    })
  })
})
