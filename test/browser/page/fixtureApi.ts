/**
 * The page's stand-in for the catalogue and blockchain APIs (test data lives here, never in ui/):
 * answers the kernel's injected fetch port with fixed JSON.
 */
const walletNames = [
  'Aurora Wallet', 'Beacon', 'Cobalt Vault', 'Driftwood', 'Ember Keys', 'Fjord', 'Granite', 'Harbor',
  'Iris Pocket', 'Juniper', 'Kestrel', 'Lumen', 'Meridian', 'Nimbus', 'Onyx', 'Pinecone', 'Quartz',
  'Riverstone', 'Saffron', 'Tundra', 'Umbra', 'Vireo', 'Willow', 'Xenon', 'Yarrow', 'Zephyr',
]

export const catalogue = Array.from({ length: 96 }, (_, index) => {
  const base = walletNames[index % walletNames.length] ?? 'Wallet'
  const round = Math.floor(index / walletNames.length)
  const name = round === 0 ? base : `${base} ${round + 1}`
  const id = `wallet-${String(index + 1).padStart(3, '0')}`
  return { id, name, mobile_link: `${base.toLowerCase().replace(/\s+/g, '')}://`, desktop_link: null, webapp_link: null, chains: ['eip155:1'] }
})

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

export interface FixtureOptions {
  /** Every catalogue call fails (error states). */
  readonly catalogueDown?: boolean
}

export function createFixtureFetch(options: FixtureOptions = {}) {
  return async (input: string): Promise<Response> => {
    const url = new URL(input, 'http://fixture.invalid')
    const path = url.pathname
    if (path.endsWith('/getWallets')) {
      if (options.catalogueDown) return json({ message: 'catalogue unavailable' }, 503)
      const page = Number(url.searchParams.get('page') ?? '1')
      const entries = Number(url.searchParams.get('entries') ?? '40')
      const search = (url.searchParams.get('search') ?? '').toLowerCase()
      const include = url.searchParams.get('include')?.split(',').filter(Boolean)
      let list = catalogue
      if (include?.length) list = list.filter((w) => include.includes(w.id))
      if (search) list = list.filter((w) => w.name.toLowerCase().includes(search))
      return json({ data: list.slice((page - 1) * entries, page * entries), count: list.length })
    }
    if (path.endsWith('/projects/v1/origins')) return json({ allowedOrigins: [] })
    if (path.endsWith('/getAnalyticsConfig')) return json({ isAnalyticsEnabled: false })
    if (path.endsWith('/v1/supported-chains')) return json({ http: ['eip155:1', 'eip155:137', 'eip155:10'], ws: [] })
    if (/\/v1\/identity\//.test(path)) return json({ name: null, avatar: null })
    if (/\/v1\/account\/[^/]+\/balance$/.test(path)) {
      const chainId = url.searchParams.get('chainId') ?? 'eip155:1'
      return json({
        balances: [
          { name: 'Ether', symbol: 'ETH', chainId, price: 3120.5, value: 4680.75, iconUrl: '', quantity: { decimals: '18', numeric: '1.5' } },
          { name: 'Test USD', symbol: 'TUSD', chainId, address: `${chainId}:0x5fbdb2315678afecb367f032d93f642f64180aa3`, price: 1, value: 250, iconUrl: '', quantity: { decimals: '6', numeric: '250' } },
        ],
      })
    }
    if (/\/v1\/account\/[^/]+\/history$/.test(path)) {
      const chain = url.searchParams.get('chainId') ?? 'eip155:1'
      const address = decodeURIComponent(path.split('/').slice(-2)[0] ?? '')
      return json({ data: history(chain, address), next: null })
    }
    if (path.endsWith('/e')) return new Response(null, { status: 204 })
    return json({ message: `no fixture for ${path}` }, 404)
  }
}

/** A few transfers spread over months, relative to the real clock so the month titles stay current. */
function history(chain: string, address: string) {
  const day = 24 * 60 * 60 * 1000
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day).toISOString()
  const other = '0x2222222222222222222222222222222222222222'
  const entry = (id: string, daysAgo: number, type: 'send' | 'receive', symbol: string, numeric: string) => ({
    id,
    metadata: {
      minedAt: at(daysAgo),
      chain,
      operationType: type,
      status: 'confirmed',
      sentFrom: type === 'send' ? address : other,
      sentTo: type === 'send' ? other : address,
      hash: `0x${id.padStart(64, '0')}`,
    },
    transfers: [{ quantity: { numeric }, direction: type === 'send' ? 'out' : 'in', fungible_info: { symbol, name: symbol } }],
  })
  return [
    entry('1', 0.01, 'send', 'ETH', '0.25'),
    entry('2', 3, 'receive', 'TUSD', '120'),
    entry('3', 45, 'receive', 'ETH', '1.75'),
    entry('4', 400, 'send', 'TUSD', '30'),
  ]
}
