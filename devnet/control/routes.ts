import { DEVNET_PROJECT_ID, NATIVE_CURRENCY } from '../config'
import type { DevnetContext } from '../context'
import { parseChain } from '../api/params'
import { nftImageUrl } from '../api/tokens'
import { identityOf } from '../api/identity'
import { badRequest, notFound } from '../http/problem'
import { optionalBoolean, optionalString } from '../http/query'
import { json, raw } from '../http/reply'
import type { Router } from '../http/router'
import type { Fault } from './faults'
import { bitcoinWalletBundle, solanaWalletBundle, walletBundle } from './walletScript'
import { SOLANA_CAIP_NETWORK_ID } from '../solana/config'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Chain RPC URLs as a page should use them: the SPEC §7 endpoint on the API server. */
export const rpcUrlOf = (devnet: DevnetContext, caipNetworkId: string): string =>
  `${devnet.urls.api}/v1/?chainId=${encodeURIComponent(caipNetworkId)}&projectId=${DEVNET_PROJECT_ID}`

export function devnetInfo(devnet: DevnetContext) {
  return {
    urls: devnet.urls,
    projectId: DEVNET_PROJECT_ID,
    chains: devnet.chains.map((chain) => ({
      chainId: chain.chainId,
      caipNetworkId: chain.caipNetworkId,
      name: chain.name,
      nativeCurrency: NATIVE_CURRENCY,
      rpcUrl: rpcUrlOf(devnet, chain.caipNetworkId),
      contracts: {
        token: chain.contracts.fungibles.token.address,
        stablecoin: chain.contracts.fungibles.stablecoin.address,
        tether: chain.contracts.fungibles.tether.address,
        collectibles: chain.contracts.collection.address,
        batchExecutor: chain.batchExecutor,
        entryPoint: chain.accountAbstraction.entryPoint,
        simpleAccountFactory: chain.accountAbstraction.simpleAccountFactory,
        verifyingPaymaster: chain.accountAbstraction.verifyingPaymaster,
      },
    })),
    accounts: devnet.accounts.map((account) => ({
      index: account.index,
      address: account.address,
      privateKey: account.privateKey,
      name: identityOf(devnet, account.address).name,
    })),
  }
}

function parseFault(body: unknown): Fault {
  if (!isRecord(body)) throw badRequest('A fault is a JSON object {path, status, method?, times?, body?, retryAfter?}')
  const { path, status, method, times, retryAfter } = body
  if (typeof path !== 'string' || !path.startsWith('/')) throw badRequest('"path" must be a path starting with /')
  // 200 forges an answer (hostile content the server should never send); 400–599 fail the call.
  if (typeof status !== 'number' || !Number.isInteger(status) || !(status === 200 || (status >= 400 && status <= 599))) {
    throw badRequest('"status" must be 200 (a forged answer) or an HTTP error status (400–599)')
  }
  if (method !== undefined && typeof method !== 'string') throw badRequest('"method" must be a string')
  if (times !== undefined && (typeof times !== 'number' || !Number.isInteger(times) || times < 1)) {
    throw badRequest('"times" must be a positive integer')
  }
  if (retryAfter !== undefined && (typeof retryAfter !== 'number' || retryAfter < 0)) throw badRequest('"retryAfter" must be seconds')
  return {
    path,
    status,
    ...(method ? { method } : {}),
    ...(times !== undefined ? { times } : {}),
    ...(body.body !== undefined ? { body: body.body } : {}),
    ...(retryAfter !== undefined ? { retryAfter } : {}),
  }
}

const APPROVALS = ['prompt', 'approve', 'reject', 'manual']

/**
 * Devnet-only control endpoints (never part of the SPEC API): info, live settings, fault injection,
 * NFT metadata, and the Devnet Wallet script.
 */
export const controlRoutes = (devnet: DevnetContext) => (router: Router) =>
  router
    .get('/devnet/info', () => json(devnetInfo(devnet)))
    .get('/devnet/settings', () => json(devnet.settings))
    .put('/devnet/settings', async (context) => {
      const body = await context.readJson()
      if (!isRecord(body)) throw badRequest('Settings are a JSON object {allowedOrigins?, isAnalyticsEnabled?}')
      const { allowedOrigins, isAnalyticsEnabled } = body
      if (allowedOrigins !== undefined && (!Array.isArray(allowedOrigins) || !allowedOrigins.every((o) => typeof o === 'string'))) {
        throw badRequest('"allowedOrigins" must be an array of strings')
      }
      if (isAnalyticsEnabled !== undefined && typeof isAnalyticsEnabled !== 'boolean') {
        throw badRequest('"isAnalyticsEnabled" must be a boolean')
      }
      if (allowedOrigins) {
        devnet.settings.allowedOrigins = allowedOrigins as string[]
        await devnet.allowedOriginsChanged?.(devnet.settings.allowedOrigins)
      }
      if (isAnalyticsEnabled !== undefined) devnet.settings.isAnalyticsEnabled = isAnalyticsEnabled
      return json(devnet.settings)
    })
    .get('/devnet/faults', () => json({ faults: devnet.faults.list() }))
    .post('/devnet/faults', async (context) => {
      devnet.faults.add(parseFault(await context.readJson()))
      return json({ faults: devnet.faults.list() }, 201)
    })
    .delete('/devnet/faults', () => {
      devnet.faults.clear()
      return json({ faults: [] })
    })
    .get('/devnet/nft/:chainId/:tokenId', (context) => {
      const chain = parseChain(devnet, context.params.chainId ?? '')
      const tokenId = context.params.tokenId ?? ''
      const name = chain.contracts.collection.itemNames.get(tokenId)
      if (!name) throw notFound(`No devnet collectible #${tokenId} on ${chain.caipNetworkId}`)
      return json({ name, description: `${chain.contracts.collection.name} on ${chain.name}`, image: nftImageUrl(devnet, chain, tokenId) })
    })
    .get('/devnet/wallet.bundle.js', async () =>
      raw(await walletBundle(), 'text/javascript; charset=utf-8', 200, { 'cache-control': 'no-store' }),
    )
    .get('/devnet/solana-wallet.js', async (context) => {
      const approval = optionalString(context.query, 'approval') ?? 'prompt'
      if (!APPROVALS.includes(approval)) throw badRequest(`"approval" must be one of ${APPROVALS.join(', ')}`)
      const { solana, urls } = devnet
      if (!solana || !urls.solana) throw notFound('The devnet runs no Solana cluster')
      const options = {
        cluster: { caipNetworkId: SOLANA_CAIP_NETWORK_ID, rpcUrl: urls.solana.rpc, wsUrl: urls.solana.ws },
        accounts: solana.accounts.map(({ address, secretKey }) => ({ address, secretKey })),
        approval,
        persist: optionalBoolean(context.query, 'persist') ?? true,
      }
      const script = `${await solanaWalletBundle()}\n;DevnetSolanaWallet.install(${JSON.stringify(options)});\n`
      return raw(script, 'text/javascript; charset=utf-8', 200, { 'cache-control': 'no-store' })
    })
    .get('/devnet/bitcoin-wallet.js', async (context) => {
      const approval = optionalString(context.query, 'approval') ?? 'prompt'
      if (!APPROVALS.includes(approval)) throw badRequest(`"approval" must be one of ${APPROVALS.join(', ')}`)
      const { bitcoinAccounts, urls } = devnet
      if (!bitcoinAccounts || !urls.bitcoin) throw notFound('The devnet runs no Bitcoin ledger')
      const faces = optionalString(context.query, 'interfaces')?.split(',')
      if (faces && !faces.every((face) => ['standard', 'satsConnect', 'unisat'].includes(face)))
        throw badRequest('"interfaces" lists standard, satsConnect and unisat, comma-separated')
      const key = ({ address, publicKey, privateKey }: { address: string; publicKey: string; privateKey: string }) => ({ address, publicKey, privateKey })
      const options = {
        esploraUrl: urls.bitcoin,
        accounts: bitcoinAccounts.map((account) => ({ payment: key(account.payment), ordinals: key(account.ordinals) })),
        approval,
        persist: optionalBoolean(context.query, 'persist') ?? true,
        ...(faces ? { interfaces: faces } : {}),
      }
      const script = `${await bitcoinWalletBundle()}\n;DevnetBitcoinWallet.install(${JSON.stringify(options)});\n`
      return raw(script, 'text/javascript; charset=utf-8', 200, { 'cache-control': 'no-store' })
    })
    .get('/devnet/wallet.js', async (context) => {
      const approval = optionalString(context.query, 'approval') ?? 'prompt'
      if (!APPROVALS.includes(approval)) throw badRequest(`"approval" must be one of ${APPROVALS.join(', ')}`)
      const persist = optionalBoolean(context.query, 'persist') ?? true
      const inject = optionalBoolean(context.query, 'injectWindowEthereum') ?? false
      const chainId = optionalString(context.query, 'chainId')
      const initial = chainId ? parseChain(devnet, chainId) : devnet.chains[0]
      const options = {
        chains: devnet.chains.map((chain) => ({
          chainId: chain.chainId,
          name: chain.name,
          rpcUrl: rpcUrlOf(devnet, chain.caipNetworkId),
          nativeCurrency: NATIVE_CURRENCY,
          batchExecutor: chain.batchExecutor,
        })),
        privateKeys: devnet.accounts.map((account) => account.privateKey),
        ...(initial ? { chainId: initial.chainId } : {}),
        approval,
        persist,
        injectWindowEthereum: inject,
      }
      const script = `${await walletBundle()}\n;DevnetWallet.install(${JSON.stringify(options)});\n`
      return raw(script, 'text/javascript; charset=utf-8', 200, { 'cache-control': 'no-store' })
    })
