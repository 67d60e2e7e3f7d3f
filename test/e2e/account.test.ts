import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { formatUnits, getAddress, parseEther, parseUnits, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { sessionsAbi, sessionsErrorName } from '../../devnet/sessions/abi'
import { sendAsSession } from '../../devnet/sessions/sendAsSession'
import { balanceOf, chooseToken, connectDevnetWallet, demoInChromium, openDemoPage, wallet, walletLog, type DemoPage } from './demoPage'

// The account and send flows of the demo on the devnet, as a person meets them: the page's connected
// button, the Account view's details, a send's confirmation (hash, copy, explorer), a receiver given
// by name, balances after a send on a chain that mines later, and the Activity tab read as actions.
const env = demoInChromium()
let demo: DemoPage
let page: Page
const hashPattern = /0x[0-9a-f]{64}/

beforeAll(async () => {
  demo = await openDemoPage(env.browser, env.demo)
  await demo.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.demo.url })
  await connectDevnetWallet(demo)
  page = demo.page
})

const me = () => getAddress(env.demo.devnet.accounts[0]!.address)
const chain = () => env.demo.devnet.localChains[0]!

/** The demo's session signer (dev account 1) sends `value` to dev account 9 from the granting account. */
const asSession = (id: bigint, value: bigint) =>
  sendAsSession(chain(), privateKeyToAccount(env.demo.devnet.accounts[1]!.privateKey), me(), id, [
    { to: getAddress(env.demo.devnet.accounts[9]!.address), value, data: '0x' },
  ])

/** The account contract's error a refused session call names. */
const refusal = (attempt: Promise<unknown>): Promise<string> =>
  attempt.then(
    () => 'succeeded',
    (error: unknown) => sessionsErrorName(error) ?? String(error),
  )

/** Open the modal on Account (from the page's connected button). */
async function openAccount(): Promise<void> {
  if ((await demo.dialog.count()) === 0) await page.getByRole('button', { name: /alice\.devnet|0x/ }).first().click()
  await expect.poll(() => demo.dialog.getAttribute('data-view')).toBe('Account')
}

/** Fill the Send view (opened from Account) and send. */
async function send(symbol: string, amount: string, receiver: string): Promise<void> {
  await openAccount()
  await demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await chooseToken(demo.dialog, symbol)
  await demo.dialog.getByLabel('Amount').fill(amount)
  await demo.dialog.getByLabel('Receiver address').fill(receiver)
  await expect.poll(() => demo.dialog.getByRole('button', { name: 'Send', exact: true }).isEnabled()).toBe(true)
  await demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
}

/** The DVT amount the Tokens tab shows, as text ('1,234.5 DVT' → '1,234.5'). */
const shownDvt = async (): Promise<string | undefined> => {
  // One look: counting the row and then reading it would wait 30 s for a row re-rendered in between.
  const amounts = await demo.dialog
    .getByRole('list', { name: 'Tokens' })
    .getByRole('listitem')
    .filter({ hasText: 'Devnet Token' })
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('span')].at(-1)?.textContent ?? ''))
  return amounts[0]?.match(/^([\d,.]+) DVT$/)?.[1]
}
const asShown = (units: bigint) => {
  const [whole, fraction = ''] = formatUnits(units, 18).split('.')
  return `${Number(whole).toLocaleString('en-US')}.${fraction.padEnd(3, '0').slice(0, 3)}`
}

describe('the connected button and the Account view (SPEC §3 account state, §9 truncation)', () => {
  it('§3 the connected button shows the network’s image, the balance, the avatar and the name', async () => {
    const button = page.locator('header').getByRole('button').last() // the page's connect button, after the theme switch
    await expect.poll(() => button.textContent(), { timeout: 15_000 }).toMatch(/ETH/)
    expect(await button.textContent()).toContain('alice.devnet')
    const networkIcon = button.locator('[title^="Devnet"] img')
    // §7 the network's own image (GET /public/getAssetImage/{id}), loaded, not its initial.
    await expect.poll(() => networkIcon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true)
    expect(await networkIcon.getAttribute('src')).toContain('/public/getAssetImage/')
    expect(await button.locator('img, span').count()).toBeGreaterThan(2)
  })

  it('§9 Account shows the truncated address (4 and 6) under the name, copies it, links the explorer and names the wallet', async () => {
    await openAccount()
    const address = me()
    const short = `${address.slice(0, 6)}…${address.slice(-6)}`
    await expect.poll(() => demo.dialog.getByText(short, { exact: true }).count()).toBe(1)
    await demo.dialog.getByRole('button', { name: 'Copy address' }).click()
    await expect.poll(() => demo.dialog.getByText('Address copied').count()).toBe(1)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)
    const explorer = demo.dialog.getByRole('link', { name: 'View address on explorer' })
    expect(await explorer.getAttribute('href')).toBe(`${env.demo.devnet.chains[0]!.explorerUrl}/address/${address}`)
    expect(await explorer.getAttribute('target')).toBe('_blank')
    const opened = await page.request.get((await explorer.getAttribute('href'))!)
    expect(await opened.text()).toContain(address)
    const wallet = demo.dialog.getByTestId('connected-wallet')
    expect(await wallet.textContent()).toBe('Connected with Devnet Wallet')
    expect(await wallet.locator('img').count()).toBe(1)
  })
})

describe('a send and its confirmation (SPEC §4 send)', () => {
  it('§4 a token send lands on Account with the hash, a copy control and the explorer page of the transaction', async () => {
    const receiver = env.demo.devnet.accounts[6]!.address as Address
    const before = await balanceOf(env.demo, 'DVT', receiver)
    await send('DVT', '1.5', receiver)
    await expect.poll(() => demo.dialog.getAttribute('data-view'), { timeout: 15_000 }).toBe('Account')
    const notice = demo.dialog.getByRole('region', { name: 'Last transaction' })
    await expect.poll(() => notice.getByText('Transaction confirmed').count(), { timeout: 15_000 }).toBe(1)
    expect(await notice.textContent()).toContain('Sent 1.5 DVT to 0x')
    expect(await balanceOf(env.demo, 'DVT', receiver)).toBe(before + parseUnits('1.5', 18))
    const href = (await notice.getByRole('link', { name: /View on explorer/ }).getAttribute('href'))!
    const hash = href.match(hashPattern)![0]
    expect(href).toBe(`${env.demo.devnet.chains[0]!.explorerUrl}/tx/${hash}`)
    const receipt = await chain().publicClient.getTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(await (await page.request.get(href)).text()).toContain('Success')
    await notice.getByRole('button', { name: 'Copy transaction hash' }).click()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(hash)
    await notice.getByRole('button', { name: 'Dismiss' }).click()
    expect(await notice.count()).toBe(0)
  })

  it('§4 a native send closes the modal (no view) and its confirmation shows over the page, the same way', async () => {
    const receiver = env.demo.devnet.accounts[6]!.address as Address
    const before = await balanceOf(env.demo, 'ETH', receiver)
    await send('ETH', '0.2', receiver)
    await expect.poll(() => demo.dialog.count(), { timeout: 15_000 }).toBe(0)
    const notice = page.getByRole('region', { name: 'Last transaction' })
    await expect.poll(() => notice.getByText('Transaction confirmed').count(), { timeout: 15_000 }).toBe(1)
    expect(await notice.textContent()).toContain('Sent 0.2 ETH to 0x')
    expect(await balanceOf(env.demo, 'ETH', receiver)).toBe(before + parseUnits('0.2', 18))
    const href = (await notice.getByRole('link', { name: /View on explorer/ }).getAttribute('href'))!
    expect((await (await page.request.get(href)).text()).toLowerCase()).toContain(receiver.toLowerCase())
    expect(await notice.getByRole('button', { name: 'Copy transaction hash' }).count()).toBe(1)
    await notice.getByRole('button', { name: 'Dismiss' }).click()
    expect(await notice.count()).toBe(0)
  })

  it('§4 on a chain that mines later the balances are read after the receipt, not when the wallet gives the hash', async () => {
    const receiver = env.demo.devnet.accounts[8]!.address as Address
    const held = await balanceOf(env.demo, 'DVT', me())
    await chain().request({ method: 'evm_setAutomine', params: [false] })
    try {
      await send('DVT', '2', receiver)
      await expect.poll(() => demo.dialog.getAttribute('data-view'), { timeout: 15_000 }).toBe('Account')
      const notice = demo.dialog.getByRole('region', { name: 'Last transaction' })
      await expect.poll(() => notice.getByText('Transaction sent').count(), { timeout: 15_000 }).toBe(1)
      await demo.dialog.getByRole('tab', { name: 'Tokens' }).click()
      await expect.poll(shownDvt, { timeout: 15_000 }).toBe(asShown(held))
      await chain().request({ method: 'evm_mine', params: [] })
      await expect.poll(() => notice.getByText('Transaction confirmed').count(), { timeout: 15_000 }).toBe(1)
      await expect.poll(shownDvt, { timeout: 15_000 }).toBe(asShown(held - parseUnits('2', 18)))
    } finally {
      await chain().request({ method: 'evm_setAutomine', params: [true] })
    }
  })
})

describe('a receiver given by name (SPEC §7 GET /v1/profile/account/{name})', () => {
  it('§7 bob.devnet is resolved before sending, the address is shown (wrapped into even halves), and the coins go to it', async () => {
    const bob = getAddress(env.demo.devnet.accounts[1]!.address)
    const before = await balanceOf(env.demo, 'DUSD', bob)
    await openAccount()
    await demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await chooseToken(demo.dialog, 'DUSD')
    await demo.dialog.getByLabel('Amount').fill('1.25')
    await demo.dialog.getByLabel('Receiver address').fill('bob.devnet')
    await expect.poll(() => demo.dialog.getByTestId('resolved-receiver').textContent(), { timeout: 10_000 }).toContain(bob)
    // Where the address wraps, it wraps into even halves, not a line and a few stray characters.
    const perLine = await demo.dialog
      .getByTestId('resolved-receiver')
      .locator('code')
      .evaluate((code) => {
        const text = code.firstChild!
        const range = document.createRange()
        const lines = new Map<number, number>()
        for (let i = 0; i < (text.textContent ?? '').length; i++) {
          range.setStart(text, i)
          range.setEnd(text, i + 1)
          const top = Math.round(range.getBoundingClientRect().top)
          lines.set(top, (lines.get(top) ?? 0) + 1)
        }
        return [...lines.values()]
      })
    expect(Math.max(...perLine) - Math.min(...perLine)).toBeLessThanOrEqual(1)
    await demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => balanceOf(env.demo, 'DUSD', bob), { timeout: 15_000 }).toBe(before + parseUnits('1.25', 6))
    const notice = demo.dialog.getByRole('region', { name: 'Last transaction' })
    await expect.poll(() => notice.textContent(), { timeout: 15_000 }).toContain('Sent 1.25 DUSD to bob.devnet')
  })

  it('§7 an unknown name says so inline and Send stays disabled', async () => {
    await openAccount()
    await demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await chooseToken(demo.dialog, 'DUSD')
    await demo.dialog.getByLabel('Amount').fill('1')
    await demo.dialog.getByLabel('Receiver address').fill('nobody.devnet')
    await expect.poll(() => demo.dialog.getByText('No address found for nobody.devnet').count(), { timeout: 10_000 }).toBe(1)
    expect(await demo.dialog.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true)
    await demo.dialog.getByRole('button', { name: /back/i }).first().click()
  })
})

describe('the Activity tab reads as actions (SPEC §3 transaction)', () => {
  it('§3 rows say "Sent … to", "Minted Devnet Collectible #2", with direction icons and NFT thumbnails, never a bare hash', async () => {
    await openAccount()
    await demo.dialog.getByRole('tab', { name: 'Activity' }).click()
    const rows = demo.dialog.locator('li[data-direction]')
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThan(3)
    const texts = await rows.allTextContents()
    expect(texts.some((t) => /^Sent 2 DVT to 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{6}/.test(t))).toBe(true)
    expect(texts.some((t) => t.startsWith('Minted Devnet Collectible #2'))).toBe(true)
    expect(texts.every((t) => !hashPattern.test(t))).toBe(true)
    const minted = rows.filter({ hasText: 'Minted Devnet Collectible #2' }).first()
    expect(await minted.getAttribute('data-direction')).toBe('in')
    expect(await minted.locator('[data-nft="true"] img').count()).toBe(1)
    expect(await rows.filter({ hasText: 'Sent 2 DVT' }).first().getAttribute('data-direction')).toBe('out')
  })
})

describe('smart sessions in the Account view (feature flag smartSessions; SPEC §6 wallet_grantPermissions, §7 sessions rows)', () => {
  it('§6/§7 a session the page was granted shows in Account with its limit; the dapp spends within it without a prompt, is refused beyond it, and after its revoke row ended it on chain', async () => {
    if ((await demo.dialog.count()) > 0) await page.keyboard.press('Escape')
    await expect.poll(() => demo.dialog.count()).toBe(0)
    await page.getByRole('button', { name: 'Allow a session (0.01 ETH, 1 hour)' }).click()
    await expect.poll(() => page.getByTestId('session').count(), { timeout: 15_000 }).toBe(1)
    const pci = (await page.getByTestId('session').textContent()) as `0x${string}`
    const id = BigInt(`0x${pci.slice(66)}`)

    await openAccount()
    const row = demo.dialog.getByTestId('session-row').first()
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 15_000 }).toBe('active')
    expect(await row.textContent()).toContain('Up to 0.01 ETH')
    expect(await row.textContent()).toContain('0 ETH spent')
    const onChain = () =>
      chain().publicClient.readContract({ address: me(), abi: sessionsAbi, functionName: 'session', args: [id] })
    expect((await onChain()).revoked).toBe(false)

    // SPEC §6: the dapp's session signer (the demo names dev account 1) spends from the account with
    // no prompt, within the limit; beyond it the account's code refuses.
    const receiver = getAddress(env.demo.devnet.accounts[9]!.address)
    const before = await chain().publicClient.getBalance({ address: receiver })
    await wallet(page, (control) => control.clearLog())
    expect((await asSession(id, parseEther('0.004'))).status).toBe('success')
    expect((await chain().publicClient.getBalance({ address: receiver })) - before).toBe(parseEther('0.004'))
    expect(await walletLog(page)).toEqual([])
    expect(await refusal(asSession(id, parseEther('0.007')))).toBe('SpendingLimitExceeded')
    await page.keyboard.press('Escape')
    await expect.poll(() => demo.dialog.count()).toBe(0)
    await openAccount()
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('0.004 ETH spent')

    await row.getByRole('button', { name: /^Revoke the session/ }).click()
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 15_000 }).toBe('revoked')
    expect(await row.textContent()).toContain('Revoked')
    expect((await onChain()).revoked).toBe(true)
    expect(await refusal(asSession(id, parseEther('0.001')))).toBe('SessionIsRevoked')
  })
})
