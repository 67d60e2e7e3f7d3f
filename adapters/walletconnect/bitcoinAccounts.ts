import type { AccountRecord } from '../../kernel/codec/account'
import { decode } from '../../kernel/codec/decode'
import type { ConnectionResult } from '../../kernel/ports/adapter'
import { AccountAddresses } from './bitcoinCalls'

/*
 * A WalletConnect Bitcoin account is its payment address (the session's CAIP-10 account, SPEC §4);
 * its ordinals address comes from the wallet's getAccountAddresses answer, which a wallet may also
 * put in the session's properties under this key (a JSON string), so a restore reads it offline.
 */
export const ACCOUNT_ADDRESSES_PROPERTY = 'bip122_getAccountAddresses'

const isTaproot = (address: string) => /^(bc|tb|bcrt)1p/i.test(address)

/** The getAccountAddresses answer the session's properties carry, decoded; undefined when absent or malformed. */
export function addressesInProperties(session: { readonly sessionProperties?: Readonly<Record<string, string>> } | undefined): AccountAddresses | undefined {
  const text = session?.sessionProperties?.[ACCOUNT_ADDRESSES_PROPERTY]
  if (text === undefined) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return undefined
  }
  const decoded = decode(AccountAddresses, parsed, ACCOUNT_ADDRESSES_PROPERTY)
  return decoded.ok ? decoded.value : undefined
}

/** The payment account first, then the ordinals address the wallet listed (its intention, else a taproot address). */
export function bitcoinRecords(payment: string, listed: AccountAddresses | undefined): AccountRecord[] {
  const ordinals = (listed ?? []).find((a) => a.address !== payment && (a.intention === 'ordinal' || (a.intention === undefined && isTaproot(a.address))))
  return [
    { namespace: 'bip122', address: payment, type: 'payment' },
    ...(ordinals ? [{ namespace: 'bip122' as const, address: ordinals.address, type: 'ordinal' as const, ...(ordinals.publicKey ? { publicKey: ordinals.publicKey } : {}) }] : []),
  ]
}

const holdsBitcoin = (connection: { readonly accounts?: ReadonlyArray<AccountRecord> }) => connection.accounts?.[0]?.namespace === 'bip122'

/** The connection's bip122 account (answered first or beside), or undefined. */
export function bitcoinPayment(result: ConnectionResult): string | undefined {
  return holdsBitcoin(result) ? result.address : result.namespaces?.bip122?.address
}

/** The connection with its bip122 account list holding the ordinals address too. */
export function withOrdinals(result: ConnectionResult, listed: AccountAddresses | undefined): ConnectionResult {
  if (listed === undefined) return result
  if (holdsBitcoin(result)) return { ...result, accounts: bitcoinRecords(result.address, listed) }
  const held = result.namespaces?.bip122
  return held ? { ...result, namespaces: { ...result.namespaces, bip122: { ...held, accounts: bitcoinRecords(held.address, listed) } } } : result
}

/** Whether the connection already knows its ordinals address. */
export const knowsOrdinals = (result: ConnectionResult): boolean =>
  [result, result.namespaces?.bip122].some((c) => c?.accounts?.some((a) => a.namespace === 'bip122' && a.type === 'ordinal') === true)
