import {
  address as toAddress,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  isAddress,
  type Address,
} from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS, getMintDecoder, getTokenDecoder } from '@solana-program/token'
import type { SolanaChain, SolanaTransactionRecord } from './chain'
import { SOLANA_GENESIS_HASH, LAMPORTS_PER_SIGNATURE } from './config'
import { describeRpcError } from './transactionError'

/*
 * The Solana JSON-RPC methods @solana/kit, @solana/web3.js and the SPL token helpers call, answered
 * from the local SVM in the shapes a validator gives (agave's rpc), errors included.
 */

export class SolanaRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

const invalidParams = (message: string) => new SolanaRpcError(-32602, `Invalid params: ${message}`)

/** u64::MAX: the rent epoch of every rent-exempt account. */
const RENT_EPOCH = 18_446_744_073_709_551_615n
const SLOTS_PER_EPOCH = 432_000n

type Params = ReadonlyArray<unknown>
type Config = Readonly<Record<string, unknown>>

const configOf = (value: unknown): Config => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Config) : {})

function addressParam(value: unknown, what = 'address'): Address {
  if (typeof value !== 'string' || !isAddress(value)) throw invalidParams(`${what} "${String(value)}" is not a base58 public key`)
  return toAddress(value)
}

function wireOf(value: unknown, encoding: unknown): Uint8Array {
  if (typeof value !== 'string') throw invalidParams('expected an encoded transaction string')
  try {
    const bytes = encoding === 'base64' ? getBase64Encoder().encode(value) : getBase58Encoder().encode(value)
    const wire = new Uint8Array(bytes)
    getTransactionDecoder().decode(wire)
    return wire
  } catch {
    throw new SolanaRpcError(-32602, `failed to deserialize transaction: invalid ${encoding === 'base64' ? 'base64' : 'base58'} encoding`)
  }
}

const b64 = (bytes: Uint8Array | ReadonlyArray<number>) => getBase64Decoder().decode(new Uint8Array(bytes))

function uiAmount(amount: bigint, decimals: number): { amount: string; decimals: number; uiAmount: number; uiAmountString: string } {
  const scale = 10n ** BigInt(decimals)
  const whole = amount / scale
  const fraction = (amount % scale).toString().padStart(decimals, '0').replace(/0+$/, '')
  const text = fraction ? `${whole}.${fraction}` : `${whole}`
  return { amount: amount.toString(), decimals, uiAmount: Number(text), uiAmountString: text }
}

export function createSolanaRpc(chain: SolanaChain) {
  const { svm } = chain
  const context = () => ({ apiVersion: '2.2.0', slot: chain.slot() })
  const withContext = (value: unknown) => ({ context: context(), value })

  const decimalsOf = (mint: Address): number => {
    const account = svm.getAccount(mint)
    return account.exists ? getMintDecoder().decode(account.data).decimals : 0
  }

  /** An SPL token account as jsonParsed writes it. */
  const parsedToken = (data: Uint8Array) => {
    const token = getTokenDecoder().decode(data)
    return {
      program: 'spl-token',
      parsed: {
        info: {
          isNative: token.isNative.__option === 'Some',
          mint: token.mint,
          owner: token.owner,
          state: token.state === 1 ? 'initialized' : token.state === 2 ? 'frozen' : 'uninitialized',
          tokenAmount: uiAmount(BigInt(token.amount), decimalsOf(token.mint)),
        },
        type: 'account',
      },
      space: data.length,
    }
  }

  const parsedMint = (data: Uint8Array) => {
    const mint = getMintDecoder().decode(data)
    return {
      program: 'spl-token',
      parsed: {
        info: {
          decimals: mint.decimals,
          freezeAuthority: mint.freezeAuthority.__option === 'Some' ? mint.freezeAuthority.value : null,
          isInitialized: mint.isInitialized,
          mintAuthority: mint.mintAuthority.__option === 'Some' ? mint.mintAuthority.value : null,
          supply: BigInt(mint.supply).toString(),
        },
        type: 'mint',
      },
      space: data.length,
    }
  }

  const accountJson = (address: Address, encoding: unknown) => {
    const account = svm.getAccount(address)
    if (!account.exists) return null
    const data = new Uint8Array(account.data)
    const isToken = account.programAddress === TOKEN_PROGRAM_ADDRESS
    const dataJson =
      encoding === 'jsonParsed' && isToken && data.length === 165
        ? parsedToken(data)
        : encoding === 'jsonParsed' && isToken && data.length === 82
          ? parsedMint(data)
          : encoding === 'base58'
            ? [getBase58Decoder().decode(data), 'base58']
            : [b64(data), 'base64']
    return {
      data: dataJson,
      executable: account.executable,
      lamports: account.lamports,
      owner: account.programAddress,
      rentEpoch: RENT_EPOCH,
      space: BigInt(data.length),
    }
  }

  const status = (record: SolanaTransactionRecord) => ({
    slot: record.slot,
    confirmations: null,
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    confirmationStatus: 'finalized',
  })

  const transactionJson = (record: SolanaTransactionRecord, encoding: unknown) => {
    const meta = {
      err: record.err,
      status: record.err === null ? { Ok: null } : { Err: record.err },
      fee: record.fee,
      preBalances: record.preBalances,
      postBalances: record.postBalances,
      innerInstructions: [],
      logMessages: record.logs,
      preTokenBalances: [],
      postTokenBalances: [],
      rewards: [],
      loadedAddresses: { readonly: [], writable: [] },
      computeUnitsConsumed: record.unitsConsumed,
    }
    const base = { slot: record.slot, blockTime: record.blockTime, meta }
    if (record.wire.length === 0) return { ...base, transaction: null, version: 'legacy' }
    const transaction = getTransactionDecoder().decode(record.wire)
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    const version = message.version === 'legacy' ? 'legacy' : message.version
    if (encoding === 'base64') return { ...base, transaction: [b64(record.wire), 'base64'], version }
    return {
      ...base,
      version,
      transaction: {
        signatures: Object.values(transaction.signatures).map((s) => (s ? getBase58Decoder().decode(s) : '1'.repeat(64))),
        message: {
          accountKeys: message.staticAccounts,
          header: message.header,
          instructions: ('instructions' in message ? message.instructions : []).map((instruction) => ({
            programIdIndex: instruction.programAddressIndex,
            accounts: instruction.accountIndices ?? [],
            data: getBase58Decoder().decode(instruction.data ?? new Uint8Array()),
            stackHeight: null,
          })),
          recentBlockhash: message.lifetimeToken,
        },
      },
    }
  }

  const methods: Readonly<Record<string, (params: Params) => unknown>> = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 0 }),
    getGenesisHash: () => SOLANA_GENESIS_HASH,
    getSlot: () => chain.slot(),
    getBlockHeight: () => chain.blockHeight(),
    getTransactionCount: () => chain.transactionCount(),
    getEpochInfo: () => {
      const slot = chain.slot()
      return {
        absoluteSlot: slot,
        blockHeight: chain.blockHeight(),
        epoch: slot / SLOTS_PER_EPOCH,
        slotIndex: slot % SLOTS_PER_EPOCH,
        slotsInEpoch: SLOTS_PER_EPOCH,
        transactionCount: chain.transactionCount(),
      }
    },
    // The blockhash stays valid for the cluster's life (litesvm checks only the latest one), so its
    // last valid height keeps 150 blocks ahead of the current one, as a fresh blockhash's does.
    getLatestBlockhash: () => withContext({ blockhash: svm.latestBlockhash(), lastValidBlockHeight: chain.blockHeight() + 150n }),
    isBlockhashValid: ([blockhash]) => withContext(blockhash === svm.latestBlockhash()),
    getFeeForMessage: ([message]) => {
      if (typeof message !== 'string') throw invalidParams('expected a base64 message')
      const compiled = getCompiledTransactionMessageDecoder().decode(getBase64Encoder().encode(message))
      return withContext(LAMPORTS_PER_SIGNATURE * BigInt(compiled.header.numSignerAccounts))
    },
    getRecentPrioritizationFees: () => [],
    getMinimumBalanceForRentExemption: ([size]) => {
      if (typeof size !== 'number' || !Number.isInteger(size) || size < 0) throw invalidParams('expected a data length')
      return svm.minimumBalanceForRentExemption(BigInt(size))
    },
    getBalance: ([address]) => withContext(svm.getBalance(addressParam(address)) ?? 0n),
    getAccountInfo: ([address, config]) => withContext(accountJson(addressParam(address), configOf(config)['encoding'])),
    getMultipleAccounts: ([addresses, config]) => {
      if (!Array.isArray(addresses)) throw invalidParams('expected a list of addresses')
      return withContext(addresses.map((a) => accountJson(addressParam(a), configOf(config)['encoding'])))
    },
    getTokenAccountsByOwner: ([owner, filter, config]) => {
      const wanted = configOf(filter)
      const mint = wanted['mint'] === undefined ? undefined : addressParam(wanted['mint'], 'mint')
      const program = wanted['programId'] === undefined ? undefined : addressParam(wanted['programId'], 'programId')
      if (!mint && !program) throw invalidParams('expected a filter {mint} or {programId}')
      if (program && program !== TOKEN_PROGRAM_ADDRESS) return withContext([])
      const holder = addressParam(owner, 'owner')
      const accounts = svm.getProgramAccounts(TOKEN_PROGRAM_ADDRESS).filter((account) => {
        if (account.data.length !== 165) return false
        const token = getTokenDecoder().decode(account.data)
        return token.owner === holder && (!mint || token.mint === mint)
      })
      return withContext(accounts.map((account) => ({ pubkey: account.address, account: accountJson(account.address, configOf(config)['encoding']) })))
    },
    getTokenAccountBalance: ([address]) => {
      const account = svm.getAccount(addressParam(address))
      if (!account.exists || account.programAddress !== TOKEN_PROGRAM_ADDRESS || account.data.length !== 165)
        throw new SolanaRpcError(-32602, 'Invalid param: not a Token account')
      const token = getTokenDecoder().decode(account.data)
      return withContext(uiAmount(BigInt(token.amount), decimalsOf(token.mint)))
    },
    getTokenSupply: ([address]) => {
      const account = svm.getAccount(addressParam(address))
      if (!account.exists || account.data.length !== 82) throw new SolanaRpcError(-32602, 'Invalid param: not a Token mint')
      const mint = getMintDecoder().decode(account.data)
      return withContext(uiAmount(BigInt(mint.supply), mint.decimals))
    },
    sendTransaction: ([encoded, config]) => {
      const options = configOf(config)
      const result = chain.submit(wireOf(encoded, options['encoding']), { skipPreflight: options['skipPreflight'] === true })
      if (result.ok) return result.signature
      throw new SolanaRpcError(-32002, `Transaction simulation failed: ${describeRpcError(result.err)}`, {
        accounts: null,
        err: result.err,
        innerInstructions: null,
        loadedAccountsDataSize: 0,
        logs: result.logs,
        replacementBlockhash: null,
        returnData: null,
        unitsConsumed: result.unitsConsumed,
      })
    },
    simulateTransaction: ([encoded, config]) => {
      const result = chain.simulate(wireOf(encoded, configOf(config)['encoding']))
      return withContext({ ...result, accounts: null, returnData: null, innerInstructions: null, replacementBlockhash: null })
    },
    requestAirdrop: ([address, amount]) => {
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) throw invalidParams('expected an amount of lamports')
      return chain.airdrop(addressParam(address), BigInt(amount))
    },
    getSignatureStatuses: ([signatures]) => {
      if (!Array.isArray(signatures)) throw invalidParams('expected a list of signatures')
      return withContext(signatures.map((s) => {
        const record = typeof s === 'string' ? chain.transaction(s) : undefined
        return record ? status(record) : null
      }))
    },
    getSignaturesForAddress: ([address, config]) => {
      const limit = Number(configOf(config)['limit'] ?? 1000)
      return chain
        .signaturesFor(addressParam(address))
        .slice(0, limit)
        .map((record) => ({ signature: record.signature, slot: record.slot, err: record.err, memo: null, blockTime: record.blockTime, confirmationStatus: 'finalized' }))
    },
    getTransaction: ([signature, config]) => {
      const record = typeof signature === 'string' ? chain.transaction(signature) : undefined
      return record ? transactionJson(record, configOf(config)['encoding']) : null
    },
  }

  /** One JSON-RPC call: the result, or a SolanaRpcError (unknown method: -32601). */
  return (method: string, params: Params): unknown => {
    const handler = methods[method]
    if (!handler) throw new SolanaRpcError(-32601, 'Method not found')
    return handler(params)
  }
}

export type SolanaRpcHandler = ReturnType<typeof createSolanaRpc>

/** JSON with bigints written as plain numbers (u64 values), as a validator writes them. */
export function toJsonText(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `__big__${v.toString()}` : v)).replace(/"__big__(\d+)"/g, '$1')
}
