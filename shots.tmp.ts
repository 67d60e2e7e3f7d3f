import { startDemo } from './demo/server'
import { launchChromium } from './test/harness/chromium'

const demo = await startDemo({ approval: 'approve' })
const browser = await launchChromium()
try {
  for (const [label, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    await page.goto(demo.url)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('checkbox').check()
    await dialog.getByRole('button', { name: /Devnet Wallet/ }).click()
    await page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.textContent === 'connected')
    if ((await dialog.count()) === 0) await page.locator('header').getByRole('button').last().click()
    await dialog.getByRole('button', { name: 'Choose a name' }).waitFor()
    await page.waitForTimeout(800)
    await page.screenshot({ path: `/tmp/onramp-shot-${label}-account.png` })
    await dialog.getByRole('button', { name: 'Choose a name' }).click()
    await dialog.getByLabel('Name', { exact: true }).fill(`shot-${label}`)
    await dialog.getByText(`shot-${label}.reown.id is available`).waitFor()
    await page.waitForTimeout(400)
    await page.screenshot({ path: `/tmp/onramp-shot-${label}-register.png` })
    await dialog.getByRole('button', { name: /^Register / }).click()
    await dialog.getByText(/is yours/).waitFor()
    await page.screenshot({ path: `/tmp/onramp-shot-${label}-success.png` })
    await context.close()
  }
} finally {
  await browser.close()
  await demo.stop()
}
