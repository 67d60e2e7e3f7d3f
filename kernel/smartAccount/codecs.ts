import * as t from 'io-ts'
import { NamespaceAccountType } from '../codec/account'

/** SPEC §7 get smart account enabled networks: the chain ids (numbers) the wallet offers its smart account on. */
export const EnabledNetworksAnswer = t.type({ smartAccountEnabledNetworks: t.array(t.number) }, 'EnabledNetworksAnswer')

/** SPEC §7 init smart account: its address (counterfactual until deployed) and whether it has code. */
export const InitSmartAccountAnswer = t.type({ address: t.string, isDeployed: t.boolean }, 'InitSmartAccountAnswer')

/** SPEC §3 embedded wallet user as set preferred account answers it: the account the wallet now acts as. */
export const SwitchedUser = t.intersection(
  [
    t.type({ address: t.string, accounts: t.array(t.type({ address: t.string, type: NamespaceAccountType })) }),
    t.partial({ preferredAccountType: NamespaceAccountType, smartAccountDeployed: t.boolean }),
  ],
  'SwitchedUser',
)
