import { describe, expect, it } from 'vitest'
import { DecodeError } from '../codec/decode'
import { AirlockError } from '../errors/AirlockError'
import { alertCatalogue, schemaMessages, thrownMessages } from '../errors/messages'
import { createStaticPlatform } from '../ports/platform'
import { defineEvmNetwork } from '../networks/defineNetwork'
import { mainnet, polygon, solana } from '../networks'
import { resolveOptions } from './resolveOptions'

const platform = createStaticPlatform({ origin: 'https://dapp.example' })
const base = { projectId: 'p1', networks: [mainnet] }
const resolve = (extra: Record<string, unknown> = {}) => resolveOptions({ ...base, ...extra }, platform)
const options = (extra: Record<string, unknown> = {}) => resolve(extra).options

/** The error `fn` throws (fails the test when it throws nothing). */
function thrown(fn: () => unknown): unknown {
  try {
    fn()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

function decodeErrorOf(extra: Record<string, unknown>): DecodeError {
  const error = thrown(() => resolve(extra))
  expect(error).toBeInstanceOf(DecodeError)
  return error as DecodeError
}

describe('resolveOptions: projectId (SPEC §1, §5)', () => {
  it('§5 options: projectId missing gives the PROJECT_ID_NOT_CONFIGURED alert and the options still resolve', () => {
    const { options, alerts } = resolveOptions({ networks: [mainnet] }, platform)
    expect(alerts).toEqual(['PROJECT_ID_NOT_CONFIGURED'])
    expect(alertCatalogue.PROJECT_ID_NOT_CONFIGURED.description).toBe('project id not configured')
    expect(options.projectId).toBe('')
    expect(options.networks).toEqual([mainnet])
  })

  it('§5 options: an empty or blank projectId is not configured either', () => {
    expect(resolve({ projectId: '' }).alerts).toEqual(['PROJECT_ID_NOT_CONFIGURED'])
    expect(resolve({ projectId: '   ' }).alerts).toEqual(['PROJECT_ID_NOT_CONFIGURED'])
  })

  it('§5 options: a configured projectId raises no alert', () => {
    const { options, alerts } = resolve()
    expect(alerts).toEqual([])
    expect(options.projectId).toBe('p1')
  })

  it('§5 generic messages: a projectId of the wrong type is refused, naming the option', () => {
    const error = decodeErrorOf({ projectId: 42 })
    expect(error.shortMessage).toBe(schemaMessages.expected('string', 'number'))
    expect(error.message).toContain('projectId: Expected string received number')
  })
})

describe('resolveOptions: sign-in (SPEC §1)', () => {
  it('§1 options: setting both siwx and siweConfig throws "Cannot set both `siweConfig` and `siwx` options"', () => {
    const error = thrown(() => resolve({ siwx: {}, siweConfig: {} }))
    expect(error).toBeInstanceOf(AirlockError)
    expect(error).not.toBeInstanceOf(DecodeError)
    expect((error as AirlockError).shortMessage).toBe(thrownMessages.siwxAndSiweConfig)
    expect((error as AirlockError).message).toBe('Cannot set both `siweConfig` and `siwx` options')
  })

  it('§1 options: siwx alone or siweConfig alone is kept as given', () => {
    const siwx = { getSessions: () => Promise.resolve([]) }
    expect(options({ siwx }).siwx).toBe(siwx)
    expect(options({ siwx }).siweConfig).toBeUndefined()
    const siweConfig = { getNonce: () => Promise.resolve('n') }
    expect(options({ siweConfig }).siweConfig).toBe(siweConfig)
  })

  it('§1 options: siwx set to undefined counts as not set', () => {
    expect(() => resolve({ siwx: undefined, siweConfig: {} })).not.toThrow()
  })

  it('§5 generic messages: a siwx that is not an object is refused', () => {
    expect(decodeErrorOf({ siwx: 'yes' }).message).toMatch(/siwx: Expected .* received string/)
  })
})

describe('resolveOptions: theme (SPEC §1, §5)', () => {
  it('§1 theme: default theme mode is dark', () => {
    expect(options().themeMode).toBe('dark')
  })

  it('§5 theme mode is light or dark', () => {
    expect(options({ themeMode: 'light' }).themeMode).toBe('light')
    const error = decodeErrorOf({ themeMode: 'blue' })
    expect(error.shortMessage).toMatch(/^Expected .*'light'.* received string$/)
    expect(error.message).toContain('themeMode:')
  })

  it('§1 themeVariables: the renderer variables are kept; unknown names and bad values are refused', () => {
    expect(options().themeVariables).toEqual({})
    const themeVariables = { '--airlock-accent': '#47a1ff', '--airlock-z-index': 999 }
    expect(options({ themeVariables }).themeVariables).toEqual(themeVariables)
    expect(options({ themeVariables: { '--airlock-accent': undefined } }).themeVariables).toEqual({})
    expect(decodeErrorOf({ themeVariables: { accent: 'red' } }).message).toContain('themeVariables.accent:')
    expect(decodeErrorOf({ themeVariables: { '--airlock-acent': 'red' } }).message).toContain('themeVariables.--airlock-acent:')
    expect(decodeErrorOf({ themeVariables: { '--airlock-accent': true } }).shortMessage).toBe(
      schemaMessages.expected('string | number', 'boolean'),
    )
  })
})

describe('resolveOptions: features (SPEC §1)', () => {
  it('§1 features: swaps, onramp, receive, send, email, emailShowWallets, history, analytics, allWallets default on', () => {
    const { features } = options()
    for (const flag of [
      'swaps',
      'onramp',
      'receive',
      'send',
      'email',
      'emailShowWallets',
      'history',
      'analytics',
      'allWallets',
    ] as const) {
      expect(features[flag], flag).toBe(true)
    }
  })

  it('§1 features: legalCheckbox, smartSessions, collapseWallets, pay default off', () => {
    const { features } = options()
    for (const flag of ['legalCheckbox', 'smartSessions', 'collapseWallets', 'pay'] as const) {
      expect(features[flag], flag).toBe(false)
    }
  })

  it('§1 features: a flag the integrator sets changes that flag only', () => {
    const { features } = options({ features: { swaps: false, pay: true, analytics: undefined } })
    expect(features.swaps).toBe(false)
    expect(features.pay).toBe(true)
    expect(features.analytics).toBe(true)
    expect(features.onramp).toBe(true)
    expect(features.legalCheckbox).toBe(false)
  })

  it('§5 generic messages: a feature flag of the wrong type says "Expected boolean received string" and names it', () => {
    const error = decodeErrorOf({ features: { swaps: 'yes' } })
    expect(error.shortMessage).toBe('Expected boolean received string')
    expect(error.message).toContain('features.swaps: Expected boolean received string')
    expect(error.issues).toEqual([{ path: 'features.swaps', message: 'Expected boolean received string' }])
  })

  it('§1 socials: default google, x, discord, farcaster, github, apple, facebook', () => {
    expect(options().features.socials).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
  })

  it('§1 socials: the integrator list is kept in order (farcaster included, DESIGN §10); false means none', () => {
    expect(options({ features: { socials: ['farcaster', 'github'] } }).features.socials).toEqual(['farcaster', 'github'])
    expect(options({ features: { socials: false } }).features.socials).toEqual([])
    expect(options({ features: { socials: [] } }).features.socials).toEqual([])
  })

  it('§5 social provider is one of the known providers', () => {
    const error = decodeErrorOf({ features: { socials: ['google', 'myspace'] } })
    expect(error.message).toContain('features.socials.1:')
    expect(error.shortMessage).toMatch(/^Expected .*'google'.* received string$/)
  })

  it('§5 Telegram social filtering: iOS removes google, macOS removes x, Android removes facebook and x', () => {
    const socialsOn = (os: 'ios' | 'macos' | 'android' | 'windows', isTelegram = true) =>
      resolveOptions(base, createStaticPlatform({ os, isTelegram })).options.features.socials
    expect(socialsOn('ios')).toEqual(['x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(socialsOn('macos')).toEqual(['google', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(socialsOn('android')).toEqual(['google', 'discord', 'farcaster', 'github', 'apple'])
    expect(socialsOn('windows')).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(socialsOn('android', false)).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
  })

  it('§1 connector order: default walletConnect, recent, injected, featured, custom, external, recommended', () => {
    expect(options().features.connectorTypeOrder).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
    const connectorTypeOrder = ['injected', 'walletConnect', 'injected']
    expect(options({ features: { connectorTypeOrder } }).features.connectorTypeOrder).toEqual(['injected', 'walletConnect'])
    expect(decodeErrorOf({ features: { connectorTypeOrder: ['usb'] } }).message).toContain(
      'features.connectorTypeOrder.0:',
    )
  })

  it('§1 wallet feature order: default onramp, swaps, receive, send', () => {
    expect(options().features.walletFeaturesOrder).toEqual(['onramp', 'swaps', 'receive', 'send'])
    const walletFeaturesOrder = ['send', 'receive']
    expect(options({ features: { walletFeaturesOrder } }).features.walletFeaturesOrder).toEqual(['send', 'receive'])
  })

  it('§1 connect-method order: left undefined unless the integrator sets it (it depends on injected wallets)', () => {
    expect(options().features.connectMethodsOrder).toBeUndefined()
    const connectMethodsOrder = ['social', 'wallet', 'email']
    expect(options({ features: { connectMethodsOrder } }).features.connectMethodsOrder).toEqual(connectMethodsOrder)
  })
})

describe('resolveOptions: switches (SPEC §1)', () => {
  it('§1 options: enableEIP6963, enableWalletConnect, enableNetworkSwitch default true', () => {
    const o = options()
    expect([o.enableEIP6963, o.enableWalletConnect, o.enableNetworkSwitch]).toEqual([true, true, true])
    const off = options({ enableEIP6963: false, enableWalletConnect: false, enableNetworkSwitch: false })
    expect([off.enableEIP6963, off.enableWalletConnect, off.enableNetworkSwitch]).toEqual([false, false, false])
  })

  it('§1 options: allowUnsupportedChain defaults false', () => {
    expect(options().allowUnsupportedChain).toBe(false)
    expect(options({ allowUnsupportedChain: true }).allowUnsupportedChain).toBe(true)
  })

  it('§1 options: debug defaults false', () => {
    expect(options().debug).toBe(false)
    expect(options({ debug: true }).debug).toBe(true)
  })

  it('§2 / DESIGN §10: enableEmbedded and disableAppend default false (the modal is appended to the body)', () => {
    expect(options().enableEmbedded).toBe(false)
    expect(options().disableAppend).toBe(false)
    expect(options({ enableEmbedded: true, disableAppend: true })).toMatchObject({
      enableEmbedded: true,
      disableAppend: true,
    })
  })
})

describe('resolveOptions: account types (SPEC §4, DESIGN §10)', () => {
  it('§4 preferred account type defaults: eip155 smartAccount, bip122 payment, polkadot eoa, solana eoa', () => {
    expect(options().defaultAccountTypes).toEqual({
      eip155: 'smartAccount',
      bip122: 'payment',
      polkadot: 'eoa',
      solana: 'eoa',
    })
  })

  it('DESIGN §10 defaultAccountTypes overrides the SPEC §4 defaults per namespace', () => {
    expect(options({ defaultAccountTypes: { eip155: 'eoa' } }).defaultAccountTypes).toEqual({
      eip155: 'eoa',
      bip122: 'payment',
      polkadot: 'eoa',
      solana: 'eoa',
    })
    expect(decodeErrorOf({ defaultAccountTypes: { eip155: 'payment' } }).message).toContain(
      'defaultAccountTypes.eip155:',
    )
  })
})

describe('resolveOptions: networks (DESIGN §10, SPEC §8)', () => {
  it('DESIGN §10 networks: required ("Required")', () => {
    const error = thrown(() => resolveOptions({ projectId: 'p1' }, platform)) as DecodeError
    expect(error).toBeInstanceOf(DecodeError)
    expect(error.shortMessage).toBe(schemaMessages.required)
    expect(error.issues).toEqual([{ path: 'networks', message: 'Required' }])
  })

  it('DESIGN §10 networks: at least one ("Required" for an empty list)', () => {
    const error = decodeErrorOf({ networks: [] })
    expect(error.issues).toEqual([{ path: 'networks', message: 'Required' }])
  })

  it('DESIGN §10 networks: two networks with one CAIP-2 id are refused at the second', () => {
    const error = decodeErrorOf({ networks: [mainnet, polygon, { ...mainnet }] })
    expect(error.issues[0]?.path).toBe('networks.2.caipNetworkId')
  })

  it('§5 CAIP-2: a network with a malformed caipNetworkId is refused, naming it', () => {
    const error = decodeErrorOf({ networks: [{ ...mainnet, caipNetworkId: 'eip155' }] })
    expect(error.message).toContain('networks.0.caipNetworkId: Expected CaipNetworkId received string')
  })

  it('DESIGN §10 networks: networks of several namespaces and defineEvmNetwork chains are accepted', () => {
    const local = defineEvmNetwork({ id: 31337, name: 'Local', rpcUrls: 'http://127.0.0.1:8545' })
    expect(options({ networks: [local, mainnet, solana] }).networks).toEqual([local, mainnet, solana])
  })

  it('DESIGN §10 defaultNetwork: the first network when not set', () => {
    expect(options({ networks: [polygon, mainnet] }).defaultNetwork).toBe(polygon)
  })

  it('DESIGN §10 defaultNetwork: given as a network or as its CAIP-2 id, resolved to the entry of networks', () => {
    expect(options({ networks: [polygon, mainnet], defaultNetwork: mainnet }).defaultNetwork).toBe(mainnet)
    expect(options({ networks: [polygon, mainnet], defaultNetwork: { ...mainnet } }).defaultNetwork).toBe(mainnet)
    expect(options({ networks: [polygon, mainnet], defaultNetwork: 'eip155:1' }).defaultNetwork).toBe(mainnet)
  })

  it('§8 Network Not Found: a defaultNetwork outside networks raises SWITCH_NETWORK_NOT_FOUND and starts on the first', () => {
    const { options, alerts } = resolve({ networks: [polygon, mainnet], defaultNetwork: solana })
    expect(alerts).toEqual(['SWITCH_NETWORK_NOT_FOUND'])
    expect(alertCatalogue.SWITCH_NETWORK_NOT_FOUND.title).toBe('Network Not Found')
    expect(options.defaultNetwork).toBe(polygon)
    expect(resolve({ defaultNetwork: 'eip155:999' }).alerts).toEqual(['SWITCH_NETWORK_NOT_FOUND'])
  })

  it('§5 CAIP-2: a defaultNetwork id with 3 parts is refused', () => {
    expect(decodeErrorOf({ defaultNetwork: 'eip155:1:x' }).message).toContain('defaultNetwork:')
  })

  it('§1 customRpcUrls: strings and { url } entries both become { url } per CAIP-2 id', () => {
    const customRpcUrls = { 'eip155:1': ['https://a.example', { url: 'https://b.example' }] }
    expect(options({ customRpcUrls }).customRpcUrls).toEqual({
      'eip155:1': [{ url: 'https://a.example' }, { url: 'https://b.example' }],
    })
    expect(options().customRpcUrls).toEqual({})
  })

  it('§5 CAIP-2: a customRpcUrls key that is not a CAIP-2 id is refused, not dropped', () => {
    expect(decodeErrorOf({ customRpcUrls: { mainnet: ['https://a.example'] } }).message).toContain(
      'customRpcUrls.mainnet: Expected CaipNetworkId received string',
    )
    expect(decodeErrorOf({ customRpcUrls: { 'eip155:1': ['ftp://a.example'] } }).message).toContain(
      'customRpcUrls.eip155:1.0:',
    )
  })

  it('§1 tokens: kept per CAIP-2 id; a bad id or a token without address is refused', () => {
    const tokens = { 'eip155:1': { address: '0xabc', image: 'https://img.example/t.png' } }
    expect(options({ tokens }).tokens).toEqual(tokens)
    expect(decodeErrorOf({ tokens: { eth: { address: '0x' } } }).message).toContain('tokens.eth:')
    expect(decodeErrorOf({ tokens: { 'eip155:1': {} } }).issues).toEqual([
      { path: 'tokens.eip155:1.address', message: 'Required' },
    ])
  })
})

describe('resolveOptions: adapters and endpoints (DESIGN §10)', () => {
  it('DESIGN §10 adapters: default none; each adapter factory is kept as the same object', () => {
    expect(options().adapters).toEqual([])
    class EvmAdapterFactory {
      readonly id = 'evm'
      readonly namespaces = ['eip155' as const]
      create(): never {
        throw new Error('not started here')
      }
    }
    const factory = new EvmAdapterFactory()
    const [kept] = options({ adapters: [factory] }).adapters
    expect(kept).toBe(factory)
  })

  it('DESIGN §5 adapters: a factory without namespaces it knows, a name or a create function is refused', () => {
    expect(decodeErrorOf({ adapters: [{}] }).issues.map((i) => i.path)).toEqual(['adapters.0.namespaces', 'adapters.0.id', 'adapters.0.create'])
    expect(decodeErrorOf({ adapters: [{ id: 'x', namespaces: ['tron'], create: () => undefined }] }).message).toContain('adapters.0.namespaces.0')
  })

  it('DESIGN §10 endpoints: production defaults, each overridable alone', () => {
    const defaults = options().endpoints
    for (const url of [defaults.apiUrl, defaults.catalogueUrl, defaults.frameUrl]) expect(url).toMatch(/^https:\/\//)
    expect(defaults.relayUrl).toMatch(/^wss:\/\//)
    const local = options({ endpoints: { apiUrl: 'http://127.0.0.1:4000', relayUrl: 'ws://127.0.0.1:4001' } })
    expect(local.endpoints).toEqual({ ...defaults, apiUrl: 'http://127.0.0.1:4000', relayUrl: 'ws://127.0.0.1:4001' })
  })

  it('DESIGN §10 endpoints: a relay URL must be ws(s), the others http(s)', () => {
    expect(decodeErrorOf({ endpoints: { relayUrl: 'https://relay.example' } }).message).toContain('endpoints.relayUrl:')
    expect(decodeErrorOf({ endpoints: { apiUrl: 'not a url' } }).message).toContain('endpoints.apiUrl:')
  })
})

describe('resolveOptions: the rest of SPEC §1', () => {
  it('§1 metadata: defaults from the page origin; given fields are kept', () => {
    expect(options().metadata).toEqual({
      name: 'dapp.example',
      description: '',
      url: 'https://dapp.example',
      icons: [],
    })
    const metadata = { name: 'Dapp', description: 'A dapp', url: 'https://dapp.example', icons: ['https://i/x.png'] }
    expect(options({ metadata }).metadata).toEqual(metadata)
  })

  it('§1 terms and privacy links: http(s) links are kept; javascript: is refused', () => {
    const o = options({ termsConditionsUrl: 'https://dapp.example/terms', privacyPolicyUrl: '/privacy' })
    expect(o.termsConditionsUrl).toBe('https://dapp.example/terms')
    expect(o.privacyPolicyUrl).toBe('/privacy')
    expect(options().termsConditionsUrl).toBeUndefined()
    expect(decodeErrorOf({ termsConditionsUrl: 'javascript:alert(1)' }).message).toContain('termsConditionsUrl:')
  })

  it('§1 wallet lists: customWallets, includeWalletIds, excludeWalletIds, featuredWalletIds default empty and are kept', () => {
    const o = options()
    expect([o.customWallets, o.includeWalletIds, o.excludeWalletIds, o.featuredWalletIds]).toEqual([[], [], [], []])
    const customWallets = [{ id: 'mine', name: 'My Wallet', mobile_link: 'mine://', rdns: 'com.mine' }]
    const given = options({ customWallets, includeWalletIds: ['a'], excludeWalletIds: ['b'], featuredWalletIds: ['c'] })
    expect(given.customWallets).toEqual(customWallets)
    expect([given.includeWalletIds, given.excludeWalletIds, given.featuredWalletIds]).toEqual([['a'], ['b'], ['c']])
    expect(decodeErrorOf({ customWallets: [{ id: 'x' }] }).issues).toEqual([{ path: 'customWallets.0.name', message: 'Required' }])
    expect(decodeErrorOf({ excludeWalletIds: 'b' }).message).toContain('excludeWalletIds:')
  })

  it('§5 generic messages: options that are not an object are refused', () => {
    expect((thrown(() => resolveOptions(undefined, platform)) as DecodeError).shortMessage).toBe('Required')
    expect((thrown(() => resolveOptions(null, platform)) as DecodeError).shortMessage).toMatch(/^Expected .* received null$/)
  })

  it('unknown option names are ignored', () => {
    expect(() => resolve({ somethingElse: 1 })).not.toThrow()
  })

  it('resolved options are frozen (one object shared by every service)', () => {
    const o = options()
    expect(Object.isFrozen(o)).toBe(true)
    expect(Object.isFrozen(o.features)).toBe(true)
  })
})

describe('resolveOptions: links an integrator passes (SPEC §1 customWallets, terms and privacy URLs)', () => {
  it('§1 customWallets: a script link is dropped and the wallet kept with its good links', () => {
    const o = options({
      customWallets: [
        {
          id: 'mine',
          name: 'My Wallet',
          mobile_link: 'JaVaScRiPt:alert(1)',
          desktop_link: '\u0000javascript:alert(1)',
          webapp_link: 'https://mine.example/app',
          homepage: 'data:text/html,<script>alert(1)</script>',
          image_url: 'java\tscript:alert(1)',
        },
      ],
    })
    expect(o.customWallets).toHaveLength(1)
    const [wallet] = o.customWallets
    expect(wallet?.mobile_link).toBe('')
    expect(wallet?.desktop_link).toBe('')
    expect(wallet?.homepage).toBe('')
    expect(wallet?.image_url).toBe('')
    expect(wallet?.webapp_link).toBe('https://mine.example/app')
  })

  it('§1 terms and privacy URLs: script links in any disguise are refused', () => {
    for (const link of ['JaVaScRiPt:alert(1)', '\u0000javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'vbscript:x']) {
      expect(decodeErrorOf({ termsConditionsUrl: link }).message).toContain('termsConditionsUrl:')
      expect(decodeErrorOf({ privacyPolicyUrl: link }).message).toContain('privacyPolicyUrl:')
    }
  })
})

describe('resolveOptions: locale (the renderer’s language)', () => {
  it('a known locale is kept; none means English', () => {
    expect(resolve({ locale: 'de' }).options.locale).toBe('de')
    expect(resolve({ locale: 'zh-TW' }).options.locale).toBe('zh-TW')
    expect(resolve().options.locale).toBe('en')
    expect(resolve().refused).toEqual([])
  })

  it('an unknown locale does not refuse the options: English instead, and a decode error naming the option and the locales it takes', () => {
    const { options, refused } = resolve({ locale: 'xx-YY' })
    expect(options.locale).toBe('en')
    expect(refused).toHaveLength(1)
    expect(refused[0]).toBeInstanceOf(DecodeError)
    expect(refused[0]!.message).toContain('options.locale')
    expect(refused[0]!.message).toMatch(/options\.locale: Expected 'ar' \| 'de' .* received string$/)
  })
})
