import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { SOLANA_CAIP_NETWORK_ID } from '../../devnet/solana/config'
import { BITCOIN_CAIP_NETWORK_ID } from '../../devnet/bitcoin/config'

const root = fileURLToPath(new URL('../..', import.meta.url))
let child: ChildProcess | undefined

afterAll(() => {
  // Only if a failed assertion left it running.
  if (child && child.exitCode === null) child.kill('SIGKILL')
})

function waitForOutput(process: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = ''
    process.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (pattern.test(output)) resolve(output)
    })
    process.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    process.on('exit', (code) => reject(new Error(`devnet exited (${code}) before printing ${pattern}: ${output}`)))
  })
}

describe('npm run devnet (devnet/cli.ts)', () => {
  it('starts everything on 127.0.0.1, prints the URLs, and stops cleanly on SIGTERM', { timeout: 40_000 }, async () => {
    const started = Date.now()
    child = spawn(process.execPath, ['--import', 'tsx', 'devnet/cli.ts'], {
      cwd: root,
      env: { ...process.env, DEVNET_API_PORT: '0', DEVNET_CATALOGUE_PORT: '0', DEVNET_CHAIN_PORTS: '0,0', DEVNET_SOLANA_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const output = await waitForOutput(child, /Dev accounts[\s\S]*#9 0x/)
    expect(Date.now() - started).toBeLessThan(20_000)
    const api = /Blockchain API\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1]
    const catalogue = /Wallet catalogue\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1]
    expect(api).toBeDefined()
    expect(catalogue).toBeDefined()
    expect(output).toMatch(/RPC \(direct\)\s+http:\/\/127\.0\.0\.1:\d+/)
    expect(await (await fetch(`${api}/v1/supported-chains`)).json()).toEqual({ http: ['eip155:31337', 'eip155:31338', SOLANA_CAIP_NETWORK_ID, BITCOIN_CAIP_NETWORK_ID], ws: [] })
    const solanaRpc = /Devnet Solana[^\n]*\n\s+RPC\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1]
    const health = await fetch(solanaRpc ?? '', { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }) })
    expect(await health.json()).toMatchObject({ result: 'ok' })
    expect((await fetch(`${catalogue}/getWallets?entries=1`)).status).toBe(200)

    const exited = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)))
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
    await expect(fetch(`${api}/v1/supported-chains`)).rejects.toThrow()
  })
})
