/**
 * fast-check arbitraries of valid values for every codec in kernel/codec (tests only: imports
 * fast-check, a dev dependency; never exported from kernel/codec/index.ts).
 */
import fc from 'fast-check'
import type * as t from 'io-ts'
import { chainNamespaces } from '../primitives'
import type { Network } from '../network'
import type { Connector } from '../connector'
import type { TokenBalance } from '../token'
import type { WalletAsset } from '../assets'
import type { AccountRecord, AccountState, EmbeddedWalletUser } from '../account'
import type { ChainEntry, NetworkState } from '../chain'
import type { Transaction, Transfer } from '../transaction'
import type { SiwxMessageFields, SiwxSession } from '../siwx'
import type { SendTokenState } from '../send'
import type { OnrampOptions, OnrampQuote } from '../onramp'
import type { SmartSession } from '../smartSession'
import type { WalletCatalogueEntry } from '../wallet'
import type { Call } from '../calls'

type Out<C extends t.Mixed> = t.OutputOf<C>

const chars = (alphabet: string, minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength, maxLength })

const hexDigits = '0123456789abcdefABCDEF'
const base58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

export const text = fc.string({ maxLength: 12 })
export const nullableText = fc.option(text, { nil: null })
export const amount = fc.double({ noNaN: true, noDefaultInfinity: true })
export const decimalText = fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String)

/** URLs the safe-URL codecs keep unchanged (kernel/codec/safe.ts). */
export const webLink = fc.webUrl({ validSchemes: ['https'] })
export const imageUrl = fc.oneof(
  webLink,
  fc.constant(''),
  fc.constantFrom('http://127.0.0.1:4701/getWalletImage/x', 'data:image/png;base64,iVBORw0KGgo=', 'data:image/svg+xml,%3Csvg%2F%3E', '/icons/eth.png'),
)
export const walletLink = fc.oneof(webLink, fc.constantFrom('metamask://', 'trust:', 'rainbow://wc', 'http://127.0.0.1:4700/wallet/', ''))
export const nullableWalletLink = fc.option(walletLink, { nil: null })

export const chainNamespace = fc.constantFrom(...chainNamespaces)
const caipPart = chars('abcdefghijklmnopqrstuvwxyz0123456789-_', 1, 12)
export const caipNetworkId = fc.tuple(chainNamespace, caipPart).map(([ns, ref]) => `${ns}:${ref}`)
export const caipAddress = fc.tuple(chainNamespace, caipPart, caipPart).map(([ns, ref, a]) => `${ns}:${ref}:${a}`)
export const accountType = fc.constantFrom('eoa' as const, 'smartAccount' as const)
export const namespaceAccountType = fc.constantFrom(
  'eoa' as const,
  'smartAccount' as const,
  'payment' as const,
  'ordinal' as const,
  'stx' as const,
)
export const socialProvider = fc.constantFrom(
  'google' as const,
  'github' as const,
  'apple' as const,
  'facebook' as const,
  'x' as const,
  'discord' as const,
)
export const email = fc.stringMatching(/^[a-z0-9._%+-]{1,12}@[a-z0-9-]{1,10}(\.[a-z]{2,6}){1,2}$/)

export const evmAddress = fc.tuple(fc.boolean(), chars(hexDigits, 40, 40)).map(([prefix, h]) => `${prefix ? '0x' : ''}${h}`)
export const solanaAddress = chars(base58, 32, 44)
export const hexPrefixed = chars(hexDigits, 0, 80).map((h) => `0x${h}`)
export const transactionHash = chars(hexDigits, 64, 64).map((h) => `0x${h}`)
export const signedMessage = chars(hexDigits, 62, 140).map((h) => `0x${h}`)
export const accountName = chars('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-', 4, 24)

export const call: fc.Arbitrary<Out<typeof Call>> = fc.record(
  {
    to: hexPrefixed,
    data: hexPrefixed,
    value: fc.oneof(decimalText, fc.nat(), fc.bigInt({ min: 0n, max: 10n ** 24n })),
  },
  { requiredKeys: ['to'] },
)

export const network: fc.Arbitrary<Out<typeof Network>> = fc.record(
  {
    id: fc.oneof(fc.nat(), caipPart),
    caipNetworkId,
    name: text,
    nativeCurrency: fc.record({ name: text, symbol: text, decimals: fc.nat({ max: 30 }) }),
    rpcUrls: fc.record({ default: fc.record({ http: fc.array(fc.webUrl(), { maxLength: 2 }) }) }),
    chainNamespace,
    blockExplorers: fc.record({ default: fc.record({ name: text, url: webLink }) }),
    assets: fc.record({ imageId: text, imageUrl }, { requiredKeys: [] }),
    testnet: fc.boolean(),
  },
  { requiredKeys: ['id', 'caipNetworkId', 'name', 'nativeCurrency', 'rpcUrls', 'chainNamespace'] },
)

export const connector: fc.Arbitrary<Out<typeof Connector>> = fc.record(
  {
    id: text,
    type: fc.constantFrom(
      'INJECTED' as const,
      'ANNOUNCED' as const,
      'EXTERNAL' as const,
      'WALLET_CONNECT' as const,
      'AUTH' as const,
      'MULTI_CHAIN' as const,
    ),
    name: text,
    chain: chainNamespace,
    imageUrl,
    imageId: text,
    info: fc.record({ rdns: text }, { requiredKeys: [] }),
    explorerId: text,
  },
  { requiredKeys: ['id', 'type', 'name', 'chain'] },
)

export const tokenBalance: fc.Arbitrary<Out<typeof TokenBalance>> = fc.record(
  {
    name: text,
    symbol: text,
    chainId: caipNetworkId,
    address: caipAddress,
    value: amount,
    price: amount,
    quantity: fc.record({ decimals: fc.nat({ max: 36 }).map(String), numeric: decimalText }),
    iconUrl: imageUrl,
  },
  { requiredKeys: ['name', 'symbol', 'chainId', 'price', 'quantity'] },
)

export const walletAsset: fc.Arbitrary<Out<typeof WalletAsset>> = fc.record({
  address: fc.oneof(evmAddress.map((a) => (a.startsWith('0x') ? a : `0x${a}`)), fc.constant('native')),
  balance: fc.bigInt({ min: 0n, max: 10n ** 30n }).map((n) => `0x${n.toString(16)}`),
  type: fc.constantFrom('ERC20' as const, 'NATIVE' as const),
  metadata: fc.record(
    {
      name: text,
      symbol: text,
      decimals: fc.nat({ max: 30 }),
      price: fc.double({ min: 0, max: 1e6, noNaN: true }),
      iconUrl: imageUrl,
      value: amount,
    },
    { requiredKeys: ['name', 'symbol', 'decimals', 'price', 'iconUrl'] },
  ),
})
export const walletAssetsResponse = fc.dictionary(
  fc.nat({ max: 100_000 }).map((n) => `0x${n.toString(16)}`),
  fc.array(walletAsset, { maxLength: 4 }),
  { maxKeys: 3 },
)

export const walletCatalogueEntry: fc.Arbitrary<Out<typeof WalletCatalogueEntry>> = fc.record(
  {
    id: text,
    name: text,
    image_id: nullableText,
    rdns: nullableText,
    mobile_link: nullableWalletLink,
    desktop_link: nullableWalletLink,
    webapp_link: nullableWalletLink,
    chains: fc.option(fc.array(caipNetworkId, { maxLength: 3 }), { nil: null }),
  },
  { requiredKeys: ['id', 'name'] },
)

export const accountRecord: fc.Arbitrary<Out<typeof AccountRecord>> = fc.record(
  { namespace: chainNamespace, address: text, type: namespaceAccountType, publicKey: text, path: text },
  { requiredKeys: ['namespace', 'address', 'type'] },
)

export const embeddedWalletUser: fc.Arbitrary<Out<typeof EmbeddedWalletUser>> = fc.record(
  {
    email: fc.option(email, { nil: null }),
    address: text,
    chainId: fc.oneof(fc.nat(), caipPart),
    accounts: fc.array(fc.record({ address: text, type: accountType }), { maxLength: 3 }),
    userName: nullableText,
    preferredAccountType: namespaceAccountType,
    smartAccountDeployed: fc.boolean(),
  },
  { requiredKeys: ['address', 'chainId', 'accounts', 'preferredAccountType'] },
)

export const accountState: fc.Arbitrary<Out<typeof AccountState>> = fc.record(
  {
    caipAddress,
    address: text,
    status: fc.constantFrom('disconnected' as const, 'connecting' as const, 'connected' as const),
    balance: decimalText,
    balanceSymbol: text,
    profileName: nullableText,
    profileImage: nullableText,
    user: fc.record({ email: fc.option(email, { nil: null }), username: nullableText }, { requiredKeys: [] }),
    addressExplorerUrl: fc.webUrl(),
    smartAccountDeployed: fc.boolean(),
    currentTab: fc.nat({ max: 2 }),
    tokenBalance: fc.array(tokenBalance, { maxLength: 2 }),
    allAccounts: fc.array(accountRecord, { maxLength: 2 }),
    addressLabels: fc.dictionary(text, text, { maxKeys: 2 }),
    connectedWalletInfo: fc.record({ name: text, icon: text, type: text }, { requiredKeys: [] }),
    preferredAccountTypes: fc.record(
      {
        eip155: namespaceAccountType,
        solana: namespaceAccountType,
        polkadot: namespaceAccountType,
        bip122: namespaceAccountType,
        cosmos: namespaceAccountType,
      },
      { requiredKeys: [] },
    ),
    socialProvider,
    socialWindow: fc.anything(),
    farcasterUrl: fc.webUrl(),
  },
  { requiredKeys: [] },
)

export const networkState: fc.Arbitrary<Out<typeof NetworkState>> = fc.record(
  {
    caipNetwork: network,
    supportsAllNetworks: fc.boolean(),
    smartAccountEnabledNetworks: fc.array(fc.nat(), { maxLength: 3 }),
    approvedCaipNetworkIds: fc.array(caipNetworkId, { maxLength: 3 }),
    requestedCaipNetworks: fc.array(network, { maxLength: 2 }),
  },
  { requiredKeys: ['supportsAllNetworks'] },
)

export const chainEntry: fc.Arbitrary<Out<typeof ChainEntry>> = fc.record({
  namespace: chainNamespace,
  caipNetworks: fc.array(network, { maxLength: 2 }),
  networkState,
  accountState,
})

const isoTime = fc
  .date({ min: new Date('2015-01-01T00:00:00Z'), max: new Date('2035-01-01T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString())

export const transfer: fc.Arbitrary<Out<typeof Transfer>> = fc.record(
  {
    quantity: fc.record({ numeric: decimalText }),
    nft_info: fc.option(
      fc.record(
        {
          flags: fc.record({ is_spam: fc.boolean() }),
          name: nullableText,
          content: fc.record({ preview: fc.option(fc.record({ url: imageUrl }), { nil: null }) }, { requiredKeys: [] }),
        },
        { requiredKeys: ['flags'] },
      ),
      { nil: null },
    ),
    fungible_info: fc.option(
      fc.record(
        { symbol: text, name: text, icon: fc.option(fc.record({ url: imageUrl }), { nil: null }) },
        { requiredKeys: ['symbol'] },
      ),
      { nil: null },
    ),
    direction: fc.constantFrom('in' as const, 'out' as const, 'self' as const),
    value: fc.option(amount, { nil: null }),
    price: fc.option(amount, { nil: null }),
  },
  { requiredKeys: ['quantity'] },
)

export const transaction: fc.Arbitrary<Out<typeof Transaction>> = fc.record({
  id: text,
  metadata: fc.record(
    {
      minedAt: isoTime,
      chain: caipNetworkId,
      operationType: fc.constantFrom('send', 'receive', 'trade', 'approve', 'mint', 'execute'),
      status: fc.constantFrom('confirmed' as const, 'failed' as const, 'pending' as const),
      sentFrom: evmAddress,
      sentTo: evmAddress,
      hash: transactionHash,
      nonce: fc.nat(),
    },
    { requiredKeys: ['minedAt', 'chain', 'operationType', 'status', 'sentFrom', 'sentTo'] },
  ),
  transfers: fc.array(transfer, { maxLength: 3 }),
})

export const siwxMessageFields: fc.Arbitrary<Out<typeof SiwxMessageFields>> = fc.record(
  {
    chainId: caipNetworkId,
    accountAddress: evmAddress,
    nonce: text,
    domain: fc.domain(),
    uri: fc.webUrl(),
    version: fc.constant('1'),
    expirationTime: isoTime,
    issuedAt: isoTime,
    notBefore: isoTime,
    requestId: text,
    resources: fc.array(fc.webUrl(), { maxLength: 2 }),
    statement: text,
  },
  { requiredKeys: ['chainId', 'accountAddress', 'nonce', 'domain', 'uri', 'version'] },
)

export const siwxSession: fc.Arbitrary<Out<typeof SiwxSession>> = fc.record(
  {
    data: siwxMessageFields,
    message: text,
    signature: signedMessage,
    cacao: fc.record({
      h: fc.record({ t: fc.constant('caip122') }),
      p: fc.dictionary(text, fc.jsonValue(), { maxKeys: 3 }),
      s: fc.record({ t: fc.constant('eip191'), s: signedMessage, m: text }, { requiredKeys: ['t', 's'] }),
    }),
  },
  { requiredKeys: ['data', 'message', 'signature'] },
)

export const sendTokenState: fc.Arbitrary<Out<typeof SendTokenState>> = fc.record(
  {
    token: tokenBalance,
    sendTokenAmount: amount,
    receiverAddress: evmAddress,
    receiverProfileImageUrl: fc.webUrl(),
    receiverProfileName: text,
    networkBalanceInUSD: decimalText,
    loading: fc.boolean(),
    tokenBalances: fc.array(tokenBalance, { maxLength: 2 }),
    lastRetry: fc.nat(),
  },
  { requiredKeys: ['loading', 'tokenBalances'] },
)

const money = fc.nat({ max: 1_000_000 }).map((n) => (n / 100).toFixed(2))
const onrampAmount = fc.record({ amount: money, currency: fc.constantFrom('USD', 'EUR', 'ETH', 'USDC') })

export const onrampOptions: fc.Arbitrary<Out<typeof OnrampOptions>> = fc.record({
  purchaseCurrencies: fc.array(
    fc.record({
      id: text,
      name: text,
      symbol: text,
      networks: fc.array(
        fc.record({ name: text, display_name: text, chain_id: fc.nat().map(String), contract_address: text }),
        { maxLength: 2 },
      ),
    }),
    { maxLength: 2 },
  ),
  paymentCurrencies: fc.array(
    fc.record({
      id: fc.constantFrom('USD', 'EUR'),
      payment_method_limits: fc.array(fc.record({ id: text, min: money, max: money }), { maxLength: 2 }),
    }),
    { maxLength: 2 },
  ),
})

export const onrampQuote: fc.Arbitrary<Out<typeof OnrampQuote>> = fc.record({
  coinbaseFee: onrampAmount,
  networkFee: onrampAmount,
  paymentSubtotal: onrampAmount,
  paymentTotal: onrampAmount,
  purchaseAmount: onrampAmount,
  quoteId: text,
})

export const nameSuggestion = fc.record({ name: accountName, registered: fc.boolean() }, { requiredKeys: ['name'] })

export const smartSession: fc.Arbitrary<Out<typeof SmartSession>> = fc.record(
  {
    pci: text,
    expiry: fc.nat(),
    createdAt: fc.nat(),
    revokedAt: fc.option(fc.nat(), { nil: null }),
    project: fc.record({ id: text, name: text, url: fc.webUrl(), iconUrl: fc.webUrl() }, { requiredKeys: [] }),
    permissions: fc.array(fc.jsonValue(), { maxLength: 2 }),
    policies: fc.array(fc.jsonValue(), { maxLength: 2 }),
    context: hexPrefixed,
  },
  { requiredKeys: ['pci', 'expiry'] },
)

const profileAttributes = fc.array(fc.dictionary(text, text, { maxKeys: 2 }), { maxLength: 2 })
const profileAddresses = fc.dictionary(fc.nat().map(String), fc.record({ address: evmAddress }), { maxKeys: 3 })

export const profileAccount = fc.record(
  { addresses: profileAddresses, name: text, registered: fc.nat(), updated: fc.nat(), attributes: profileAttributes },
  { requiredKeys: ['addresses'] },
)
export const profileName = fc.record(
  { name: text, addresses: profileAddresses, registered: fc.nat(), updated: fc.nat(), attributes: profileAttributes },
  { requiredKeys: ['name', 'addresses'] },
)

export const convertToken = fc.record(
  { name: text, symbol: text, address: caipAddress, decimals: fc.nat({ max: 36 }), logoUri: imageUrl, eip2612: fc.boolean() },
  { requiredKeys: ['name', 'symbol', 'address', 'decimals'] },
)
export const convertQuote = fc.record({
  fromAmount: decimalText,
  fromAccount: caipAddress,
  toAmount: decimalText,
  toAccount: caipAddress,
})
export const convertTransaction = fc.record(
  {
    to: hexPrefixed,
    data: hexPrefixed,
    from: evmAddress,
    value: decimalText,
    eip155: fc.record({ gas: decimalText, gasPrice: decimalText }, { requiredKeys: [] }),
  },
  { requiredKeys: ['to', 'data'] },
)
