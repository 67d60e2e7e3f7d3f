import { beforeAll, describe, expect, it } from 'vitest'
import { formatUnits, getAddress, parseUnits, type Address } from 'viem'
import { } from '../../kernel/errors/messages'
import {
  balanceOf,
  chooseToken as chooseTokenIn,
  connectDevnetWallet,
  demoInChromium,
  openDemoPage,
  wallet,
  walletLog,
  type DemoPage,
} from './demoPage'
import * as sendRefusals from '../../kernel/errors/sendRefusals'

// SPEC §5 send validation end to end: bad input in the demo's Send view gives the SPEC message or an
// inline error, the wallet is never asked to send, and no balance moves on the devnet chain.
const env = demoInChromium()
let demoPage: DemoPage

beforeAll(async () => {
  demoPage = await openDemoPage(env.browser, env.demo)
  await connectDevnetWallet(demoPage)
  await demoPage.page.getByRole('button', { name: 'Send', exact: true }).click()
  await demoPage.dialog.getByLabel('Token').waitFor()
})

const sender = () => env.demo.devnet.accounts[0]!.address as Address
const receiver = () => env.demo.devnet.accounts[8]!.address as Address
/** Native and DUSD balances of the sender and the receiver, read from the chain. */
const balances = (): Promise<bigint[]> =>
  Promise.all(['ETH', 'DUSD'].flatMap((symbol) => [sender(), receiver()].map((owner) => balanceOf(env.demo, symbol, owner))))

const form = () => {
  const dialog = demoPage.dialog
  return {
    token: dialog.getByLabel('Token'),
    amount: dialog.getByLabel('Amount'),
    receiver: dialog.getByLabel('Receiver address'),
    send: dialog.getByRole('button', { name: 'Send', exact: true }),
    /** The form's button, whatever it says (the next step while a field is empty). */
    submit: dialog.locator('button[type="submit"]'),
    note: dialog.getByRole('status').filter({ hasNotText: /^$/ }),
  }
}

const chooseToken = (symbol: string) => chooseTokenIn(demoPage.dialog, symbol)

/** Try to send both ways a person can: the button (if enabled) and Enter in the form. */
async function trySending(): Promise<void> {
  const { submit, amount } = form()
  if (await submit.isEnabled()) await submit.click()
  await amount.press('Enter')
}

/** Nothing reached the wallet or the chain. */
async function expectNothingSent(before: ReadonlyArray<bigint>): Promise<void> {
  expect((await walletLog(demoPage.page)).filter((entry) => entry.method === 'eth_sendTransaction')).toEqual([])
  expect(await balances()).toEqual(before)
  expect(await demoPage.dialog.getAttribute('data-view')).toBe('Send')
}

describe('bad input in the Send view sends nothing (SPEC §5)', () => {
  it(`§5 send: an empty amount gives '${sendRefusals.amountAndReceiverRequired}' and nothing is sent`, async () => {
    const before = await balances()
    await wallet(demoPage.page, (control) => control.clearLog())
    const { amount, receiver: to, submit, note } = form()
    await chooseToken('ETH')
    await amount.fill('')
    await to.fill(receiver())
    // Before a try, no error: the button names the missing step.
    await expect.poll(() => submit.textContent()).toBe('Enter an amount')
    await trySending()
    await expect.poll(() => note.textContent()).toBe(sendRefusals.amountAndReceiverRequired)
    await expectNothingSent(before)
  })

  it(`§5 send: an empty receiver gives '${sendRefusals.amountAndReceiverRequired}' and nothing is sent`, async () => {
    const before = await balances()
    const { amount, receiver: to, submit, note } = form()
    await chooseToken('ETH')
    await amount.fill('1')
    await to.fill('')
    // Before a try, no error: the button names the missing step.
    await expect.poll(() => submit.textContent()).toBe('Enter a receiver address')
    await trySending()
    await expect.poll(() => note.textContent()).toBe(sendRefusals.amountAndReceiverRequired)
    await expectNothingSent(before)
  })

  it(`§5 send: without a token the form says '${sendRefusals.tokenRequired}' and nothing is sent`, async () => {
    const before = await balances()
    const { token, amount, receiver: to, submit, note } = form()
    await token.selectOption('')
    await amount.fill('1')
    await to.fill(receiver())
    // Before a try, no error: the button names the missing step.
    await expect.poll(() => submit.textContent()).toBe('Choose a token')
    await trySending()
    await expect.poll(() => note.textContent()).toBe(sendRefusals.tokenRequired)
    await expectNothingSent(before)
  })

  it.each(['ETH', 'DUSD'])(
    `§5 send: an amount above the %s balance is refused inline ('${sendRefusals.insufficientBalance}') and nothing is sent`,
    async (symbol) => {
      const before = await balances()
      const { amount, receiver: to, send } = form()
      await chooseToken(symbol)
      await to.fill(receiver())
      // More than the sender holds of either: 10,000 ETH and far fewer DUSD are seeded.
      await amount.fill('1000000000')
      await expect.poll(() => amount.getAttribute('aria-invalid')).toBe('true')
      expect(await demoPage.dialog.getByText(sendRefusals.insufficientBalance, { exact: true }).count()).toBe(1)
      expect(await send.isDisabled()).toBe(true)
      await trySending()
      await expectNothingSent(before)
    },
  )

  it(`§5 send: an invalid receiver address is refused inline ('${sendRefusals.invalidReceiverAddress}') and nothing is sent`, async () => {
    const before = await balances()
    const { amount, receiver: to, send } = form()
    await chooseToken('ETH')
    await amount.fill('1')
    await to.fill('0x12345')
    await expect.poll(() => to.getAttribute('aria-invalid')).toBe('true')
    expect(await demoPage.dialog.getByText(sendRefusals.invalidReceiverAddress, { exact: true }).count()).toBe(1)
    expect(await send.isDisabled()).toBe(true)
    await trySending()
    await expectNothingSent(before)
  })

  it(`§5 send: a mixed-case receiver whose capitals break its EIP-55 checksum is refused inline ('${sendRefusals.receiverChecksumMismatch}'); the same address in lower case is accepted`, async () => {
    const before = await balances()
    const { amount, receiver: to, send } = form()
    await chooseToken('ETH')
    await amount.fill('1')
    const good = getAddress(receiver())
    // Flip the case of the first letter of the checksummed form: still an address, no longer its checksum.
    const at = good.slice(2).search(/[a-fA-F]/) + 2
    const typo = good.slice(0, at) + (good[at] === good[at]!.toUpperCase() ? good[at]!.toLowerCase() : good[at]!.toUpperCase()) + good.slice(at + 1)
    await to.fill(typo)
    await expect.poll(() => demoPage.dialog.getByText(sendRefusals.receiverChecksumMismatch, { exact: true }).count()).toBe(1)
    expect(await to.getAttribute('aria-invalid')).toBe('true')
    expect(await send.isDisabled()).toBe(true)
    await trySending()
    await expectNothingSent(before)
    await to.fill(good.toLowerCase())
    await expect.poll(() => to.getAttribute('aria-invalid')).toBe(null)
    expect(await demoPage.dialog.getByText(sendRefusals.receiverChecksumMismatch, { exact: true }).count()).toBe(0)
    await expect.poll(() => send.isEnabled()).toBe(true)
  })

  it.each(['0', '-1'])(
    `§5 send: the amount %s is refused inline ('${sendRefusals.amountNotPositive}') with Send disabled, and nothing is sent`,
    async (value) => {
      const before = await balances()
      const { amount, receiver: to, send } = form()
      await chooseToken('ETH')
      await to.fill(receiver())
      await amount.fill(value)
      await expect.poll(() => amount.getAttribute('aria-invalid')).toBe('true')
      expect(await demoPage.dialog.getByText(sendRefusals.amountNotPositive, { exact: true }).count()).toBe(1)
      expect(await send.isDisabled()).toBe(true)
      await trySending()
      await expectNothingSent(before)
    },
  )

  it(`§5 send: more decimals than DUSD's 6 are refused inline ('${sendRefusals.amountTooPrecise(6)}'), never rounded and sent`, async () => {
    const before = await balances()
    const { amount, receiver: to, send } = form()
    await chooseToken('DUSD')
    await to.fill(receiver())
    await amount.fill('1.0000009')
    await expect.poll(() => amount.getAttribute('aria-invalid')).toBe('true')
    expect(await demoPage.dialog.getByText(sendRefusals.amountTooPrecise(6), { exact: true }).count()).toBe(1)
    expect(await send.isDisabled()).toBe(true)
    await trySending()
    await expectNothingSent(before)
  })

  it('§5 send: balances are shown rounded down, never above what the account holds; Max fills all of a token and leaves the gas on native', async () => {
    const { token, amount } = form()
    const shown = async (symbol: string): Promise<number> => {
      const label = await token.locator('option').filter({ hasText: new RegExp(`^${symbol} · `) }).first().textContent()
      return Number(label!.split(' · ')[1]!.replace(/,/g, ''))
    }
    const held = async (symbol: string, decimals: number) => Number(formatUnits(await balanceOf(env.demo, symbol, sender()), decimals))
    expect(await shown('ETH')).toBeLessThanOrEqual(await held('ETH', 18))
    expect(await shown('DUSD')).toBeLessThanOrEqual(await held('DUSD', 6))

    await chooseToken('DUSD')
    await demoPage.dialog.getByRole('button', { name: 'Max', exact: true }).click()
    await expect.poll(() => amount.inputValue()).toBe(formatUnits(await balanceOf(env.demo, 'DUSD', sender()), 6))

    const native = await balanceOf(env.demo, 'ETH', sender())
    await chooseToken('ETH')
    await demoPage.dialog.getByRole('button', { name: 'Max', exact: true }).click()
    // The native Max waits for a fee estimate: until it comes the field can still hold the DUSD amount.
    const filled = async () => parseUnits((await amount.inputValue()) || '0', 18)
    await expect.poll(filled).toBeGreaterThan(native - parseUnits('0.01', 18))
    expect(await filled()).toBeLessThan(native)
  })
})
