import * as t from 'io-ts'

/** What the demo server tells the page about the devnet it started (decoded before use). */
export const DemoConfig = t.intersection(
  [
    t.type({
      projectId: t.string,
      apiUrl: t.string,
      catalogueUrl: t.string,
      chains: t.array(
        t.type({
          chainId: t.number,
          name: t.string,
          rpcUrl: t.string,
          explorerUrl: t.string,
          nativeCurrency: t.type({ name: t.string, symbol: t.string, decimals: t.number }),
        }),
      ),
      /** A token of the first chain to pay in (the devnet dollar). */
      payToken: t.type({ chainId: t.number, address: t.string, symbol: t.string, decimals: t.number }),
      /** The devnet's development accounts, to send to (their keys stay on the server). */
      accounts: t.array(t.type({ address: t.string, name: t.union([t.string, t.null]) })),
    }),
    t.partial({
      /** The devnet's WalletConnect relay (ws://), when it runs one. */
      relayUrl: t.string,
      /** The devnet's local Solana cluster, when it runs one. */
      solana: t.type({
        clusterId: t.string,
        name: t.string,
        rpcUrl: t.string,
        nativeCurrency: t.type({ name: t.string, symbol: t.string, decimals: t.number }),
      }),
      /** The embedded wallet's secure frame and the devnet inbox its login codes arrive in, when it runs them. */
      embedded: t.type({ frameUrl: t.string, inboxUrl: t.string }),
      /** The devnet's local Bitcoin ledger (regtest), when it runs one: its Esplora API is the RPC URL. */
      bitcoin: t.type({
        chainId: t.string,
        name: t.string,
        esploraUrl: t.string,
        nativeCurrency: t.type({ name: t.string, symbol: t.string, decimals: t.number }),
      }),
    }),
  ],
  'DemoConfig',
)
export type DemoConfig = t.TypeOf<typeof DemoConfig>
