import type { UserOperation } from 'viem/account-abstraction'
import { DEVNET_PROJECT_ID } from '../config'

/** What the devnet's paymaster service agrees to pay for. */
export interface SponsorshipPolicy {
  /** Projects whose operations are sponsored (the paymaster URL names the project). */
  readonly projectIds: ReadonlyArray<string>
  /** The most gas one operation may reserve: every gas limit and preVerificationGas added up. */
  readonly maxGasPerOperation: bigint
}

export const DEFAULT_SPONSORSHIP_POLICY: SponsorshipPolicy = {
  projectIds: [DEVNET_PROJECT_ID],
  maxGasPerOperation: 2_000_000n,
}

/** The gas an operation reserves, the amount its prefund is computed from. */
export const reservedGas = (operation: UserOperation<'0.8'>): bigint =>
  operation.verificationGasLimit +
  operation.callGasLimit +
  operation.preVerificationGas +
  (operation.paymasterVerificationGasLimit ?? 0n) +
  (operation.paymasterPostOpGasLimit ?? 0n)

/** Why the policy declines, or undefined when it sponsors the operation. */
export function refusalOf(policy: SponsorshipPolicy, projectId: string | undefined, operation: UserOperation<'0.8'>): { rule: string; message: string } | undefined {
  if (projectId === undefined) return { rule: 'project', message: 'Sponsorship refused: the paymaster URL names no projectId' }
  if (!policy.projectIds.includes(projectId)) {
    return { rule: 'project', message: `Sponsorship refused: project "${projectId}" has no sponsorship policy on this paymaster` }
  }
  const gas = reservedGas(operation)
  if (gas > policy.maxGasPerOperation) {
    return {
      rule: 'gasCap',
      message: `Sponsorship refused: the operation reserves ${gas} gas, above the ${policy.maxGasPerOperation} this paymaster sponsors per operation`,
    }
  }
  return undefined
}
