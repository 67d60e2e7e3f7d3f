import type { TrackEventName } from '../errors/messages'

/** SPEC §9 "Wallet pages: 40 entries, images for the first 20". */
export const WALLET_PAGE_SIZE = 40
export const WALLET_PAGE_EAGER_IMAGES = 20

/** SPEC §9 "Wallet search: 100 entries, minimum delay 300 ms"; DESIGN §10 input debounce 300 ms. */
export const WALLET_SEARCH_ENTRIES = 100
export const WALLET_SEARCH_DEBOUNCE_MS = 300
export const WALLET_SEARCH_MIN_LOADING_MS = 300

/** SPEC §9 "Recommended wallets: 4". */
export const RECOMMENDED_WALLETS = 4

/**
 * SPEC §5: on mobile a catalogue wallet needs a mobile link, "with exceptions for two specific
 * wallets (not named in the source)". We name them: the two wallets SPEC §7 reaches by their own
 * mobile deep links instead of a WalletConnect link, Phantom (browse link) and Coinbase Wallet
 * (dapp link). Ids are their catalogue ids.
 */
export const MOBILE_LINK_EXCEPTIONS: ReadonlyArray<string> = [
  // Phantom
  'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393',
  // Coinbase Wallet
  'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa',
]

/** SPEC §5: the generic connector for an injected provider nobody announced. */
export const GENERIC_BROWSER_WALLET_NAME = 'Browser Wallet'

/** Track event name of SPEC §8 sent for each search. */
export const SEARCH_WALLET_EVENT = 'SEARCH_WALLET' satisfies TrackEventName

/**
 * The catalogue unreachable: asked again quietly, at most this many times, waiting twice as long each
 * time from CATALOGUE_RETRY_MS (2 s, 4 s, 8 s). The installed wallets and WalletConnect need none of it.
 */
export const CATALOGUE_RETRIES = 3
export const CATALOGUE_RETRY_MS = 2_000
