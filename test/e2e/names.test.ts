import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { privateKeyToAccount } from 'viem/accounts'
import { connectDevnetWallet, demoInChromium, openDemoPage, type DemoPage } from './demoPage'

// Name registration on the demo, as a person meets it: the Account view's "Choose a name", the
// RegisterAccountName view checking the name as it is typed, the Devnet Wallet signing the message, the
// devnet's registry accepting it, and the new name on the Account view and the page's connected button.
// Then each SPEC §8 name error, provoked by a fault of the devnet's profile rows.
const env = demoInChromium()
let demo: DemoPage
let page: Page

beforeAll(async () => {
  demo = await openDemoPage(env.browser, env.demo)
  await connectDevnetWallet(demo)
  page = demo.page
})

const api = () => env.demo.devnet.urls.api
const alice = () => env.demo.devnet.accounts[0]!

async function openRegistration(): Promise<void> {
  if ((await demo.dialog.count()) === 0) await page.locator('header').getByRole('button').last().click()
  await expect.poll(() => demo.dialog.getAttribute('data-view')).toBe('Account')
  await demo.dialog.getByRole('button', { name: 'Choose a name' }).click()
  await expect.poll(() => demo.dialog.getAttribute('data-view')).toBe('RegisterAccountName')
}

const nameField = () => demo.dialog.getByLabel('Name', { exact: true })
const statusText = () => demo.dialog.getByRole('status').first().textContent()

describe('the devnet name registry (SPEC §7 profile rows, §9 suffixes)', () => {
  it('§7 POST /v1/profile/account is accepted only when the signature recovers to the address over the exact message', async () => {
    const signer = privateKeyToAccount(env.demo.devnet.accounts[1]!.privateKey)
    const message = JSON.stringify({ name: 'bob-direct.wcn.id', attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    const signature = await signer.signMessage({ message })
    const post = (body: object) => fetch(`${api()}/v1/profile/account`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    // Signed by bob, claimed for alice: refused.
    expect((await post({ coin_type: 60, address: alice().address, message, signature })).status).toBe(401)
    // The message changed after signing: refused.
    expect((await post({ coin_type: 60, address: signer.address, message: message.replace('bob-direct', 'bob-other'), signature })).status).toBe(401)
    // A name outside the SPEC §9 zones: refused.
    const foreign = JSON.stringify({ name: 'bob-direct.eth', attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    expect((await post({ coin_type: 60, address: signer.address, message: foreign, signature: await signer.signMessage({ message: foreign }) })).status).toBe(400)
    const accepted = await post({ coin_type: 60, address: signer.address, message, signature })
    expect(accepted.status).toBe(200)
    // Taken now.
    expect((await post({ coin_type: 60, address: signer.address, message, signature })).status).toBe(409)
    const identity = await fetch(`${api()}/v1/identity/${signer.address}`)
    expect(((await identity.json()) as { name: string }).name).toBe('bob-direct.wcn.id')
    const reverse = await fetch(`${api()}/v1/profile/reverse/${signer.address}?apiVersion=2`)
    expect(((await reverse.json()) as Array<{ name: string }>).map((n) => n.name)).toEqual(['bob-direct.wcn.id'])
  })
})

describe('RegisterAccountName with the Devnet Wallet (SPEC §2, §4 name registration, §8 name errors)', () => {
  it("§8 'Error fetching names for address' when the reverse lookup fails as the view opens", async () => {
    env.demo.devnet.faults.add({ path: '/v1/profile/reverse/', status: 500, times: 1 })
    await openRegistration()
    await expect.poll(() => demo.dialog.getByRole('alert').allTextContents(), { timeout: 10_000 }).toContain('Error fetching names for address')
  })

  it('§5 the name is checked as it is typed: too short, then available, with suggestions', async () => {
    await nameField().fill('ali')
    await expect.poll(statusText).toBe('At least 4 letters, digits or hyphens')
    await nameField().fill('alice-demo')
    await expect.poll(statusText, { timeout: 10_000 }).toBe('alice-demo.reown.id is available')
    await expect.poll(() => demo.dialog.getByRole('button', { name: /^Use / }).count()).toBeGreaterThan(0)
    await expect.poll(() => demo.dialog.getByRole('button', { name: 'Register alice-demo.reown.id' }).isEnabled()).toBe(true)
  })

  it('§2 RegisterAccountName: the name and its suffix read as one field, one focus ring round both; the view says which account the name is for', async () => {
    await nameField().focus()
    const [field, input] = await nameField().evaluate((element) => [getComputedStyle(element.parentElement!).outlineStyle, getComputedStyle(element).outlineStyle])
    expect([field, input]).toEqual(['solid', 'none'])
    expect(await demo.dialog.getByText(/^For 0x/).textContent()).toBe(`For ${alice().address.slice(0, 6)}…${alice().address.slice(-6)}`)
  })

  it("§8 'Error fetching name suggestions'", async () => {
    env.demo.devnet.faults.add({ path: '/v1/profile/suggestions/', status: 500, times: 1 })
    await nameField().fill('carol-test')
    await expect.poll(() => demo.dialog.getByRole('alert').allTextContents(), { timeout: 10_000 }).toContain('Error fetching name suggestions')
  })

  it("§8 'Error resolving name'", async () => {
    env.demo.devnet.faults.add({ path: '/v1/profile/account/', method: 'GET', status: 500, times: 1 })
    await nameField().fill('carol-test2')
    await expect.poll(statusText, { timeout: 10_000 }).toBe('Error resolving name')
  })

  it("§8 'Error registering name {name}': the registration view comes back with the error", async () => {
    await nameField().fill('carol-test3')
    await expect.poll(statusText, { timeout: 10_000 }).toBe('carol-test3.reown.id is available')
    env.demo.devnet.faults.add({ path: '/v1/profile/account', method: 'POST', status: 500, times: 1 })
    await demo.dialog.getByRole('button', { name: 'Register carol-test3.reown.id' }).click()
    await expect.poll(() => demo.dialog.getByRole('alert').allTextContents(), { timeout: 15_000 }).toContain('Error registering name carol-test3.reown.id')
    expect(await demo.dialog.getAttribute('data-view')).toBe('RegisterAccountName')
  })

  it('§4 registering signs the message in the wallet; the name then reads as taken and is listed as the account’s', async () => {
    await nameField().fill('alice-demo')
    await expect.poll(statusText, { timeout: 10_000 }).toBe('alice-demo.reown.id is available')
    await demo.dialog.getByRole('button', { name: 'Register alice-demo.reown.id' }).click()
    await expect.poll(() => demo.dialog.getAttribute('data-view')).toBe('RegisterAccountNameSuccess')
    await expect.poll(() => demo.dialog.getByText('alice-demo.reown.id is yours').count(), { timeout: 15_000 }).toBe(1)
    const identity = (await (await fetch(`${api()}/v1/identity/${alice().address}`)).json()) as { name: string }
    expect(identity.name).toBe('alice-demo.reown.id')
    await demo.dialog.getByRole('button', { name: 'Back', exact: true }).click()
    await expect.poll(() => demo.dialog.getAttribute('data-view')).toBe('RegisterAccountName')
    await expect.poll(() => demo.dialog.textContent()).toContain('Your names: alice-demo.reown.id')
    await nameField().fill('alice-demox')
    await nameField().fill('alice-demo')
    await expect.poll(statusText, { timeout: 10_000 }).toBe('alice-demo.reown.id is already taken')
  })

  it('§4 the Account view and the page’s connected button show the new name', async () => {
    await demo.dialog.getByRole('button', { name: 'Back', exact: true }).click()
    await expect.poll(() => demo.dialog.getAttribute('data-view')).toBe('Account')
    await expect.poll(() => demo.dialog.getByText('alice-demo.reown.id', { exact: true }).count()).toBe(1)
    expect(await demo.dialog.getByRole('button', { name: 'Choose a name' }).count()).toBe(0)
    await expect.poll(() => page.locator('header').getByRole('button').last().textContent()).toContain('alice-demo.reown.id')
  })
})
