import { decode } from '../index'
import type { Network } from '../codec/network'
import { PayError, payMessages } from './payError'
import { PayRequest, type Payment } from './types'

/** A decimal amount ('12', '0.5'): no sign, no exponent, no spaces. */
const DECIMAL = /^(\d+)(?:\.(\d+))?$/

/** `amount` in smallest units, or why it cannot be paid. */
function unitsOf(amount: string | number, decimals: number): { readonly units: bigint; readonly text: string } | string {
  if (typeof amount === 'number' && (!Number.isFinite(amount) || amount.toString().includes('e'))) return 'amount must be a plain decimal number'
  const text = String(amount).trim()
  const match = DECIMAL.exec(text)
  if (!match) return `amount must be a decimal number such as '12.5' (got '${text}')`
  const whole = match[1] ?? '0'
  const fraction = (match[2] ?? '').replace(/0+$/, '')
  if (fraction.length > decimals) return `amount has more than ${decimals} decimals`
  const units = BigInt(whole + fraction.padEnd(decimals, '0'))
  if (units === 0n) return 'amount must be more than 0'
  const normal = `${BigInt(whole).toString()}${fraction ? `.${fraction}` : ''}`
  return { units, text: normal }
}

/**
 * Checks what the app asked for: its shape (recipient an EVM address, network a CAIP-2 id, asset
 * 'native' or a token with address, symbol and decimals), then that the network is one of the modal's
 * EVM networks and the amount a positive decimal within the asset's decimals.
 */
export function checkRequest(input: unknown, networks: ReadonlyArray<Network>): Payment | PayError {
  const decoded = decode(PayRequest, input, 'pay request')
  if (!decoded.ok) {
    const detail = decoded.error.issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; ')
    return new PayError('invalid_request', payMessages.invalid(detail), { cause: decoded.error })
  }
  const request = decoded.value
  const network = networks.find((n) => n.caipNetworkId === request.network)
  if (!network) return new PayError('invalid_request', payMessages.invalid(`network ${request.network} is not one of the modal's networks`))
  if (network.chainNamespace !== 'eip155') return new PayError('invalid_request', payMessages.invalid(`pay works on EVM networks; ${request.network} is not one`))
  const asset =
    request.asset === 'native'
      ? { kind: 'native' as const, symbol: network.nativeCurrency.symbol, decimals: network.nativeCurrency.decimals }
      : { kind: 'token' as const, address: request.asset.address, symbol: request.asset.symbol, decimals: request.asset.decimals }
  const amount = unitsOf(request.amount, asset.decimals)
  if (typeof amount === 'string') return new PayError('invalid_request', payMessages.invalid(amount))
  return { recipient: request.recipient, amount: amount.text, units: amount.units.toString(), network, asset }
}
