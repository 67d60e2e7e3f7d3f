import { beforeEach, describe, expect, it } from 'vitest'
import { verifyMessage, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { shownMessages } from '../../kernel/errors/messages'
import { formatSiwxMessage } from '../../kernel/siwx/formatMessage'
import type { SiwxMessageFields } from '../../kernel/codec/siwx'
import { connectDevnetWallet, openDemoPage, shownTexts, status, viewOf, wallet, type DemoPage, demoInChromium } from './demoPage'

// SPEC §4 sign-in flow end to end: the demo with `?signIn=required|optional`, the Devnet Wallet
// signing (or refusing), and the devnet's sign-in backend, which keeps a session only after viem
// recovered its signer.
const env = demoInChromium()

interface StoredSession {
  readonly data: { readonly chainId: string; readonly accountAddress: string; readonly domain: string; readonly nonce: string }
  readonly message: string
  readonly signature: string
}

const account = () => env.demo.devnet.accounts[0]!.address as Address
const chainId = () => env.demo.devnet.chains[0]!.caipNetworkId

/** What the devnet's sign-in backend holds for the account on the first devnet chain. */
async function storedSessions(): Promise<StoredSession[]> {
  const url = `${env.demo.devnet.urls.api}/siwx/sessions/${encodeURIComponent(chainId())}/${account()}`
  const body = (await (await fetch(url)).json()) as { sessions: StoredSession[] }
  return body.sessions
}

beforeEach(async () => {
  // Every test starts signed out everywhere.
  await fetch(`${env.demo.devnet.urls.api}/siwx/sessions`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sessions: [] }),
  })
})

/** Connect; sign-in then asks for a signature in SIWXSignMessage. */
async function connectAndMeetSignIn(query: string): Promise<DemoPage> {
  const demoPage = await openDemoPage(env.browser, env.demo, query)
  await connectDevnetWallet(demoPage)
  await expect.poll(() => viewOf(demoPage)).toBe('SIWXSignMessage')
  await demoPage.dialog.getByRole('button', { name: 'Sign', exact: true }).waitFor()
  return demoPage
}

const sign = ({ dialog }: DemoPage) => dialog.getByRole('button', { name: 'Sign', exact: true }).click()
const cancel = ({ dialog }: DemoPage) => dialog.getByRole('button', { name: 'Cancel', exact: true }).click()

/** The person refuses the next wallet request (personal_sign). */
const refuseNextSignature = ({ page }: DemoPage) => wallet(page, (control) => control.queue('reject'))

async function expectDeclined(demoPage: DemoPage): Promise<void> {
  await expect.poll(() => shownTexts(demoPage.page)).toContain(shownMessages.signatureDeclined)
  // SPEC §4: decline shows the error and the view again.
  expect(await viewOf(demoPage)).toBe('SIWXSignMessage')
  expect(await storedSessions()).toEqual([])
}

describe('required sign-in (SPEC §4 sign-in flow)', () => {
  it('§4 sign-in accepted: the devnet keeps the verified session and the modal closes', async () => {
    const demoPage = await connectAndMeetSignIn('?signIn=required')
    await sign(demoPage)
    await expect.poll(() => viewOf(demoPage)).toBe(null)
    expect(await status(demoPage.page)).toBe('connected')

    const [session, ...others] = await storedSessions()
    expect(others).toEqual([])
    expect(session!.data).toMatchObject({ chainId: chainId(), accountAddress: account(), domain: new URL(env.demo.url).host })
    expect(session!.message).toContain(`Nonce: ${session!.data.nonce}`)
    expect(await verifyMessage({ address: account(), message: session!.message, signature: session!.signature as Hex })).toBe(true)
    await demoPage.close()
  })

  it('§4 sign-in declined: "Signature declined", the view again, and the modal cannot be closed meanwhile', async () => {
    const demoPage = await connectAndMeetSignIn('?signIn=required')
    const { page, dialog } = demoPage
    // SPEC §4: the modal cannot be closed while sign-in is required and no session exists: Escape
    // and the close button each shake it instead.
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.getAttribute('data-shake')).toBe('true')
    await expect.poll(() => dialog.getAttribute('data-shake'), { timeout: 5_000 }).toBe('false')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => dialog.getAttribute('data-shake')).toBe('true')
    expect(await viewOf(demoPage)).toBe('SIWXSignMessage')

    await refuseNextSignature(demoPage)
    await sign(demoPage)
    await expectDeclined(demoPage)
    expect(await status(page)).toBe('connected')
    await demoPage.close()
  })

  it('§4 sign-in cancelled while required: the wallet is disconnected and nothing is stored', async () => {
    const demoPage = await connectAndMeetSignIn('?signIn=required')
    await cancel(demoPage)
    await expect.poll(() => status(demoPage.page)).toBe('disconnected')
    await expect.poll(() => viewOf(demoPage)).toBe(null)
    expect(await demoPage.page.getByTestId('account').textContent()).toBe('—')
    expect(await storedSessions()).toEqual([])
    await demoPage.close()
  })
})

describe('optional sign-in (SPEC §4 sign-in flow)', () => {
  it('§4 optional sign-in accepted: the devnet keeps the verified session and the modal closes', async () => {
    const demoPage = await connectAndMeetSignIn('?signIn=optional')
    await sign(demoPage)
    await expect.poll(() => viewOf(demoPage)).toBe(null)
    const [session] = await storedSessions()
    expect(await verifyMessage({ address: account(), message: session!.message, signature: session!.signature as Hex })).toBe(true)
    await demoPage.close()
  })

  it('§4 optional sign-in declined shows "Signature declined" and the view again; cancel then closes and stays connected', async () => {
    const demoPage = await connectAndMeetSignIn('?signIn=optional')
    await refuseNextSignature(demoPage)
    await sign(demoPage)
    await expectDeclined(demoPage)

    await cancel(demoPage)
    await expect.poll(() => viewOf(demoPage)).toBe(null)
    expect(await status(demoPage.page)).toBe('connected')
    expect(await storedSessions()).toEqual([])
    await demoPage.close()
  })

  it('§4 optional sign-in: the modal may be closed without signing', async () => {
    const demoPage = await connectAndMeetSignIn('?signIn=optional')
    await demoPage.dialog.getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => viewOf(demoPage)).toBe(null)
    expect(await status(demoPage.page)).toBe('connected')
    expect(await storedSessions()).toEqual([])
    await demoPage.close()
  })
})

describe("the devnet's sign-in backend (viem signature recovery)", () => {
  const api = () => env.demo.devnet.urls.api
  const post = (session: unknown) =>
    fetch(`${api()}/siwx/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(session) })

  /** A session for account 0, signed by `signer`, on a nonce the backend issued. */
  async function sessionSignedBy(privateKey: Hex) {
    const { nonce } = (await (await fetch(`${api()}/siwx/nonce`)).json()) as { nonce: string }
    const data: SiwxMessageFields = {
      chainId: chainId() as SiwxMessageFields['chainId'],
      accountAddress: account(),
      nonce,
      domain: '127.0.0.1',
      uri: 'http://127.0.0.1',
      version: '1',
      issuedAt: new Date().toISOString(),
    }
    const message = formatSiwxMessage(data)
    return { data, message, signature: await privateKeyToAccount(privateKey).signMessage({ message }) }
  }

  it('§3 signed-in session: a signature by another account is refused and nothing is stored', async () => {
    const forged = await sessionSignedBy(env.demo.devnet.accounts[1]!.privateKey as Hex)
    expect((await post(forged)).status).toBe(401)
    expect(await storedSessions()).toEqual([])
  })

  it("§3 signed-in session: the account's own signature is kept once; its nonce cannot be used again", async () => {
    const genuine = await sessionSignedBy(env.demo.devnet.accounts[0]!.privateKey as Hex)
    expect((await post(genuine)).status).toBe(201)
    expect((await storedSessions()).map((s) => s.signature)).toEqual([genuine.signature])
    expect((await post(genuine)).status).toBe(401)
  })
})
