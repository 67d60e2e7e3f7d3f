import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { verifyMessage, type Address, type Hex } from 'viem'
import { openDemoPage, shownTexts, status, viewOf, type DemoPage, demoInChromium } from './demoPage'

// The embedded wallet end to end on the demo: the email form, the code mailed by the auth service
// to the devnet's SMTP server, the secure frame on its own origin, and the devnet chain. One page
// walks the whole story, each test picking up where the last one left it.
const env = demoInChromium({ approval: 'approve', embedded: true })

const EMAIL = 'ada@example.com'
let demoPage: DemoPage
/** The embedded wallet's address, once connected. */
let embeddedAddress = ''

const mailbox = () => env.demo.devnet.embedded!.mailbox
const lastMailId = () => mailbox().messages(EMAIL).at(-1)?.id ?? 0
/** The code in the next mail to EMAIL after `since`. */
async function nextCode(since: number): Promise<string> {
  const mail = await mailbox().nextMessage(EMAIL, since)
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
  if (!code) throw new Error(`no code in the mail: ${mail.text}`)
  return code
}

/** Scripts the page fetched so far (chunk names), to see which bundles loaded. */
const scripts = (page: Page): Promise<string[]> =>
  page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name).filter((n) => n.endsWith('.js')))

beforeAll(async () => {
  demoPage = await openDemoPage(env.browser, env.demo)
})
afterAll(async () => {
  await demoPage?.close()
})

describe('email login', () => {
  it('§1 the Connect view offers email after the injected wallet; its bundle and the frame load only once email is chosen', async () => {
    const { page, dialog } = demoPage
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await dialog.getByRole('checkbox').check()
    const email = dialog.getByRole('button', { name: 'Continue with Email' })
    await email.waitFor()
    // SPEC §1: an injected wallet was found, so the wallets come first, then email.
    const order = await dialog.evaluate((root) => {
      const buttons = [...root.querySelectorAll('button')].map((b) => b.textContent ?? '')
      return { wallet: buttons.findIndex((t) => t.includes('Devnet Wallet')), email: buttons.findIndex((t) => t.includes('Continue with Email')) }
    })
    expect(order.wallet).toBeGreaterThanOrEqual(0)
    expect(order.email).toBeGreaterThan(order.wallet)
    expect(await page.locator('iframe[data-airlock-frame]').count()).toBe(0)
    const before = await scripts(page)
    await email.click()
    await dialog.getByRole('textbox', { name: 'Email' }).waitFor()
    const after = await scripts(page)
    expect(after.length).toBeGreaterThan(before.length)
  })

  let code = ''
  it('§4 email → code in the devnet inbox → EmailVerifyOtp; a wrong code is refused in the auth service\'s words', async () => {
    const { dialog } = demoPage
    const since = lastMailId()
    await dialog.getByRole('textbox', { name: 'Email' }).fill(EMAIL)
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    code = await nextCode(since)
    await expect.poll(() => viewOf(demoPage)).toBe('EmailVerifyOtp')
    await dialog.getByRole('textbox', { name: 'Code' }).fill(code === '000000' ? '111111' : '000000')
    await dialog.getByRole('button', { name: 'Verify', exact: true }).click()
    await expect.poll(() => shownTexts(demoPage.page)).toContain('Invalid code')
    expect(await viewOf(demoPage)).toBe('EmailVerifyOtp')
  })

  it('§5 resending inside the 30 s cooldown is refused: \'Please try again after {n} seconds\'', async () => {
    const { dialog } = demoPage
    const since = lastMailId()
    await dialog.getByRole('button', { name: 'Resend code' }).click()
    const pattern = /^Please try again after (\d+) seconds$/
    await expect.poll(async () => (await shownTexts(demoPage.page)).some((t) => pattern.test(t))).toBe(true)
    const seconds = Number(pattern.exec((await shownTexts(demoPage.page)).find((t) => pattern.test(t))!)![1])
    expect(seconds).toBeGreaterThan(0)
    expect(seconds).toBeLessThanOrEqual(30)
    expect(lastMailId()).toBe(since)
    expect(await viewOf(demoPage)).toBe('EmailVerifyOtp')
  })

  it('§4 the right code connects the embedded wallet; the Account view shows it; no key material in the dapp\'s storage', async () => {
    const { page, dialog } = demoPage
    await dialog.getByRole('textbox', { name: 'Code' }).fill(code)
    await dialog.getByRole('button', { name: 'Verify', exact: true }).click()
    await expect.poll(() => status(page), { timeout: 20_000 }).toBe('connected')
    // A connect closes the modal; opened again, it shows the account.
    await expect.poll(() => viewOf(demoPage)).toBe(null)
    await page.getByRole('button', { name: 'Open the modal' }).click()
    await expect.poll(() => viewOf(demoPage)).toBe('Account')
    embeddedAddress = (await page.getByTestId('account').getAttribute('title')) ?? ''
    expect(embeddedAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await expect.poll(() => dialog.textContent()).toContain(embeddedAddress.slice(0, 6))
    expect(await page.locator('iframe[data-airlock-frame]').count()).toBe(1)
    // Nothing the dapp's origin stores may hold a key, a share or the session: every value the frame
    // keeps in its own origin is absent from the dapp's storage, and no 32-byte hex secret is there.
    const frameSecrets = await page.frameLocator('iframe[data-airlock-frame]').locator('html').evaluate(() => Object.values(localStorage))
    expect(frameSecrets.length).toBeGreaterThan(0)
    const dapp = await page.evaluate(async () => ({
      values: [...Object.entries(localStorage), ...Object.entries(sessionStorage)].map(([k, v]) => `${k}=${v}`).join('\n'),
      databases: (await indexedDB.databases()).map((d) => d.name),
    }))
    expect(dapp.databases).toEqual([])
    expect(dapp.values).not.toMatch(/\b(0x)?[0-9a-f]{64}\b/i)
    for (const secret of frameSecrets) {
      expect(dapp.values).not.toContain(secret)
      // Parts of it too: the session token, each share.
      for (const part of secret.match(/[A-Za-z0-9_\-.]{24,}/g) ?? []) expect(dapp.values).not.toContain(part)
    }
  })
})

describe('the embedded wallet signs only after approval in the secure frame', () => {
  const frame = () => demoPage.page.frameLocator('iframe[data-airlock-frame]')

  it('§2 personal_sign opens ApproveTransaction; approved in the frame, the signature verifies with viem', async () => {
    const { page } = demoPage
    await page.keyboard.press('Escape')
    await expect.poll(() => viewOf(demoPage)).toBe(null)
    await page.getByRole('button', { name: 'Sign a message' }).click()
    await expect.poll(() => viewOf(demoPage)).toBe('ApproveTransaction')
    await frame().getByRole('button', { name: 'Approve' }).click()
    const signature = page.getByTestId('signature')
    await signature.waitFor()
    // The frame answered: the view goes with its reason.
    await expect.poll(() => viewOf(demoPage)).toBe(null)
    expect(
      await verifyMessage({ address: embeddedAddress as Address, message: 'Hello from the Airlock demo', signature: (await signature.textContent()) as Hex }),
    ).toBe(true)
  })

  it('§2/§8 rejected in the frame, the signature fails with \'Signature declined\'', async () => {
    const { page } = demoPage
    await page.getByRole('button', { name: 'Sign a message' }).click()
    await expect.poll(() => viewOf(demoPage)).toBe('ApproveTransaction')
    await frame().getByRole('button', { name: 'Reject' }).click()
    // The frame refuses with code 4001, which the kernel says in SPEC §8's words for a signature.
    await expect.poll(() => page.getByRole('alert').allTextContents()).toEqual(['Signature declined'])
    await expect.poll(() => viewOf(demoPage)).toBe(null)
    expect(await page.getByTestId('signature').count()).toBe(0)
  })
})

describe('social login in the popup (devnet OpenID Connect providers)', () => {
  // A fresh browser profile: no embedded session yet.
  let social: DemoPage
  beforeAll(async () => {
    social = await openDemoPage(env.browser, env.demo)
  })
  afterAll(async () => {
    await social?.close()
  })

  /** Presses a social button; answers the popup once it shows the provider's login page. */
  async function startSocial(name: string): Promise<Page> {
    const { page, dialog } = social
    const opened = page.waitForEvent('popup')
    await dialog.getByRole('button', { name: `Continue with ${name}` }).click()
    const popup = await opened
    await popup.getByRole('heading', { name: `Sign in with ${name}` }).waitFor({ timeout: 15_000 })
    expect(await viewOf(social)).toBe('ConnectingSocial')
    return popup
  }

  it('§1 Connect offers the socials after the wallets and email, in the `socials` order; their bundle loads with Connect, the frame only with a login', async () => {
    const { page, dialog } = social
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await dialog.getByRole('checkbox').check()
    await dialog.getByRole('button', { name: 'Continue with Google' }).waitFor()
    const order = await dialog.evaluate((root) => {
      const buttons = [...root.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent ?? '')
      return {
        wallet: buttons.findIndex((t) => t.includes('Devnet Wallet')),
        email: buttons.findIndex((t) => t.includes('Continue with Email')),
        socials: buttons.filter((t) => t.startsWith('Continue with') && !t.includes('Email')),
        google: buttons.findIndex((t) => t.includes('Continue with Google')),
      }
    })
    // SPEC §1 default socials (farcaster has its own flow), injected wallet found: wallet, email, social.
    expect(order.socials).toEqual(['Continue with Google', 'Continue with X', 'Continue with Discord', 'Continue with GitHub', 'Continue with Apple', 'Continue with Facebook'])
    expect(order.email).toBeGreaterThan(order.wallet)
    expect(order.google).toBeGreaterThan(order.email)
    expect(await page.locator('iframe[data-airlock-frame]').count()).toBe(0)
  })

  it('the person closing the popup returns to Connect (checked each second), with no alert', async () => {
    const popup = await startSocial('Google')
    await popup.close()
    await expect.poll(() => viewOf(social), { timeout: 5_000 }).toBe('Connect')
    expect((await shownTexts(social.page)).filter((t) => t.startsWith('Social Login Failed'))).toEqual([])
  })

  it('§8 a provider error (the person refuses at the provider) shows the social-failure alert and closes the popup', async () => {
    const popup = await startSocial('Discord')
    await popup.getByRole('button', { name: 'Refuse' }).click()
    await expect.poll(async () => (await shownTexts(social.page)).some((t) => t.startsWith('Social Login Failed')), { timeout: 10_000 }).toBe(true)
    await expect.poll(() => popup.isClosed()).toBe(true)
    expect(await viewOf(social)).toBe('ConnectingSocial')
    await expect.poll(() => social.dialog.getByRole('alert').allTextContents()).toContain('Something went wrong')
    await social.page.keyboard.press('Escape')
  })

  let first = ''
  it('§1 GitHub login in the popup connects the embedded wallet; signing in again later gives the same address', async () => {
    const { page } = social
    const login = async () => {
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
      await expect.poll(() => viewOf(social)).toBe('Connect')
      const checkbox = social.dialog.getByRole('checkbox')
      if (!(await checkbox.isChecked())) await checkbox.check()
      const popup = await startSocial('GitHub')
      await popup.getByRole('button', { name: /Alice Devnet/ }).click()
      await expect.poll(() => status(page), { timeout: 20_000 }).toBe('connected')
      await expect.poll(() => popup.isClosed()).toBe(true)
      await expect.poll(() => viewOf(social)).toBe(null)
      await page.getByRole('button', { name: 'Open the modal' }).click()
      await expect.poll(() => viewOf(social)).toBe('Account')
      return (await page.getByTestId('account').getAttribute('title')) ?? ''
    }
    first = await login()
    expect(first).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(first).not.toBe(embeddedAddress)
    // Sign-out clears the frame's copy of the key; the next login rebuilds it from the other shares.
    await social.dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('disconnected')
    await expect.poll(() => viewOf(social)).toBe(null)
    expect(await login()).toBe(first)
  })
})
