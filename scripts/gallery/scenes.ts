import type { Locator, Page } from 'playwright-core'
import type { Demo } from '../../demo/server'

/** One gallery picture: how to reach it from the previous one, in the same page. */
export interface Scene {
  readonly name: string
  readonly title: string
  readonly run: (page: Page) => Promise<void>
}

const dialog = (page: Page): Locator => page.getByRole('dialog')

async function onView(page: Page, view: string): Promise<void> {
  await page.waitForFunction((name) => document.querySelector('[role="dialog"]')?.getAttribute('data-view') === name, view)
}

/** Drive the Devnet Wallet in the page (window.__devnetWallet). */
async function walletMode(page: Page, mode: 'approve' | 'reject' | 'manual'): Promise<void> {
  await page.evaluate((m) => (window as unknown as { __devnetWallet: { setMode(mode: string): void } }).__devnetWallet.setMode(m), mode)
}

async function approvePending(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __devnetWallet: { nextPending(): unknown } }).__devnetWallet.nextPending() !== undefined)
  await page.evaluate(() => (window as unknown as { __devnetWallet: { approve(): unknown } }).__devnetWallet.approve())
}

/** Tick the terms when the Connect view asks for them (the tick may not survive Back in every build). */
async function acceptTerms(page: Page): Promise<void> {
  const box = dialog(page).getByRole('checkbox')
  if ((await box.count()) > 0 && !(await box.isChecked())) await box.check()
}

/** Back, as often as it takes (at most a few views), to `view`. */
async function backTo(page: Page, view: string): Promise<void> {
  for (let step = 0; step < 4 && (await dialog(page).getAttribute('data-view')) !== view; step += 1) {
    await dialog(page).getByRole('button', { name: 'Back' }).click()
  }
  await onView(page, view)
}

/** Nothing in the modal still loading: no spinner (progressbar) and nothing busy. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[role="dialog"] [role="progressbar"], [role="dialog"] [aria-busy="true"]') === null)
}

/** Closes the modal (Escape) when it is open. */
async function closeModal(page: Page): Promise<void> {
  if ((await dialog(page).count()) === 0) return
  await page.keyboard.press('Escape')
  await page.waitForFunction(() => document.querySelector('[role="dialog"]') === null)
}

async function openSendWith(page: Page, symbol: string, amount: string, receiver: string): Promise<void> {
  const modal = dialog(page)
  if (!(await modal.isVisible())) await page.getByRole('button', { name: 'Send', exact: true }).click()
  else await modal.getByRole('button', { name: 'Send', exact: true }).click()
  await onView(page, 'Send')
  const token = modal.getByLabel('Token')
  await page.waitForFunction(
    (s) => [...document.querySelectorAll('[role="dialog"] select option')].some((o) => o.textContent?.startsWith(`${s} ·`)),
    symbol,
  )
  const value = await token.locator('option', { hasText: `${symbol} ·` }).first().getAttribute('value')
  await token.selectOption(value ?? '')
  await modal.getByLabel('Amount').fill(amount)
  await modal.getByLabel('Receiver address').fill(receiver)
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find((b) => b.textContent === 'Send')
    return button !== undefined && !button.disabled
  })
}

/** The address the email scenes sign in with (the devnet's mail server takes any). */
const EMAIL = 'ada@example.com'

/**
 * The gallery's story, in order: a first visit (terms unticked, then ticked), what a wallet is, the wallet list, the
 * WalletConnect QR code, the embedded wallet's ways in (email and the social logins at the foot of Connect, the
 * email form, the code mailed to it), a connect waiting on the wallet, the connected page, the account, buying
 * through an onramp, choosing a name, the account's tabs, networks and what a network is, a token send and what
 * follows it, receive, a swap quote, a send the wallet refuses, the page's Pay opening the Pay view, the
 * Devnet Solana Wallet's account, and the page reopened offering only a network the wallet is not on.
 * `demo` is undefined when only the names and titles are read (the gallery index).
 */
export function galleryScenes(demo: Demo | undefined): ReadonlyArray<Scene> {
  const receiver = demo?.devnet.accounts[1]?.address ?? ''
  const other = demo?.devnet.accounts[2]?.address ?? ''
  const beta = demo?.devnet.chains[1]?.chainId ?? 0
  return [
    {
      name: 'connect-terms',
      title: 'Connect, terms not yet accepted: wallets disabled',
      run: async (page) => {
        await page.getByRole('button', { name: 'Connect Wallet' }).click()
        await onView(page, 'Connect')
        await dialog(page).getByRole('button', { name: /Devnet Wallet/ }).first().waitFor()
      },
    },
    {
      name: 'connect',
      title: 'Connect',
      run: async (page) => {
        await dialog(page).getByRole('checkbox').check()
      },
    },
    {
      name: 'what-is-a-wallet',
      title: 'What is a wallet? (the help behind Connect\'s header button)',
      run: async (page) => {
        await dialog(page).getByRole('button', { name: 'What is a wallet?' }).click()
        await onView(page, 'WhatIsAWallet')
        await dialog(page).getByRole('button', { name: 'Choose a wallet' }).waitFor()
        await page.mouse.move(0, 0)
      },
    },
    {
      name: 'all-wallets',
      title: 'All Wallets (720 in the devnet catalogue)',
      run: async (page) => {
        await dialog(page).getByRole('button', { name: 'Back' }).click()
        await onView(page, 'Connect')
        await dialog(page).getByRole('button', { name: /All Wallets/ }).first().click()
        await onView(page, 'AllWallets')
        await page.waitForFunction(() => document.querySelectorAll('[role="dialog"] img').length > 8)
      },
    },
    {
      name: 'walletconnect',
      title: 'WalletConnect QR code',
      run: async (page) => {
        await dialog(page).getByRole('button', { name: 'Back' }).click()
        await onView(page, 'Connect')
        await acceptTerms(page)
        await dialog(page).getByRole('button', { name: /^WalletConnect/ }).first().click()
        await page.waitForFunction(() => document.querySelector('[role="dialog"] svg[role="img"]') !== null)
      },
    },
    {
      name: 'connect-email-socials',
      title: 'Connect, further down: email and the social logins (the embedded wallet)',
      run: async (page) => {
        await dialog(page).getByRole('button', { name: 'Back' }).click()
        await onView(page, 'Connect')
        await acceptTerms(page)
        const socials = dialog(page).getByRole('group', { name: /social/i })
        await socials.waitFor()
        await dialog(page).getByRole('button', { name: 'Continue with Email' }).waitFor()
        // The modal's scroller at its end: the wallets scroll away above email and the socials.
        await socials.evaluate((group) => {
          let scroller = group.parentElement
          while (scroller && getComputedStyle(scroller).overflowY !== 'auto') scroller = scroller.parentElement
          scroller?.scrollTo({ top: scroller.scrollHeight })
        })
        // The Back click left the pointer where a row now scrolled under it: the shot shows none lit.
        await page.mouse.move(0, 0)
      },
    },
    {
      name: 'email',
      title: 'Connect with email: the address form',
      run: async (page) => {
        await dialog(page).getByRole('button', { name: 'Continue with Email' }).click()
        await dialog(page).getByRole('textbox', { name: 'Email' }).fill(EMAIL)
        await page.mouse.move(0, 0)
      },
    },
    {
      name: 'email-code',
      title: 'Email: the code mailed to the address (EmailVerifyOtp)',
      run: async (page) => {
        const since = demo?.devnet.embedded?.mailbox.messages(EMAIL).at(-1)?.id ?? 0
        await dialog(page).getByRole('button', { name: 'Continue', exact: true }).click()
        await onView(page, 'EmailVerifyOtp')
        await dialog(page).getByRole('textbox', { name: 'Code' }).waitFor()
        // The mail is in the devnet inbox: the code is on its way, as the view says.
        await demo?.devnet.embedded?.mailbox.nextMessage(EMAIL, since)
        await settled(page)
        await page.mouse.move(0, 0)
      },
    },
    {
      name: 'connecting',
      title: 'Connecting: waiting on the wallet',
      run: async (page) => {
        await backTo(page, 'Connect')
        await acceptTerms(page)
        await walletMode(page, 'manual')
        await dialog(page).getByRole('button', { name: /Devnet Wallet/ }).first().click()
        await onView(page, 'ConnectingExternal')
      },
    },
    {
      name: 'connected-page',
      title: 'The page once connected',
      run: async (page) => {
        await approvePending(page)
        await walletMode(page, 'approve')
        await page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.textContent === 'connected')
        await page.waitForFunction(() => document.querySelector('[role="dialog"]') === null)
        // The button shows the account's name once the profile answers: the shot waits for it.
        await page.getByRole('button', { name: /alice\.devnet/ }).first().waitFor()
        // And its network image and avatar drawn, not still on their way.
        await page.waitForFunction(() =>
          [...document.querySelectorAll('button img')].some((image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0),
        )
      },
    },
    {
      name: 'account',
      title: 'Account: tokens',
      run: async (page) => {
        await page.getByRole('button', { name: 'Open the modal' }).click()
        await onView(page, 'Account')
        await dialog(page).getByText('DUSDT').first().waitFor()
        // The sessions list below the tabs loads its own code: the shot waits for it, not its spinner.
        await dialog(page).getByText('No sessions').waitFor()
      },
    },
    {
      name: 'buy',
      title: 'Buy (onramp): 50 USD of DUSD, quoted by each provider',
      run: async (page) => {
        const modal = dialog(page)
        await modal.getByRole('button', { name: 'Buy', exact: true }).click()
        await onView(page, 'OnRampProviders')
        await modal.getByRole('textbox', { name: 'Amount to pay' }).fill('50')
        await modal.getByRole('button', { name: /^Buy with Devnet Card/ }).filter({ hasText: '48.750 DUSD' }).waitFor()
        await modal.getByRole('button', { name: /^Buy with Devnet Ramp/ }).filter({ hasText: '49.000 DUSD' }).waitFor()
        await settled(page)
        await page.mouse.move(0, 0)
      },
    },
    {
      name: 'choose-a-name',
      title: 'Choose a name: a free name checked as it is typed, with suggestions',
      run: async (page) => {
        const modal = dialog(page)
        await backTo(page, 'Account')
        await modal.getByRole('button', { name: 'Choose a name' }).click()
        await onView(page, 'RegisterAccountName')
        await modal.getByLabel('Name', { exact: true }).fill('alice-demo')
        await modal.getByRole('status').filter({ hasText: 'alice-demo.reown.id is available' }).first().waitFor()
        await page.waitForFunction(() => [...document.querySelectorAll('[role="dialog"] button')].some((b) => b.textContent?.startsWith('Use ') || b.getAttribute('aria-label')?.startsWith('Use ')))
        await modal.getByRole('button', { name: 'Register alice-demo.reown.id' }).waitFor()
        await settled(page)
        await page.mouse.move(0, 0)
      },
    },
    {
      name: 'account-nfts',
      title: 'Account: NFTs',
      run: async (page) => {
        await backTo(page, 'Account')
        await dialog(page).getByRole('tab', { name: 'NFTs' }).click()
        await page.waitForFunction(() => document.querySelectorAll('[role="dialog"] [role="tabpanel"] img').length > 0)
      },
    },
    {
      name: 'account-activity',
      title: 'Account: activity',
      run: async (page) => {
        await dialog(page).getByRole('tab', { name: 'Activity' }).click()
        await dialog(page).getByRole('heading', { name: 'June' }).waitFor()
      },
    },
    {
      name: 'networks',
      title: 'Networks',
      run: async (page) => {
        await dialog(page).getByRole('tab', { name: 'Tokens' }).click()
        await dialog(page).getByTitle(/Switch network/).click()
        await onView(page, 'Networks')
        await dialog(page).getByRole('button', { name: /Devnet Beta/ }).waitFor()
      },
    },
    {
      name: 'what-is-a-network',
      title: 'What is a network? (from the foot of Networks)',
      run: async (page) => {
        await dialog(page).getByRole('button', { name: 'What is a network?' }).click()
        await onView(page, 'WhatIsANetwork')
        await dialog(page).getByRole('button', { name: 'Choose a network' }).waitFor()
        await page.mouse.move(0, 0)
      },
    },
    {
      name: 'send',
      title: 'Send, filled in',
      run: async (page) => {
        await dialog(page).getByRole('button', { name: 'Back' }).click()
        await onView(page, 'Networks')
        await dialog(page).getByRole('button', { name: 'Back' }).click()
        await onView(page, 'Account')
        await openSendWith(page, 'DVT', '12.5', receiver)
      },
    },
    {
      name: 'send-done',
      title: 'After the wallet sent it',
      run: async (page) => {
        await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
        // A token send lands on Account once the wallet has sent it (SPEC §4).
        await onView(page, 'Account')
        await dialog(page).getByText('Transaction confirmed').waitFor()
        // Then the refreshed balances: 987.5 DVT less the 12.5 sent.
        await dialog(page).getByText('975.000 DVT').waitFor()
        await dialog(page).getByText('Balances are up to date.').waitFor()
      },
    },
    {
      name: 'receive',
      title: 'Receive',
      run: async (page) => {
        if ((await dialog(page).count()) === 0) await page.getByRole('button', { name: 'Open the modal' }).click()
        // From a success state, Back (or the modal's own move) leads to Account.
        if ((await dialog(page).getAttribute('data-view')) !== 'Account') await dialog(page).getByRole('button', { name: 'Back' }).click()
        await onView(page, 'Account')
        await dialog(page).getByRole('button', { name: 'Receive', exact: true }).click()
        await onView(page, 'Receive')
        await dialog(page).getByText('Copy address').first().waitFor()
      },
    },
    {
      name: 'swap-tokens',
      title: 'Swap: choosing the token to receive',
      run: async (page) => {
        const modal = dialog(page)
        await modal.getByRole('button', { name: 'Back' }).click()
        await onView(page, 'Account')
        await modal.getByRole('button', { name: 'Swap', exact: true }).click()
        await onView(page, 'Swap')
        await modal.getByRole('button', { name: 'Choose the token you receive' }).click()
        await onView(page, 'SwapSelectToken')
        await modal.getByText('Your tokens').waitFor()
        // The click leaves the pointer over a row of the list that opened under it: the shot shows none lit.
        await page.mouse.move(0, 0)
      },
    },
    {
      name: 'swap',
      title: 'Swap, quoted',
      run: async (page) => {
        const modal = dialog(page)
        await modal.getByRole('searchbox', { name: 'Search tokens' }).fill('DVT')
        await modal.locator('li button').filter({ has: page.locator('span', { hasText: /^DVT$/ }) }).first().click()
        await modal.getByRole('textbox', { name: 'Amount to pay' }).fill('0.5')
        await page.waitForFunction(() => document.querySelector('[role="dialog"] [data-testid="swap-primary"]')?.textContent === 'Swap')
      },
    },
    {
      name: 'send-refused',
      title: 'A send the wallet refused: error snackbar',
      run: async (page) => {
        await dialog(page).getByRole('button', { name: 'Back' }).click()
        await onView(page, 'Account')
        await walletMode(page, 'reject')
        await openSendWith(page, 'ETH', '0.5', other)
        await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
        await page.waitForFunction(() => document.querySelector('[role="dialog"] [role="alert"][data-open="true"]') !== null)
      },
    },
    {
      name: 'pay',
      title: 'Pay from the page: the Pay view (0.25 ETH to a devnet shop)',
      run: async (page) => {
        await closeModal(page)
        // The refusal's snackbar (2.5 s) goes first: this story starts afresh.
        await page.waitForFunction(() => !(window as unknown as { airlock: { getState(): { snackbar: { open: boolean } } } }).airlock.getState().snackbar.open)
        await walletMode(page, 'approve')
        const card = page.getByRole('region', { name: 'Pay' })
        await card.getByRole('combobox', { name: 'Asset' }).selectOption({ label: 'ETH' })
        await card.getByRole('textbox', { name: 'Amount' }).fill('0.25')
        await card.getByRole('button', { name: 'Pay', exact: true }).click()
        await onView(page, 'Pay')
        await page.waitForFunction(() => /ETH/.test(document.querySelector('[role="dialog"] [data-testid="pay-balance"]')?.textContent ?? ''))
        await page.waitForFunction(() => /^(< )?[\d.,]+ ETH$/.test(document.querySelector('[role="dialog"] [data-testid="pay-fee"]')?.textContent ?? ''))
        await dialog(page).getByRole('button', { name: 'Pay 0.25 ETH' }).waitFor()
        await settled(page)
        await page.mouse.move(0, 0)
      },
    },
    {
      name: 'solana-account',
      title: 'Devnet Solana: the Devnet Solana Wallet\'s account (SOL and SPL tokens)',
      run: async (page) => {
        await closeModal(page)
        await page.getByRole('button', { name: 'Switch to Devnet Solana' }).click()
        await page.waitForFunction(() => document.querySelector('[data-testid="network"]')?.textContent === 'Devnet Solana')
        if ((await page.getByTestId('status').textContent()) !== 'connected') {
          await page.getByRole('button', { name: 'Open the modal' }).click()
          await onView(page, 'Connect')
          await acceptTerms(page)
          await dialog(page).getByRole('button', { name: /Devnet Solana Wallet/ }).click()
          await page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.textContent === 'connected')
        }
        await closeModal(page)
        await page.getByRole('button', { name: 'Open the modal' }).click()
        await onView(page, 'Account')
        for (const symbol of ['SOL', 'DUSDC', 'DGOV']) await dialog(page).getByText(symbol, { exact: true }).first().waitFor()
        await settled(page)
        await page.mouse.move(0, 0)
      },
    },
    {
      name: 'unsupported-network',
      title: 'The wallet on a network the app does not offer: UnsupportedChain, and the button says so',
      run: async (page) => {
        // The same page offering Devnet Beta alone, while the wallet stays on Devnet Alpha.
        const url = new URL(page.url())
        url.searchParams.set('networks', String(beta))
        await page.goto(url.toString())
        await onView(page, 'UnsupportedChain')
        await dialog(page).getByText(/doesn’t support your current network/).waitFor()
        await page.getByRole('button', { name: /^Switch Network\b/ }).waitFor()
      },
    },
  ]
}
