import type { DevnetChain } from '../context'

/** The two onramp providers (SPEC §9: the first serves eip155 only, the second eip155 and solana). */
export const ONRAMP_PROVIDERS = [
  { id: 'devnet-card', name: 'Devnet Card', namespaces: ['eip155'] },
  { id: 'devnet-ramp', name: 'Devnet Ramp', namespaces: ['eip155', 'solana'] },
] as const
export type OnrampProviderId = (typeof ONRAMP_PROVIDERS)[number]['id']

/** SPEC §9 onramp limits (the same as the fallback list): card 10–7,500, ACH bank 10–25,000. */
export const PAYMENT_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const

/** SPEC §9 provider fee range 1–2 %: each provider takes its own share inside it. */
export const PROVIDER_FEE: Readonly<Record<OnrampProviderId, number>> = { 'devnet-card': 0.015, 'devnet-ramp': 0.01 }
/** A flat network fee in the payment currency. */
export const NETWORK_FEE = '0.50'

/** Fiat per unit of each purchasable asset (USD; EUR at the devnet's rate). */
export const ASSET_USD_PRICE: Readonly<Record<string, number>> = { DUSD: 1, DVT: 2.5 }
export const FIAT_RATE: Readonly<Record<string, number>> = { USD: 1, EUR: 0.92 }

/** SPEC §3 onramp options, from the devnet chains' deployed tokens. */
export function onrampOptions(chains: ReadonlyArray<DevnetChain>) {
  const asset = (symbol: 'DUSD' | 'DVT', key: 'stablecoin' | 'token', name: string) => ({
    id: symbol,
    name,
    symbol,
    networks: chains.map((chain) => ({
      name: `devnet-${chain.chainId}`,
      display_name: chain.name,
      chain_id: String(chain.chainId),
      contract_address: chain.contracts.fungibles[key].address,
    })),
  })
  return {
    purchaseCurrencies: [asset('DUSD', 'stablecoin', 'Devnet Dollar'), asset('DVT', 'token', 'Devnet Token')],
    paymentCurrencies: Object.keys(FIAT_RATE).map((id) => ({ id, payment_method_limits: PAYMENT_LIMITS.map((l) => ({ ...l })) })),
  }
}
