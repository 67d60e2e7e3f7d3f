/**
 * The relay's protocol, independent of the socket: JSON-RPC text in, frames out. One instance holds
 * the subscriptions, the mailbox and the deliveries awaiting acknowledgement.
 */
import { createHash } from 'node:crypto'
import { errorFrame, rawTopLevelId, requestFrame, resultFrame, RPC_ERRORS, type RawId } from './jsonRpcText'
import { createMailbox, DEFAULT_MAILBOX_LIMITS, type MailboxLimits, type StoredMessage } from './mailbox'
import {
  approveSessionParams,
  batchPublishParams,
  batchUnsubscribeParams,
  proposeSessionParams,
  publishParams,
  topicParam,
  topicsParam,
  unsubscribeParams,
  type PublishParams,
} from './params'

/** Tags the clients give these messages when they publish them one by one (sign-client ENGINE_RPC_OPTS). */
const TAG = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 } as const

export interface RelayPeer {
  /** The client's identity (JWT `iss`), shared by all its connections over time. */
  readonly clientId: string
  send(frame: string): void
}

export interface PeerHandle {
  receive(text: string): void
  /** The socket closed: forget its subscriptions; its unacknowledged messages wait in the mailbox. */
  detach(): void
}

export interface RelayStats {
  readonly connections: number
  /** Connections holding at least one subscription (a reconnected client has re-subscribed). */
  readonly subscribedConnections: number
  readonly topics: number
  readonly messages: number
  readonly awaitingAck: number
}

export interface RelayCore {
  attach(peer: RelayPeer): PeerHandle
  sweep(): void
  stats(): RelayStats
}

interface PeerState {
  readonly peer: RelayPeer
  readonly topics: Set<string>
  /** Sequence numbers of messages sent to this socket and not yet acknowledged. */
  readonly inFlight: Set<number>
}

interface Delivery {
  readonly state: PeerState
  readonly message: StoredMessage
}

type Answer = { readonly result: unknown; readonly then?: () => void } | { readonly error: { code: number; message: string } }

const invalidParams = { error: RPC_ERRORS.invalidParams } as const

export function subscriptionIdOf(topic: string, clientId: string): string {
  return createHash('sha256').update(topic + clientId).digest('hex')
}

export function createRelayCore(now: () => number, limits: MailboxLimits = DEFAULT_MAILBOX_LIMITS): RelayCore {
  const mailbox = createMailbox(now, limits)
  const peers = new Set<PeerState>()
  const subscribers = new Map<string, Set<PeerState>>()
  const awaitingAck = new Map<number, Delivery>()
  // Ids below 2^53 so that clients parse them as plain numbers and answer with the same value.
  let nextDeliveryId = Date.now() * 1000

  const deliver = (state: PeerState, message: StoredMessage): void => {
    const { clientId } = state.peer
    if (message.publisher === clientId || message.ackedBy.has(clientId) || state.inFlight.has(message.seq)) return
    const id = nextDeliveryId++
    state.inFlight.add(message.seq)
    awaitingAck.set(id, { state, message })
    state.peer.send(
      requestFrame(id, 'irn_subscription', {
        id: subscriptionIdOf(message.topic, clientId),
        data: {
          topic: message.topic,
          message: message.message,
          publishedAt: message.publishedAt,
          tag: message.tag,
          ...(message.attestation !== undefined ? { attestation: message.attestation } : {}),
        },
      }),
    )
  }

  const subscribe = (state: PeerState, topic: string): string => {
    state.topics.add(topic)
    let set = subscribers.get(topic)
    if (set === undefined) subscribers.set(topic, (set = new Set()))
    set.add(state)
    return subscriptionIdOf(topic, state.peer.clientId)
  }

  const deliverStored = (state: PeerState, topics: ReadonlyArray<string>): void => {
    for (const topic of topics) for (const message of mailbox.list(topic)) deliver(state, message)
  }

  const unsubscribe = (state: PeerState, topic: string): void => {
    state.topics.delete(topic)
    const set = subscribers.get(topic)
    set?.delete(state)
    if (set?.size === 0) subscribers.delete(topic)
  }

  const publish = (state: PeerState, params: PublishParams): void => {
    const stored = mailbox.put({
      topic: params.topic,
      message: params.message,
      ttlSeconds: params.ttl,
      tag: params.tag,
      attestation: params.attestation,
      publisher: state.peer.clientId,
    })
    if (stored === undefined) return
    for (const subscriber of subscribers.get(params.topic) ?? []) deliver(subscriber, stored)
  }

  const stored = (state: PeerState, topics: ReadonlyArray<string>) => ({
    messages: topics.flatMap((topic) =>
      mailbox
        .list(topic)
        .filter((message) => message.publisher !== state.peer.clientId)
        .map((message) => ({
          topic: message.topic,
          message: message.message,
          publishedAt: message.publishedAt,
          tag: message.tag,
          ...(message.attestation !== undefined ? { attestation: message.attestation } : {}),
        })),
    ),
    hasMore: false,
  })

  const methods: Readonly<Record<string, (state: PeerState, params: unknown) => Answer>> = {
    irn_subscribe(state, params) {
      const topic = topicParam(params)
      if (topic === undefined) return invalidParams
      return { result: subscribe(state, topic), then: () => deliverStored(state, [topic]) }
    },
    irn_batchSubscribe(state, params) {
      const topics = topicsParam(params)
      if (topics === undefined) return invalidParams
      return { result: topics.map((topic) => subscribe(state, topic)), then: () => deliverStored(state, topics) }
    },
    irn_unsubscribe(state, params) {
      const entry = unsubscribeParams(params)
      if (entry === undefined) return invalidParams
      unsubscribe(state, entry.topic)
      return { result: true }
    },
    irn_batchUnsubscribe(state, params) {
      const entries = batchUnsubscribeParams(params)
      if (entries === undefined) return invalidParams
      for (const entry of entries) unsubscribe(state, entry.topic)
      return { result: true }
    },
    irn_publish(state, params) {
      const message = publishParams(params)
      if (message === undefined) return invalidParams
      return { result: true, then: () => publish(state, message) }
    },
    irn_batchPublish(state, params) {
      const messages = batchPublishParams(params)
      if (messages === undefined) return invalidParams
      return { result: true, then: () => messages.forEach((message) => publish(state, message)) }
    },
    irn_fetchMessages(state, params) {
      const topic = topicParam(params)
      return topic === undefined ? invalidParams : { result: stored(state, [topic]) }
    },
    irn_batchFetchMessages(state, params) {
      const topics = topicsParam(params)
      return topics === undefined ? invalidParams : { result: stored(state, topics) }
    },
    // The proposer publishes on a pairing topic it never subscribed to (sign-client creates the
    // pairing with skipSubscribe): the relay subscribes it, so the wallet's answer reaches it.
    wc_proposeSession(state, params) {
      const propose = proposeSessionParams(params)
      if (propose === undefined) return invalidParams
      const { pairingTopic } = propose
      subscribe(state, pairingTopic)
      return {
        result: true,
        then: () => {
          publish(state, {
            topic: pairingTopic,
            message: propose.sessionProposal,
            ttl: propose.ttl,
            tag: TAG.sessionPropose,
            attestation: propose.attestation,
          })
          deliverStored(state, [pairingTopic])
        },
      }
    },
    // Likewise the approving wallet holds the session topic with skipSubscribe.
    wc_approveSession(state, params) {
      const approve = approveSessionParams(params)
      if (approve === undefined) return invalidParams
      subscribe(state, approve.sessionTopic)
      return {
        result: true,
        then: () => {
          publish(state, {
            topic: approve.pairingTopic,
            message: approve.sessionProposalResponse,
            ttl: approve.ttl,
            tag: TAG.sessionProposeResponse,
            attestation: undefined,
          })
          publish(state, {
            topic: approve.sessionTopic,
            message: approve.sessionSettlementRequest,
            ttl: approve.ttl,
            tag: TAG.sessionSettle,
            attestation: undefined,
          })
          deliverStored(state, [approve.sessionTopic])
        },
      }
    },
  }

  const acknowledge = (payload: Readonly<Record<string, unknown>>): void => {
    const id = typeof payload.id === 'number' ? payload.id : typeof payload.id === 'string' ? Number(payload.id) : NaN
    const delivery = awaitingAck.get(id)
    if (delivery === undefined) return
    awaitingAck.delete(id)
    delivery.state.inFlight.delete(delivery.message.seq)
    if ('result' in payload) delivery.message.ackedBy.add(delivery.state.peer.clientId)
  }

  const receive = (state: PeerState, text: string): void => {
    let payload: unknown
    try {
      payload = JSON.parse(text)
    } catch {
      state.peer.send(errorFrame('null', RPC_ERRORS.parse.code, RPC_ERRORS.parse.message))
      return
    }
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
      state.peer.send(errorFrame('null', RPC_ERRORS.invalidRequest.code, RPC_ERRORS.invalidRequest.message))
      return
    }
    const call = payload as Readonly<Record<string, unknown>>
    const id: RawId = rawTopLevelId(text)
    if (call.method === undefined && ('result' in call || 'error' in call)) {
      acknowledge(call)
      return
    }
    if (typeof call.method !== 'string') {
      state.peer.send(errorFrame(id, RPC_ERRORS.invalidRequest.code, RPC_ERRORS.invalidRequest.message))
      return
    }
    const handler = Object.hasOwn(methods, call.method) ? methods[call.method] : undefined
    if (handler === undefined) {
      state.peer.send(errorFrame(id, RPC_ERRORS.methodNotFound.code, `${RPC_ERRORS.methodNotFound.message}: ${call.method}`))
      return
    }
    const answer = handler(state, call.params)
    if ('error' in answer) {
      state.peer.send(errorFrame(id, answer.error.code, answer.error.message))
      return
    }
    state.peer.send(resultFrame(id, answer.result))
    answer.then?.()
  }

  return {
    attach(peer) {
      const state: PeerState = { peer, topics: new Set(), inFlight: new Set() }
      peers.add(state)
      return {
        receive: (text) => {
          if (peers.has(state)) receive(state, text)
        },
        detach: () => {
          if (!peers.delete(state)) return
          for (const topic of [...state.topics]) unsubscribe(state, topic)
          for (const [id, delivery] of awaitingAck) if (delivery.state === state) awaitingAck.delete(id)
        },
      }
    },
    sweep() {
      mailbox.sweep()
      for (const [id, delivery] of awaitingAck) {
        if (delivery.message.expiresAt <= now()) {
          awaitingAck.delete(id)
          delivery.state.inFlight.delete(delivery.message.seq)
        }
      }
    },
    stats: () => ({
      connections: peers.size,
      subscribedConnections: [...peers].filter((state) => state.topics.size > 0).length,
      ...mailbox.size,
      awaitingAck: awaitingAck.size,
    }),
  }
}
