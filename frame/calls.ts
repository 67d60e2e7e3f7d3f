import * as t from 'io-ts'
import { bytesToHex, getAddress, isAddress, numberToHex, type Address, type Hex } from 'viem'
import { messages } from './approval'
import type { FrameConfig } from './config'
import { chainRpc, sendTransaction } from './signer'
import { isSmartAccountEnabled, smartAccountEnabledNetworks, smartAccountOperationReceipt, submitAsSmartAccount, type AccountCall } from './smartAccount'

/*
 * EIP-5792 in the secure frame (SPEC §6 wallet_sendCalls, wallet_getCapabilities, and the batch's
 * status). From the smart account a batch is one user operation running every call through the
 * account's executeBatch, so the calls land together or not at all; from the EOA the calls go one
 * transaction after another, and the frame says so (atomic: unsupported).
 */

/** EIP-5792's error codes the frame answers with. */
const codes = { unsupportedCapability: 5700, unsupportedChain: 5710, duplicateId: 5720, unknownBatch: 5730, atomicityNotSupported: 5760 }
const refused = (code: number, message: string) => Object.assign(new Error(message), { code })
const invalid = (message: string) => refused(-32602, message)

const HexString = t.refinement(t.string, (value) => /^0x[0-9a-fA-F]*$/.test(value), 'Hex')
const AddressString = t.refinement(t.string, (value) => isAddress(value), 'Address')
const Capabilities = t.record(t.string, t.unknown)
const Call = t.intersection([t.type({ to: AddressString }), t.partial({ value: HexString, data: HexString, capabilities: Capabilities })])
const SendCallsRequest = t.intersection([
  t.type({ version: t.string, chainId: HexString, calls: t.array(Call) }),
  t.partial({ from: AddressString, id: t.string, atomicRequired: t.boolean, capabilities: Capabilities }),
])
// The longer first: io-ts takes a longer array for a shorter tuple, dropping the rest.
const CapabilitiesParams = t.union([t.tuple([AddressString, t.array(HexString)]), t.tuple([AddressString])])
const TransactionReceipt = t.partial({ transactionHash: HexString, status: HexString, blockHash: HexString, blockNumber: HexString, gasUsed: HexString })

/** A capability the request needs (every one not marked optional): the frame honours none. */
function requireNone(capabilities: Readonly<Record<string, unknown>> | undefined): void {
  for (const [name, value] of Object.entries(capabilities ?? {})) {
    const optional = typeof value === 'object' && value !== null && (value as { optional?: unknown }).optional === true
    if (!optional) throw refused(codes.unsupportedCapability, `The embedded wallet does not support the ${name} capability`)
  }
}

type Batch =
  | { readonly kind: 'userOperation'; readonly chainId: number; readonly hash: Hex }
  | { readonly kind: 'transactions'; readonly chainId: number; readonly hashes: ReadonlyArray<Hex>; readonly incomplete: boolean }

export interface CallsFrame {
  readonly config: FrameConfig
  readonly chainId: () => number
  /** The wallet's two accounts on the current chain (the smart account where the chain offers one). */
  readonly accounts: () => Promise<{ readonly eoa: Address; readonly smart: Address | undefined }>
  /** Which account a request names (its `from`; the acting account when absent); 4100 when neither. */
  readonly signerOf: (named: unknown) => Promise<'eoa' | 'smartAccount'>
  /** Shows the approval card; rejects with 4001 unless approved. */
  readonly approve: (method: string, lines: ReadonlyArray<readonly [string, string]>, address: string) => Promise<void>
  readonly privateKey: () => Promise<Hex>
}

const randomId = (): string => bytesToHex(crypto.getRandomValues(new Uint8Array(32)))

export function frameCalls(frame: CallsFrame) {
  const batches = new Map<string, Batch>()

  /** wallet_getCapabilities: atomic batches for the smart account on every chain that offers one. */
  async function getCapabilities(params: unknown): Promise<Record<Hex, { atomic: { status: 'supported' | 'unsupported' } }>> {
    const decoded = CapabilitiesParams.decode(params)
    if (decoded._tag === 'Left') throw invalid('wallet_getCapabilities takes an address and, optionally, hex chain ids')
    const [address, chainIds] = decoded.right
    const asSmart = (await frame.signerOf(address)) === 'smartAccount'
    const enabled = smartAccountEnabledNetworks(frame.config)
    const asked = chainIds?.map((id) => Number(BigInt(id)))
    const answer: Record<Hex, { atomic: { status: 'supported' | 'unsupported' } }> = {}
    for (const chainId of Object.keys(frame.config.rpcUrls).map(Number)) {
      if (!Number.isSafeInteger(chainId) || (asked && !asked.includes(chainId))) continue
      answer[numberToHex(chainId)] = { atomic: { status: asSmart && enabled.includes(chainId) ? 'supported' : 'unsupported' } }
    }
    return answer
  }

  async function sendCalls(params: unknown): Promise<{ id: string }> {
    const decoded = SendCallsRequest.decode(Array.isArray(params) ? params[0] : undefined)
    if (decoded._tag === 'Left') throw invalid('wallet_sendCalls takes { version, chainId, from, calls: [{ to, value?, data? }] }')
    const request = decoded.right
    if (!request.version.startsWith('2.')) throw invalid('wallet_sendCalls version must be 2.0.0')
    const chainId = frame.chainId()
    if (BigInt(request.chainId) !== BigInt(chainId)) throw refused(codes.unsupportedChain, `The embedded wallet is on chain ${numberToHex(chainId)}, not ${request.chainId}`)
    if (request.calls.length === 0) throw invalid('wallet_sendCalls calls must list at least one call')
    requireNone(request.capabilities)
    for (const call of request.calls) requireNone(call.capabilities)
    const id = request.id ?? randomId()
    if (id.length === 0 || id.length > 4096) throw invalid('wallet_sendCalls id must be 1 to 4096 characters')
    if (batches.has(id)) throw refused(codes.duplicateId, `Batch ${id} was already sent`)
    const signer = await frame.signerOf(request.from)
    const atomic = signer === 'smartAccount' && isSmartAccountEnabled(frame.config, chainId)
    if (request.atomicRequired && !atomic) throw refused(codes.atomicityNotSupported, 'The embedded wallet runs calls together only from its smart account')
    const calls: AccountCall[] = request.calls.map((call) => ({ to: getAddress(call.to), value: BigInt(call.value ?? '0x0'), data: (call.data ?? '0x') as Hex }))
    const { eoa, smart } = await frame.accounts()
    await frame.approve(
      'wallet_sendCalls',
      [
        [messages.batch, atomic ? messages.together : messages.oneByOne],
        ...calls.map(
          (call, i) =>
            [
              messages.call(i + 1),
              [`${messages.to} ${call.to}`, `${messages.value} ${call.value.toString()}`, ...(call.data === '0x' ? [] : [`${messages.data} ${call.data}`])].join('\n'),
            ] as const,
        ),
      ],
      signer === 'smartAccount' && smart ? smart : eoa,
    )
    const privateKey = await frame.privateKey()
    if (atomic) {
      batches.set(id, { kind: 'userOperation', chainId, hash: await submitAsSmartAccount(frame.config, chainId, privateKey, calls) })
      return { id }
    }
    const hashes: Hex[] = []
    try {
      for (const call of calls) {
        hashes.push((await sendTransaction(frame.config, chainId, privateKey, { to: call.to, value: numberToHex(call.value), data: call.data })) as Hex)
      }
    } catch (error) {
      // Calls already sent stay on chain: the batch keeps them and reports the rest as never sent.
      if (hashes.length === 0) throw error
      batches.set(id, { kind: 'transactions', chainId, hashes, incomplete: true })
      return { id }
    }
    batches.set(id, { kind: 'transactions', chainId, hashes, incomplete: false })
    return { id }
  }

  /** wallet_getCallsStatus: EIP-5792 codes 100 pending, 200 confirmed, 500 reverted, 600 partly reverted. */
  async function getCallsStatus(params: unknown) {
    const id = Array.isArray(params) ? params[0] : undefined
    const batch = typeof id === 'string' ? batches.get(id) : undefined
    if (!batch) throw refused(codes.unknownBatch, `The embedded wallet sent no batch ${String(id)}`)
    const common = { version: '2.0.0', id: id as string, chainId: numberToHex(batch.chainId), atomic: batch.kind === 'userOperation' }
    if (batch.kind === 'userOperation') {
      const mined = await smartAccountOperationReceipt(frame.config, batch.chainId, batch.hash)
      if (!mined?.receipt?.transactionHash) return { ...common, status: 100 }
      const ok = mined.success !== false
      // The transaction carried the operation either way; the calls' outcome is the operation's.
      return { ...common, status: ok ? 200 : 500, receipts: [{ ...mined.receipt, status: ok ? '0x1' : '0x0' }] }
    }
    const answers = await Promise.all(batch.hashes.map((hash) => chainRpc(frame.config, batch.chainId, 'eth_getTransactionReceipt', [hash])))
    const receipts = answers.flatMap((answer) => {
      const receipt = TransactionReceipt.decode(answer)
      return answer !== null && receipt._tag === 'Right' && receipt.right.transactionHash ? [receipt.right] : []
    })
    if (receipts.length < batch.hashes.length) return { ...common, status: 100 }
    const succeeded = receipts.filter((receipt) => receipt.status === '0x1').length
    const status = succeeded === receipts.length && !batch.incomplete ? 200 : succeeded === 0 ? 500 : 600
    return { ...common, status, receipts }
  }

  return { getCapabilities, sendCalls, getCallsStatus }
}
