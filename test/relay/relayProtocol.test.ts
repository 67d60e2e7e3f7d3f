import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startRelay, type RunningRelay } from '../../devnet/relay'
import { arrives, connectRaw, type Frame, type RawClient } from './rawClient'

const isDelivery = (topic: string) => (frame: Frame) =>
  frame.method === 'irn_subscription' && (frame.params as { data: { topic: string } }).data.topic === topic
const dataOf = (frame: Frame) => (frame.params as { id: string; data: { topic: string; message: string; tag: number } }).data

let relay: RunningRelay
let clock = 1_000_000
const open: RawClient[] = []
const connect = async (iss?: string) => {
  const client = await connectRaw(relay.url, iss)
  open.push(client)
  return client
}
let topicCount = 0
const newTopic = () => `${'ab'.repeat(31)}${(++topicCount).toString(16).padStart(2, '0')}`

beforeAll(async () => {
  relay = await startRelay({ host: '127.0.0.1', now: () => clock, pingIntervalMs: 50, sweepIntervalMs: 60_000 })
})
afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()))
})
afterAll(async () => {
  await relay.stop()
})

describe('DESIGN §7 relay: subscribe, publish, deliver', () => {
  it('delivers a publish from another client as irn_subscription, and the client acknowledges it', async () => {
    const topic = newTopic()
    const wallet = await connect('did:key:wallet')
    const dapp = await connect('did:key:dapp')
    const subscribed = await wallet.request('irn_subscribe', { topic })
    expect(typeof subscribed.result).toBe('string')
    const published = await dapp.request('irn_publish', { topic, message: 'hello', ttl: 300, tag: 1108, prompt: true })
    expect(published.result).toBe(true)
    const delivery = await wallet.next(isDelivery(topic))
    expect(dataOf(delivery)).toMatchObject({ topic, message: 'hello', tag: 1108 })
    expect((delivery.params as { id: string }).id).toBe(subscribed.result)
    expect(relay.stats().awaitingAck).toBe(1)
    wallet.ack(delivery)
    await expect.poll(() => relay.stats().awaitingAck).toBe(0)
  })

  it('never echoes a message to its publisher, even on another socket of the same client', async () => {
    const topic = newTopic()
    const dapp = await connect('did:key:echo')
    const dappSecondSocket = await connect('did:key:echo')
    await dapp.request('irn_subscribe', { topic })
    await dappSecondSocket.request('irn_subscribe', { topic })
    await dapp.request('irn_publish', { topic, message: 'mine', ttl: 300, tag: 0 })
    expect(await arrives(dapp, isDelivery(topic))).toBe(false)
    expect(await arrives(dappSecondSocket, isDelivery(topic))).toBe(false)
  })

  it('keeps a message published before anyone subscribed and delivers it on subscribe (mailbox)', async () => {
    const topic = newTopic()
    const dapp = await connect('did:key:early-dapp')
    await dapp.request('irn_publish', { topic, message: 'waiting', ttl: 300, tag: 1 })
    const wallet = await connect('did:key:late-wallet')
    await wallet.request('irn_subscribe', { topic })
    expect(dataOf(await wallet.next(isDelivery(topic))).message).toBe('waiting')
  })

  it('re-delivers an unacknowledged message when the client reconnects, not an acknowledged one', async () => {
    const topic = newTopic()
    const dapp = await connect('did:key:redeliver-dapp')
    const first = await connect('did:key:redeliver-wallet')
    await first.request('irn_subscribe', { topic })
    await dapp.request('irn_publish', { topic, message: 'acked', ttl: 300, tag: 0 })
    first.ack(await first.next(isDelivery(topic)))
    await expect.poll(() => relay.stats().awaitingAck).toBe(0)
    await dapp.request('irn_publish', { topic, message: 'lost', ttl: 300, tag: 0 })
    await first.next(isDelivery(topic)) // never acknowledged: the socket dies first
    await first.close()
    const again = await connect('did:key:redeliver-wallet')
    await again.request('irn_batchSubscribe', { topics: [topic] })
    expect(dataOf(await again.next(isDelivery(topic))).message).toBe('lost')
    expect(await arrives(again, isDelivery(topic))).toBe(false)
  })

  it('drops a message once its TTL has passed', async () => {
    const topic = newTopic()
    const dapp = await connect('did:key:ttl-dapp')
    clock += 301_000 // earlier tests' messages (ttl 300 s) expire too
    relay.sweep()
    await dapp.request('irn_publish', { topic, message: 'short-lived', ttl: 30, tag: 0 })
    expect(relay.stats().messages).toBe(1)
    clock += 31_000
    relay.sweep()
    expect(relay.stats().messages).toBe(0)
    const wallet = await connect('did:key:ttl-wallet')
    await wallet.request('irn_subscribe', { topic })
    expect(await arrives(wallet, isDelivery(topic))).toBe(false)
    expect((await wallet.request('irn_fetchMessages', { topic })).result).toEqual({ messages: [], hasMore: false })
  })

  it('stops delivering after irn_unsubscribe and irn_batchUnsubscribe', async () => {
    const [one, two] = [newTopic(), newTopic()]
    const wallet = await connect('did:key:unsub-wallet')
    const dapp = await connect('did:key:unsub-dapp')
    await wallet.request('irn_batchSubscribe', { topics: [one, two] })
    expect((await wallet.request('irn_unsubscribe', { topic: one, id: 'x' })).result).toBe(true)
    expect((await wallet.request('irn_batchUnsubscribe', { subscriptions: [{ topic: two, id: 'y' }] })).result).toBe(true)
    await dapp.request('irn_batchPublish', { messages: [{ topic: one, message: 'a', ttl: 300, tag: 0 }, { topic: two, message: 'b', ttl: 300, tag: 0 }] })
    expect(await arrives(wallet, (frame) => frame.method === 'irn_subscription')).toBe(false)
  })
})

describe('DESIGN §7 relay: batch methods and fetch', () => {
  it('irn_batchSubscribe answers one subscription id per topic; irn_batchPublish delivers each message', async () => {
    const topics = [newTopic(), newTopic()]
    const wallet = await connect('did:key:batch-wallet')
    const dapp = await connect('did:key:batch-dapp')
    const answer = await wallet.request('irn_batchSubscribe', { topics })
    expect(answer.result).toHaveLength(2)
    await dapp.request('irn_batchPublish', { messages: topics.map((topic, i) => ({ topic, message: `m${i}`, ttl: 300, tag: 0 })) })
    expect(dataOf(await wallet.next(isDelivery(topics[0]!))).message).toBe('m0')
    expect(dataOf(await wallet.next(isDelivery(topics[1]!))).message).toBe('m1')
  })

  it('irn_fetchMessages and irn_batchFetchMessages return the mailbox without the caller’s own messages', async () => {
    const topic = newTopic()
    const dapp = await connect('did:key:fetch-dapp')
    const wallet = await connect('did:key:fetch-wallet')
    await dapp.request('irn_publish', { topic, message: 'stored', ttl: 300, tag: 7 })
    const fetched = (await wallet.request('irn_fetchMessages', { topic })).result as { messages: Array<{ message: string }> }
    expect(fetched.messages.map((message) => message.message)).toEqual(['stored'])
    expect((await dapp.request('irn_batchFetchMessages', { topics: [topic] })).result).toEqual({ messages: [], hasMore: false })
  })
})

describe('DESIGN §7 relay: session proposal and approval calls', () => {
  it('wc_proposeSession publishes the proposal on the pairing topic and subscribes the proposer; wc_approveSession answers on both topics', async () => {
    const pairingTopic = newTopic()
    const sessionTopic = newTopic()
    const dapp = await connect('did:key:propose-dapp')
    const wallet = await connect('did:key:propose-wallet')
    expect((await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: 'proposal', ttl: 300 })).result).toBe(true)
    await wallet.request('irn_subscribe', { topic: pairingTopic })
    expect(dataOf(await wallet.next(isDelivery(pairingTopic)))).toMatchObject({ message: 'proposal', tag: 1100 })
    const approve = { pairingTopic, sessionTopic, sessionProposalResponse: 'response', sessionSettlementRequest: 'settle', ttl: 300 }
    expect((await wallet.request('wc_approveSession', approve)).result).toBe(true)
    expect(dataOf(await dapp.next(isDelivery(pairingTopic)))).toMatchObject({ message: 'response', tag: 1101 })
    await dapp.request('irn_subscribe', { topic: sessionTopic })
    expect(dataOf(await dapp.next(isDelivery(sessionTopic)))).toMatchObject({ message: 'settle', tag: 1102 })
    // The wallet was subscribed to the session topic by the approval itself.
    await dapp.request('irn_publish', { topic: sessionTopic, message: 'settled', ttl: 300, tag: 1103 })
    expect(dataOf(await wallet.next(isDelivery(sessionTopic))).message).toBe('settled')
  })
})

describe('DESIGN §7 relay: JSON-RPC framing and bad input', () => {
  it('echoes request ids exactly: big integers beyond 2^53, strings, small numbers', async () => {
    const client = await connect('did:key:ids')
    const topic = newTopic()
    client.sendText(`{"id":1763701234567123456789,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${topic}"}}`)
    client.sendText(`{"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${topic}","message":"x","ttl":300},"id":"1763701234567123456"}`)
    client.sendText(`{"id":7,"jsonrpc":"2.0","method":"nope"}`)
    await expect.poll(() => client.texts.length).toBe(3)
    expect(client.texts[0]).toMatch(/^\{"id":1763701234567123456789,/)
    expect(client.texts[1]).toMatch(/^\{"id":"1763701234567123456",/)
    expect(client.texts[2]).toMatch(/^\{"id":7,/)
  })

  it('answers an unknown method with a JSON-RPC "Method not found" error', async () => {
    const client = await connect('did:key:unknown')
    const answer = await client.request('irn_doesNotExist', {})
    expect(answer.error?.code).toBe(-32601)
  })

  it('answers malformed JSON, non-objects and bad params with errors and keeps serving', async () => {
    const client = await connect()
    client.sendText('{"id":1,"method":')
    expect((await client.next((frame) => frame.error?.code === -32700)).id).toBeNull()
    client.sendText('[1,2,3]')
    await client.next((frame) => frame.error?.code === -32600)
    client.sendText('42')
    await client.next((frame) => frame.error?.code === -32600)
    expect((await client.request('irn_subscribe', { topic: 5 })).error?.code).toBe(-32602)
    expect((await client.request('irn_publish', { topic: 'a', message: 'b', ttl: -1 })).error?.code).toBe(-32602)
    expect((await client.request('wc_approveSession', null)).error?.code).toBe(-32602)
    expect((await client.request('__proto__', {})).error?.code).toBe(-32601)
    expect(typeof (await client.request('irn_subscribe', { topic: newTopic() })).result).toBe('string')
  })

  it('survives an oversized frame (that socket is closed) and keeps serving others', async () => {
    const small = await startRelay({ host: '127.0.0.1', maxPayloadBytes: 1024 })
    try {
      const victim = await connectRaw(small.url, 'did:key:big')
      victim.sendText(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_publish', params: { topic: 't', message: 'x'.repeat(4096), ttl: 300 } }))
      await expect.poll(() => small.stats().connections).toBe(0)
      const other = await connectRaw(small.url, 'did:key:other')
      expect(typeof (await other.request('irn_subscribe', { topic: newTopic() })).result).toBe('string')
      await other.close()
    } finally {
      await small.stop()
    }
  })

  it('dropConnections closes every socket; the client re-subscribes and gets what it missed', async () => {
    const topic = newTopic()
    const wallet = await connect('did:key:drop-wallet')
    const dapp = await connect('did:key:drop-dapp')
    await wallet.request('irn_subscribe', { topic })
    relay.dropConnections()
    await expect.poll(() => relay.stats().connections).toBe(0)
    const dappAgain = await connect('did:key:drop-dapp')
    await dappAgain.request('irn_publish', { topic, message: 'while away', ttl: 300, tag: 0 })
    const walletAgain = await connect('did:key:drop-wallet')
    await walletAgain.request('irn_batchSubscribe', { topics: [topic] })
    expect(dataOf(await walletAgain.next(isDelivery(topic))).message).toBe('while away')
    void dapp
  })

  it('restart: the port refuses connections while down, then the same URL serves again with the mailbox kept', async () => {
    const topic = newTopic()
    const dapp = await connect('did:key:restart-dapp')
    await dapp.request('irn_publish', { topic, message: 'before the restart', ttl: 300, tag: 0 })
    const restarting = relay.restart(300)
    await expect.poll(() => relay.stats().connections).toBe(0)
    await expect(connectRaw(relay.url, 'did:key:too-early')).rejects.toThrow()
    await restarting
    const wallet = await connect('did:key:restart-wallet')
    await wallet.request('irn_subscribe', { topic })
    expect(dataOf(await wallet.next(isDelivery(topic))).message).toBe('before the restart')
  })

  it('pings connected sockets', async () => {
    const client = await connect('did:key:ping')
    await expect.poll(() => client.pings.count, { timeout: 2_000 }).toBeGreaterThan(0)
  })

  it('refuses to listen beyond loopback', async () => {
    await expect(startRelay({ host: '0.0.0.0' })).rejects.toThrow(/loopback/)
  })
})
