import { beforeAll, describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { parseUnits, type Address } from 'viem'
import { axeViolations } from './axe'
import { balanceOf, connectDevnetWallet, demoInChromium, disconnectInModal, openDemoPage, phone, wallet, type DemoPage } from './demoPage'
import { focusRingRoom, lineTexts } from './lineLayout'

// SPEC §1 buy through an onramp, end to end on the demo: the Account view's Buy, the OnRampProviders
// view with each provider's SPEC §7 quote, the provider's page on its own origin in a window of its own,
// the purchase delivered on the devnet chain from the onramp treasury, and the modal seeing it land
// (history's `onramp` parameter): the balance and the Activity tab show it. Then the SPEC §8 fallbacks
// and a provider's refusal, each provoked by a fault of the devnet's onramp rows.
const env = demoInChromium()
let demo: DemoPage
let page: Page
let dialog: Locator
let owner: Address

beforeAll(async () => {
  demo = await openDemoPage(env.browser, env.demo)
  await connectDevnetWallet(demo)
  page = demo.page
  dialog = demo.dialog
  owner = env.demo.devnet.accounts[0]!.address as Address
})

const view = () => dialog.getAttribute('data-view')

async function openBuy(): Promise<void> {
  if ((await dialog.count()) === 0) await page.locator('header').getByRole('button').last().click()
  await expect.poll(view).toBe('Account')
  await dialog.getByRole('button', { name: 'Buy', exact: true }).click()
  await expect.poll(view).toBe('OnRampProviders')
}

const provider = (name: string) => dialog.getByRole('button', { name: `Buy with ${name}` })

/** Buys through the provider's page: returns the page once it says the purchase is complete. */
async function buyWith(name: string, id: 'devnet-card' | 'devnet-ramp'): Promise<void> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), provider(name).click()])
  await popup.waitForURL(/\/buy\?session=/)
  // The provider's own site, not the demo's nor the API's origin.
  expect(new URL(popup.url()).origin).toBe(new URL(env.demo.devnet.urls.onrampProviders[id]).origin)
  expect(new URL(popup.url()).origin).not.toBe(new URL(env.demo.url).origin)
  expect(await popup.evaluate(() => window.opener)).toBeNull()
  await expect.poll(view).toBe('BuyInProgress')
  expect(await dialog.textContent()).toContain(`Finish your purchase on ${name}`)
  await popup.getByRole('button', { name: 'Complete purchase' }).click()
  await popup.getByRole('heading', { name: 'Purchase complete' }).waitFor()
  await popup.close()
}

describe('buying through an onramp provider on the devnet (SPEC §1, §7 onramp rows, §9 providers)', () => {
  it('§7 50 USD of DUSD through Devnet Card: quoted with its 1.5 % fee, delivered on chain, and the modal shows it arrive; each provider named by what it shows (axe finds nothing)', async () => {
    const before = await balanceOf(env.demo, 'DUSD', owner)
    await openBuy()
    await dialog.getByRole('textbox', { name: 'Amount to pay' }).fill('50')
    expect(await dialog.getByRole('combobox', { name: 'Payment currency' }).inputValue()).toBe('USD')
    expect(await dialog.getByRole('combobox', { name: 'Token to buy' }).inputValue()).toBe('DUSD')
    // §9 the fee inside 1–2 %: 0.75 of 50, plus the 0.50 network fee.
    await expect.poll(() => provider('Devnet Card').textContent(), { timeout: 10_000 }).toContain('48.750 DUSD')
    expect(await provider('Devnet Card').textContent()).toContain('Fee 0.75 USD · network 0.50 USD')
    await expect.poll(() => provider('Devnet Ramp').textContent()).toContain('49.000 DUSD')
    // Each provider is named 'Buy with …' and its name holds the quote it shows (WCAG 2.5.3).
    expect(await axeViolations(demo.page)).toEqual([])
    await buyWith('Devnet Card', 'devnet-card')
    await expect.poll(() => dialog.getByTestId('onramp-received').textContent(), { timeout: 15_000 }).toBe('You received 48.750 DUSD')
    expect((await balanceOf(env.demo, 'DUSD', owner)) - before).toBe(parseUnits('48.75', 6))
  })

  it('§4 the balance and the Activity tab show the purchase', async () => {
    await dialog.getByRole('button', { name: 'Done' }).click()
    await expect.poll(view).toBe('OnRampProviders')
    await dialog.getByRole('button', { name: 'Back' }).click()
    await expect.poll(view).toBe('Account')
    const held = Number(await balanceOf(env.demo, 'DUSD', owner)) / 1e6
    const dusd = dialog.getByRole('list', { name: 'Tokens' }).getByRole('listitem').filter({ hasText: 'DUSD' }).first()
    await expect.poll(() => dusd.textContent(), { timeout: 15_000 }).toContain(held.toLocaleString('en-US', { maximumFractionDigits: 3 }))
    await dialog.getByRole('tab', { name: 'Activity' }).click()
    const rows = dialog.locator('li[data-direction="in"]')
    await expect.poll(async () => (await rows.allTextContents()).some((t) => /48\.750? DUSD/.test(t)), { timeout: 15_000 }).toBe(true)
    await dialog.getByRole('tab', { name: 'Tokens' }).click()
  })

  it('§9 DVT through Devnet Ramp (the second provider) arrives too', async () => {
    const before = await balanceOf(env.demo, 'DVT', owner)
    await openBuy()
    await dialog.getByRole('combobox', { name: 'Token to buy' }).selectOption('DVT')
    await dialog.getByRole('textbox', { name: 'Amount to pay' }).fill('101')
    // (101 − 1.01 fee − 0.50 network) / 2.50 per DVT
    await expect.poll(() => provider('Devnet Ramp').textContent(), { timeout: 10_000 }).toContain('39.796 DVT')
    await buyWith('Devnet Ramp', 'devnet-ramp')
    await expect.poll(() => dialog.getByTestId('onramp-received').textContent(), { timeout: 15_000 }).toBe('You received 39.796 DVT')
    expect((await balanceOf(env.demo, 'DVT', owner)) - before).toBe(parseUnits('39.796', 18))
    await dialog.getByRole('button', { name: 'Done' }).click()
  })
})

describe('the Buy view laid out (SPEC §2 layout, desktop and phone)', () => {
  it('§2 Buy, desktop and phone: the amount keeps room inside its focus ring and the ring stays clear of its box; each fee stays whole and the separator never ends a line', async () => {
    for (const options of [{}, phone]) {
      const context = await env.browser.newContext(options)
      const fresh = await context.newPage()
      const opened: DemoPage = { page: fresh, context, dialog: fresh.getByRole('dialog'), close: () => context.close() }
      try {
        await opened.page.goto(env.demo.url)
        await connectDevnetWallet(opened)
        const modal = opened.dialog
        if ((await modal.count()) > 0) await opened.page.keyboard.press('Escape')
        await opened.page.getByRole('button', { name: 'Open the modal' }).click()
        await modal.getByRole('button', { name: 'Buy', exact: true }).click()
        const amount = modal.getByRole('textbox', { name: 'Amount to pay' })
        await amount.fill('50')
        const card = modal.getByRole('button', { name: 'Buy with Devnet Card' })
        await expect.poll(() => card.textContent(), { timeout: 10_000 }).toContain('48.750 DUSD')
        await expect.poll(() => modal.getByRole('button', { name: 'Buy with Devnet Ramp' }).textContent()).toContain('49.000 DUSD')

        // The field's box is the 'You pay' box: the amount row's parent.
        const room = await focusRingRoom(amount, amount.locator('xpath=../..'))
        expect(room.ring).toBe('solid 2px')
        expect(room.text).toBeGreaterThanOrEqual(4)
        expect(room.box).toBeGreaterThanOrEqual(2)
        expect(await amount.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true)

        for (const name of ['Devnet Card', 'Devnet Ramp']) {
          const fees = modal.getByRole('button', { name: `Buy with ${name}` }).getByTestId('onramp-fees')
          const text = (await fees.textContent()) ?? ''
          const [fee, network] = text.split(' · ')
          expect([[text], [fee, `· ${network}`]]).toContainEqual(await lineTexts(fees))
        }
      } finally {
        await opened.close()
      }
    }
  })
})

describe('onramp failures (SPEC §5 limits, §8 fallbacks and messages)', () => {
  it('§9 an amount outside the card limits is refused before any quote', async () => {
    await expect.poll(view).toBe('OnRampProviders')
    await dialog.getByRole('textbox', { name: 'Amount to pay' }).fill('5')
    await expect.poll(() => dialog.getByRole('alert').allTextContents()).toContain('The least you can buy is 10.00 USD')
    expect(await provider('Devnet Card').getAttribute('aria-disabled')).toBe('true')
  })

  it('§8 a failed quote gives way to the mock quote, marked as an estimate', async () => {
    env.demo.devnet.faults.add({ path: '/v1/onramp/quote', status: 500, times: 2 })
    await dialog.getByRole('textbox', { name: 'Amount to pay' }).fill('60')
    await expect.poll(() => provider('Devnet Card').textContent(), { timeout: 10_000 }).toContain('Estimate')
    expect(await provider('Devnet Card').textContent()).toContain('Fee up to 1.20 USD · amount shown on Devnet Card')
    expect(await provider('Devnet Ramp').textContent()).toContain('Estimate')
  })

  it("§8 a provider's refusal shows its reason (the first error reason's description) and no provider page stays open", async () => {
    env.demo.devnet.faults.add({ path: '/v1/generators/onrampurl', status: 422, times: 1, body: { reasons: [{ description: 'Card payments are paused in your region' }] } })
    const [popup] = await Promise.all([page.waitForEvent('popup'), provider('Devnet Card').click()])
    const alert = dialog.getByRole('alert')
    await expect.poll(() => alert.textContent(), { timeout: 10_000 }).toContain('Devnet Card could not start the purchase')
    expect(await alert.textContent()).toContain('Card payments are paused in your region')
    await expect.poll(() => popup.isClosed()).toBe(true)
    await dialog.getByRole('button', { name: 'Back' }).last().click()
  })

  it('§8 failed options give way to the built-in USD and EUR list with the §9 limits; the provider page picks the token', async () => {
    env.demo.devnet.faults.add({ path: '/v1/onramp/options', status: 500, times: 1 })
    // A fresh page: options are read once per page. The wallet stays connected.
    await page.reload()
    await page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.textContent === 'connected')
    await openBuy()
    await expect.poll(() => dialog.getByRole('status').allTextContents(), { timeout: 10_000 }).toContain(
      'The provider list could not be read: the standard currencies and limits are shown.',
    )
    const currency = dialog.getByRole('combobox', { name: 'Payment currency' })
    expect(await currency.locator('option').allTextContents()).toEqual(['USD', 'EUR'])
    expect(await dialog.textContent()).toContain('Between 10.00 and 7,500.00 USD by card')
    expect(await dialog.textContent()).toContain('Chosen on the provider’s page')
    await currency.selectOption('EUR')
    await dialog.getByRole('textbox', { name: 'Amount to pay' }).fill('7600')
    await expect.poll(() => dialog.getByRole('alert').allTextContents()).toContain('The most you can buy is 7500.00 EUR')
  })
})

// SPEC §1 pay (on in the demo): the demo's Pay card calls `modal.pay` for a devnet shop on the first
// devnet chain; the Pay view shows the payment, the wallet or the card provider pays it, and the
// amounts are checked on chain from here.
describe('pay from the demo (SPEC §1 pay, §7 native and token send, §9 card-provider chains)', () => {
  const shop = () => env.demo.devnet.accounts[2]!.address as Address
  const payCard = () => page.getByRole('region', { name: 'Pay' })
  const result = () => payCard().getByTestId('pay-result').textContent()
  const chain = () => env.demo.devnet.localChains[0]!.publicClient

  /** Asks for a payment from the demo page and waits for the Pay view with the balance read. */
  async function askToPay(asset: 'ETH' | 'DUSD', amount: string): Promise<void> {
    if ((await dialog.count()) > 0) {
      await page.keyboard.press('Escape')
      await expect.poll(() => dialog.count()).toBe(0)
    }
    await payCard().getByRole('combobox', { name: 'Asset' }).selectOption({ label: asset })
    await payCard().getByRole('textbox', { name: 'Amount' }).fill(amount)
    await payCard().getByRole('button', { name: 'Pay', exact: true }).click()
    await expect.poll(view).toBe('Pay')
    expect(await dialog.getByTestId('pay-amount').textContent()).toBe(`${amount} ${asset}`)
    await expect.poll(() => dialog.getByTestId('pay-balance').textContent(), { timeout: 10_000 }).toContain(asset)
  }

  it('§7 images and worth: the Pay view shows the token’s image and the amount’s dollar worth, the network’s image and the recipient’s identicon, each image loaded', async () => {
    await askToPay('ETH', '0.25')
    // Priced by the account's balance list: the devnet prices ETH at 3,000 dollars.
    await expect.poll(() => dialog.getByTestId('pay-worth').textContent(), { timeout: 10_000 }).toBe('$750.00')
    const token = dialog.getByTestId('pay-amount').locator('xpath=..').locator('img')
    await expect.poll(() => token.getAttribute('src')).toContain('/public/getTokenImage/ETH')
    const network = dialog.getByRole('definition').filter({ hasText: env.demo.devnet.chains[0]!.name }).locator('img')
    expect(await network.getAttribute('src')).toContain('/public/getAssetImage/')
    expect(await dialog.getByTestId('pay-recipient').locator('[data-identicon]').count()).toBe(1)
    const broken = await dialog.locator('img').evaluateAll(async (images) => {
      await Promise.all(images.map((image) => (image as HTMLImageElement).decode().catch(() => undefined)))
      return images.filter((image) => (image as HTMLImageElement).naturalWidth === 0).map((image) => (image as HTMLImageElement).src)
    })
    expect(broken).toEqual([])
    expect(await axeViolations(page, '[data-airlock-root]')).toEqual([])
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(result).toBe('Not paid (cancelled): Payment cancelled')
  })

  it('§7 native: 0.25 ETH from the wallet to the shop; the view shows recipient, network, balance and fee; the call resolves with the hash', async () => {
    const before = await chain().getBalance({ address: shop() })
    await askToPay('ETH', '0.25')
    expect(await dialog.getByTestId('pay-recipient').getAttribute('title')).toBe(shop())
    expect(await dialog.getByRole('definition').allTextContents()).toContain(env.demo.devnet.chains[0]!.name)
    await expect.poll(() => dialog.getByTestId('pay-fee').textContent()).toMatch(/^(< )?[\d.,]+ ETH$/)
    await dialog.getByRole('button', { name: 'Pay 0.25 ETH' }).click()
    await expect.poll(result, { timeout: 15_000 }).toMatch(/^Paid \(wallet\): 0x[0-9a-f]{64}$/)
    const hash = (await result())!.split(': ')[1] as `0x${string}`
    expect(await dialog.getByTestId('pay-hash').getAttribute('data-hash')).toBe(hash)
    const tx = await chain().getTransaction({ hash })
    expect([tx.to?.toLowerCase(), tx.value]).toEqual([shop().toLowerCase(), parseUnits('0.25', 18)])
    expect((await chain().getBalance({ address: shop() })) - before).toBe(parseUnits('0.25', 18))
    await dialog.getByRole('button', { name: 'Done' }).click()
    await expect.poll(() => dialog.count()).toBe(0)
  })

  it('§7 token: 12.5 DUSD as transfer(shop, amount) on the token contract', async () => {
    const before = await balanceOf(env.demo, 'DUSD', shop())
    await askToPay('DUSD', '12.5')
    await dialog.getByRole('button', { name: 'Pay 12.5 DUSD' }).click()
    await expect.poll(result, { timeout: 15_000 }).toMatch(/^Paid \(wallet\): 0x[0-9a-f]{64}$/)
    const hash = (await result())!.split(': ')[1] as `0x${string}`
    expect((await chain().getTransaction({ hash })).to?.toLowerCase()).toBe(String(env.demo.devnet.chains[0]!.contracts.stablecoin).toLowerCase())
    expect((await balanceOf(env.demo, 'DUSD', shop())) - before).toBe(parseUnits('12.5', 6))
  })

  it('§8 declined in the wallet: the view says so, the call rejects with reason declined, nothing moves', async () => {
    const before = await chain().getBalance({ address: shop() })
    await wallet(page, (control) => control.setMode('reject'))
    try {
      await askToPay('ETH', '0.5')
      await dialog.getByRole('button', { name: 'Pay 0.5 ETH' }).click()
      await expect.poll(result, { timeout: 10_000 }).toBe('Not paid (declined): Payment declined in the wallet')
      expect(await dialog.getByRole('alert').textContent()).toContain('Payment declined in the wallet')
    } finally {
      await wallet(page, (control) => control.setMode('approve'))
    }
    expect(await chain().getBalance({ address: shop() })).toBe(before)
  })

  it('more than the balance: Pay is off, and giving up rejects with reason insufficient_balance', async () => {
    await askToPay('DUSD', '100000000')
    expect(await dialog.getByRole('alert').textContent()).toBe('Insufficient DUSD balance')
    expect(await dialog.getByRole('button', { name: 'Pay 100000000 DUSD' }).isDisabled()).toBe(true)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(result).toBe('Not paid (insufficient_balance): Insufficient DUSD balance')
  })

  it("§9 by card: the card provider's page on its own origin, for SPEC §9's fallback chain ethereum; completing it pays the shop on the devnet chain", async () => {
    const before = await chain().getBalance({ address: shop() })
    await askToPay('ETH', '0.3')
    const [popup] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: 'Pay with card' }).click()])
    await popup.waitForURL(/\/pay\?session=/)
    expect(new URL(popup.url()).origin).toBe(new URL(env.demo.devnet.urls.onrampProviders['devnet-card']).origin)
    expect(await popup.evaluate(() => window.opener)).toBeNull()
    expect(await popup.textContent('dl')).toContain(`ethereum (devnet ${env.demo.devnet.chains[0]!.chainId})`)
    await expect.poll(() => dialog.textContent()).toContain('Finish your payment on Devnet Card')
    await popup.getByRole('button', { name: 'Pay 0.3 ETH' }).click()
    await popup.getByRole('heading', { name: 'Payment complete' }).waitFor()
    await popup.close()
    await expect.poll(result, { timeout: 15_000 }).toMatch(/^Paid \(card\): 0x[0-9a-f]{64}$/)
    expect(await dialog.textContent()).toContain('Paid by card')
    expect((await chain().getBalance({ address: shop() })) - before).toBe(parseUnits('0.3', 18))
    await dialog.getByRole('button', { name: 'Done' }).click()
  })

  it('§1 pay opened without a wallet: Pay with wallet opens Connect over the payment; closing there rejects it, and a connect comes back to the same payment, which the wallet pays', async () => {
    // The page starts this case disconnected (the modal's Disconnect), and ends it connected again.
    if ((await dialog.count()) === 0) await page.locator('header').getByRole('button').last().click()
    await expect.poll(view).toBe('Account')
    await disconnectInModal(dialog)
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('disconnected')
    const askWithoutWallet = async (amount: string, look = false) => {
      if ((await dialog.count()) > 0) {
        await page.keyboard.press('Escape')
        await expect.poll(() => dialog.count()).toBe(0)
      }
      await payCard().getByRole('combobox', { name: 'Asset' }).selectOption({ label: 'ETH' })
      await payCard().getByRole('textbox', { name: 'Amount' }).fill(amount)
      await payCard().getByRole('button', { name: 'Pay', exact: true }).click()
      await expect.poll(view).toBe('Pay')
      expect(await dialog.textContent()).toContain('Connect a wallet to pay from it, or pay by card.')
      if (look) await page.screenshot({ path: 'test/artifacts/pay-without-wallet-desktop.png' })
      await dialog.getByRole('button', { name: 'Pay with wallet' }).click()
      await expect.poll(view).toBe('Connect')
    }

    // Closing the modal while connecting gives the payment up.
    await askWithoutWallet('0.2', true)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    await expect.poll(result).toBe('Not paid (cancelled): Payment cancelled')

    // Connecting brings the Pay view back with the same payment; the wallet pays it.
    const before = await chain().getBalance({ address: shop() })
    await askWithoutWallet('0.15')
    const legal = dialog.getByRole('checkbox')
    if ((await legal.count()) > 0 && !(await legal.isChecked())) await legal.check()
    await dialog.getByRole('button', { name: /Devnet Wallet/ }).click()
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 10_000 }).toBe('connected')
    await expect.poll(view).toBe('Pay')
    expect(await dialog.getByTestId('pay-amount').textContent()).toBe('0.15 ETH')
    expect(await dialog.getByTestId('pay-recipient').getAttribute('title')).toBe(shop())
    await expect.poll(() => dialog.getByTestId('pay-balance').textContent(), { timeout: 10_000 }).toContain('ETH')
    expect(await payCard().getByTestId('pay-result').textContent()).toBe('Paying…')
    const viewport = page.viewportSize()
    for (const [name, size] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
      await page.setViewportSize(size)
      await page.screenshot({ path: `test/artifacts/pay-after-connect-${name}.png` })
    }
    if (viewport) await page.setViewportSize(viewport)
    await dialog.getByRole('button', { name: 'Pay 0.15 ETH' }).click()
    await expect.poll(result, { timeout: 15_000 }).toMatch(/^Paid \(wallet\): 0x[0-9a-f]{64}$/)
    const hash = (await result())!.split(': ')[1] as `0x${string}`
    const tx = await chain().getTransaction({ hash })
    expect([tx.from.toLowerCase(), tx.to?.toLowerCase(), tx.value]).toEqual([owner.toLowerCase(), shop().toLowerCase(), parseUnits('0.15', 18)])
    expect((await chain().getBalance({ address: shop() })) - before).toBe(parseUnits('0.15', 18))
    await dialog.getByRole('button', { name: 'Done' }).click()
  })
})
