import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { assertLoopback, serve } from '../http/serve'
import { inboxListener } from './inboxPage'
import { parseMail, type ReceivedMail } from './parseMail'

export interface RunningMailbox {
  /** Where the auth service sends mail: smtp://127.0.0.1:port */
  readonly smtpUrl: string
  /** The inbox page (HTML) and its JSON at /messages?to= */
  readonly inboxUrl: string
  messages(to?: string): ReadonlyArray<ReceivedMail>
  /** Resolves with the next message to this address (or the newest already there after `since`). */
  nextMessage(to: string, since?: number): Promise<ReceivedMail>
  stop(): Promise<void>
}

const MAX_MESSAGE_BYTES = 256_000

/** The devnet's stand-in for the world's mail: a real SMTP server and an inbox page that shows it. */
export async function startMailbox(options: { host?: string; smtpPort?: number; inboxPort?: number } = {}): Promise<RunningMailbox> {
  const host = options.host ?? '127.0.0.1'
  assertLoopback(host)
  const messages: ReceivedMail[] = []
  const waiters = new Set<(mail: ReceivedMail) => void>()
  const smtp = new SMTPServer({
    // Loopback only and nothing to protect: no TLS, no login, like a local mail catcher.
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase())
        const mail = parseMail(Buffer.concat(chunks).toString('latin1'), messages.length + 1, to, new Date().toISOString())
        messages.push(mail)
        for (const waiter of [...waiters]) waiter(mail)
        callback()
      })
    },
  })
  const smtpPort = await new Promise<number>((resolve, reject) => {
    smtp.once('error', reject)
    smtp.listen(options.smtpPort ?? 0, host, () => resolve((smtp.server.address() as AddressInfo).port))
  })
  const list = (to?: string) => (to === undefined ? [...messages] : messages.filter((m) => m.to.includes(to.toLowerCase())))
  const inbox = await serve(inboxListener(list), host, options.inboxPort ?? 0)
  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    inboxUrl: inbox.url,
    messages: list,
    nextMessage: (to, since = 0) => {
      const there = list(to).find((m) => m.id > since)
      if (there) return Promise.resolve(there)
      return new Promise((resolve) => {
        const waiter = (mail: ReceivedMail) => {
          if (mail.id > since && mail.to.includes(to.toLowerCase())) {
            waiters.delete(waiter)
            resolve(mail)
          }
        }
        waiters.add(waiter)
      })
    },
    stop: async () => {
      await Promise.all([inbox.close(), new Promise<void>((done) => smtp.close(() => done()))])
    },
  }
}
