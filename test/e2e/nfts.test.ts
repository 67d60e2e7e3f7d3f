import { describe, expect, it } from 'vitest'
import { erc721Abi, getAddress, type Address } from 'viem'
import type { Locator } from 'playwright-core'
import { allShownMessages as shownMessages } from '../../kernel/errors/allShownMessages'
import { NFTS } from '../../devnet/chain/fixtures'
import { axeViolations } from './axe'
import { connectDevnetWallet, demoInChromium, openDemoPage, wallet, type DemoPage } from './demoPage'

// The Account view's NFTs tab, end to end: SPEC §7 has no NFT call, so the modal reads the account's
// history from the devnet API; the devnet seed (devnet/chain/fixtures.ts) mints DCOL NFTs and sends one on.
const env = demoInChromium()

const alpha = () => env.demo.devnet.chains[0]!
const account = (index: number) => getAddress(env.demo.devnet.accounts[index]!.address)
const nameOf = (tokenId: number) => NFTS.find((nft) => nft.tokenId === tokenId)!.name

/** Who holds the token on Devnet Alpha, read from the collection contract. */
const ownerOf = (tokenId: number): Promise<Address> =>
  env.demo.devnet.localChains[0]!.publicClient.readContract({
    address: getAddress(alpha().contracts.collectibles),
    abi: erc721Abi,
    functionName: 'ownerOf',
    args: [BigInt(tokenId)],
  })

/** The names the NFT grid shows, by the images' accessible names. */
const listed = (list: Locator) =>
  list.locator('li').evaluateAll((items) =>
    items.map((item) => item.querySelector('img')?.getAttribute('alt') ?? item.querySelector('[role="img"]')?.getAttribute('aria-label')),
  )

async function openNftsTab({ page, dialog }: DemoPage): Promise<Locator> {
  await page.getByRole('button', { name: 'Open the modal' }).click()
  await dialog.getByRole('tab', { name: 'NFTs' }).click()
  return dialog.getByRole('list', { name: 'NFTs' })
}

describe('Account → NFTs tab on the devnet (NFTs read from the SPEC §7 account history)', () => {
  it("lists the connected account's DCOL NFTs by name with their images; one sent on and the spam one are not listed", async () => {
    // On chain: account 0 holds #1 and the spam #7; #2 was minted to it and sent on to account 2.
    expect(await ownerOf(1)).toBe(account(0))
    expect(await ownerOf(7)).toBe(account(0))
    expect(NFTS.find((nft) => nft.tokenId === 7)?.spam).toBe(true)
    expect(await ownerOf(2)).toBe(account(2))

    const demoPage = await openDemoPage(env.browser, env.demo)
    await connectDevnetWallet(demoPage)
    const list = await openNftsTab(demoPage)
    await expect.poll(() => listed(list)).toEqual([nameOf(1)])

    // The name shows under the image, and the image is the devnet's preview of that token, loaded.
    await expect.poll(() => list.locator('li').first().textContent()).toBe(nameOf(1))
    const image = list.getByRole('img', { name: nameOf(1) })
    expect(await image.getAttribute('src')).toMatch(new RegExp(`/public/getAssetImage/nft-${alpha().chainId}-1$`))
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

    const text = await demoPage.dialog.textContent()
    expect(text).not.toContain(nameOf(2))
    expect(text).not.toContain(nameOf(7))
    expect(await axeViolations(demoPage.page)).toEqual([])
    await demoPage.close()
  })

  it("a wallet-side account switch replaces the list with the other account's NFTs, the latest received first", async () => {
    // Account 2 was minted #5, then received #2 from account 0.
    expect(await ownerOf(5)).toBe(account(2))
    const demoPage = await openDemoPage(env.browser, env.demo)
    await connectDevnetWallet(demoPage)
    const list = await openNftsTab(demoPage)
    await expect.poll(() => listed(list)).toEqual([nameOf(1)])

    await wallet(demoPage.page, (control) => control.switchAccount(2))
    await expect.poll(() => listed(list)).toEqual([nameOf(2), nameOf(5)])
    await demoPage.close()
  })

  it(`a failed history read shows '${shownMessages.failedToFetchTransactions}'; Try again lists the NFTs`, async () => {
    const demoPage = await openDemoPage(env.browser, env.demo)
    await connectDevnetWallet(demoPage)
    const address = account(0)
    try {
      for (const form of [address, address.toLowerCase()]) env.demo.devnet.faults.add({ path: `/v1/account/${form}/history`, status: 500 })
      await openNftsTab(demoPage)
      const alert = demoPage.dialog.getByRole('alert').filter({ hasText: shownMessages.failedToFetchTransactions })
      await alert.waitFor()
    } finally {
      env.demo.devnet.faults.clear()
    }
    await demoPage.dialog.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => listed(demoPage.dialog.getByRole('list', { name: 'NFTs' }))).toEqual([nameOf(1)])
    await demoPage.close()
  })
})
