/**
 * The load run's floor: a bare node:http server on 127.0.0.1 answering one small fixed JSON body,
 * in the same process as the devnet. What the devnet's calls reach is read as a ratio to it.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export const FLOOR_BODY = '{"ok":true}'

export interface FloorServer {
  readonly url: string
  stop(): Promise<void>
}

export async function startFloor(): Promise<FloorServer> {
  const server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(FLOOR_BODY.length) })
      response.end(FLOOR_BODY)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
