import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { EMPTY, lastValueFrom, of, throwError, toArray } from 'rxjs'
import {
  AdapterEvent,
  BalanceResult,
  ChainId,
  ConnectionResult,
  SignatureResult,
  TransactionResult,
  sameChainId,
  toWalletError,
  walletAnswer,
  walletDone,
} from './adapter'
import { AirlockError } from '../errors/AirlockError'
import { DecodeError } from '../codec/decode'
import { codecProperties } from '../codec/testing/properties'
import * as arb from '../codec/testing/arbitraries'

const nonEmpty = fc.string({ minLength: 1, maxLength: 20 })
const chainId = fc.oneof(fc.integer(), nonEmpty)
const connectionResult = fc.record(
  {
    address: nonEmpty,
    chainId,
    accounts: fc.array(arb.accountRecord, { maxLength: 3 }),
    preferredAccountType: arb.namespaceAccountType,
    namespaces: fc.record({ solana: fc.record({ address: nonEmpty, chainId }) }),
  },
  { requiredKeys: ['address', 'chainId'] },
)
const adapterEvent = fc.oneof(
  fc.record(
    { type: fc.constant('accountsChanged' as const), connectorId: nonEmpty, accounts: fc.array(arb.accountRecord, { maxLength: 3 }), chainId },
    { requiredKeys: ['type', 'connectorId', 'accounts'] },
  ),
  fc.record({ type: fc.constant('chainChanged' as const), connectorId: nonEmpty, namespace: arb.chainNamespace, chainId }, { requiredKeys: ['type', 'connectorId', 'chainId'] }),
  fc.record({ type: fc.constant('disconnect' as const), connectorId: nonEmpty }),
  fc.record({ type: fc.constant('displayUri' as const), connectorId: nonEmpty, uri: nonEmpty }),
)

describe('adapter contract codecs (DESIGN §5, §8): wallet answers are decoded', () => {
  codecProperties('§7 wallet chain id', ChainId, chainId)
  codecProperties('§4 connection result', ConnectionResult, connectionResult)
  codecProperties('§4 wallet event', AdapterEvent, adapterEvent)
  codecProperties('§7 balance answer', BalanceResult, fc.record({ balance: fc.string(), symbol: fc.string() }))
  codecProperties('§7 signature answer', SignatureResult, fc.record({ signature: nonEmpty }))
  codecProperties('§7 transaction answer', TransactionResult, fc.record({ hash: nonEmpty }))
})

describe('adapter answers and errors (SPEC §8 wallet codes)', () => {
  it('§8 wallet codes: a wallet error becomes an AirlockError with its code; 4001 is the person saying no', () => {
    const rejected = toWalletError(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    expect(rejected).toBeInstanceOf(AirlockError)
    expect(rejected.code).toBe(4001)
    expect(rejected.category).toBe('user')
    expect(rejected.shortMessage).toBe('User rejected the request.')
    const unknownChain = toWalletError({ code: 4902, message: 'Unrecognized chain ID' })
    expect([unknownChain.code, unknownChain.category]).toEqual([4902, 'wallet'])
    expect(toWalletError('boom').code).toBeUndefined()
    const own = new AirlockError('Chain is not supported', { category: 'wallet', code: 4902 })
    expect(toWalletError(own)).toBe(own)
  })

  it('§8 a wallet answer is decoded: a valid one passes, a malformed one fails with the schema message', async () => {
    await expect(lastValueFrom(of({ hash: '0xabc' }).pipe(walletAnswer(TransactionResult, 'send')))).resolves.toEqual({
      hash: '0xabc',
    })
    const refused = lastValueFrom(of({ hash: 42 }).pipe(walletAnswer(TransactionResult, 'send')))
    await expect(refused).rejects.toBeInstanceOf(DecodeError)
    await expect(refused).rejects.toMatchObject({ shortMessage: 'Expected string received number' })
    const failed = lastValueFrom(throwError(() => Object.assign(new Error('no'), { code: 4001 })).pipe(walletAnswer(TransactionResult, 'send')))
    await expect(failed).rejects.toMatchObject({ code: 4001, category: 'user' })
  })

  it('§8 a wallet call without an answer is done at completion or at its first value', async () => {
    await expect(lastValueFrom(EMPTY.pipe(walletDone(), toArray()))).resolves.toEqual([undefined])
    await expect(lastValueFrom(of(1, 2).pipe(walletDone(), toArray()))).resolves.toEqual([undefined])
  })

  it('§3 chain ids: 1, "1" and "0x1" name the same EVM chain', () => {
    expect(sameChainId(1, '0x1')).toBe(true)
    expect(sameChainId('1', 1)).toBe(true)
    expect(sameChainId(137, '0x89')).toBe(true)
    expect(sameChainId(1, 10)).toBe(false)
    expect(sameChainId(undefined, 1)).toBe(false)
  })
})
