import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { encodeFunctionData, parseAbi, parseEther, parseEventLogs, toHex, verifyMessage, type Address, type Hex } from 'viem'
import { axeViolations } from './axe'
import { disconnectInModal, loadedScriptHolds, openDemoPage, shownTexts, status, viewOf, type DemoPage, demoInChromium } from './demoPage'

// The embedded wallet end to end on the demo: the email form, the code mailed by the auth service
// to the devnet's SMTP server, the secure frame on its own origin, and the devnet chain. One page
// walks the whole story, each test picking up where the last one left it.
// shop.example is served by the demo too (the browser resolves it to 127.0.0.1): a page origin that
// is no development origin, for the page the project does not allow.
const OTHER_HOST = 'shop.example'
const env = demoInChromium({ approval: 'approve', embedded: true }, { loopbackHosts: [OTHER_HOST] })

const EMAIL = 'ada@example.com'
let demoPage: DemoPage
/** The embedded wallet's address, once connected. */
let embeddedAddress = ''
/** The code the first profile connected with (used, so never good again). */
let code = ''

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

/** What the frame keeps in its own origin's storage once connected: the session, the device share. */
let frameSecrets: string[] = []

/**
 * SPEC key custody: nothing the dapp's origin stores (localStorage, sessionStorage, IndexedDB,
 * cookies, Cache Storage) holds a key, a share or the session: none of the frame's values or their
 * parts, and no 32-byte hex secret.
 */
async function expectNoKeyMaterialInDappStorage({ page, context }: DemoPage): Promise<void> {
  expect(frameSecrets.length).toBeGreaterThan(0)
  const dapp = await page.evaluate(async () => ({
    values: [...Object.entries(localStorage), ...Object.entries(sessionStorage)].map(([k, v]) => `${k}=${v}`).join('\n'),
    databases: (await indexedDB.databases()).map((d) => d.name),
    caches: await caches.keys(),
    cookie: document.cookie,
  }))
  expect(dapp.databases).toEqual([])
  expect(dapp.caches).toEqual([])
  expect(dapp.cookie).toBe('')
  // Every cookie of the context, the frame origin's included: the API hands out none.
  expect(await context.cookies()).toEqual([])
  expect(dapp.values).not.toMatch(/\b(0x)?[0-9a-f]{64}\b/i)
  for (const secret of frameSecrets) {
    expect(dapp.values).not.toContain(secret)
    // Parts of it too: the session token, each share.
    for (const part of secret.match(/[A-Za-z0-9_\-.]{24,}/g) ?? []) expect(dapp.values).not.toContain(part)
  }
}

/**
 * The pages start their EVM accounts as EOAs (?accountType=eoa, options.defaultAccountTypes): the
 * stories here are the EOA's; the smart account's is its own describe, one switch away.
 */
const EOA = '?accountType=eoa'

beforeAll(async () => {
  demoPage = await openDemoPage(env.browser, env.demo, EOA)
})
afterAll(async () => {
  await demoPage?.close()
})

describe('email login', () => {
  it('§1 the Connect view offers email after the injected wallet; its bundle comes with the view, so the form shows as soon as email is chosen; the frame loads only once it is', async () => {
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
    // The email bundle (its words: 'Sending code…') is in before the choice, and choosing email fetches no code.
    await expect.poll(() => loadedScriptHolds(page, 'Sending code…')).toBe(true)
    const before = await scripts(page)
    await email.click()
    await dialog.getByRole('textbox', { name: 'Email' }).waitFor()
    expect(await scripts(page)).toEqual(before)
  })

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

  it('§5 inside the 30 s cooldown the resend waits it out: the button counts the seconds left (\'Resend code in {n} s\') and is disabled, and pressing it mails nothing', async () => {
    const { dialog } = demoPage
    const since = lastMailId()
    const resend = dialog.getByRole('button', { name: /^Resend code in \d+ s$/ })
    const seconds = Number(/(\d+) s$/.exec((await resend.textContent()) ?? '')?.[1])
    expect(seconds).toBeGreaterThan(0)
    expect(seconds).toBeLessThanOrEqual(30)
    expect(await resend.getAttribute('aria-disabled')).toBe('true')
    // force: Playwright waits for an aria-disabled button to be enabled; the person can press it anyway.
    await resend.click({ force: true })
    // The press started nothing: the button still counts, rather than reading 'Sending code…'.
    expect(await dialog.getByRole('button', { name: /^Resend code/ }).textContent()).toMatch(/^Resend code in \d+ s$/)
    expect(lastMailId()).toBe(since)
    expect((await shownTexts(demoPage.page)).some((t) => /^Please try again after \d+ seconds$/.test(t))).toBe(false)
    expect(await viewOf(demoPage)).toBe('EmailVerifyOtp')
  })

  it('§4 the right code, pasted with a space in the middle as mails set it, connects the embedded wallet; the Account view shows it; no key material in the dapp\'s storage', async () => {
    const { page, dialog } = demoPage
    await dialog.getByRole('textbox', { name: 'Code' }).fill(`${code.slice(0, 3)} ${code.slice(3)}`)
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
    // The account type the wallet acts as ('eoa') is no secret, and a word the dapp's storage holds too.
    frameSecrets = await page
      .frameLocator('iframe[data-airlock-frame]')
      .locator('html')
      .evaluate(() => Object.entries(localStorage).flatMap(([key, value]) => (key.startsWith('airlock-frame:account-type:') ? [] : [value])))
    await expectNoKeyMaterialInDappStorage(demoPage)
  })
})

describe('the email bundle before the modal opens (SPEC §1 feature bundles load on demand)', () => {
  // With socials on, their bundle is part of the Connect view built ahead of the opening: ?socials=none
  // leaves email as the only thing that could pull the form's code in early.
  it('§1 email offered, no socials: the page left idle with the modal built hidden has not fetched the email form; opening the modal on Connect fetches it', async () => {
    const idle = await openDemoPage(env.browser, env.demo, `${EOA}&socials=none`)
    try {
      const { page, dialog } = idle
      // The Connect view is built hidden in the page's idle time, its email row included (a loaded
      // machine can take longer than expect.poll's 1 s to get there, or to fetch a bundle).
      const wait = { timeout: 15_000 }
      await expect.poll(() => page.locator('[role="dialog"]').count(), wait).toBe(1)
      await expect.poll(() => page.getByText('Continue with Email', { exact: true }).count(), wait).toBe(1)
      await page.waitForLoadState('networkidle')
      expect(await loadedScriptHolds(page, 'Sending code…')).toBe(false)

      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
      await dialog.getByRole('button', { name: 'Continue with Email' }).waitFor()
      await expect.poll(() => loadedScriptHolds(page, 'Sending code…'), wait).toBe(true)
    } finally {
      await idle.close()
    }
  })
})

describe('the email form while its code is on its way (the login code held back 2 s, as a slow network would)', () => {
  it('§1 email: Continue gives way to a spinner named "Sending code…" on the same button, and the address field keeps its width', async () => {
    const slow = await openDemoPage(env.browser, env.demo, EOA)
    try {
      const { page, dialog } = slow
      await page.route(/\/accountServices-[^/]*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2_000))
        await route.continue()
      })
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
      await dialog.getByRole('checkbox').check()
      await dialog.getByRole('button', { name: 'Continue with Email' }).click()
      const field = dialog.getByRole('textbox', { name: 'Email' })
      await field.fill('slow@example.com')
      const before = await field.boundingBox()
      await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
      const sending = dialog.getByRole('button', { name: 'Sending code…' })
      await sending.waitFor()
      expect(await sending.isDisabled()).toBe(true)
      expect((await field.boundingBox())?.width).toBe(before?.width)
      expect(await axeViolations(page, '[data-airlock-root]')).toEqual([])
    } finally {
      await slow.close()
    }
  })
})

describe('the wallets behind one row (SPEC §1 features.collapseWallets)', () => {
  it('§1 collapseWallets: Connect offers email, the socials and "Continue with a wallet"; that row opens ConnectWallets, whose wallets connect, and Back returns to Connect', async () => {
    const demo = await openDemoPage(env.browser, env.demo, `${EOA}&collapseWallets=1`)
    try {
      const { page, dialog } = demo
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
      await dialog.getByRole('checkbox').check()
      const more = dialog.getByRole('button', { name: 'Continue with a wallet' })
      await more.waitFor()
      expect(await dialog.getByRole('button', { name: 'Continue with Email' }).count()).toBe(1)
      expect(await dialog.getByRole('button', { name: /^Devnet Wallet/ }).count()).toBe(0)

      await more.click()
      await expect.poll(() => viewOf(demo)).toBe('ConnectWallets')
      await dialog.getByRole('button', { name: /^Devnet Wallet/ }).waitFor()
      expect(await dialog.getByRole('heading', { name: 'Connect Wallet' }).count()).toBe(1)
      expect(await dialog.getByRole('button', { name: 'Continue with Email' }).count()).toBe(0)
      await dialog.getByRole('button', { name: 'Back' }).click()
      await expect.poll(() => viewOf(demo)).toBe('Connect')

      await more.click()
      await dialog.getByRole('button', { name: /^Devnet Wallet/ }).click()
      await expect.poll(() => status(page), { timeout: 20_000 }).toBe('connected')
    } finally {
      await demo.close()
    }
  })
})

describe('the secure frame and its client hear only each other (SPEC §7 origin-checked handshake, then a MessageChannel)', () => {
  const frame = () => demoPage.page.frameLocator('iframe[data-airlock-frame]')
  const ignoredByClient = async () => Number((await demoPage.page.locator('iframe[data-airlock-frame]').getAttribute('data-ignored-messages')) ?? 0)
  const ignoredByFrame = async () => Number((await frame().locator('html').getAttribute('data-ignored-messages')) ?? 0)

  it('§7 forged frame events from a hostile frame, a sandboxed frame, another window and a second copy of the frame are ignored and counted on both sides; nothing changes', async () => {
    const { page } = demoPage
    const [clientBefore, frameBefore] = [await ignoredByClient(), await ignoredByFrame()]
    const frameStorage = () => frame().locator('html').evaluate(() => JSON.stringify(Object.entries(localStorage).sort()))
    const storedBefore = await frameStorage()
    const mails = lastMailId()
    await page.evaluate(() => {
      // Each forger posts SPEC §7 events to the dapp's window as if it were the frame, and to the
      // frame as if it were the dapp: a connect carrying its own port, then requests in the clear.
      const forge = (dapp: Window, secure: Window, answers: unknown[] | undefined) => {
        for (const event of [
          { kind: 'airlock-frame:hello', version: 4 },
          { kind: 'airlock-frame:refused', version: 4, reason: 'UNVERIFIED_DOMAIN' },
          { kind: 'show' },
          { kind: 'success', id: 'r1', payload: { email: 'mallory@example.com', address: '0x' + 'e'.repeat(40), chainId: 1 } },
          { kind: 'error', id: 'r2', message: 'Session Expired', status: 401 },
        ])
          dapp.postMessage(event, '*')
        const channel = new MessageChannel()
        channel.port1.onmessage = (message) => answers?.push(message.data)
        secure.postMessage({ kind: 'airlock-frame:connect', version: 4 }, '*', [channel.port2])
        secure.postMessage({ id: 'f1', type: 'signOut', payload: {} }, '*')
        secure.postMessage({ id: 'f2', type: 'rpcRequest', payload: { method: 'personal_sign', params: ['0x6869'] } }, '*')
      }
      const w = window as unknown as { __forgedAnswers: unknown[]; __forgeScript: (dapp: string, sameOrigin: boolean) => string }
      w.__forgedAnswers = []
      const secure = document.querySelector<HTMLIFrameElement>('iframe[data-airlock-frame]')!
      const index = [...document.querySelectorAll('iframe')].indexOf(secure)
      // The sandboxed one cannot reach the dapp's properties (an opaque origin), only post to it.
      const script = (dapp: string, sameOrigin: boolean) =>
        `(${forge.toString()})(${dapp}, ${dapp}.frames[${index}], ${sameOrigin ? `${dapp}.__forgedAnswers` : 'undefined'})`
      // The dapp's origin in another window (a same-origin iframe), then an opaque origin (sandboxed).
      for (const sandbox of [null, 'allow-scripts']) {
        const hostile = document.createElement('iframe')
        if (sandbox) hostile.setAttribute('sandbox', sandbox)
        hostile.setAttribute('data-hostile', '')
        hostile.srcdoc = `<script>${script('parent', sandbox === null)}</script>`
        document.body.append(hostile)
      }
      w.__forgeScript = script
      // A second copy of the real frame: the frame's origin, but not the window the client opened.
      const twin = document.createElement('iframe')
      twin.src = secure.src
      twin.setAttribute('data-hostile', '')
      document.body.append(twin)
    })
    // Another top-level window of the dapp's origin (opened once the frames have loaded: a popup
    // opened in the same task keeps Chromium from loading the sandboxed frame).
    await expect.poll(async () => (await ignoredByClient()) - clientBefore).toBe(11)
    await page.evaluate(() => {
      const popup = window.open('', 'hostile', 'popup')!
      const inPopup = popup.document.createElement('script')
      inPopup.textContent = (window as unknown as { __forgeScript: (dapp: string, sameOrigin: boolean) => string }).__forgeScript('opener', true)
      popup.document.body.append(inPopup)
    })
    // 5 forged events from each of the three forgers, and the twin's hello.
    await expect.poll(async () => (await ignoredByClient()) - clientBefore).toBe(16)
    // The connect and two requests from each forger.
    await expect.poll(async () => (await ignoredByFrame()) - frameBefore).toBe(9)
    // Nothing moved: still connected as before, no approval shown, the frame still hidden and its
    // session kept, no answer on a forged port, no mail.
    expect(await status(page)).toBe('connected')
    expect(await page.getByTestId('account').getAttribute('title')).toBe(embeddedAddress)
    expect(await viewOf(demoPage)).toBe('Account')
    expect(await page.locator('iframe[data-airlock-frame]').evaluate((f) => getComputedStyle(f).opacity)).toBe('0')
    expect(await frameStorage()).toBe(storedBefore)
    expect(await page.evaluate(() => (window as unknown as { __forgedAnswers: unknown[] }).__forgedAnswers)).toEqual([])
    expect(lastMailId()).toBe(mails)
    expect(await shownTexts(page)).not.toContain('Unverified Domain')
    // The real channel still answers.
    expect(await providerRequest(page, 'eth_accounts')).toEqual({ ok: true, result: [embeddedAddress] })
    expect(await ignoredByClient()).toBe(clientBefore + 16)
    await page.evaluate(() => {
      for (const hostile of document.querySelectorAll('iframe[data-hostile]')) hostile.remove()
      window.open('', 'hostile')?.close()
    })
  })
})

describe("the auth API answers the frame's origin only (SPEC §6)", () => {
  it("§6 from the dapp's page, fetches to the auth API fail (no CORS for that origin, with or without credentials) and a form post is refused; the service counts each refusal", async () => {
    const { page } = demoPage
    const embedded = env.demo.devnet.embedded!
    const before = embedded.refusedCrossSite()
    const target = { auth: embedded.authUrl, projectId: env.demo.devnet.projectId }
    const fetches = await page.evaluate(async ({ auth, projectId }) => {
      const attempt = (url: string, init?: RequestInit) => fetch(url, init).then((r) => `status ${r.status}`, (error: Error) => error.name)
      return [
        await attempt(`${auth}/v1/projects/${projectId}/origins`),
        await attempt(`${auth}/v1/email/code`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ projectId, email: 'x@example.com' }) }),
        await attempt(`${auth}/v1/session`, { credentials: 'include' }),
      ]
    }, target)
    expect(fetches).toEqual(['TypeError', 'TypeError', 'TypeError'])
    // A form posting JSON-looking text/plain into a hidden frame: sent, and refused.
    await page.evaluate(({ auth, projectId }) => {
      const sink = document.createElement('iframe')
      sink.name = 'sink'
      sink.setAttribute('data-hostile', '')
      document.body.append(sink)
      const form = document.createElement('form')
      form.method = 'post'
      form.action = `${auth}/v1/email/code`
      form.target = 'sink'
      form.enctype = 'text/plain'
      form.setAttribute('data-hostile', '')
      const field = document.createElement('input')
      field.name = `{"projectId":"${projectId}","email":"x@example.com","x":"`
      field.value = '"}'
      form.append(field)
      document.body.append(form)
      form.submit()
    }, target)
    // The GET, the POST's preflight (the POST itself is never sent), the credentialed GET, the form.
    await expect.poll(() => embedded.refusedCrossSite() - before).toBe(4)
    expect(mailbox().messages('x@example.com')).toEqual([])
    await page.evaluate(() => {
      for (const hostile of document.querySelectorAll('[data-hostile]')) hostile.remove()
    })
  })
})

describe('the secure frame runs under a strict Content-Security-Policy', () => {
  const frame = () => demoPage.page.frameLocator('iframe[data-airlock-frame]')
  const directives = (policy: string | null) =>
    Object.fromEntries((policy ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]))

  it("its header: scripts and styles from itself only (no 'unsafe-inline', no 'unsafe-eval'), nothing else by default, fetches only to the auth, recovery and chain RPC services, embeddable only by the project's allowed origins", async () => {
    const embedded = env.demo.devnet.embedded!
    const frameUrl = `${embedded.frameUrl}/?projectId=${env.demo.devnet.projectId}`
    const response = await fetch(frameUrl)
    expect(response.status).toBe(200)
    const policy = response.headers.get('content-security-policy')
    // No 'unsafe-*' keyword, no bare * source, no data: or blob: scheme anywhere.
    expect(policy).not.toMatch(/unsafe-|(^|\s)\*(\s|;|$)|data:|blob:/)
    expect(directives(policy)).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'connect-src': ["'self'", embedded.authUrl, embedded.recoveryUrl, env.demo.devnet.urls.api],
      // The devnet project's allowed origins, as the auth service keeps them, then the development
      // origins (SPEC §6); the two in both are named once.
      'frame-ancestors': [
        'http://127.0.0.1:*',
        'http://localhost:*',
        'https://localhost:*',
        'https://127.0.0.1:*',
        'https://*.pages.dev',
        'https://*.vercel.app',
        'https://*.ngrok-free.app',
        'https://secure-mobile.walletconnect.com',
        'https://secure-mobile.walletconnect.org',
      ],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
    })
    // The page's own <meta> policy, for hosts that send no header, is as strict for scripts.
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(await response.text())?.[1] ?? null
    expect(directives(meta)).toMatchObject({ 'default-src': ["'none'"], 'script-src': ["'self'"], 'style-src': ["'self'"], 'base-uri': ["'none'"] })
    // An unknown project: no page may embed the frame.
    expect(directives((await fetch(`${embedded.frameUrl}/?projectId=nope`)).headers.get('content-security-policy'))['frame-ancestors']).toEqual(["'none'"])
  })

  it('an injected inline script and an inline handler in the frame are blocked: securitypolicyviolation events, neither runs', async () => {
    const outcome = await frame()
      .locator('html')
      .evaluate(
        () =>
          new Promise<{ ran: boolean; violations: string[] }>((resolve) => {
            const w = window as unknown as { __injected?: boolean }
            const violations = new Set<string>()
            document.addEventListener('securitypolicyviolation', (event) => {
              violations.add(`${event.violatedDirective} ${event.blockedURI} ${event.disposition}`)
              if (violations.size === 2) resolve({ ran: w.__injected === true, violations: [...violations].sort() })
            })
            const script = document.createElement('script')
            script.textContent = 'window.__injected = true'
            document.body.append(script)
            const handler = document.createElement('div')
            handler.setAttribute('onclick', 'window.__injected = true')
            document.body.append(handler)
            handler.click()
          }),
      )
    expect(outcome).toEqual({ ran: false, violations: ['script-src-attr inline enforce', 'script-src-elem inline enforce'] })
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

/** The connected embedded wallet's EIP-1193 provider, called from the dapp's page. */
async function providerRequest(page: Page, method: string, params: unknown[] = []): Promise<{ ok: true; result: unknown } | { ok: false; message: string; code?: number }> {
  return page.evaluate(
    async ([m, p]) => {
      const kernel = (window as unknown as { airlock: { walletProvider(ns: string): { request(a: unknown): Promise<unknown> } } }).airlock
      try {
        return { ok: true as const, result: await kernel.walletProvider('eip155').request({ method: m, params: p }) }
      } catch (error) {
        const e = error as { message: string; code?: number }
        return { ok: false as const, message: e.message, ...(typeof e.code === 'number' ? { code: e.code } : {}) }
      }
    },
    [method, params] as const,
  )
}

describe('eth_sendTransaction from the embedded wallet lands on the devnet chain after approval in the frame', () => {
  const frame = () => demoPage.page.frameLocator('iframe[data-airlock-frame]')
  const receiver = () => env.demo.devnet.accounts[6]!.address as Address
  const chain = () => env.demo.devnet.localChains[0]!

  it('§2 eth_sendTransaction opens ApproveTransaction; approved in the frame, the receipt and the receiver\'s balance are on the chain', async () => {
    const { page } = demoPage
    // Gas and value for the fresh wallet, from a dev account.
    const funding = await chain().walletClient.sendTransaction({
      account: env.demo.devnet.accounts[0]!.address as Address,
      to: embeddedAddress as Address,
      value: parseEther('1'),
      chain: null,
    })
    await chain().publicClient.waitForTransactionReceipt({ hash: funding })
    const before = await chain().publicClient.getBalance({ address: receiver() })
    const sent = providerRequest(page, 'eth_sendTransaction', [{ from: embeddedAddress, to: receiver(), value: '0x2386f26fc10000' }])
    await expect.poll(() => viewOf(demoPage)).toBe('ApproveTransaction')
    await expect(frame().getByRole('heading', { name: 'Send transaction' }).textContent()).resolves.toBe('Send transaction')
    await frame().getByRole('button', { name: 'Approve' }).click()
    const answer = await sent
    if (!answer.ok) throw new Error(answer.message)
    const receipt = await chain().publicClient.waitForTransactionReceipt({ hash: answer.result as Hex })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(embeddedAddress.toLowerCase())
    expect(await chain().publicClient.getBalance({ address: receiver() })).toBe(before + parseEther('0.01'))
    await expect.poll(() => viewOf(demoPage)).toBe(null)
    await expectNoKeyMaterialInDappStorage(demoPage)
  })

  it('§2 rejected in the frame, eth_sendTransaction fails with 4001 and nothing is sent', async () => {
    const { page } = demoPage
    const nonce = await chain().publicClient.getTransactionCount({ address: embeddedAddress as Address })
    const sent = providerRequest(page, 'eth_sendTransaction', [{ from: embeddedAddress, to: receiver(), value: '0x1' }])
    await expect.poll(() => viewOf(demoPage)).toBe('ApproveTransaction')
    await frame().getByRole('button', { name: 'Reject' }).click()
    expect(await sent).toMatchObject({ ok: false, code: 4001 })
    await expect.poll(() => viewOf(demoPage)).toBe(null)
    expect(await chain().publicClient.getTransactionCount({ address: embeddedAddress as Address })).toBe(nonce)
  })

  it("§6 a method not allowed is refused ('Requested RPC call is not allowed'); the pending unsafe request is aborted while a safe one runs; 'Action not allowed' shows", async () => {
    const { page } = demoPage
    const signing = providerRequest(page, 'personal_sign', ['0x6869', embeddedAddress])
    await expect.poll(() => viewOf(demoPage)).toBe('ApproveTransaction')
    const [refused, balance] = await Promise.all([providerRequest(page, 'eth_sign', [embeddedAddress, '0x6869']), providerRequest(page, 'eth_getBalance', [embeddedAddress, 'latest'])])
    expect(refused).toEqual({ ok: false, message: 'Requested RPC call is not allowed', code: 4200 })
    expect(balance).toMatchObject({ ok: true })
    expect(BigInt(String((balance as { result: unknown }).result))).toBeGreaterThan(0n)
    expect(await signing).toMatchObject({ ok: false, message: 'Request was aborted' })
    // The frame's approval card went with the request: nothing left to approve.
    await expect.poll(() => frame().getByRole('button', { name: 'Approve' }).count()).toBe(0)
    await expect.poll(() => shownTexts(page)).toContain('Action not allowed')
    await expect.poll(() => viewOf(demoPage)).toBe('Account')
  })
})

describe("the embedded wallet's smart account (SPEC §1 account type eoa ↔ smartAccount, §3 smartAccountDeployed, §7 init smart account)", () => {
  const frame = () => demoPage.page.frameLocator('iframe[data-airlock-frame]')
  const chain = () => env.demo.devnet.localChains[0]!
  const info = () => env.demo.devnet.chains[0]!
  const receiver = () => env.demo.devnet.accounts[6]!.address as Address
  const typeGroup = () => demoPage.dialog.getByRole('radiogroup', { name: 'Account type' })
  const kernelState = (page: Page) =>
    page.evaluate(() => {
      const state = (window as unknown as { airlock: { getState(): { chains: { eip155?: { accountState: { smartAccountDeployed?: boolean; preferredAccountTypes: Record<string, string> } } } } } }).airlock.getState()
      return state.chains.eip155?.accountState
    })
  let smartAddress = '' as Address

  /** A request the frame must approve: asked, approved there, answered. */
  async function approved(method: string, params: unknown[]): Promise<unknown> {
    const answer = providerRequest(demoPage.page, method, params)
    await expect.poll(() => viewOf(demoPage)).toBe('ApproveTransaction')
    await frame().getByRole('button', { name: 'Approve' }).click()
    const settled = await answer
    if (!settled.ok) throw new Error(settled.message)
    await expect.poll(() => viewOf(demoPage)).toBe(null)
    return settled.result
  }

  const typedData = () =>
    ({
      domain: { name: 'Airlock demo', version: '1', chainId: info().chainId, verifyingContract: receiver() },
      types: { Order: [{ name: 'item', type: 'string' }, { name: 'amount', type: 'uint256' }] },
      primaryType: 'Order',
      message: { item: 'coffee', amount: '3' },
    }) as const

  it('§1/§3 the Account view shows the smart account\'s counterfactual address before deployment; the switch (keyboard) moves the wallet to it and the choice is stored', async () => {
    const { page, dialog } = demoPage
    if ((await viewOf(demoPage)) !== 'Account') await page.getByRole('button', { name: 'Open the modal' }).click()
    await expect.poll(() => viewOf(demoPage)).toBe('Account')
    await expect.poll(() => typeGroup().getByRole('radio', { name: 'EOA' }).getAttribute('aria-checked')).toBe('true')
    smartAddress = ((await dialog.getByTestId('smart-account-address').getAttribute('title')) ?? '') as Address
    // The factory's own answer for this owner and salt 0, and nothing deployed there yet.
    const factoryAbi = parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)'])
    expect(smartAddress).toBe(
      await chain().publicClient.readContract({ address: info().contracts.smartAccountFactory as Address, abi: factoryAbi, functionName: 'getAddress', args: [embeddedAddress as Address, 0n] }),
    )
    expect(await chain().publicClient.getCode({ address: smartAddress })).toBeUndefined()
    expect(await dialog.getByTestId('smart-account-deployed').textContent()).toBe('Not deployed yet: your first transaction deploys it')
    expect(await kernelState(page)).toMatchObject({ smartAccountDeployed: false })

    await typeGroup().getByRole('radio', { name: 'EOA' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => page.getByTestId('account').getAttribute('title')).toBe(smartAddress)
    await expect.poll(() => typeGroup().getByRole('radio', { name: 'Smart account' }).getAttribute('aria-checked')).toBe('true')
    expect(await providerRequest(page, 'eth_accounts')).toEqual({ ok: true, result: [smartAddress] })
    expect(await page.evaluate(() => localStorage.getItem('@airlock/preferred-account-types'))).toContain('"eip155":"smartAccount"')
    await page.keyboard.press('Escape')
    await expect.poll(() => viewOf(demoPage)).toBe(null)
  })

  it('§1 before deployment, personal_sign answers an ERC-6492 signature that viem verifies against the devnet chain', async () => {
    const message = 'Hello from a smart account not deployed yet'
    const signature = (await approved('personal_sign', [toHex(message), smartAddress])) as Hex
    expect(signature.endsWith('6492649264926492649264926492649264926492649264926492649264926492')).toBe(true)
    expect(await chain().publicClient.verifyMessage({ address: smartAddress, message, signature })).toBe(true)
    expect(await chain().publicClient.verifyMessage({ address: smartAddress, message: 'another message', signature })).toBe(false)
    expect(await chain().publicClient.getCode({ address: smartAddress })).toBeUndefined()
  })

  it('§3 a send from the smart account is a user operation through the devnet bundler, sponsored by its paymaster; the first deploys the account and smartAccountDeployed turns true', async () => {
    const { page } = demoPage
    // Funded so that a send which fell back to paying its own gas would show in its balance.
    const funding = await chain().walletClient.sendTransaction({ account: env.demo.devnet.accounts[0]!.address as Address, to: smartAddress, value: parseEther('1'), chain: null })
    await chain().publicClient.waitForTransactionReceipt({ hash: funding })
    const before = await chain().publicClient.getBalance({ address: receiver() })
    const accountBefore = await chain().publicClient.getBalance({ address: smartAddress })
    const hash = (await approved('eth_sendTransaction', [{ from: smartAddress, to: receiver(), value: '0x2386f26fc10000' }])) as Hex
    const receipt = await chain().publicClient.waitForTransactionReceipt({ hash })
    expect(receipt.to?.toLowerCase()).toBe(info().contracts.entryPoint.toLowerCase())
    const [operation] = parseEventLogs({
      abi: parseAbi(['event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)']),
      logs: receipt.logs,
      eventName: 'UserOperationEvent',
    })
    // The devnet's verifying paymaster paid the gas: the account lost only the value it sent.
    expect(operation?.args).toMatchObject({ sender: smartAddress, paymaster: info().contracts.verifyingPaymaster, success: true, nonce: 0n })
    expect(operation?.args.actualGasCost).toBeGreaterThan(0n)
    expect(await chain().publicClient.getBalance({ address: smartAddress })).toBe(accountBefore - parseEther('0.01'))
    expect(await chain().publicClient.getCode({ address: smartAddress })).toMatch(/^0x[0-9a-f]+$/)
    expect(await chain().publicClient.getBalance({ address: receiver() })).toBe(before + parseEther('0.01'))
    await expect.poll(async () => (await kernelState(page))?.smartAccountDeployed).toBe(true)
  })

  it('§1 once deployed, personal_sign and eth_signTypedData_v4 answer ERC-1271 signatures that viem verifies against the devnet chain', async () => {
    const message = 'Hello from a deployed smart account'
    const signature = (await approved('personal_sign', [toHex(message), smartAddress])) as Hex
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await chain().publicClient.verifyMessage({ address: smartAddress, message, signature })).toBe(true)
    // The account's signature is its own: the owner's EOA does not pass for it.
    expect(await verifyMessage({ address: embeddedAddress as Address, message, signature })).toBe(false)
    const typed = typedData()
    const typedSignature = (await approved('eth_signTypedData_v4', [smartAddress, JSON.stringify(typed)])) as Hex
    expect(await chain().publicClient.verifyTypedData({ address: smartAddress, ...typed, message: { item: 'coffee', amount: 3n }, signature: typedSignature })).toBe(true)
    expect(await chain().publicClient.verifyTypedData({ address: smartAddress, ...typed, message: { item: 'tea', amount: 3n }, signature: typedSignature })).toBe(false)
  })

  it("§8 sign-in at an app that checks signatures as an EOA's (the demo's backend): the smart account's signature is refused with 'This application might not support Smart Accounts'", async () => {
    // The same browser profile on a page with sign-in: the stored session and choice restore the smart account.
    const page = await demoPage.context.newPage()
    try {
      await page.goto(new URL('?signIn=optional&accountType=eoa', env.demo.url).toString())
      await expect.poll(() => status(page), { timeout: 20_000 }).toBe('connected')
      expect(await page.getByTestId('account').getAttribute('title')).toBe(smartAddress)
      await page.getByRole('dialog').getByRole('button', { name: 'Sign', exact: true }).click()
      await page.frameLocator('iframe[data-airlock-frame]').getByRole('button', { name: 'Approve' }).click()
      await expect.poll(() => page.getByRole('alert').allTextContents()).toContain('This application might not support Smart Accounts')
    } finally {
      await page.close()
    }
  })

  it('§6 wallet_sendCalls from the smart account: the frame shows the batch; an approve and a transfer land in ONE user operation; getCapabilities says atomic, getCallsStatus confirmed', async () => {
    const { page } = demoPage
    const token = info().contracts.token as Address
    const spender = env.demo.devnet.accounts[5]!.address as Address
    const erc20 = parseAbi([
      'function transfer(address to, uint256 amount) returns (bool)',
      'function approve(address spender, uint256 amount) returns (bool)',
      'function balanceOf(address owner) view returns (uint256)',
      'function allowance(address owner, address spender) view returns (uint256)',
    ])
    const funding = await chain().walletClient.writeContract({
      account: env.demo.devnet.accounts[0]!.address as Address,
      address: token,
      abi: erc20,
      functionName: 'transfer',
      args: [smartAddress, 10n],
      chain: null,
    })
    await chain().publicClient.waitForTransactionReceipt({ hash: funding })
    const receiverBefore = await chain().publicClient.readContract({ address: token, abi: erc20, functionName: 'balanceOf', args: [receiver()] })
    type Calls = {
      getCapabilities(chainIds: number[]): Promise<Record<number, { atomic?: { status: string } }>>
      sendCalls(request: unknown): Promise<{ id: string }>
      waitForCallsStatus(id: string): Promise<{ status: string; atomic: boolean; receipts: Array<{ transactionHash: string }> }>
    }
    // The public API (modal.calls) reaches the frame through the kernel and the embedded adapter.
    const capabilities = await page.evaluate(
      (chainId) => (window as unknown as { airlock: { calls: Calls } }).airlock.calls.getCapabilities([chainId]),
      info().chainId,
    )
    expect(capabilities[info().chainId]?.atomic).toEqual({ status: 'supported' })
    const calls = [
      { to: token, data: encodeFunctionData({ abi: erc20, functionName: 'approve', args: [spender, 5n] }) },
      { to: token, data: encodeFunctionData({ abi: erc20, functionName: 'transfer', args: [receiver(), 3n] }) },
    ]
    const sent = page.evaluate(
      (request) => (window as unknown as { airlock: { calls: Calls } }).airlock.calls.sendCalls(request),
      { atomicRequired: true, calls },
    )
    await expect.poll(() => viewOf(demoPage)).toBe('ApproveTransaction')
    await expect(frame().getByRole('heading', { name: 'Send calls' }).textContent()).resolves.toBe('Send calls')
    await expect(frame().getByText('Together in one transaction: all or none').count()).resolves.toBe(1)
    expect(await frame().locator('pre.value').allTextContents()).toEqual([
      'Together in one transaction: all or none',
      `To ${token}\nAmount (wei) 0\nData ${calls[0]!.data}`,
      `To ${token}\nAmount (wei) 0\nData ${calls[1]!.data}`,
    ])
    await frame().getByRole('button', { name: 'Approve' }).click()
    const { id } = await sent
    await expect.poll(() => viewOf(demoPage)).toBe(null)
    const status = await page.evaluate((batch) => (window as unknown as { airlock: { calls: Calls } }).airlock.calls.waitForCallsStatus(batch), id)
    expect(status).toMatchObject({ status: 'confirmed', atomic: true })
    expect(status.receipts).toHaveLength(1)
    // On chain: one transaction to the EntryPoint, one UserOperationEvent from the account, and both calls' events in it.
    const receipt = await chain().publicClient.getTransactionReceipt({ hash: status.receipts[0]!.transactionHash as Hex })
    expect(receipt.to?.toLowerCase()).toBe(info().contracts.entryPoint.toLowerCase())
    const operations = parseEventLogs({
      abi: parseAbi(['event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)']),
      logs: receipt.logs,
      eventName: 'UserOperationEvent',
    })
    expect(operations).toHaveLength(1)
    expect(operations[0]!.args).toMatchObject({ sender: smartAddress, success: true })
    const tokenEvents = parseEventLogs({
      abi: parseAbi(['event Approval(address indexed owner, address indexed spender, uint256 value)', 'event Transfer(address indexed from, address indexed to, uint256 value)']),
      logs: receipt.logs.filter((log) => log.address.toLowerCase() === token.toLowerCase()),
    })
    expect(tokenEvents.map((event) => [event.eventName, event.args.value])).toEqual([['Approval', 5n], ['Transfer', 3n]])
    expect(await chain().publicClient.readContract({ address: token, abi: erc20, functionName: 'allowance', args: [smartAddress, spender] })).toBe(5n)
    expect(await chain().publicClient.readContract({ address: token, abi: erc20, functionName: 'balanceOf', args: [receiver()] })).toBe(receiverBefore + 3n)
  })

  it('§1 switching back to eoa: the wallet acts as the EOA again and the choice is stored', async () => {
    const { page, dialog } = demoPage
    await page.getByRole('button', { name: 'Open the modal' }).click()
    await expect.poll(() => viewOf(demoPage)).toBe('Account')
    await expect.poll(() => dialog.getByTestId('smart-account-deployed').textContent()).toBe('Deployed')
    await typeGroup().getByRole('radio', { name: 'EOA' }).click()
    await expect.poll(() => page.getByTestId('account').getAttribute('title')).toBe(embeddedAddress)
    await expect.poll(() => typeGroup().getByRole('radio', { name: 'EOA' }).getAttribute('aria-checked')).toBe('true')
    expect(await providerRequest(page, 'eth_accounts')).toEqual({ ok: true, result: [embeddedAddress] })
    // The EOA runs calls one transaction after another: the frame says so.
    expect(await providerRequest(page, 'wallet_getCapabilities', [embeddedAddress, [toHex(info().chainId)]])).toEqual({
      ok: true,
      result: { [toHex(info().chainId)]: { atomic: { status: 'unsupported' } } },
    })
    expect(await page.evaluate(() => localStorage.getItem('@airlock/preferred-account-types'))).toContain('"eip155":"eoa"')
    await page.keyboard.press('Escape')
    await expect.poll(() => viewOf(demoPage)).toBe(null)
  })

  it('§4 smartAccount is the eip155 default, applied during connect: a new person on a page that sets no account type is connected as the smart account from the first address on; its first operation, a batch, deploys it (§3 smartAccountDeployed)', async () => {
    const email = 'grace@example.com'
    const fresh = await openDemoPage(env.browser, env.demo)
    try {
      const { page, dialog } = fresh
      // Every eip155 address the kernel ever held, from before the connect.
      await page.evaluate(() => {
        const seen: string[] = []
        const kernel = (window as unknown as { airlock: { state$: { subscribe(fn: (state: { chains: { eip155?: { accountState: { address?: string } } } }) => void): unknown } } }).airlock
        ;(window as unknown as { __addresses: string[] }).__addresses = seen
        kernel.state$.subscribe((state) => {
          const address = state.chains.eip155?.accountState.address
          if (address && seen.at(-1) !== address) seen.push(address)
        })
      })
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
      await dialog.getByRole('checkbox').check()
      await dialog.getByRole('button', { name: 'Continue with Email' }).click()
      const since = mailbox().messages(email).at(-1)?.id ?? 0
      await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
      await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
      const mail = await mailbox().nextMessage(email, since)
      const otp = /\b(\d{6})\b/.exec(mail.text)?.[1]
      if (!otp) throw new Error(`no code in the mail: ${mail.text}`)
      await dialog.getByRole('textbox', { name: 'Code' }).fill(otp)
      await dialog.getByRole('button', { name: 'Verify', exact: true }).click()
      await expect.poll(() => status(page), { timeout: 20_000 }).toBe('connected')
      const accounts = await page.evaluate(() => {
        const state = (window as unknown as { airlock: { getState(): { chains: { eip155?: { accountState: { allAccounts: Array<{ address: string; type: string }> } } } } } }).airlock.getState()
        return state.chains.eip155?.accountState.allAccounts ?? []
      })
      const eoa = accounts.find((a) => a.type === 'eoa')?.address as Address
      const smart = accounts.find((a) => a.type === 'smartAccount')?.address as Address
      const factoryAbi = parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)'])
      expect(smart).toBe(await chain().publicClient.readContract({ address: info().contracts.smartAccountFactory as Address, abi: factoryAbi, functionName: 'getAddress', args: [eoa, 0n] }))
      // Never the EOA first and the smart account a step later.
      expect(await page.evaluate(() => (window as unknown as { __addresses: string[] }).__addresses)).toEqual([smart])
      expect(await providerRequest(page, 'eth_accounts')).toEqual({ ok: true, result: [smart] })

      // §3 its first operation may be a batch: it deploys the account, and smartAccountDeployed turns true once it is mined.
      expect(await chain().publicClient.getCode({ address: smart })).toBeUndefined()
      const approveData = encodeFunctionData({ abi: parseAbi(['function approve(address spender, uint256 amount) returns (bool)']), functionName: 'approve', args: [receiver(), 1n] })
      const sent = providerRequest(page, 'wallet_sendCalls', [
        { version: '2.0.0', chainId: toHex(info().chainId), from: smart, atomicRequired: true, calls: [{ to: info().contracts.token, data: approveData }, { to: info().contracts.stablecoin, data: approveData }] },
      ])
      await page.frameLocator('iframe[data-airlock-frame]').getByRole('button', { name: 'Approve' }).click()
      const answer = await sent
      if (!answer.ok) throw new Error(answer.message)
      const { id } = answer.result as { id: string }
      await expect.poll(async () => ((await providerRequest(page, 'wallet_getCallsStatus', [id])) as { result?: { status?: number } }).result?.status).toBe(200)
      expect(await chain().publicClient.getCode({ address: smart })).toMatch(/^0x[0-9a-f]+$/)
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { airlock: { getState(): { chains: { eip155?: { accountState: { smartAccountDeployed?: boolean } } } } } }).airlock.getState().chains.eip155?.accountState.smartAccountDeployed))
        .toBe(true)
    } finally {
      await fresh.close()
    }
  })
})

describe('the embedded session across reloads and sign-out (SPEC §4)', () => {
  const frameStorage = () =>
    demoPage.page.frameLocator('iframe[data-airlock-frame]').locator('html').evaluate(() => Object.fromEntries(Object.entries(localStorage)))

  it('§4 startup restore: a reload restores the embedded wallet without a new login', async () => {
    const { page } = demoPage
    const mails = lastMailId()
    await page.reload()
    await expect.poll(() => status(page), { timeout: 20_000 }).toBe('connected')
    expect(await page.getByTestId('account').getAttribute('title')).toBe(embeddedAddress)
    expect(lastMailId()).toBe(mails)
  })

  it('§4 sign-out clears the frame\'s copy of the key and session; a reload then stays disconnected', async () => {
    const { page, dialog } = demoPage
    const stored = await frameStorage()
    expect(Object.keys(stored).some((k) => k.startsWith('airlock-frame:device-share:'))).toBe(true)
    await page.getByRole('button', { name: 'Open the modal' }).click()
    await disconnectInModal(dialog)
    await expect.poll(() => status(page)).toBe('disconnected')
    const after = await frameStorage()
    expect(Object.keys(after).filter((k) => k.includes('device-share') || k.includes('session'))).toEqual([])
    // What stays is this profile's device id (no key material: it only names the device for approval).
    expect(Object.keys(after)).toEqual(['airlock-frame:device-id'])
    for (const [key, value] of Object.entries(stored)) if (key !== 'airlock-frame:device-id') expect(Object.values(after)).not.toContain(value)
    await expectNoKeyMaterialInDappStorage(demoPage)
    await page.reload()
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).waitFor()
    expect(await status(page)).toBe('disconnected')
    // Nothing asked the frame to restore: it is not even loaded.
    expect(await page.locator('iframe[data-airlock-frame]').count()).toBe(0)
  })
})

describe('a second device (another browser profile) with the same email (SPEC §4 VERIFY_DEVICE)', () => {
  let second: DemoPage
  afterAll(async () => {
    await second?.close()
  })

  it('§4/§9 connect device: the new profile waits on the mailed approval, resends it after the 30 s cooldown (by keyboard), the NEW link approves, a replayed code is refused, and the code then gives the SAME address', async () => {
    // The cooldown is run forward, not waited for: the page's timers on Playwright's clock, the auth
    // service's on the devnet's.
    second = await openDemoPage(env.browser, env.demo, EOA, { clock: true })
    const { page, dialog } = second
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await dialog.getByRole('checkbox').check()
    await dialog.getByRole('button', { name: 'Continue with Email' }).click()
    const since = lastMailId()
    await dialog.getByRole('textbox', { name: 'Email' }).fill(EMAIL)
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    // The mail first (the frame loads in this profile before it asks), then the view it leads to.
    const mail = await mailbox().nextMessage(EMAIL, since)
    await expect.poll(() => viewOf(second), { timeout: 10_000 }).toBe('EmailVerifyDevice')
    expect(mail.text).not.toMatch(/\b\d{6}\b/)
    const first = /(http:\/\/\S+\/device\/approve\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1]
    if (!first) throw new Error(`no approval link in the mail: ${mail.text}`)
    // SPEC §9: the link may be mailed again once the 30 s cooldown, counted down on the button, is over.
    const resend = dialog.getByRole('button', { name: /^Resend link/ })
    await expect.poll(() => resend.textContent()).toMatch(/^Resend link in \d+ s$/)
    expect(await resend.getAttribute('aria-disabled')).toBe('true')
    // A press while it waits sends nothing (the browser would let it through: the button stays focusable).
    await resend.dispatchEvent('click')
    env.demo.devnet.embedded!.advanceClock(30_000)
    await page.clock.runFor(30_000)
    await expect.poll(() => resend.textContent()).toBe('Resend link')
    expect(lastMailId()).toBe(mail.id)
    // By keyboard: the button kept its place in the tab order while it waited.
    await resend.focus()
    await page.keyboard.press('Enter')
    const again = await mailbox().nextMessage(EMAIL, mail.id)
    await expect.poll(() => shownTexts(page)).toContain(`A new link is on its way to ${EMAIL}.`)
    await expect.poll(() => resend.textContent()).toMatch(/^Resend link in \d+ s$/)
    expect(await resend.evaluate((button) => button === document.activeElement)).toBe(true)
    expect(await viewOf(second)).toBe('EmailVerifyDevice')
    const link = /(http:\/\/\S+\/device\/approve\?token=[A-Za-z0-9_-]+)/.exec(again.text)?.[1]
    if (!link) throw new Error(`no approval link in the mail: ${again.text}`)
    expect(link).not.toBe(first)
    // The person opens the NEW mail on this device and approves it there.
    const approval = await second.context.newPage()
    await approval.goto(link)
    const approved = lastMailId()
    await approval.getByRole('button', { name: 'Approve this device' }).click()
    await approval.getByRole('heading', { name: 'Device approved' }).waitFor()
    await approval.close()
    const fresh = await nextCode(approved)
    await expect.poll(() => viewOf(second), { timeout: 10_000 }).toBe('EmailVerifyOtp')
    // The first profile's code was used once already: replayed here, it is refused.
    await dialog.getByRole('textbox', { name: 'Code' }).fill(code === fresh ? '000000' : code)
    await dialog.getByRole('button', { name: 'Verify', exact: true }).click()
    await expect.poll(() => shownTexts(page)).toContain('Invalid code')
    await dialog.getByRole('textbox', { name: 'Code' }).fill(fresh)
    await dialog.getByRole('button', { name: 'Verify', exact: true }).click()
    await expect.poll(() => status(page), { timeout: 20_000 }).toBe('connected')
    expect(await page.getByTestId('account').getAttribute('title')).toBe(embeddedAddress)
  })
})

describe('a Telegram mini-app (demo ?tg=1): sign-in by full-page redirect, back with result_uri (SPEC §2)', () => {
  const TG_EMAIL = 'tg-user@example.com'
  let tg: DemoPage
  /** The frame's finishes of a redirect sign-in, seen on the wire. */
  let finishes = 0
  afterAll(async () => {
    await tg?.close()
  })

  it("§2/§8 a malformed result_uri leaves the address at once and shows 'A problem occurred while trying initialize authentication' on Connect", async () => {
    tg = await openDemoPage(env.browser, env.demo, '?accountType=eoa&tg=1&result_uri=not-a-sign-in')
    const { page } = tg
    tg.context.on('request', (request) => {
      if (request.url().endsWith('/v1/redirect/finish')) finishes += 1
    })
    await expect.poll(() => shownTexts(page)).toContain('A problem occurred while trying initialize authentication')
    expect(new URL(page.url()).search).toBe('?accountType=eoa&tg=1')
    await expect.poll(() => viewOf(tg)).toBe('Connect')
    await page.getByRole('note').filter({ hasText: 'Telegram mini-app mode' }).waitFor()
  })

  it('§2 email in the mini-app: the page goes to the sign-in page, the mailed code is typed there, the page comes back connected and result_uri is gone from the address', async () => {
    const { page, dialog } = tg
    await dialog.getByRole('checkbox').check()
    await dialog.getByRole('button', { name: 'Continue with Email' }).click()
    const since = mailbox().messages(TG_EMAIL).at(-1)?.id ?? 0
    await dialog.getByRole('textbox', { name: 'Email' }).fill(TG_EMAIL)
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    const signInPage = `${env.demo.devnet.embedded!.authUrl}/signin`
    await page.waitForURL((url) => url.href.startsWith(signInPage))
    const mail = await mailbox().nextMessage(TG_EMAIL, since)
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!
    await page.getByRole('textbox', { name: 'Code' }).fill(code)
    let returned = ''
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().includes('result_uri=')) returned = frame.url()
    })
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect.poll(() => status(page), { timeout: 20_000 }).toBe('connected')
    // It came back with result_uri (the service's own result page), which the kernel took out of the address.
    expect(new URL(new URL(returned).searchParams.get('result_uri')!).pathname).toBe('/signin/result')
    expect(page.url()).not.toContain('result_uri')
    expect(new URL(page.url()).search).toBe('?accountType=eoa&tg=1')
    expect(finishes).toBe(1)
    expect(await page.getByTestId('account').getAttribute('title')).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })

  it('§2 a reload stays connected through the stored session, without replaying the sign-in', async () => {
    const { page } = tg
    const address = await page.getByTestId('account').getAttribute('title')
    await page.reload()
    await expect.poll(() => status(page), { timeout: 20_000 }).toBe('connected')
    expect(await page.getByTestId('account').getAttribute('title')).toBe(address)
    expect(page.url()).not.toContain('result_uri')
    expect(finishes).toBe(1)
    // The frame's sign-in secret went with its one use.
    const frameKeys = await page.frameLocator('iframe[data-airlock-frame]').locator('html').evaluate(() => Object.keys(localStorage))
    expect(frameKeys).not.toContain('airlock-frame:redirect-secret')
  })

  /** Signs out in the modal and presses GitHub on Connect: the page itself goes to the devnet provider's login page. */
  async function githubFromMiniApp(): Promise<void> {
    const { page, dialog } = tg
    if ((await status(page)) === 'connected') {
      await page.getByRole('button', { name: 'Open the modal' }).click()
      await expect.poll(() => viewOf(tg)).toBe('Account')
      await disconnectInModal(dialog)
      await expect.poll(() => status(page), { timeout: 10_000 }).toBe('disconnected')
      await expect.poll(() => viewOf(tg)).toBe(null)
    }
    if ((await viewOf(tg)) !== 'Connect') await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    const checkbox = dialog.getByRole('checkbox')
    if (!(await checkbox.isChecked())) await checkbox.check()
    await dialog.getByRole('button', { name: 'Continue with GitHub' }).click()
    const provider = env.demo.devnet.embedded!.socials.clients.github.issuer
    await page.waitForURL((url) => url.origin === new URL(provider).origin, { timeout: 15_000 })
    await page.getByRole('heading', { name: 'Sign in with GitHub' }).waitFor()
  }

  it("§2/§8 GitHub in the mini-app, refused at the provider: the page comes back to Connect with the social-failure alert ('Social Login Failed'), result_uri gone, no popup", async () => {
    const { page, context } = tg
    let popups = 0
    context.on('page', () => (popups += 1))
    await githubFromMiniApp()
    await page.getByRole('button', { name: 'Refuse' }).click()
    await expect.poll(async () => (await shownTexts(page)).some((t) => t.startsWith('Social Login Failed')), { timeout: 20_000 }).toBe(true)
    expect(new URL(page.url()).search).toBe('?accountType=eoa&tg=1')
    await expect.poll(() => viewOf(tg)).toBe('Connect')
    expect(await shownTexts(page)).not.toContain('A problem occurred while trying initialize authentication')
    expect(await status(page)).toBe('disconnected')
    expect(popups).toBe(0)
  })

  it('§2/§1 GitHub in the mini-app: no popup; the page goes to the devnet provider, the test user is picked there, the page comes back connected as that identity and result_uri is gone', async () => {
    const { page, context } = tg
    let popups = 0
    context.on('page', () => (popups += 1))
    await githubFromMiniApp()
    let returned = ''
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().includes('result_uri=')) returned = frame.url()
    })
    const before = finishes
    await page.getByRole('button', { name: /Bob Devnet/ }).click()
    await expect.poll(() => status(page), { timeout: 20_000 }).toBe('connected')
    expect(new URL(new URL(returned).searchParams.get('result_uri')!).pathname).toBe('/signin/result')
    expect(new URL(page.url()).search).toBe('?accountType=eoa&tg=1')
    expect(finishes).toBe(before + 1)
    expect(popups).toBe(0)
    const address = await page.getByTestId('account').getAttribute('title')
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await env.demo.devnet.embedded!.addressOf('social:github:bob')).toBe(address)
  })
})

describe('a page origin the project does not allow (SPEC §6 allowed origins, §8 Unverified Domain)', () => {
  let other: DemoPage
  const setAllowedOrigins = (allowedOrigins: string[]) =>
    fetch(`${env.demo.devnet.urls.api}/devnet/settings`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ allowedOrigins }) })
  afterAll(async () => {
    await setAllowedOrigins(['http://127.0.0.1:*', 'http://localhost:*'])
    await other?.close()
  })

  it("§8 the demo at shop.example (no development origin) while the project allows only its 127.0.0.1 origin: the frame refuses the page, 'Unverified Domain' shows, no code is mailed; the frame itself cannot be embedded there", async () => {
    expect((await setAllowedOrigins([new URL(env.demo.url).origin])).status).toBe(200)
    other = await openDemoPage(env.browser, env.demo, env.demo.url.replace('127.0.0.1', OTHER_HOST))
    const { page, dialog } = other
    const refusedFraming: string[] = []
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) refusedFraming.push(message.text())
    })
    const mails = lastMailId()
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await dialog.getByRole('checkbox').check()
    await dialog.getByRole('button', { name: 'Continue with Email' }).click()
    await dialog.getByRole('textbox', { name: 'Email' }).fill(EMAIL)
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect.poll(async () => (await shownTexts(page)).some((t) => t.startsWith('Unverified Domain'))).toBe(true)
    expect(await dialog.getByRole('alert').filter({ hasText: 'Unverified Domain' }).textContent()).toContain('This domain is not verified for the embedded wallet.')
    // The modal's own check (SPEC §5) agrees with the frame: this page is not allowed.
    expect((await shownTexts(page)).some((t) => t.startsWith('Invalid App Configuration'))).toBe(true)
    // The refusal ends the attempt: no frame left on the page, no code sent, nothing connected.
    expect(await page.locator('iframe[data-airlock-frame]').count()).toBe(0)
    expect(lastMailId()).toBe(mails)
    expect(await status(page)).toBe('disconnected')
    // A page that hides where it is (no referrer) is sent the frame itself, which the browser then
    // refuses to show here: frame-ancestors names the project's origins and the development ones only.
    const frameUrl = `${env.demo.devnet.embedded!.frameUrl}/?projectId=${env.demo.devnet.projectId}`
    await page.evaluate((src) => {
      const hidden = document.createElement('iframe')
      hidden.referrerPolicy = 'no-referrer'
      hidden.src = src
      document.body.append(hidden)
    }, frameUrl)
    await expect.poll(() => refusedFraming.length).toBeGreaterThan(0)
    expect(refusedFraming[0]).toContain(`frame-ancestors ${new URL(env.demo.url).origin}`)
  })
})

describe('social login in the popup (devnet OpenID Connect providers)', () => {
  // A fresh browser profile: no embedded session yet.
  let social: DemoPage
  beforeAll(async () => {
    social = await openDemoPage(env.browser, env.demo, EOA)
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
    // SPEC §1 default socials, injected wallet found: wallet, email, social.
    expect(order.socials).toEqual(['Continue with Google', 'Continue with X', 'Continue with Discord', 'Continue with Farcaster', 'Continue with GitHub', 'Continue with Apple', 'Continue with Facebook'])
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
    await disconnectInModal(social.dialog)
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('disconnected')
    await expect.poll(() => viewOf(social)).toBe(null)
    expect(await login()).toBe(first)
  })

  it('§2 ConnectingFarcaster: the QR code of the channel URL; declined in the devnet Farcaster app, §8 \'Something went wrong\'; approved, connected with the fid\'s embedded address', async () => {
    const { page, dialog, context } = social
    if ((await status(page)) === 'connected') {
      // The GitHub case may have left the modal open on Account.
      if ((await viewOf(social)) === null) await page.getByRole('button', { name: 'Open the modal' }).click()
      await expect.poll(() => viewOf(social)).toBe('Account')
      await disconnectInModal(dialog)
      await expect.poll(() => status(page), { timeout: 10_000 }).toBe('disconnected')
      await expect.poll(() => viewOf(social)).toBe(null)
    }
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    const checkbox = dialog.getByRole('checkbox')
    if (!(await checkbox.isChecked())) await checkbox.check()
    await dialog.getByRole('button', { name: 'Continue with Farcaster' }).click()
    await expect.poll(() => viewOf(social)).toBe('ConnectingFarcaster')
    const farcaster = env.demo.devnet.embedded!.farcaster!
    /** The channel URL the view offers (its QR code, its copy and open links), opened in the devnet Farcaster app. */
    const openInApp = async (): Promise<Page> => {
      await dialog.getByRole('img', { name: 'QR code to sign in with Farcaster' }).waitFor({ timeout: 15_000 })
      const url = (await dialog.getByRole('link', { name: 'Open in Farcaster' }).getAttribute('href')) ?? ''
      expect(url.startsWith(`${farcaster.appUrl}?channelToken=`)).toBe(true)
      const app = await context.newPage()
      await app.goto(url)
      await app.getByRole('heading', { name: /^Sign in to 127\.0\.0\.1:/ }).waitFor()
      return app
    }
    const declined = await openInApp()
    await declined.getByRole('button', { name: 'Decline' }).click()
    await declined.getByRole('heading', { name: 'Declined' }).waitFor()
    await expect.poll(() => dialog.getByRole('alert').allTextContents(), { timeout: 10_000 }).toContain('Something went wrong')
    await expect.poll(async () => (await shownTexts(page)).some((t) => t.startsWith('Social Login Failed')), { timeout: 10_000 }).toBe(true)
    await declined.close()

    await dialog.getByRole('button', { name: 'Try again' }).click()
    const app = await openInApp()
    const [alice] = farcaster.accounts()
    await app.getByRole('button', { name: /Sign in as @alice/ }).click()
    await app.getByRole('heading', { name: 'Signed in as @alice' }).waitFor()
    await expect.poll(() => status(page), { timeout: 20_000 }).toBe('connected')
    await app.close()
    await expect.poll(() => viewOf(social)).toBe(null)
    await page.getByRole('button', { name: 'Open the modal' }).click()
    await expect.poll(() => viewOf(social)).toBe('Account')
    const address = (await page.getByTestId('account').getAttribute('title')) ?? ''
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(address).not.toBe(first)
    expect(await env.demo.devnet.embedded!.addressOf(`farcaster:${alice!.fid}`)).toBe(address)
    await page.keyboard.press('Escape')
  })
})