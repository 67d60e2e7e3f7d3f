/** A bare WebSocket relay client for protocol tests: sends text, collects parsed frames. */
import WebSocket from 'ws'

export interface Frame {
  readonly id?: unknown
  readonly method?: string
  readonly params?: unknown
  readonly result?: unknown
  readonly error?: { readonly code: number; readonly message: string }
}

export interface RawClient {
  readonly frames: Frame[]
  readonly texts: string[]
  readonly pings: { count: number }
  sendText(text: string): void
  request(method: string, params: unknown, id?: number | string, timeoutMs?: number): Promise<Frame>
  /** Waits for the next frame matching `match` (or one already received and not yet taken). */
  next(match: (frame: Frame) => boolean, timeoutMs?: number): Promise<Frame>
  ack(frame: Frame): void
  close(): Promise<void>
}

/** An unsigned JWT whose payload names the client, as the relay reads it (it does not verify). */
export function fakeAuth(iss: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss, sub: 'test', aud: 'ws://127.0.0.1', iat: 0, exp: 9e9 })}.c2ln`
}

let nextId = 1

export async function connectRaw(relayUrl: string, iss?: string): Promise<RawClient> {
  const url = iss === undefined ? relayUrl : `${relayUrl}/?auth=${fakeAuth(iss)}&projectId=devnet`
  const socket = new WebSocket(url)
  const frames: Frame[] = []
  const texts: string[] = []
  const taken = new Set<Frame>()
  const waiters = new Set<() => void>()
  const pings = { count: 0 }
  socket.on('ping', () => pings.count++)
  socket.on('message', (data) => {
    const text = String(data)
    texts.push(text)
    frames.push(JSON.parse(text) as Frame)
    for (const wake of [...waiters]) wake()
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const next = (match: (frame: Frame) => boolean, timeoutMs = 2_000): Promise<Frame> =>
    new Promise((resolve, reject) => {
      const look = () => {
        const found = frames.find((frame) => !taken.has(frame) && match(frame))
        if (found === undefined) return false
        taken.add(found)
        waiters.delete(wake)
        clearTimeout(timer)
        resolve(found)
        return true
      }
      const wake = () => void look()
      const timer = setTimeout(() => {
        waiters.delete(wake)
        reject(new Error('no matching frame'))
      }, timeoutMs)
      if (!look()) waiters.add(wake)
    })
  return {
    frames,
    texts,
    pings,
    sendText: (text) => socket.send(text),
    request(method, params, id = nextId++, timeoutMs) {
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      return next((frame) => frame.method === undefined && frame.id === id, timeoutMs)
    },
    next,
    ack: (frame) => socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true })),
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === socket.CLOSED) return resolve()
        socket.once('close', () => resolve())
        socket.close()
      }),
  }
}

/** Resolves false unless a matching frame arrives within `ms` (used to show something is NOT sent). */
export async function arrives(client: RawClient, match: (frame: Frame) => boolean, ms = 150): Promise<boolean> {
  return client.next(match, ms).then(
    () => true,
    () => false,
  )
}
