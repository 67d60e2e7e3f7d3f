import { EvmAddress, SolanaAddress, AirlockError, thrownMessages, parseUnits } from '../index'
import type { ChainNamespace } from '../codec/primitives'
import type { TokenBalance } from '../codec/token'
import { isNativeTokenAddress } from '../balance/nativeToken'
import type { TransactionRequest } from '../ports/adapter'
import type { TransactionAction } from '../router/routerState'
import { encodeTransferCalldata } from './transferCalldata'
import { isBitcoinReceiver } from './bitcoinAddress'
import type { SendState, SendTrackEvent, SentTransaction } from './types'
import type { MaxBasis } from './maxAmount'
import * as nameErrors from '../errors/nameErrors'
import * as sendRefusals from '../errors/sendRefusals'

/** A send the wallet can be asked for. */
export interface SendPlan {
  readonly namespace: 'eip155' | 'solana' | 'bip122'
  /** 'native' EVM sends are the ones tracked as SEND_SUCCESS (SPEC §4). */
  readonly kind: 'native' | 'token'
  readonly request: TransactionRequest
  readonly landing: TransactionAction
  readonly track: SendTrackEvent['properties']
  /** What the confirmation shows once the wallet gives the hash. */
  readonly sent: Omit<SentTransaction, 'hash' | 'status' | 'explorerUrl'> & { readonly explorer: string | undefined }
}

/** The explorer page of a transaction: `<default explorer>/tx/<hash>`, as the explorers the SPEC's networks name use. */
export const transactionUrl = (explorer: string | undefined, hash: string): string | undefined =>
  explorer ? `${explorer.replace(/\/+$/, '')}/tx/${hash}` : undefined

export type Planned = { readonly ok: true; readonly plan: SendPlan } | { readonly ok: false; readonly error: AirlockError }

const refuse = (message: string): Planned => ({ ok: false, error: new AirlockError(message, { category: 'validation' }) })

/** SPEC §5 addresses: the receiver checked with the codec of the active chain family. */
export function isReceiverValid(namespace: ChainNamespace | undefined, address: string, networkId?: string | number): boolean {
  if (namespace === 'eip155') return EvmAddress.is(address)
  if (namespace === 'solana') return SolanaAddress.is(address)
  if (namespace === 'bip122') return isBitcoinReceiver(address, networkId)
  // Other families cannot send (SPEC §4 'Unsupported chain'), so their receivers are not judged here.
  return true
}

const with0x = (address: string): string => (address.startsWith('0x') ? address : `0x${address}`)

/** The plain address of a CAIP-10 token address ('eip155:1:0xabc' → '0xabc'). */
const plainAddress = (address: string): string => address.split(':').pop() ?? ''

/** The token's smallest-unit decimals (the balance API sends them as text). */
function decimalsOf(token: TokenBalance | undefined, fallback: number | undefined): number | undefined {
  if (!token) return fallback
  const decimals = Number(token.quantity.decimals)
  return Number.isInteger(decimals) && decimals >= 0 ? decimals : undefined
}

/** The amount in smallest units, or undefined when it does not parse. */
function unitsOf(amount: string, decimals: number): bigint | undefined {
  try {
    return parseUnits(amount, decimals)
  } catch {
    return undefined
  }
}

/** The balance the amount is checked against: the chosen token, else the network's own coin. */
function balanceRow(state: SendState): TokenBalance | undefined {
  if (state.token) return state.token
  const { namespace, network } = state.context
  if (!namespace || !network) return undefined
  return state.tokenBalances.find(
    (row) => row.chainId === network.caipNetworkId && isNativeTokenAddress(namespace, row.address),
  )
}

/** What Max measures: the chosen token's (else the coin's) balance, when it is known and reads. */
export function maxBasisOf(state: SendState): MaxBasis | undefined {
  const row = balanceRow(state)
  const { namespace } = state.context
  const decimals = decimalsOf(row, state.context.network?.nativeCurrency.decimals)
  if (!row || !namespace || decimals === undefined) return undefined
  const balance = unitsOf(row.quantity.numeric, decimals)
  if (balance === undefined) return undefined
  return { balance, decimals, native: isNativeTokenAddress(namespace, row.address) }
}

/**
 * Inline amount check: 'Invalid amount' when it does not parse, 'Insufficient balance' when above the
 * balance. Unknown when there is nothing to measure it by (no decimals, no balance row).
 */
export function amountErrorOf(state: SendState): string | undefined {
  const amount = state.sendTokenAmount?.trim()
  if (!amount) return undefined
  const row = balanceRow(state)
  const decimals = decimalsOf(row, state.context.network?.nativeCurrency.decimals)
  if (decimals === undefined) return undefined
  if (amount.startsWith('-')) return sendRefusals.amountNotPositive
  // Never rounded: digits the token cannot hold would send another amount than the one typed.
  if (fractionDigits(amount) > decimals) return sendRefusals.amountTooPrecise(decimals)
  const units = unitsOf(amount, decimals)
  if (units === undefined) return thrownMessages.invalidAmount
  if (units === 0n) return sendRefusals.amountNotPositive
  const available = row ? unitsOf(row.quantity.numeric, decimals) : undefined
  return available !== undefined && units > available ? sendRefusals.insufficientBalance : undefined
}

const fractionDigits = (amount: string): number => amount.split('.')[1]?.length ?? 0

/** A mixed-case EVM address carries an EIP-55 checksum; all-lowercase and all-uppercase carry none. */
const carriesChecksum = (address: string): boolean => {
  const hex = address.replace(/^0x/, '')
  return hex !== hex.toLowerCase() && hex !== hex.toUpperCase()
}

/**
 * The receiver when its checksum still has to be checked: the hash code loads only then, so a page
 * pays for it when someone types a checksummed address, not before the modal opens.
 */
export function receiverNeedingChecksum(state: SendState): string | undefined {
  const receiver = state.receiverAddress?.trim()
  if (!receiver || state.context.namespace !== 'eip155' || !EvmAddress.is(receiver) || !carriesChecksum(receiver)) return undefined
  return state.receiverChecksum?.address === receiver ? undefined : receiver
}

export function receiverErrorOf(state: SendState): string | undefined {
  const lookup = state.receiverLookup
  if (lookup?.status === 'notFound') return sendRefusals.nameNotFound(lookup.name)
  if (lookup?.status === 'failed') return nameErrors.errorResolvingName
  const receiver = state.receiverAddress?.trim()
  if (!receiver) return undefined
  if (!isReceiverValid(state.context.namespace, receiver, state.context.network?.id)) return sendRefusals.invalidReceiverAddress
  const verdict = state.receiverChecksum
  return verdict?.address === receiver && !verdict.valid ? sendRefusals.receiverChecksumMismatch : undefined
}

/**
 * SPEC §4/§5/§7 send, decided from the form alone (pure): which family, which transfer, the wallet
 * request and where the person lands. The checks run in the SPEC's order: chain family, then amount
 * and receiver, then (EVM) the token; then what only this product adds (a valid receiver, a connected
 * address, an amount within the balance).
 */
export function planSend(state: SendState): Planned {
  const { namespace, network, address, isSmartAccount } = state.context
  const bitcoin = namespace === 'bip122' && state.context.bitcoinSend === true
  if (namespace !== 'eip155' && namespace !== 'solana' && !bitcoin) return refuse(thrownMessages.unsupportedChain)

  const amount = state.sendTokenAmount?.trim() ?? ''
  const receiver = state.receiverAddress?.trim() ?? ''
  // A name that has no address (yet) is no receiver: its own inline message says why.
  const lookup = state.receiverLookup
  if (lookup && lookup.status !== 'found' && lookup.status !== 'resolving') return refuse(receiverErrorOf(state) ?? sendRefusals.amountAndReceiverRequired)
  if (!amount || !receiver) return refuse(sendRefusals.amountAndReceiverRequired)
  const token = state.token
  if (namespace === 'eip155' && !token) return refuse(sendRefusals.tokenRequired)
  const receiverProblem = receiverErrorOf(state)
  if (receiverProblem) return refuse(receiverProblem)
  // SPEC §5: a transfer is made only with a connected address; refused aloud rather than skipped.
  if (!address || !network) return refuse(thrownMessages.noActiveCaipAddress)

  const row = balanceRow(state)
  const decimals = decimalsOf(row, network.nativeCurrency.decimals)
  if (decimals === undefined) return refuse(thrownMessages.invalidAmount)
  if (fractionDigits(amount) > decimals) return refuse(sendRefusals.amountTooPrecise(decimals))
  const units = unitsOf(amount, decimals)
  if (units === undefined) return refuse(thrownMessages.invalidAmount)
  // An amount of zero is no amount (SPEC §5 "amount ... required").
  if (units === 0n) return refuse(sendRefusals.amountAndReceiverRequired)
  const available = row ? unitsOf(row.quantity.numeric, decimals) : undefined
  if (available !== undefined && units > available) return refuse(sendRefusals.insufficientBalance)

  const tokenAddress = token?.address && !isNativeTokenAddress(namespace, token.address) ? plainAddress(token.address) : undefined
  const track = {
    isSmartAccount,
    token: token?.address ?? token?.symbol ?? network.nativeCurrency.symbol,
    amount,
    network: network.caipNetworkId,
  }
  const toAccount: TransactionAction = { onSuccess: 'view', view: 'Account' }
  const sent: SendPlan['sent'] = {
    namespace,
    caipNetworkId: network.caipNetworkId,
    explorer: network.blockExplorers?.default.url,
    amount,
    symbol: token?.symbol ?? network.nativeCurrency.symbol,
    receiver,
    receiverName: state.receiverProfileName,
  }

  if (namespace === 'bip122') {
    // The wallet (or the Bitcoin adapter for it) picks the coins and the fee: only bitcoin itself moves.
    if (tokenAddress) return refuse(sendRefusals.tokenNotSendable)
    return { ok: true, plan: { namespace, kind: 'native', request: { network, from: address, to: receiver, value: units.toString() }, landing: toAccount, track, sent } }
  }
  if (namespace === 'solana') {
    // The Solana adapter builds the transfer: SOL from {to, value}, an SPL token from its mint too
    // (the receiver is the wallet; its token account is the adapter's business).
    const coin = { network, from: address, to: receiver, value: units.toString() }
    if (!tokenAddress) return { ok: true, plan: { namespace, kind: 'native', request: coin, landing: toAccount, track, sent } }
    if (!SolanaAddress.is(tokenAddress)) return refuse(sendRefusals.tokenNotSendable)
    return {
      ok: true,
      plan: { namespace, kind: 'token', request: { ...coin, token: { address: tokenAddress, decimals } }, landing: toAccount, track, sent },
    }
  }
  if (tokenAddress) {
    // A token whose address is not an EVM address is no token this chain can send.
    if (!EvmAddress.is(tokenAddress)) return refuse(sendRefusals.tokenRequired)
    return {
      ok: true,
      plan: {
        namespace,
        kind: 'token',
        request: { network, from: address, to: with0x(tokenAddress), data: encodeTransferCalldata(receiver, units) },
        landing: toAccount,
        track,
        sent,
      },
    }
  }
  return {
    ok: true,
    plan: {
      namespace,
      kind: 'native',
      request: { network, from: address, to: with0x(receiver), value: units.toString(), data: '0x' },
      landing: { onSuccess: 'close' },
      track,
      sent,
    },
  }
}
