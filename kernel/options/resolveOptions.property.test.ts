import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AirlockError } from '../errors/AirlockError'
import { createStaticPlatform } from '../ports/platform'
import { mainnet, polygon, solana } from '../networks'
import { resolveOptions } from './resolveOptions'

const platform = createStaticPlatform()

const optionNames = [
  'projectId',
  'metadata',
  'customRpcUrls',
  'features',
  'tokens',
  'termsConditionsUrl',
  'privacyPolicyUrl',
  'customWallets',
  'includeWalletIds',
  'excludeWalletIds',
  'featuredWalletIds',
  'allowUnsupportedChain',
  'enableEIP6963',
  'enableWalletConnect',
  'enableNetworkSwitch',
  'debug',
  'themeMode',
  'themeVariables',
  'defaultAccountTypes',
  'siwx',
  'siweConfig',
  'defaultNetwork',
  'adapters',
  'enableEmbedded',
  'disableAppend',
  'endpoints',
] as const

const anything = fc.anything({ withNullPrototype: true, withObjectString: true, withBoxedValues: true })

/** Options whose every field is arbitrary, on top of valid networks: reaches each field's codec. */
const nearlyValid = fc.record(
  Object.fromEntries(optionNames.map((name) => [name, anything])) as Record<(typeof optionNames)[number], typeof anything>,
  { requiredKeys: [] },
)

/** Outcome: resolved, or refused with an AirlockError; anything else fails the property. */
function resolvesOrRefuses(raw: unknown): boolean {
  try {
    resolveOptions(raw, platform)
    return true
  } catch (error) {
    if (error instanceof AirlockError) return true
    throw error
  }
}

describe('resolveOptions property (DESIGN §8: arbitrary input never throws, bad input is refused)', () => {
  it('§5 options: any input either resolves or throws an AirlockError (DecodeError included)', () => {
    fc.assert(fc.property(anything, resolvesOrRefuses), { numRuns: 500 })
  })

  it('§5 options: any field value beside valid networks resolves or throws an AirlockError', () => {
    fc.assert(
      fc.property(nearlyValid, fc.subarray([mainnet, polygon, solana], { minLength: 1 }), (fields, networks) =>
        resolvesOrRefuses({ ...fields, networks }),
      ),
      { numRuns: 500 },
    )
  })

  it('§1 features: whatever valid flags are set, every flag resolves to a boolean and unset flags keep defaults', () => {
    const flags = fc.record(
      { swaps: fc.boolean(), pay: fc.boolean(), legalCheckbox: fc.boolean(), history: fc.boolean() },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(flags, (features) => {
        const resolved = resolveOptions({ networks: [mainnet], features }, platform).options.features
        expect(resolved.swaps).toBe(features.swaps ?? true)
        expect(resolved.pay).toBe(features.pay ?? false)
        expect(resolved.legalCheckbox).toBe(features.legalCheckbox ?? false)
        expect(resolved.history).toBe(features.history ?? true)
        expect(resolved.onramp).toBe(true)
      }),
    )
  })

  it('§5 options: a throwing getter in the options is refused with an AirlockError', () => {
    const hostile = {
      networks: [mainnet],
      get features(): never {
        throw new Error('boom')
      },
    }
    expect(() => resolveOptions(hostile, platform)).toThrow(AirlockError)
    const revoked = Proxy.revocable({}, {})
    revoked.revoke()
    expect(() => resolveOptions(revoked.proxy, platform)).toThrow(AirlockError)
  })
})
