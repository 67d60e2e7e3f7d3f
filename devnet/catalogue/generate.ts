import { createHash } from 'node:crypto'
import { DEVNET_WALLET_INFO } from '../config'

/** A catalogue entry as GET /getWallets sends it (SPEC §3 plus badge_type). */
export interface CatalogueWallet {
  readonly id: string
  readonly name: string
  readonly image_id: string
  readonly rdns: string | null
  readonly mobile_link: string | null
  readonly desktop_link: string | null
  readonly webapp_link: string | null
  readonly chains: ReadonlyArray<string>
  readonly badge_type: 'certified' | 'none'
}

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'
const EVM_MAINNETS = [1, 10, 56, 100, 137, 324, 8453, 42161, 43114, 59144]

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex')

/** An image id shaped like the real catalogue's (a UUID), derived from the wallet name. */
const imageIdOf = (name: string): string => {
  const h = sha256(`image:${name}`)
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`
}

/** mulberry32: a tiny seeded generator, so the catalogue is the same on every start. */
function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

const STEMS = [
  'Aur', 'Bel', 'Cor', 'Dex', 'Elo', 'Fen', 'Gal', 'Hex', 'Ion', 'Jun', 'Kai', 'Lum', 'Mir', 'Nov', 'Orb', 'Pax',
  'Qua', 'Rho', 'Sol', 'Tal', 'Uni', 'Vex', 'Wyn', 'Xen', 'Yar', 'Zel', 'Arc', 'Bri', 'Cyn', 'Dra', 'Ember', 'Flux',
]
const TAILS = ['a', 'o', 'ix', 'ra', 'on', 'is', 'ex', 'um', 'ia', 'yn', 'el', 'ar', 'io', 'us', 'en', 'ox']
const KINDS = ['Wallet', 'Vault', 'Pay', 'Safe', 'Keys', 'Pocket', 'Wallet', 'Chain', 'Fi', 'Wallet', 'Hub', 'Pass']

/**
 * Real-world names the kernel refers to (SPEC §5's mobile-link exceptions use these ids) plus the
 * Devnet Wallet, so an announced Devnet Wallet matches its catalogue entry by rdns.
 */
const CURATED: ReadonlyArray<Omit<CatalogueWallet, 'id' | 'image_id' | 'badge_type'> & { id?: string }> = [
  {
    name: 'MetaMask',
    rdns: 'io.metamask',
    mobile_link: 'metamask://',
    desktop_link: null,
    webapp_link: null,
    chains: ['eip155:1', 'eip155:10', 'eip155:137', 'eip155:8453', 'eip155:42161'],
  },
  {
    name: 'Trust Wallet',
    rdns: 'com.trustwallet.app',
    mobile_link: 'trust://',
    desktop_link: null,
    webapp_link: null,
    chains: ['eip155:1', 'eip155:56', 'eip155:137', SOLANA],
  },
  {
    id: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa',
    name: 'Coinbase Wallet',
    rdns: 'com.coinbase.wallet',
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    chains: ['eip155:1', 'eip155:8453', 'eip155:10', SOLANA],
  },
  {
    id: 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393',
    name: 'Phantom',
    rdns: 'app.phantom',
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    chains: [SOLANA, 'eip155:1', 'eip155:8453', BITCOIN],
  },
  {
    name: 'Rainbow',
    rdns: 'me.rainbow',
    mobile_link: 'rainbow://',
    desktop_link: null,
    webapp_link: null,
    chains: ['eip155:1', 'eip155:10', 'eip155:8453', 'eip155:42161'],
  },
  {
    name: 'Ledger Live',
    rdns: null,
    mobile_link: 'ledgerlive://',
    desktop_link: 'ledgerlive://',
    webapp_link: null,
    chains: ['eip155:1', 'eip155:137', BITCOIN],
  },
  {
    name: DEVNET_WALLET_INFO.name,
    rdns: DEVNET_WALLET_INFO.rdns,
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    chains: [],
  },
]

/** How many entries the generated catalogue holds (the issue asks for at least 700). */
export const CATALOGUE_SIZE = 720

/** The demo's WalletConnect wallet page (demo/wallet), listed when the demo tells the devnet its URL. */
export const WALLET_PAGE_NAME = 'Devnet WalletConnect Wallet'

export interface CatalogueOptions {
  readonly size?: number
  /**
   * URL of a wallet page that pairs from `<url>wc?uri=<encoded wc: URI>` (the demo's /wallet/). Given,
   * the catalogue lists WALLET_PAGE_NAME right after the Devnet Wallet with it as desktop and web link.
   */
  readonly walletPageUrl?: string
}

/**
 * The wallet catalogue: curated entries first, then generated ones in a fixed "ranking" order. Most
 * EVM wallets also list the devnet chains (as real wallets accept any EVM network), so a modal
 * configured with only devnet networks still has a catalogue to show.
 */
export function generateCatalogue(devnetChains: ReadonlyArray<string>, options: CatalogueOptions = {}): CatalogueWallet[] {
  const size = options.size ?? CATALOGUE_SIZE
  const random = seeded(0xa1e10c)
  const pick = <T>(items: ReadonlyArray<T>): T => items[Math.floor(random() * items.length)] as T
  const wallets: CatalogueWallet[] = []
  const names = new Set<string>()
  const add = (entry: Omit<CatalogueWallet, 'id' | 'image_id' | 'badge_type'> & { id?: string }) => {
    names.add(entry.name.toLowerCase())
    wallets.push({
      ...entry,
      id: entry.id ?? sha256(`wallet:${entry.name}`),
      image_id: imageIdOf(entry.name),
      // The first 60 by rank are "certified", as the real catalogue badges its best-known wallets.
      badge_type: wallets.length < 60 ? 'certified' : 'none',
    })
  }
  for (const curated of CURATED) {
    add({ ...curated, chains: curated.name === DEVNET_WALLET_INFO.name ? [...devnetChains] : [...curated.chains, ...devnetChains] })
  }
  if (options.walletPageUrl !== undefined) {
    // The modal appends `wc?uri=…` to an http(s) link (ui/views/routeData.ts walletLink).
    const link = options.walletPageUrl.endsWith('/') ? options.walletPageUrl : `${options.walletPageUrl}/`
    add({ name: WALLET_PAGE_NAME, rdns: null, mobile_link: null, desktop_link: link, webapp_link: link, chains: [...devnetChains] })
  }
  while (wallets.length < size) {
    const word = `${pick(STEMS)}${pick(TAILS)}`
    const name = random() < 0.75 ? `${word} ${pick(KINDS)}` : word
    if (names.has(name.toLowerCase())) continue
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '')
    const family = random()
    const evm = family < 0.84
    const chains = [
      ...(evm ? ['eip155:1', ...EVM_MAINNETS.slice(1).filter(() => random() < 0.4).map((id) => `eip155:${id}`)] : []),
      ...(evm && random() < 0.9 ? devnetChains : []),
      ...(family >= 0.6 ? [SOLANA] : []),
      ...(family >= 0.9 ? [BITCOIN] : []),
    ]
    add({
      name,
      rdns: random() < 0.7 ? `${pick(['com', 'io', 'app', 'xyz'])}.${slug}` : null,
      mobile_link: random() < 0.78 ? (random() < 0.7 ? `${slug}://` : `https://${slug}.app/wc`) : null,
      desktop_link: random() < 0.15 ? `${slug}-desktop://` : null,
      webapp_link: random() < 0.2 ? `https://app.${slug}.io` : null,
      chains,
    })
  }
  return wallets
}
