import { firstValueFrom, asyncScheduler } from 'rxjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GetWalletsResponse } from '../../kernel/codec/startupApi'
import { decode } from '../../kernel/codec/decode'
import { WalletCatalogueEntry } from '../../kernel/codec/wallet'
import { createHttpClient } from '../../kernel/http/createHttpClient'
import { MOBILE_LINK_EXCEPTIONS, WALLET_PAGE_SIZE, WALLET_SEARCH_ENTRIES } from '../../kernel/wallets/constants'
import { startDevnet, type Devnet } from '../../devnet'
import { CATALOGUE_SIZE, generateCatalogue, WALLET_PAGE_NAME } from '../../devnet/catalogue/generate'
import { formatUniversalUrl } from '../../kernel/pairing/walletLink'
import { call, decoded, expectRefusal } from './helpers'

let devnet: Devnet
let base: string

beforeAll(async () => {
  // The catalogue does not need chain ports; the chains still start (their ids feed the catalogue).
  devnet = await startDevnet({ chainPorts: false })
  base = devnet.urls.catalogue
}, 60_000)

afterAll(async () => {
  await devnet?.stop()
})

/** A page of the catalogue, every entry decoded with the kernel's SPEC §3 entry codec. */
async function wallets(query: string): Promise<{ data: WalletCatalogueEntry[]; count: number }> {
  const page = decoded(GetWalletsResponse, await call(`${base}/getWallets?projectId=devnet&st=airlock&sv=test&${query}`))
  const data = page.data.map((entry) => {
    const result = decode(WalletCatalogueEntry, entry)
    if (!result.ok) throw new Error(`bad catalogue entry ${JSON.stringify(entry)}: ${result.error.message}`)
    return result.value
  })
  return { data, count: page.count }
}

describe('devnet wallet catalogue (SPEC §7 GET /getWallets, images)', () => {
  it('§7 GET /getWallets answers {data, count} over at least 700 entries with SPEC §3 fields', async () => {
    const first = await wallets(`page=1&entries=${WALLET_PAGE_SIZE}`)
    expect(first.count).toBeGreaterThanOrEqual(700)
    expect(first.data).toHaveLength(WALLET_PAGE_SIZE)
    for (const entry of first.data) {
      expect(entry.id).toMatch(/^[0-9a-f]{64}$/)
      expect(entry.image_id).toMatch(/^[0-9a-f-]{36}$/)
      expect(Array.isArray(entry.chains)).toBe(true)
      expect(entry).toHaveProperty('rdns')
      expect(entry).toHaveProperty('mobile_link')
      expect(entry).toHaveProperty('desktop_link')
      expect(entry).toHaveProperty('webapp_link')
    }
  })

  it('§9 pages of 40 do not overlap and together list the whole catalogue', async () => {
    const { count } = await wallets('entries=1')
    const seen: string[] = []
    for (let page = 1; (page - 1) * WALLET_PAGE_SIZE < count; page++) {
      const result = await wallets(`page=${page}&entries=${WALLET_PAGE_SIZE}`)
      expect(result.count).toBe(count)
      seen.push(...result.data.map((w) => w.id))
    }
    expect(seen).toHaveLength(count)
    expect(new Set(seen).size).toBe(count)
    const beyond = await wallets(`page=${Math.ceil(count / WALLET_PAGE_SIZE) + 1}&entries=${WALLET_PAGE_SIZE}`)
    expect(beyond).toEqual({ data: [], count })
  })

  it('§9 search matches names case-insensitively, 100 entries a query', async () => {
    const result = await wallets(`page=1&entries=${WALLET_SEARCH_ENTRIES}&search=RAIN`)
    expect(result.data.map((w) => w.name)).toContain('Rainbow')
    expect(result.data.every((w) => w.name.toLowerCase().includes('rain'))).toBe(true)
    expect(result.count).toBe(result.data.length)
    expect((await wallets('search=zzzz-no-such-wallet')).count).toBe(0)
  })

  it('§1 include keeps only the listed ids and exclude drops them (comma lists, as the kernel’s client sends arrays)', async () => {
    const { data } = await wallets('page=1&entries=5')
    const [a, b, c] = data
    const http = createHttpClient((input, init) => fetch(input, init), { scheduler: asyncScheduler, baseUrl: base, identity: () => ({ projectId: 'devnet' }) })
    const included = await firstValueFrom(http.get('/getWallets', GetWalletsResponse, { page: 1, entries: 10, include: [a!.id, c!.id] }))
    expect(included.count).toBe(2)
    expect((included.data as WalletCatalogueEntry[]).map((w) => w.id)).toEqual([a!.id, c!.id])

    const all = await wallets('entries=1')
    const excluded = await wallets(`page=1&entries=5&exclude=${a!.id},${b!.id}`)
    expect(excluded.count).toBe(all.count - 2)
    expect(excluded.data.map((w) => w.id)).not.toContain(a!.id)
    expect(excluded.data[0]?.id).toBe(c!.id)
  })

  it('§7 chains keeps wallets supporting any listed network; the devnet chains and the Devnet Wallet are there', async () => {
    const bitcoin = 'bip122:000000000019d6689c085ae165831e93'
    const btc = await wallets(`entries=200&chains=${bitcoin}`)
    expect(btc.count).toBeGreaterThan(0)
    expect(btc.data.every((w) => w.chains?.includes(bitcoin))).toBe(true)
    const local = await wallets('entries=1000&chains=eip155:31337,eip155:31338')
    expect(local.count).toBeGreaterThan(400)
    expect(local.data.find((w) => w.name === 'Devnet Wallet')?.rdns).toBe('dev.airlock.devnet')
  })

  it('§5 the demo’s wallet page is a catalogue wallet whose desktop link opens /wallet/wc?uri= (only when the demo names it)', () => {
    const chains = ['eip155:31337', 'eip155:31338']
    expect(generateCatalogue(chains).map((w) => w.name)).not.toContain(WALLET_PAGE_NAME)
    const withPage = generateCatalogue(chains, { walletPageUrl: 'http://127.0.0.1:5173/wallet/' })
    expect(withPage).toHaveLength(CATALOGUE_SIZE)
    const entry = withPage.find((w) => w.name === WALLET_PAGE_NAME)
    expect(entry).toMatchObject({ rdns: null, mobile_link: null, webapp_link: 'http://127.0.0.1:5173/wallet/', chains })
    const uri = 'wc:abc@2?relay-protocol=irn&symKey=def'
    expect(formatUniversalUrl(entry!.desktop_link!, uri).redirect).toBe(`http://127.0.0.1:5173/wallet/wc?uri=${encodeURIComponent(uri)}`)
  })

  it('§5 the two mobile-link exception wallets the kernel names are in the catalogue by id: Phantom and Coinbase Wallet', async () => {
    const { data } = await wallets(`include=${MOBILE_LINK_EXCEPTIONS.join(',')}`)
    expect(data.map((w) => w.name).sort()).toEqual(['Coinbase Wallet', 'Phantom'])
  })

  it('§7 badge_type=certified lists only certified wallets', async () => {
    const certified = decoded(GetWalletsResponse, await call(`${base}/getWallets?entries=100&badge_type=certified`))
    expect(certified.count).toBe(60)
    expect(certified.data.every((w) => (w as { badge_type?: string }).badge_type === 'certified')).toBe(true)
  })

  it('§7 image endpoints answer real images with an image content type', async () => {
    const [wallet] = (await wallets('entries=1')).data
    for (const path of [
      `/getWalletImage/${wallet!.image_id!}`,
      '/public/getAssetImage/692ed6ba-e569-459a-556a-776476829e00',
      '/public/getCurrencyImage/USD',
      '/public/getTokenImage/DVT',
    ]) {
      const response = await fetch(`${base}${path}?projectId=devnet&st=airlock&sv=test`)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      const svg = await response.text()
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
      expect(svg.endsWith('</svg>')).toBe(true)
    }
    // The wallet's image is a drawn logo named by its initial, and the same id always gives the same image.
    const image = await (await fetch(`${base}/getWalletImage/${wallet!.image_id!}`)).text()
    expect(image).toContain(`aria-label="${wallet!.name.charAt(0).toUpperCase()}"`)
    expect(image).not.toContain('<text')
    expect(await (await fetch(`${base}/getWalletImage/${wallet!.image_id!}`)).text()).toBe(image)
  })

  it('§7 /public/getAssetImage/{imageId} serves each devnet network its logo (networks carry assets.imageId = their CAIP-2 id)', async () => {
    const alpha = await fetch(`${base}/public/getAssetImage/${encodeURIComponent('eip155:31337')}?projectId=devnet&st=airlock&sv=test`)
    expect(alpha.status).toBe(200)
    expect(alpha.headers.get('content-type')).toBe('image/svg+xml')
    const svg = await alpha.text()
    // "Devnet Alpha": its hexagon and the initial of its own name, not of the namespace.
    expect(svg).toContain('<path d="M48 18l26 15v30')
    expect(svg).toContain('>A</text>')
    const beta = await (await fetch(`${base}/public/getAssetImage/eip155:31338`)).text()
    expect(beta).toContain('>B</text>')
  })

  it('§7 bad catalogue requests get a 4xx with a clear JSON message', async () => {
    expectRefusal(await call(`${base}/getWallets?page=0`), 400, /page/)
    expectRefusal(await call(`${base}/getWallets?entries=lots`), 400, /entries/)
    expectRefusal(await call(`${base}/getWallets?entries=5000`), 400, /entries/)
    expectRefusal(await call(`${base}/getWallets?badge_type=gold`), 400, /badge_type/)
    expectRefusal(await call(`${base}/getWallets?chains=ethereum`), 400, /CAIP-2/)
    expectRefusal(await call(`${base}/getWalletImage/bad%20id`), 400, /image id/)
    expectRefusal(await call(`${base}/getWalletImage/%E0%A4%A`), 400, /Malformed/)
    expectRefusal(await call(`${base}/public/getTokenImage`), 404, /No devnet route/)
  })
})
