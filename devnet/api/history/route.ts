import type { DevnetContext } from '../../context'
import { badRequest } from '../../http/problem'
import { optionalString, positiveInteger } from '../../http/query'
import { json } from '../../http/reply'
import type { Router } from '../../http/router'
import { parseAccount, parseChain } from '../params'
import type { IndexedTransaction } from './indexer'
import { transactionAnswer } from './present'

/** Position of a transaction in the feed, newest first; the cursor is the position of a page's last one. */
type Position = readonly [timestamp: number, chainId: number, block: string, index: number]

const positionOf = (tx: IndexedTransaction): Position => [tx.timestamp, tx.chainId, tx.blockNumber.toString(), tx.index]

/** Negative when a comes first in the feed (newer). */
function compare(a: Position, b: Position): number {
  return b[0] - a[0] || b[1] - a[1] || Number(BigInt(b[2]) - BigInt(a[2])) || b[3] - a[3]
}

const encodeCursor = (position: Position): string => Buffer.from(JSON.stringify(position)).toString('base64url')

function decodeCursor(cursor: string): Position {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown
    if (
      Array.isArray(value) &&
      value.length === 4 &&
      typeof value[0] === 'number' &&
      typeof value[1] === 'number' &&
      typeof value[2] === 'string' &&
      /^\d+$/.test(value[2]) &&
      typeof value[3] === 'number'
    ) {
      return [value[0], value[1], value[2], value[3]]
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest(`Invalid cursor "${cursor}": use the "next" value of the previous page`)
}

/** Default page length; `limit` (a devnet extension) asks for another, up to 100. */
export const HISTORY_PAGE_SIZE = 20

/**
 * SPEC §7 GET /v1/account/{account}/history?cursor&onramp&chainId → {data, next}. Transactions come
 * from the devnet chains' blocks, newest first; `next` is null on the last page. With `onramp` (any
 * provider name) only the account's onramp purchases are listed: the treasury's deliveries.
 */
export const historyRoutes = (devnet: DevnetContext) => (router: Router) =>
  router.get('/v1/account/:account/history', async (context) => {
    const account = parseAccount(devnet, context.params.account ?? '')
    const chainId = optionalString(context.query, 'chainId')
    const cursorText = optionalString(context.query, 'cursor')
    const cursor = cursorText === undefined ? undefined : decodeCursor(cursorText)
    const limit = positiveInteger(context.query, 'limit', HISTORY_PAGE_SIZE, 100)
    const chains = chainId ? [parseChain(devnet, chainId)] : account.chain ? [account.chain] : devnet.chains
    const all = await devnet.history.transactionsOf(
      account.address,
      chains.map((chain) => chain.chainId),
    )
    const onramp = optionalString(context.query, 'onramp')
    const purchases = devnet.onramp.deliveredHashes()
    const feed = all
      .filter((tx) => onramp === undefined || purchases.has(tx.hash.toLowerCase()))
      .map((tx) => ({ tx, position: positionOf(tx) }))
      .sort((a, b) => compare(a.position, b.position))
      .filter((entry) => cursor === undefined || compare(entry.position, cursor) > 0)
    const page = feed.slice(0, limit)
    const last = page[page.length - 1]
    return json({
      data: page.map((entry) => transactionAnswer(devnet, entry.tx, account.address)),
      next: feed.length > limit && last ? encodeCursor(last.position) : null,
    })
  })
