/** Shapes of the relay methods' params, checked by hand: anything else is answered "Invalid params". */

export interface PublishParams {
  readonly topic: string
  readonly message: string
  readonly ttl: number
  readonly tag: number
  readonly attestation: string | undefined
}

export interface ProposeSessionParams {
  readonly pairingTopic: string
  readonly sessionProposal: string
  readonly ttl: number
  readonly attestation: string | undefined
}

export interface ApproveSessionParams {
  readonly pairingTopic: string
  readonly sessionTopic: string
  readonly sessionProposalResponse: string
  readonly sessionSettlementRequest: string
  readonly ttl: number
}

export interface Unsubscription {
  readonly topic: string
}

type Record_ = Readonly<Record<string, unknown>>

const isRecord = (value: unknown): value is Record_ => typeof value === 'object' && value !== null && !Array.isArray(value)
const isText = (value: unknown): value is string => typeof value === 'string' && value !== ''
/** TTLs are seconds; clients always send one, 5 minutes covers a caller that does not. */
const ttlOf = (value: unknown): number | undefined =>
  value === undefined ? 300 : typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined
const optionalText = (value: unknown): value is string | undefined => value === undefined || typeof value === 'string'

export function topicParam(params: unknown): string | undefined {
  return isRecord(params) && isText(params.topic) ? params.topic : undefined
}

export function topicsParam(params: unknown): ReadonlyArray<string> | undefined {
  if (!isRecord(params) || !Array.isArray(params.topics)) return undefined
  const topics: unknown[] = params.topics
  return topics.every(isText) ? (topics as string[]) : undefined
}

export function publishParams(params: unknown): PublishParams | undefined {
  if (!isRecord(params) || !isText(params.topic) || !isText(params.message)) return undefined
  const ttl = ttlOf(params.ttl)
  const tag = params.tag === undefined ? 0 : params.tag
  if (ttl === undefined || typeof tag !== 'number' || !optionalText(params.attestation)) return undefined
  return { topic: params.topic, message: params.message, ttl, tag, attestation: params.attestation }
}

export function batchPublishParams(params: unknown): ReadonlyArray<PublishParams> | undefined {
  if (!isRecord(params) || !Array.isArray(params.messages)) return undefined
  const messages = (params.messages as unknown[]).map(publishParams)
  return messages.every((message) => message !== undefined) ? (messages as PublishParams[]) : undefined
}

export function unsubscribeParams(params: unknown): Unsubscription | undefined {
  const topic = topicParam(params)
  return topic === undefined ? undefined : { topic }
}

export function batchUnsubscribeParams(params: unknown): ReadonlyArray<Unsubscription> | undefined {
  if (!isRecord(params) || !Array.isArray(params.subscriptions)) return undefined
  const list = (params.subscriptions as unknown[]).map(unsubscribeParams)
  return list.every((entry) => entry !== undefined) ? (list as Unsubscription[]) : undefined
}

export function proposeSessionParams(params: unknown): ProposeSessionParams | undefined {
  if (!isRecord(params) || !isText(params.pairingTopic) || !isText(params.sessionProposal)) return undefined
  const ttl = ttlOf(params.ttl)
  if (ttl === undefined || !optionalText(params.attestation)) return undefined
  return { pairingTopic: params.pairingTopic, sessionProposal: params.sessionProposal, ttl, attestation: params.attestation }
}

export function approveSessionParams(params: unknown): ApproveSessionParams | undefined {
  if (!isRecord(params)) return undefined
  const { pairingTopic, sessionTopic, sessionProposalResponse, sessionSettlementRequest } = params
  const ttl = ttlOf(params.ttl)
  if (!isText(pairingTopic) || !isText(sessionTopic) || !isText(sessionProposalResponse) || !isText(sessionSettlementRequest)) {
    return undefined
  }
  if (ttl === undefined) return undefined
  return { pairingTopic, sessionTopic, sessionProposalResponse, sessionSettlementRequest, ttl }
}
