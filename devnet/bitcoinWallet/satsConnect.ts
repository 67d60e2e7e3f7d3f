import type { BitcoinWalletCore } from './core'
import { base64 } from './signing'
import type { Purpose } from './types'

/** Sats Connect's JSON-RPC error codes (its RpcErrorCode). */
const RPC = { userRejection: -32000, accessDenied: -32002, invalidParams: -32602, methodNotFound: -32601, internal: -32603 } as const

type Params = Record<string, unknown>
export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<{ jsonrpc: '2.0'; id: string; result?: unknown; error?: { code: number; message: string } }>
}

const purposesOf = (value: unknown): Purpose[] =>
  Array.isArray(value) ? value.filter((p): p is Purpose => p === 'payment' || p === 'ordinals') : ['payment', 'ordinals']

/**
 * The wallet as a Sats Connect provider (what `window.XverseProviders.BitcoinProvider` is to Xverse):
 * `request(method, params)` answering JSON-RPC objects. Methods: wallet_connect, getAccounts,
 * wallet_getAccount, wallet_disconnect, signMessage (BIP-322 or ECDSA), sendTransfer, signPsbt, getBalance.
 */
export function satsConnectProvider(core: BitcoinWalletCore): SatsConnectProvider {
  let counter = 0
  const run = async (method: string, params: Params): Promise<unknown> => {
    switch (method) {
      case 'wallet_connect':
        return { addresses: await core.connect('satsConnect', purposesOf(params.addresses)), walletType: 'software' }
      case 'getAccounts':
        return core.connect('satsConnect', purposesOf(params.purposes))
      case 'wallet_getAccount': {
        const shared = core.connected()
        if (shared.length === 0) throw Object.assign(new Error('The site is not connected'), { code: RPC.accessDenied })
        return { addresses: shared, walletType: 'software' }
      }
      case 'wallet_disconnect':
      case 'wallet_renouncePermissions':
        await core.disconnect('satsConnect')
        return null
      case 'signMessage': {
        if (typeof params.address !== 'string' || typeof params.message !== 'string')
          throw Object.assign(new Error('address and message are required'), { code: RPC.invalidParams })
        const protocol = params.protocol === 'ECDSA' ? 'ECDSA' : 'BIP322'
        return { signature: await core.signMessage('satsConnect', params.address, params.message, protocol), address: params.address, protocol }
      }
      case 'sendTransfer': {
        const recipients = Array.isArray(params.recipients) ? (params.recipients as Array<{ address?: unknown; amount?: unknown }>) : []
        if (recipients.length === 0 || recipients.some((r) => typeof r.address !== 'string' || !Number.isSafeInteger(r.amount) || (r.amount as number) <= 0))
          throw Object.assign(new Error('recipients: [{address, amount (sats)}]'), { code: RPC.invalidParams })
        return { txid: await core.sendTransfer('satsConnect', recipients.map((r) => ({ address: r.address as string, amount: BigInt(r.amount as number) }))) }
      }
      case 'signPsbt': {
        if (typeof params.psbt !== 'string') throw Object.assign(new Error('psbt (base64) is required'), { code: RPC.invalidParams })
        const inputs = (params.signInputs ?? {}) as Record<string, number[]>
        const answer = await core.signPsbt('satsConnect', base64.decode(params.psbt), inputs, params.broadcast === true)
        return { psbt: base64.encode(answer.psbt), ...(answer.txid ? { txid: answer.txid } : {}) }
      }
      case 'getBalance': {
        const { confirmed, unconfirmed, total } = await core.balance()
        return { confirmed: String(confirmed), unconfirmed: String(unconfirmed), total: String(total) }
      }
      default:
        throw Object.assign(new Error(`Method not supported: ${method}`), { code: RPC.methodNotFound })
    }
  }
  return {
    async request(method, params) {
      const id = String(++counter)
      try {
        return { jsonrpc: '2.0', id, result: await run(method, (typeof params === 'object' && params !== null ? params : {}) as Params) }
      } catch (error) {
        const code = (error as { code?: unknown }).code
        // The approval desk's refusal is EIP-1193's 4001; Sats Connect calls it USER_REJECTION.
        const mapped = code === 4001 ? RPC.userRejection : code === 4100 ? RPC.accessDenied : typeof code === 'number' ? code : RPC.internal
        return { jsonrpc: '2.0', id, error: { code: mapped, message: error instanceof Error ? error.message : String(error) } }
      }
    },
  }
}
