import { serve, type RunningServer } from '../http/serve'
import { BITCOIN_DEV_ACCOUNT_COUNT, BITCOIN_GENESIS_HASH, ORDINALS_FUNDING, PAYMENT_FUNDING } from './config'
import { esploraListener } from './esplora'
import { deriveBitcoinAccounts, type BitcoinDevAccount } from './keys'
import { createBitcoinLedger, type BitcoinLedger } from './ledger'

export interface BitcoinLedgerOptions {
  readonly host: string
  /** 0 (default) picks a free port. */
  readonly port?: number
  readonly mnemonic: string
  readonly accountCount?: number
  /** Unix seconds for block times (default: the wall clock). */
  readonly now?: () => number
}

export interface RunningBitcoinLedger {
  readonly ledger: BitcoinLedger
  readonly accounts: ReadonlyArray<BitcoinDevAccount>
  /** Esplora REST base URL (no trailing slash). */
  readonly esploraUrl: string
  stop(): Promise<void>
}

/** The devnet's Bitcoin ledger with its dev accounts funded in block 1, behind Esplora on loopback. */
export async function startBitcoinLedger(options: BitcoinLedgerOptions): Promise<RunningBitcoinLedger> {
  const accounts = deriveBitcoinAccounts(options.mnemonic, options.accountCount ?? BITCOIN_DEV_ACCOUNT_COUNT)
  const ledger = createBitcoinLedger({
    genesisHash: BITCOIN_GENESIS_HASH,
    now: options.now ?? (() => Math.floor(Date.now() / 1000)),
    funding: accounts.flatMap((account) => [
      ...PAYMENT_FUNDING.map((value) => ({ address: account.payment.address, value })),
      ...ORDINALS_FUNDING.map((value) => ({ address: account.ordinals.address, value })),
    ]),
  })
  const server: RunningServer = await serve(esploraListener(ledger), options.host, options.port ?? 0)
  return { ledger, accounts, esploraUrl: server.url.replace(/\/+$/, ''), stop: () => server.close() }
}
