import {
  catchError,
  concatMap,
  from,
  map,
  of,
  reduce,
  throwError,
  timeout,
  TimeoutError,
  type Observable,
  type SchedulerLike,
} from 'rxjs'
import type * as t from 'io-ts'
import type { FetchPort } from '../ports/http'
import type { CaipNetworkId } from '../codec/primitives'
import { decode, decodeOrThrow } from '../codec/decode'
import { AirlockError } from '../errors/AirlockError'
import { retryWithBackoff, type RetryWithBackoffOptions } from '../operators/retryWithBackoff'
import { RPC_BATCH_SIZE, RPC_TIMEOUT_MS } from './constants'
import { JsonRpcBatchResponse, JsonRpcResponse, jsonRpcError, type JsonRpcCall } from './jsonRpc'
import { rpcUrlFor, type RpcUrlConfig } from './rpcUrl'
import { postJson } from './postJson'
import * as lazyThrown from '../errors/lazyThrownMessages'

export interface RpcClientDeps {
  readonly fetch: FetchPort
  readonly scheduler: SchedulerLike
}

export interface RpcClientConfig extends RpcUrlConfig {
  /** Per attempt (SPEC §9 default 10 s). */
  readonly timeoutMs?: number
  readonly batchSize?: number
  readonly retry?: Omit<RetryWithBackoffOptions, 'scheduler'>
}

export type RpcOutcome<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: AirlockError }

export interface RpcClient {
  url(network: CaipNetworkId): string
  /**
   * One JSON-RPC call. Cold: sent on subscribe, aborted on unsubscribe. Fails with AirlockError:
   * the node's JSON-RPC error (its code kept), HttpError, a DecodeError for an answer that fails
   * `codec`, or 'The RPC request timed out' once every attempt timed out.
   */
  request<A>(network: CaipNetworkId, call: JsonRpcCall, codec: t.Decoder<unknown, A>): Observable<A>
  /** Many calls in batches of at most 1000 (sent one batch after another); one outcome per call, in order. */
  batch<A>(
    network: CaipNetworkId,
    calls: ReadonlyArray<JsonRpcCall>,
    codec: t.Decoder<unknown, A>,
  ): Observable<ReadonlyArray<RpcOutcome<A>>>
}

/** SPEC §7 chain RPC client: JSON-RPC 2.0 over POST, per-attempt timeout, retry policy of §7. */
export function createRpcClient(deps: RpcClientDeps, config: RpcClientConfig): RpcClient {
  const timeoutMs = config.timeoutMs ?? RPC_TIMEOUT_MS
  const batchSize = Math.max(1, config.batchSize ?? RPC_BATCH_SIZE)
  // Ids only need to be unique per client; a counter keeps requests reproducible in tests.
  let nextId = 0
  const envelope = (call: JsonRpcCall) => ({
    jsonrpc: '2.0' as const,
    id: ++nextId,
    method: call.method,
    ...(call.params === undefined ? {} : { params: call.params }),
  })

  const send = (network: CaipNetworkId, body: unknown): Observable<unknown> =>
    postJson(deps.fetch, rpcUrlFor(config, network), body).pipe(
      timeout({ first: timeoutMs, scheduler: deps.scheduler }),
      retryWithBackoff({ ...config.retry, scheduler: deps.scheduler }),
      catchError((error: unknown) =>
        throwError(() =>
          error instanceof TimeoutError
            ? new AirlockError(lazyThrown.rpcRequestTimedOut, { category: 'http', cause: error })
            : error,
        ),
      ),
    )

  const outcome = <A>(answer: JsonRpcResponse | undefined, codec: t.Decoder<unknown, A>, what: string): RpcOutcome<A> => {
    if (!answer) return { ok: false, error: new AirlockError(lazyThrown.anErrorOccurred, { category: 'http' }) }
    if (answer.error) return { ok: false, error: jsonRpcError(answer.error) }
    const decoded = decode(codec, answer.result, what)
    return decoded.ok ? { ok: true, value: decoded.value } : { ok: false, error: decoded.error }
  }

  return {
    url: (network) => rpcUrlFor(config, network),

    request<A>(network: CaipNetworkId, call: JsonRpcCall, codec: t.Decoder<unknown, A>) {
      return send(network, envelope(call)).pipe(
        map((json) => {
          const result = outcome(decodeOrThrow(JsonRpcResponse, json, call.method), codec, call.method)
          if (!result.ok) throw result.error
          return result.value
        }),
      )
    },

    batch<A>(network: CaipNetworkId, calls: ReadonlyArray<JsonRpcCall>, codec: t.Decoder<unknown, A>) {
      if (calls.length === 0) return of([])
      const chunks: Array<ReadonlyArray<JsonRpcCall>> = []
      for (let i = 0; i < calls.length; i += batchSize) chunks.push(calls.slice(i, i + batchSize))
      return from(chunks).pipe(
        concatMap((chunk) => {
          const requests = chunk.map(envelope)
          return send(network, requests).pipe(
            map((json) => {
              // A node that cannot read the batch at all answers one error object for all of it.
              const single = decode(JsonRpcResponse, json)
              if (single.ok && single.value.error) throw jsonRpcError(single.value.error)
              const answers = decodeOrThrow(JsonRpcBatchResponse, json, 'batch')
              const byId = new Map(answers.map((a) => [a.id, a]))
              return requests.map((r) => outcome(byId.get(r.id), codec, r.method))
            }),
          )
        }),
        reduce((all, part) => [...all, ...part], [] as Array<RpcOutcome<A>>),
      )
    },
  }
}
