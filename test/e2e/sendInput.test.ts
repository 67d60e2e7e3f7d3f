import { beforeAll, describe, expect, it } from 'vitest'
import type { Address } from 'viem'
import { thrownMessages } from '../../kernel/errors/messages'
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
    note: dialog.getByRole('status').filter({ hasNotText: /^$/ }),
  }
}

const chooseToken = (symbol: string) => chooseTokenIn(demoPage.dialog, symbol)

/** Try to send both ways a person can: the button (if enabled) and Enter in the form. */
async function trySending(): Promise<void> {
  const { send, amount } = form()
  if (await send.isEnabled()) await send.click()
  await amount.press('Enter')
}

/** Nothing reached the wallet or the chain. */
async function expectNothingSent(before: ReadonlyArray<bigint>): Promise<void> {
  expect((await walletLog(demoPage.page)).filter((entry) => entry.method === 'eth_sendTransaction')).toEqual([])
  expect(await balances()).toEqual(before)
  expect(await demoPage.dialog.getAttribute('data-view')).toBe('Send')
}

describe('bad input in the Send view sends nothing (SPEC §5)', () => {
  it(`§5 send: an empty amount gives '${thrownMessages.amountAndReceiverRequired}' and nothing is sent`, async () => {
    const before = await balances()
    await wallet(demoPage.page, (control) => control.clearLog())
    const { amount, receiver: to, send, note } = form()
    await chooseToken('ETH')
    await amount.fill('')
    await to.fill(receiver())
    await expect.poll(() => note.textContent()).toBe(thrownMessages.amountAndReceiverRequired)
    expect(await send.isDisabled()).toBe(true)
    await trySending()
    await expectNothingSent(before)
  })

  it(`§5 send: an empty receiver gives '${thrownMessages.amountAndReceiverRequired}' and nothing is sent`, async () => {
    const before = await balances()
    const { amount, receiver: to, send, note } = form()
    await chooseToken('ETH')
    await amount.fill('1')
    await to.fill('')
    await expect.poll(() => note.textContent()).toBe(thrownMessages.amountAndReceiverRequired)
    expect(await send.isDisabled()).toBe(true)
    await trySending()
    await expectNothingSent(before)
  })

  it(`§5 send: without a token the form says '${thrownMessages.tokenRequired}' and nothing is sent`, async () => {
    const before = await balances()
    const { token, amount, receiver: to, send, note } = form()
    await token.selectOption('')
    await amount.fill('1')
    await to.fill(receiver())
    await expect.poll(() => note.textContent()).toBe(thrownMessages.tokenRequired)
    expect(await send.isDisabled()).toBe(true)
    await trySending()
    await expectNothingSent(before)
  })

  it.each(['ETH', 'DUSD'])(
    `§5 send: an amount above the %s balance is refused inline ('${thrownMessages.insufficientBalance}') and nothing is sent`,
    async (symbol) => {
      const before = await balances()
      const { amount, receiver: to, send } = form()
      await chooseToken(symbol)
      await to.fill(receiver())
      // More than the sender holds of either: 10,000 ETH and far fewer DUSD are seeded.
      await amount.fill('1000000000')
      await expect.poll(() => amount.getAttribute('aria-invalid')).toBe('true')
      expect(await demoPage.dialog.getByText(thrownMessages.insufficientBalance, { exact: true }).count()).toBe(1)
      expect(await send.isDisabled()).toBe(true)
      await trySending()
      await expectNothingSent(before)
    },
  )

  it(`§5 send: an invalid receiver address is refused inline ('${thrownMessages.invalidReceiverAddress}') and nothing is sent`, async () => {
    const before = await balances()
    const { amount, receiver: to, send } = form()
    await chooseToken('ETH')
    await amount.fill('1')
    await to.fill('0x12345')
    await expect.poll(() => to.getAttribute('aria-invalid')).toBe('true')
    expect(await demoPage.dialog.getByText(thrownMessages.invalidReceiverAddress, { exact: true }).count()).toBe(1)
    expect(await send.isDisabled()).toBe(true)
    await trySending()
    await expectNothingSent(before)
  })
})
