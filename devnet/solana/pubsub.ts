import type { RawData, WebSocket } from 'ws'
import type { SolanaChain } from './chain'
import { toJsonText } from './rpc'

/*
 * Solana's PubSub over WebSocket, the subscriptions @solana/kit's transaction confirmation uses:
 * signatureSubscribe (one notification when the transaction is processed, then the subscription
 * ends, as a validator's does) and slotSubscribe (one notification per new slot).
 */

type Subscription =
  | { readonly kind: 'signature'; readonly signature: string }
  | { readonly kind: 'slot' }

let nextId = 1

export function servePubSub(chain: SolanaChain, socket: WebSocket): void {
  const subscriptions = new Map<number, Subscription>()
  const send = (message: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(toJsonText(message))
  }
  const notifySignature = (id: number, slot: bigint, err: unknown) => {
    subscriptions.delete(id)
    send({ jsonrpc: '2.0', method: 'signatureNotification', params: { result: { context: { slot }, value: { err } }, subscription: id } })
  }

  const stop = chain.onProcessed((record) => {
    for (const [id, subscription] of subscriptions) {
      if (subscription.kind === 'signature' && subscription.signature === record.signature) notifySignature(id, record.slot, record.err)
      if (subscription.kind === 'slot') {
        const slot = chain.slot()
        send({ jsonrpc: '2.0', method: 'slotNotification', params: { result: { parent: slot - 1n, root: slot - 1n, slot }, subscription: id } })
      }
    }
  })
  socket.on('close', stop)

  socket.on('message', (data: RawData) => {
    let request: { id?: unknown; method?: unknown; params?: unknown }
    try {
      request = JSON.parse(String(data)) as typeof request
    } catch {
      send({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null })
      return
    }
    const id = request.id ?? null
    const params = Array.isArray(request.params) ? (request.params as unknown[]) : []
    const reply = (result: unknown) => send({ jsonrpc: '2.0', result, id })
    switch (request.method) {
      case 'signatureSubscribe': {
        const signature = params[0]
        if (typeof signature !== 'string') {
          send({ jsonrpc: '2.0', error: { code: -32602, message: 'Invalid params: expected a signature' }, id })
          return
        }
        const subscription = nextId++
        subscriptions.set(subscription, { kind: 'signature', signature })
        reply(subscription)
        // Already processed: the notification follows at once (the transaction landed before the subscribe).
        const record = chain.transaction(signature)
        if (record) notifySignature(subscription, record.slot, record.err)
        return
      }
      case 'slotSubscribe': {
        const subscription = nextId++
        subscriptions.set(subscription, { kind: 'slot' })
        reply(subscription)
        return
      }
      case 'signatureUnsubscribe':
      case 'slotUnsubscribe':
        reply(subscriptions.delete(Number(params[0])))
        return
      default:
        send({ jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' }, id })
    }
  })
}
