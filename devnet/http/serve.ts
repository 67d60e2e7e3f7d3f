import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RunningServer {
  readonly url: string
  readonly port: number
  /** Stops listening and drops open keep-alive connections, so the process can exit at once. */
  close(): Promise<void>
}

const loopback = /^(127(\.\d{1,3}){3}|::1|localhost)$/

/** The devnet never listens beyond this machine. */
export function assertLoopback(host: string): void {
  if (!loopback.test(host)) throw new Error(`The devnet listens on loopback only; refusing host "${host}"`)
}

/** Listen on host:port (0 picks a free port) and report the actual URL. */
export function serve(
  listener: (request: IncomingMessage, response: ServerResponse) => void,
  host: string,
  port: number,
): Promise<RunningServer> {
  assertLoopback(host)
  const server = createServer(listener)
  // A slow client must not hold a test or the CLI open.
  server.keepAliveTimeout = 2_000
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} on ${host} is already in use; choose another (see devnet/README.md)`)
          : error,
      )
    })
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address
      let closing: Promise<void> | undefined
      resolve({
        url: `http://${shownHost}:${address.port}`,
        port: address.port,
        close: () =>
          (closing ??= new Promise<void>((done) => {
            server.close(() => done())
            server.closeAllConnections()
          })),
      })
    })
  })
}
