import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { classifyRpcMethod, isPermittedRpcMethod, isSafeRpcMethod, safeRpcMethods, unsafeRpcMethods } from './rpcMethods'

describe('embedded wallet methods (SPEC §6 safe, unsafe, permitted)', () => {
  it('§6 unsafe methods: every method of the SPEC list is unsafe', () => {
    const specUnsafe = [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAndSendTransaction',
      'solana_signAllTransactions',
      'wallet_sendCalls',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'eth_sendUserOperation',
    ]
    for (const method of specUnsafe) expect(classifyRpcMethod(method), method).toBe('unsafe')
  })

  it('§6 unsafe methods: the other eth_signTypedData variants sign, so they are unsafe too', () => {
    expect(classifyRpcMethod('eth_signTypedData')).toBe('unsafe')
    expect(classifyRpcMethod('eth_signTypedData_v3')).toBe('unsafe')
  })

  it('§6 permitted EVM methods: the SPEC list is permitted', () => {
    const specPermitted = [
      'eth_accounts',
      'eth_requestAccounts',
      'eth_sendTransaction',
      'eth_signTypedData_v4',
      'personal_sign',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_sendCalls',
      'wallet_getCapabilities',
      'wallet_grantPermissions',
    ]
    for (const method of specPermitted) expect(isPermittedRpcMethod(method), method).toBe(true)
  })

  it('§6 safe methods: read-only queries and account/chain questions are safe', () => {
    for (const method of [
      'eth_chainId',
      'eth_getBalance',
      'eth_call',
      'eth_blockNumber',
      'eth_estimateGas',
      'eth_getTransactionReceipt',
      'eth_accounts',
      'eth_requestAccounts',
      'wallet_getCapabilities',
      'wallet_switchEthereumChain',
    ]) {
      expect(isSafeRpcMethod(method), method).toBe(true)
    }
  })

  it('§6 safe and unsafe lists do not overlap', () => {
    const unsafe = new Set<string>(unsafeRpcMethods)
    expect(safeRpcMethods.filter((m) => unsafe.has(m))).toEqual([])
  })

  it('§6 not allowed: an unknown method, or a known one spelled differently, is not allowed', () => {
    for (const method of ['eth_sign', 'eth_sendRawTransaction', 'PERSONAL_SIGN', 'personal_sign ', '', 'toString', '__proto__']) {
      expect(classifyRpcMethod(method), method).toBe('notAllowed')
    }
  })

  it('§6 classification is total: any string is safe, unsafe or not allowed', () => {
    fc.assert(
      fc.property(fc.string(), (method) => {
        expect(['safe', 'unsafe', 'notAllowed']).toContain(classifyRpcMethod(method))
      }),
    )
  })
})
