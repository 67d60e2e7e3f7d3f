// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type Devnet } from '../../devnet'
import type { DevnetWalletControl } from '../../devnet/wallet'

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ chainPorts: false })
}, 60_000)

afterAll(async () => {
  await devnet?.stop()
})

/** What a page gets from <script src=".../devnet/wallet.js">: the script run in the page's global scope. */
async function loadWalletScript(query: string): Promise<DevnetWalletControl> {
  const response = await fetch(`${devnet.urls.walletScript}${query}`)
  expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
  const script = await response.text()
  delete window.__devnetWallet
  new Function(script)()
  const control = window.__devnetWallet
  if (!control) throw new Error('the wallet script did not install the control object')
  return control
}

describe('Devnet Wallet in a page (one <script>, EIP-6963, approval dialog)', () => {
  it('EIP-6963: the served script announces the Devnet Wallet to a page that asks', { timeout: 20_000 }, async () => {
    const control = await loadWalletScript('?approval=approve&persist=false')
    const heard: Array<{ info: { rdns: string; name: string } }> = []
    window.addEventListener('eip6963:announceProvider', (event) => heard.push((event as CustomEvent).detail))
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(heard.at(-1)?.info).toMatchObject({ name: 'Devnet Wallet', rdns: 'dev.airlock.devnet' })
    expect(await control.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await control.provider.request({ method: 'eth_requestAccounts' })).toEqual([devnet.accounts[0]!.address])
  })

  it('§6 in prompt mode the person approves or rejects each request in a small dialog', { timeout: 20_000 }, async () => {
    const control = await loadWalletScript('?approval=prompt&persist=false')
    const connecting = control.provider.request({ method: 'eth_requestAccounts' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    const dialog = document.querySelector('[data-devnet-wallet-prompt]')
    expect(dialog?.getAttribute('role')).toBe('alertdialog')
    expect(dialog?.textContent).toContain('Connect your Devnet Wallet account')
    ;(document.querySelector('[data-devnet-wallet="approve"]') as HTMLButtonElement).click()
    expect(await connecting).toEqual([devnet.accounts[0]!.address])
    expect(document.querySelector('[data-devnet-wallet-prompt]')).toBeNull()

    const signing = control.provider.request({ method: 'personal_sign', params: ['0x6869', devnet.accounts[0]!.address] })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(document.querySelector('[data-devnet-wallet-prompt] pre')?.textContent).toBe('hi')
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    await expect(signing).rejects.toMatchObject({ code: 4001 })
    expect(document.querySelector('[data-devnet-wallet-prompt]')).toBeNull()
  })
})
