import type * as t from 'io-ts'
import { thrownMessages } from '../../kernel/errors/messages'
import { type ConnectPort, FrameAnnouncement, FrameMessage, PROTOCOL_VERSION, type FrameRequest, type FrameRequestType } from './protocol'

/** SPEC §9 timeouts: the frame must load within 20 s; a login-type request must answer within 30 s. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
export const REQUEST_TIMEOUT_MS = 30_000
/** SPEC §4: requests are allowed 500 ms after the ready event. */
export const READY_PAUSE_MS = 500

export class FrameError extends Error {
  constructor(
    message: string,
    readonly code?: number,
    readonly alert?:
      | 'IFRAME_LOAD_FAILED'
      | 'IFRAME_REQUEST_TIMEOUT'
      | 'UNVERIFIED_DOMAIN'
      | 'INVALID_APP_CONFIGURATION'
      | 'PROJECT_ID_NOT_CONFIGURED'
      | 'SOCIAL_LOGIN_FAILED',
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }
}

type Payload<T extends FrameRequestType> = Extract<FrameRequest, { type: T }>['payload']

export interface FrameClient {
  request<T extends FrameRequestType>(type: T, payload: Payload<T>, options?: { readonly timeout?: boolean }): Promise<unknown>
  /** Called with true when the frame shows its approval UI, false when it hides it. */
  onVisibility(listener: (shown: boolean) => void): () => void
  /** Foreign postMessages dropped so far (wrong origin or window, or not the protocol). */
  ignoredMessages(): number
  destroy(): void
}

/** The hidden iframe and its MessageChannel (DESIGN §11); loaded only when the embedded wallet is used. */
export function openFrame(frameUrl: string, projectId: string): Promise<FrameClient> {
  const url = new URL(frameUrl)
  url.searchParams.set('projectId', projectId)
  const frameOrigin = url.origin
  const iframe = document.createElement('iframe')
  iframe.src = url.href
  iframe.title = 'Secure wallet'
  iframe.setAttribute('data-airlock-frame', '')
  iframe.setAttribute('aria-hidden', 'true')
  iframe.tabIndex = -1
  iframe.className = 'airlock-secure-frame'
  const hide = () => {
    iframe.style.cssText = 'position:fixed;width:0;height:0;border:0;opacity:0;pointer-events:none;left:0;top:0'
  }
  // The approval UI is the frame's own page: shown above the modal, centered, so the click that
  // approves lands in the frame's origin.
  const show = () => {
    iframe.style.cssText =
      'position:fixed;z-index:2147483000;left:50%;top:50%;transform:translate(-50%,-50%);width:min(360px,calc(100vw - 24px));height:min(440px,calc(100vh - 24px));border:0;border-radius:16px;background:transparent;opacity:1'
  }
  hide()
  let ignored = 0
  // Mirrored on the iframe element, where a page's diagnostics (and the tests) can read it.
  const countIgnored = () => {
    ignored += 1
    iframe.dataset.ignoredMessages = String(ignored)
  }
  const listeners = new Set<(shown: boolean) => void>()
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: FrameError) => void; timer?: ReturnType<typeof setTimeout> }>()
  let nextId = 0

  return new Promise<FrameClient>((resolve, reject) => {
    const loadTimer = setTimeout(() => {
      cleanup()
      reject(new FrameError('Network Error - Could not load embedded wallet', undefined, 'IFRAME_LOAD_FAILED'))
    }, FRAME_LOAD_TIMEOUT_MS)
    const cleanup = () => {
      clearTimeout(loadTimer)
      window.removeEventListener('message', onAnnouncement)
      iframe.remove()
    }
    // Once the channel is up the frame speaks only over it: a frame event posted to the window then
    // is forged (or a stray second hello) and is counted, whoever sent it.
    const afterHandshake = (event: MessageEvent<unknown>) => {
      if (FrameAnnouncement.is(event.data) || FrameMessage.is(event.data)) countIgnored()
    }
    const onAnnouncement = (event: MessageEvent<unknown>) => {
      const decoded = FrameAnnouncement.decode(event.data)
      if (event.origin !== frameOrigin || event.source !== iframe.contentWindow || decoded._tag === 'Left') {
        countIgnored()
        return
      }
      window.removeEventListener('message', onAnnouncement)
      clearTimeout(loadTimer)
      const announcement = decoded.right
      if (announcement.kind === 'airlock-frame:refused') {
        iframe.remove()
        reject(new FrameError('The embedded wallet refused this page', undefined, announcement.reason))
        return
      }
      window.addEventListener('message', afterHandshake)
      const channel = new MessageChannel()
      const port = channel.port1
      port.onmessage = (message: MessageEvent<unknown>) => {
        const answer = FrameMessage.decode(message.data)
        if (answer._tag === 'Left') {
          countIgnored()
          return
        }
        const m = answer.right
        if (m.kind === 'show' || m.kind === 'hide') {
          if (m.kind === 'show') show()
          else hide()
          for (const listener of listeners) listener(m.kind === 'show')
          return
        }
        const waiting = pending.get(m.id)
        if (!waiting) return
        pending.delete(m.id)
        if (waiting.timer) clearTimeout(waiting.timer)
        if (m.kind === 'success') waiting.resolve(m.payload)
        else waiting.reject(new FrameError(m.message, m.code, m.alert, m.retryAfterSeconds))
      }
      port.start()
      const connect: t.TypeOf<typeof ConnectPort> = { kind: 'airlock-frame:connect', version: PROTOCOL_VERSION }
      iframe.contentWindow?.postMessage(connect, frameOrigin, [channel.port2])
      setTimeout(() => {
        resolve({
          request: (type, payload, options) =>
            new Promise((done, fail) => {
              const id = `r${++nextId}`
              const timer =
                options?.timeout === false
                  ? undefined
                  : setTimeout(() => {
                      pending.delete(id)
                      fail(new FrameError('Embedded Wallet Request Timed Out', undefined, 'IFRAME_REQUEST_TIMEOUT'))
                    }, REQUEST_TIMEOUT_MS)
              pending.set(id, { resolve: done, reject: fail, ...(timer ? { timer } : {}) })
              port.postMessage({ id, type, payload })
            }),
          onVisibility: (listener) => {
            listeners.add(listener)
            return () => listeners.delete(listener)
          },
          ignoredMessages: () => ignored,
          destroy: () => {
            for (const [, waiting] of pending) {
              if (waiting.timer) clearTimeout(waiting.timer)
              waiting.reject(new FrameError(thrownMessages.requestAborted))
            }
            pending.clear()
            port.close()
            window.removeEventListener('message', afterHandshake)
            iframe.remove()
          },
        })
      }, READY_PAUSE_MS)
    }
    window.addEventListener('message', onAnnouncement)
    document.body.appendChild(iframe)
  })
}
