import { DecodeError, decode, decodeOrThrow } from '../codec/decode'
import type { Network } from '../codec/network'
import type { CaipNetworkId } from '../codec/primitives'
import { AirlockError, isAirlockError } from '../errors/AirlockError'
import { thrownMessages, type AlertCode } from '../errors/messages'
import type { PlatformPort } from '../ports/platform'
import { OptionsCodec, type AirlockOptionsInput } from './codecs'
import { Locale, defaultLocale } from './locale'
import {
  defaultConnectorTypeOrder,
  defaultEndpoints,
  defaultFeatureSwitches,
  defaultSocials,
  defaultThemeMode,
  defaultWalletFeaturesOrder,
  specDefaultAccountTypes,
} from './defaults'
import { socialsForPlatform } from './socialsForPlatform'
import type { ResolvedFeatures, ResolvedOptions } from './types'

export type OptionsPlatform = Pick<PlatformPort, 'origin' | 'os' | 'isTelegram'>

export interface OptionsResolution {
  readonly options: ResolvedOptions
  /** Alerts to raise once the kernel runs (SPEC §8 codes). */
  readonly alerts: ReadonlyArray<AlertCode>
  /** Options refused without refusing the rest (an unknown `locale`: English instead), for the kernel to log. */
  readonly refused: ReadonlyArray<DecodeError>
}

/**
 * Decode the integrator's options and apply every default (SPEC §1, §4, §5, DESIGN §10). Pure.
 *
 * - projectId missing or blank: resolves anyway, with the PROJECT_ID_NOT_CONFIGURED alert (SPEC §5).
 * - defaultNetwork not among `networks`: resolves on the first network, with the
 *   SWITCH_NETWORK_NOT_FOUND alert ("Network Not Found: network must be in the networks array",
 *   SPEC §8) — the same treatment the SPEC gives a missing projectId: the page keeps working.
 * - siwx and siweConfig both set: throws AirlockError 'Cannot set both `siweConfig` and `siwx` options'.
 * - anything else malformed: throws a DecodeError whose shortMessage is SPEC §5's generic message and
 *   whose message names the option path (e.g. "options: features.swaps: Expected boolean received string").
 *
 * Throws nothing but AirlockError (DecodeError is one), whatever `raw` is.
 */
export function resolveOptions(raw: unknown, platform: OptionsPlatform): OptionsResolution {
  try {
    return resolve(decodeOrThrow(OptionsCodec, raw, 'options'), platform)
  } catch (cause) {
    if (isAirlockError(cause)) throw cause
    // Options come from outside: a hostile getter is a refusal of the input, not a kernel crash.
    throw new DecodeError([{ path: '', message: safeString(cause) }], 'options')
  }
}

function safeString(value: unknown): string {
  try {
    return String(value)
  } catch {
    return typeof value
  }
}

const unique = <A>(as: ReadonlyArray<A>): ReadonlyArray<A> => [...new Set(as)]

function resolve(input: AirlockOptionsInput, platform: OptionsPlatform): OptionsResolution {
  if (input.siwx !== undefined && input.siweConfig !== undefined) {
    throw new AirlockError(thrownMessages.siwxAndSiweConfig, { category: 'options' })
  }
  const alerts: AlertCode[] = []
  const locale = decode(Locale, input.locale ?? defaultLocale, 'options.locale')

  const projectId = input.projectId?.trim() ?? ''
  if (projectId === '') alerts.push('PROJECT_ID_NOT_CONFIGURED')

  const networks: ReadonlyArray<Network> = [...input.networks]
  const first = networks[0]
  // The Networks codec refuses an empty list; this satisfies the type checker.
  if (!first) throw new DecodeError([{ path: 'networks', message: 'Required' }], 'options')
  let defaultNetwork = first
  if (input.defaultNetwork !== undefined) {
    const wanted = typeof input.defaultNetwork === 'string' ? input.defaultNetwork : input.defaultNetwork.caipNetworkId
    const found = networks.find((n) => n.caipNetworkId === wanted)
    if (found) defaultNetwork = found
    else alerts.push('SWITCH_NETWORK_NOT_FOUND')
  }

  const options: ResolvedOptions = {
    projectId,
    metadata: {
      name: input.metadata?.name ?? hostOf(platform.origin),
      description: input.metadata?.description ?? '',
      url: input.metadata?.url ?? platform.origin,
      icons: [...(input.metadata?.icons ?? [])],
    },
    networks,
    defaultNetwork,
    adapters: [...(input.adapters ?? [])],
    customRpcUrls: Object.fromEntries(
      Object.entries(input.customRpcUrls ?? {}).map(([id, urls]) => [
        id,
        urls.map((entry) => ({ url: typeof entry === 'string' ? entry : entry.url })),
      ]),
    ) as Record<CaipNetworkId, ReadonlyArray<{ readonly url: string }>>,
    features: resolveFeatures(input.features ?? {}, platform),
    tokens: { ...(input.tokens ?? {}) },
    termsConditionsUrl: input.termsConditionsUrl,
    privacyPolicyUrl: input.privacyPolicyUrl,
    customWallets: [...(input.customWallets ?? [])],
    includeWalletIds: [...(input.includeWalletIds ?? [])],
    excludeWalletIds: [...(input.excludeWalletIds ?? [])],
    featuredWalletIds: [...(input.featuredWalletIds ?? [])],
    allowUnsupportedChain: input.allowUnsupportedChain ?? false,
    enableEIP6963: input.enableEIP6963 ?? true,
    enableWalletConnect: input.enableWalletConnect ?? true,
    enableNetworkSwitch: input.enableNetworkSwitch ?? true,
    debug: input.debug ?? false,
    themeMode: input.themeMode ?? defaultThemeMode,
    themeVariables: dropUndefined(input.themeVariables ?? {}),
    locale: locale.ok ? locale.value : defaultLocale,
    defaultAccountTypes: { ...specDefaultAccountTypes, ...dropUndefined(input.defaultAccountTypes ?? {}) },
    siwx: input.siwx,
    siweConfig: input.siweConfig,
    enableEmbedded: input.enableEmbedded ?? false,
    disableAppend: input.disableAppend ?? false,
    endpoints: { ...defaultEndpoints, ...dropUndefined(input.endpoints ?? {}) },
    swapNetworks: [...(input.swapNetworks ?? [])],
  }
  return { options: Object.freeze(options), alerts, refused: locale.ok ? [] : [locale.error] }
}

function resolveFeatures(
  input: NonNullable<AirlockOptionsInput['features']>,
  platform: OptionsPlatform,
): ResolvedFeatures {
  const switches = { ...defaultFeatureSwitches, ...dropUndefined(pickSwitches(input)) }
  const socials = input.socials === false ? [] : unique(input.socials ?? defaultSocials)
  return Object.freeze({
    ...switches,
    socials: socialsForPlatform(socials, platform),
    connectorTypeOrder: unique(input.connectorTypeOrder ?? defaultConnectorTypeOrder),
    walletFeaturesOrder: unique(input.walletFeaturesOrder ?? defaultWalletFeaturesOrder),
    connectMethodsOrder: input.connectMethodsOrder ? unique(input.connectMethodsOrder) : undefined,
  })
}

function pickSwitches(input: NonNullable<AirlockOptionsInput['features']>) {
  const { socials: _s, connectorTypeOrder: _c, walletFeaturesOrder: _w, connectMethodsOrder: _m, ...switches } = input
  return switches
}

/** `{ a: undefined }` must not override a default when spread. */
function dropUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}

function hostOf(origin: string): string {
  try {
    return new URL(origin).host || origin
  } catch {
    return origin
  }
}
