import { formatEther, type Hash } from 'viem'
import type { DevnetContext } from '../context'
import { badRequest, notFound } from '../http/problem'
import { raw } from '../http/reply'
import type { Router } from '../http/router'
import { parseAddress, parseChain } from './params'

/** The block explorer base of a devnet chain, as networks name it in `blockExplorers.default.url`. */
export const explorerUrlOf = (apiUrl: string, chainId: number): string => `${apiUrl}/explorer/${chainId}`

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

const page = (title: string, rows: ReadonlyArray<readonly [string, string]>): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>` +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<style>body{font:15px system-ui,sans-serif;margin:2rem;max-width:48rem}dt{color:#666;margin-top:.6rem}dd{margin:0;overflow-wrap:anywhere;font-family:ui-monospace,monospace}</style>' +
  `</head><body><h1>${escape(title)}</h1><dl>${rows.map(([k, v]) => `<dt>${escape(k)}</dt><dd>${escape(v)}</dd>`).join('')}</dl></body></html>`

const html = (body: string) => raw(body, 'text/html; charset=utf-8')

/**
 * A minimal block explorer for the devnet chains, so the explorer links of the modal (a transaction,
 * an address) open a real page offline: GET /explorer/{chainId}/tx/{hash} and /address/{address}.
 */
export const explorerRoutes = (devnet: DevnetContext) => (router: Router) =>
  router
    .get('/explorer/:chainId/tx/:hash', async (context) => {
      const chain = parseChain(devnet, context.params.chainId ?? '')
      const hash = context.params.hash ?? ''
      if (!/^0x[0-9a-fA-F]{64}$/.test(hash)) throw badRequest(`Invalid transaction hash "${hash}"`)
      const tx = await chain.publicClient.getTransaction({ hash: hash as Hash }).catch(() => undefined)
      if (!tx) throw notFound(`No transaction ${hash} on ${chain.name}`)
      const receipt = await chain.publicClient.getTransactionReceipt({ hash: hash as Hash }).catch(() => undefined)
      return html(
        page('Transaction', [
          ['Hash', hash],
          ['Network', `${chain.name} (${chain.chainId})`],
          ['Status', receipt ? (receipt.status === 'success' ? 'Success' : 'Failed') : 'Pending'],
          ['Block', tx.blockNumber === null ? 'Pending' : tx.blockNumber.toString()],
          ['From', tx.from],
          ['To', tx.to ?? 'Contract creation'],
          ['Value', `${formatEther(tx.value)} ETH`],
          ['Input', tx.input],
        ]),
      )
    })
    .get('/explorer/:chainId/address/:address', async (context) => {
      const chain = parseChain(devnet, context.params.chainId ?? '')
      const address = parseAddress(context.params.address ?? '')
      const [balance, count] = await Promise.all([
        chain.publicClient.getBalance({ address }),
        chain.publicClient.getTransactionCount({ address }),
      ])
      return html(
        page('Address', [
          ['Address', address],
          ['Network', `${chain.name} (${chain.chainId})`],
          ['Balance', `${formatEther(balance)} ETH`],
          ['Transactions sent', String(count)],
        ]),
      )
    })
