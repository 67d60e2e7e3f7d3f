import { EMPTY, distinctUntilChanged, map, switchMap, type Observable } from 'rxjs'
import { createService, handleOf, type Effect } from '../core/createService'
import type { CaipNetworkId, ChainNamespace } from '../codec/primitives'
import type { IdentityApi } from './identityApi'
import type { Identity } from './identity'
import { IDENTITY_NAMESPACES } from './constants'
import { initialIdentityState } from './initialState'

export interface IdentityTarget {
  readonly address?: string | undefined
  readonly caipNetworkId?: CaipNetworkId | undefined
  readonly namespace?: ChainNamespace | undefined
}

export interface IdentityState {
  /** The address the profile belongs to (undefined when none is looked up). */
  readonly address: string | undefined
  /** SPEC §3 account state profileName / profileImage. */
  readonly profileName: string | undefined
  readonly profileImage: string | undefined
  readonly loading: boolean
}

export type IdentityCommand =
  | { readonly type: 'targetChanged'; readonly target: IdentityTarget }
  | { readonly type: 'loaded'; readonly address: string; readonly identity: Identity }
  | { readonly type: 'renamed'; readonly address: string; readonly name: string }

export { initialIdentityState }

const lookable = (
  target: IdentityTarget,
): target is IdentityTarget & { address: string; caipNetworkId: CaipNetworkId; namespace: ChainNamespace } =>
  !!target.address && !!target.caipNetworkId && !!target.namespace && IDENTITY_NAMESPACES.includes(target.namespace)

export function reduceIdentity(state: IdentityState, command: IdentityCommand): IdentityState {
  switch (command.type) {
    case 'targetChanged':
      return lookable(command.target)
        ? { address: command.target.address, profileName: undefined, profileImage: undefined, loading: true }
        : initialIdentityState
    case 'loaded':
      // An answer for an address no longer shown is stale.
      if (command.address !== state.address) return state
      return { ...state, profileName: command.identity.name, profileImage: command.identity.avatar, loading: false }
    case 'renamed':
      // SPEC §4 name registration: on success the profile name is set (for the account that registered).
      if (command.address.toLowerCase() !== state.address?.toLowerCase()) return state
      return { ...state, profileName: command.name, loading: false }
  }
}

/**
 * The active account's profile name and image (SPEC §3), from the identity call (SPEC §7), eip155
 * only. A new account replaces the lookup still running (latest wins).
 */
export function createIdentityService(
  deps: { readonly api: Pick<IdentityApi, 'getIdentity'> & Partial<Pick<IdentityApi, 'rememberName'>> },
  inputs: { readonly target$: Observable<IdentityTarget>; readonly renamed$?: Observable<{ readonly address: string; readonly name: string }> },
) {
  const lookup: Effect<IdentityState, IdentityCommand> = (command$) =>
    command$.pipe(
      switchMap((command): Observable<IdentityCommand> => {
        if (command.type !== 'targetChanged' || !lookable(command.target)) return EMPTY
        const { address, caipNetworkId } = command.target
        return deps.api
          .getIdentity({ address, caipNetworkId })
          .pipe(map((identity): IdentityCommand => ({ type: 'loaded', address, identity })))
      }),
    )

  // The cached identity learns the new name too, so the next lookup within its lifetime shows it.
  const remember: Effect<IdentityState, IdentityCommand> = (command$) =>
    command$.pipe(
      switchMap((command): Observable<IdentityCommand> => {
        if (command.type === 'renamed') deps.api.rememberName?.(command.address, command.name)
        return EMPTY
      }),
    )

  const service = createService<IdentityState, IdentityCommand>({
    initial: initialIdentityState,
    reduce: reduceIdentity,
    effects: [lookup, remember],
    inputs: [
      inputs.target$.pipe(
        distinctUntilChanged(
          (a, b) => a.address === b.address && a.caipNetworkId === b.caipNetworkId && a.namespace === b.namespace,
        ),
        map((target): IdentityCommand => ({ type: 'targetChanged', target })),
      ),
      ...(inputs.renamed$ ? [inputs.renamed$.pipe(map(({ address, name }): IdentityCommand => ({ type: 'renamed', address, name })))] : []),
    ],
  })

  return handleOf(service)
}

export type IdentityService = ReturnType<typeof createIdentityService>
