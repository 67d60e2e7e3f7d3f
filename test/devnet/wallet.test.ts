import { encodeFunctionData, erc20Abi, getAddress, hashTypedData, recoverAddress, recoverMessageAddress, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccountHistoryResponse } from '../../kernel/codec/api'
import { startDevnet, type Devnet } from '../../devnet'
import {
  announceProvider,
  createApprovalDesk,
  createDevnetWalletCore,
  install,
  type ApprovalMode,
  type DevnetWalletControl,
  type WalletStorage,
} from '../../devnet/wallet'
import { call, decoded } from './helpers'

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ chainPorts: false })
}, 60_000)

afterAll(async () => {
  await devnet?.stop()
})

function memoryStorage(): WalletStorage {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

/** A Devnet Wallet on the live devnet with scripted approvals, recording the events it emits. */
function wallet(mode: ApprovalMode = 'approve', storage?: WalletStorage) {
  const desk = createApprovalDesk(mode, undefined)
  const core = createDevnetWalletCore(
    {
      chains: devnet.chains.map((c) => ({
        chainId: c.chainId,
        name: c.name,
        rpcUrl: c.rpcUrl,
        nativeCurrency: c.nativeCurrency,
        batchExecutor: c.contracts.batchExecutor,
      })),
      privateKeys: devnet.accounts.map((a) => a.privateKey),
      ...(storage ? { storage } : {}),
    },
    desk,
  )
  const events: Array<[string, unknown]> = []
  for (const name of ['accountsChanged', 'chainChanged']) core.provider.on(name, (value) => events.push([name, value]))
  const request = (method: string, params?: unknown) => core.provider.request({ method, ...(params !== undefined ? { params } : {}) })
  return { core, desk, events, request }
}

const codeOf = async (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => 'resolved',
    (error: { code?: unknown }) => error.code,
  )

describe('Devnet Wallet: an EIP-1193 provider on the devnet, scriptable for tests', () => {
  it('§6 eth_requestAccounts waits for approval, then eth_accounts answers and accountsChanged fires', async () => {
    const { desk, events, request } = wallet('manual')
    expect(await request('eth_chainId')).toBe('0x7a69')
    expect(await request('eth_accounts')).toEqual([])
    const connecting = request('eth_requestAccounts')
    const pending = await desk.nextPending()
    expect(pending.method).toBe('eth_requestAccounts')
    expect(desk.decide('approve')).toBe(true)
    const alice = devnet.accounts[0]!.address
    expect(await connecting).toEqual([alice])
    expect(await request('eth_accounts')).toEqual([alice])
    expect(events).toEqual([['accountsChanged', [alice]]])
  })

  it('§8 a rejected request fails with 4001, and signing before connecting with 4100', async () => {
    const { desk, request } = wallet('approve')
    const alice = devnet.accounts[0]!.address
    expect(await codeOf(request('personal_sign', ['0x68656c6c6f', alice]))).toBe(4100)
    await request('eth_requestAccounts')
    desk.queue('reject')
    expect(await codeOf(request('personal_sign', ['0x68656c6c6f', alice]))).toBe(4001)
    desk.setMode('reject')
    expect(await codeOf(request('eth_sendTransaction', [{ from: alice, to: alice, value: '0x1' }]))).toBe(4001)
  })

  it('§6 personal_sign and eth_signTypedData_v4 sign with the selected dev account', async () => {
    const { request } = wallet()
    const [address] = (await request('eth_requestAccounts')) as Address[]
    const signature = (await request('personal_sign', ['0x48656c6c6f206465766e6574', address])) as Hex
    expect(await recoverMessageAddress({ message: 'Hello devnet', signature })).toBe(address)

    const domain = { name: 'Airlock', version: '1', chainId: 31337, verifyingContract: devnet.chains[0]!.contracts.token as Address }
    const types = {
      Mail: [
        { name: 'to', type: 'address' },
        { name: 'contents', type: 'string' },
        { name: 'amount', type: 'uint256' },
      ],
    } as const
    const to = devnet.accounts[1]!.address
    // As a page sends it: JSON, with EIP712Domain listed and the uint as a decimal string.
    const json = JSON.stringify({
      domain,
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        ...types,
      },
      primaryType: 'Mail',
      message: { to, contents: 'hi', amount: '1000' },
    })
    const typedSignature = (await request('eth_signTypedData_v4', [address, json])) as Hex
    const hash = hashTypedData({ domain, types, primaryType: 'Mail', message: { to, contents: 'hi', amount: 1000n } })
    expect(await recoverAddress({ hash, signature: typedSignature })).toBe(address)
  })

  it('§7 eth_sendTransaction signs, sends to the devnet chain, and the transfer shows in the API history', async () => {
    const { request } = wallet()
    const [from] = (await request('eth_requestAccounts')) as Address[]
    const to = devnet.accounts[8]!.address
    const hash = (await request('eth_sendTransaction', [{ from, to, value: '0x2386f26fc10000' }])) as Hex
    const receipt = (await request('eth_getTransactionReceipt', [hash])) as { status: string }
    expect(receipt.status).toBe('0x1')
    const page = decoded(AccountHistoryResponse, await call(`${devnet.urls.api}/v1/account/${to}/history`))
    expect(page.data[0]?.metadata.hash).toBe(hash)
    expect(page.data[0]?.transfers[0]?.quantity.numeric).toBe('0.01')
  })

  it('§4 wallet_switchEthereumChain switches and emits chainChanged; an unknown chain is 4902', async () => {
    const { events, request } = wallet()
    expect(await request('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toBeNull()
    expect(await request('eth_chainId')).toBe('0x7a6a')
    expect(await request('eth_blockNumber')).toMatch(/^0x/)
    expect(events).toEqual([['chainChanged', '0x7a6a']])
    expect(await codeOf(request('wallet_switchEthereumChain', [{ chainId: '0x1' }]))).toBe(4902)
    expect(await codeOf(request('wallet_switchEthereumChain', [{ chainId: 1 }]))).toBe(-32602)
  })

  it('§4 wallet_addEthereumChain adds and switches; a scripted failure fails it', async () => {
    const { core, events, request } = wallet()
    const params = [{ chainId: '0x7a6b', chainName: 'Elsewhere', rpcUrls: ['http://127.0.0.1:9/'], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }]
    core.failAddChain(1)
    expect(await codeOf(request('wallet_addEthereumChain', params))).toBe(-32603)
    expect(await request('wallet_addEthereumChain', params)).toBeNull()
    expect(await request('eth_chainId')).toBe('0x7a6b')
    expect(events).toEqual([['chainChanged', '0x7a6b']])
    expect(core.chains().map((c) => c.chainId)).toEqual([31337, 31338, 31339])
  })

  it('§4 the person switching account emits accountsChanged; the old account can no longer sign (4100)', async () => {
    const { core, events, request } = wallet()
    const [alice] = (await request('eth_requestAccounts')) as Address[]
    core.switchAccount(2)
    const carol = devnet.accounts[2]!.address
    expect(await request('eth_accounts')).toEqual([carol])
    expect(events.at(-1)).toEqual(['accountsChanged', [carol]])
    expect(await codeOf(request('personal_sign', ['0x00', alice]))).toBe(4100)
    core.switchChain(31338)
    expect(events.at(-1)).toEqual(['chainChanged', '0x7a6a'])
  })

  it('§4 disconnecting (wallet_revokePermissions) empties the accounts with accountsChanged([])', async () => {
    const { events, request } = wallet()
    await request('eth_requestAccounts')
    await request('wallet_revokePermissions', [{ eth_accounts: {} }])
    expect(await request('eth_accounts')).toEqual([])
    expect(events.at(-1)).toEqual(['accountsChanged', []])
  })

  it('§6 unsupported methods are 4200; read methods reach the chain', async () => {
    const { request } = wallet()
    expect(await codeOf(request('eth_sign', ['0x00', '0x00']))).toBe(4200)
    expect(await codeOf(request('wallet_doSomethingElse'))).toBe(4200)
    const balance = (await request('eth_getBalance', [devnet.accounts[9]!.address, 'latest'])) as Hex
    expect(BigInt(balance)).toBe(10_000n * 10n ** 18n)
  })

  it('§4 a reloaded page finds the connection, account and chain the wallet remembered', async () => {
    const storage = memoryStorage()
    const first = wallet('approve', storage)
    await first.request('eth_requestAccounts')
    first.core.switchAccount(3)
    await first.request('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])
    const second = wallet('approve', storage)
    expect(await second.request('eth_accounts')).toEqual([devnet.accounts[3]!.address])
    expect(await second.request('eth_chainId')).toBe('0x7a6a')
  })

  it('EIP-6963: install announces the Devnet Wallet, answers requestProvider, and exposes the control object', async () => {
    const page = new EventTarget() as EventTarget & Record<string, unknown>
    const announced: Array<{ info: { name: string; rdns: string; icon: string; uuid: string }; provider: unknown }> = []
    page.addEventListener('eip6963:announceProvider', (event) => announced.push((event as CustomEvent).detail))
    const control = install(
      {
        chains: devnet.chains.map((c) => ({ chainId: c.chainId, name: c.name, rpcUrl: c.rpcUrl })),
        privateKeys: devnet.accounts.map((a) => a.privateKey),
        approval: 'approve',
      },
      page as unknown as Window,
    )
    expect(page.__devnetWallet).toBe(control)
    expect(announced).toHaveLength(1)
    expect(announced[0]?.info).toMatchObject({ name: 'Devnet Wallet', rdns: 'dev.airlock.devnet' })
    expect(announced[0]?.info.icon).toMatch(/^data:image\/svg\+xml,/)
    expect(Object.isFrozen(announced[0])).toBe(true)
    page.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announced).toHaveLength(2)
    expect(announced[1]?.provider).toBe(control.provider)
    const stop = announceProvider(page as unknown as Window, control.info, control.provider)
    stop()
    expect(await (control as DevnetWalletControl).provider.request({ method: 'eth_requestAccounts' })).toEqual([devnet.accounts[0]!.address])
  })
})

describe('Devnet Wallet: EIP-5792 batched calls (§6 wallet_sendCalls, wallet_getCapabilities)', () => {
  const token = () => devnet.chains[0]!.contracts.token as Address
  const balance = (address: Address) =>
    devnet.localChains[0]!.publicClient.readContract({ address: token(), abi: erc20Abi, functionName: 'balanceOf', args: [address] })
  const allowance = (owner: Address, spender: Address) =>
    devnet.localChains[0]!.publicClient.readContract({ address: token(), abi: erc20Abi, functionName: 'allowance', args: [owner, spender] })

  it('§6 an approve and a transfer land atomically in one transaction from the account; getCallsStatus reports it confirmed', async () => {
    const { core, request } = wallet()
    core.switchAccount(4)
    const [from] = (await request('eth_requestAccounts')) as [Address]
    const spender = devnet.accounts[6]!.address
    const to = devnet.accounts[7]!.address
    expect(await request('wallet_getCapabilities', [from, ['0x7a69']])).toEqual({ '0x7a69': { atomic: { status: 'ready' } } })
    const before = await balance(to)
    const { id } = (await request('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        from,
        atomicRequired: true,
        calls: [
          { to: token(), data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 5n] }) },
          { to: token(), data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 7n] }) },
        ],
      },
    ])) as { id: string }
    const status = (await request('wallet_getCallsStatus', [id])) as {
      status: number
      atomic: boolean
      chainId: string
      receipts: Array<{ status: string; transactionHash: Hex; logs: unknown[] }>
    }
    expect(status).toMatchObject({ version: '2.0.0', id, chainId: '0x7a69', status: 200, atomic: true })
    expect(status.receipts).toHaveLength(1)
    expect(status.receipts[0]).toMatchObject({ status: '0x1' })
    // Approval and Transfer, both emitted by the token for the account itself.
    expect(status.receipts[0]!.logs).toHaveLength(2)
    const transaction = await devnet.localChains[0]!.publicClient.getTransaction({ hash: status.receipts[0]!.transactionHash })
    // One EIP-7702 transaction from the account to itself: the upgrade and the batch together.
    expect({ type: transaction.type, from: getAddress(transaction.from), to: transaction.to && getAddress(transaction.to) }).toEqual({ type: 'eip7702', from, to: from })
    expect(await balance(to)).toBe(before + 7n)
    expect(await allowance(from, spender)).toBe(5n)
    // Delegated now: the next batch needs no upgrade.
    expect(await request('wallet_getCapabilities', [from])).toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
      '0x7a6a': { atomic: { status: 'ready' } },
    })
    // The delegated account still receives coins as before.
    const coin = (await request('eth_sendTransaction', [{ from, to: from, value: '0x1' }])) as Hex
    expect(((await request('eth_getTransactionReceipt', [coin])) as { status: string }).status).toBe('0x1')
  })

  it('§6 a failing call reverts the whole batch: nothing of it lands', async () => {
    const { core, request } = wallet()
    core.switchAccount(4)
    const [from] = (await request('eth_requestAccounts')) as [Address]
    const spender = devnet.accounts[5]!.address
    const huge = 10n ** 40n
    const failing = request('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        atomicRequired: true,
        calls: [
          { to: token(), data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 9n] }) },
          { to: token(), data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [spender, huge] }) },
        ],
      },
    ])
    expect(await codeOf(failing)).toBe(-32603)
    expect(await allowance(from, spender)).toBe(0n)
  })

  it('§6 without a batch executor the calls go one by one, and the wallet says atomic: unsupported', async () => {
    const desk = createApprovalDesk('approve', undefined)
    const core = createDevnetWalletCore(
      {
        chains: devnet.chains.map((c) => ({ chainId: c.chainId, name: c.name, rpcUrl: c.rpcUrl })),
        privateKeys: devnet.accounts.map((a) => a.privateKey),
      },
      desk,
    )
    core.switchAccount(3)
    const request = (method: string, params?: unknown) => core.provider.request({ method, ...(params !== undefined ? { params } : {}) })
    const [from] = (await request('eth_requestAccounts')) as [Address]
    const to = devnet.accounts[9]!.address
    expect(await request('wallet_getCapabilities', [from, ['0x7a69']])).toEqual({ '0x7a69': { atomic: { status: 'unsupported' } } })
    const call = { to: token(), data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 1n] }) }
    const batch = { version: '2.0.0', chainId: '0x7a69', calls: [call, call] }
    expect(await codeOf(request('wallet_sendCalls', [{ ...batch, atomicRequired: true }]))).toBe(5760)
    const { id } = (await request('wallet_sendCalls', [{ ...batch, atomicRequired: false, id: 'two-transfers' }])) as { id: string }
    expect(id).toBe('two-transfers')
    const status = (await request('wallet_getCallsStatus', [id])) as { status: number; atomic: boolean; receipts: unknown[] }
    expect(status).toMatchObject({ status: 200, atomic: false })
    expect(status.receipts).toHaveLength(2)
    expect(await codeOf(request('wallet_sendCalls', [{ ...batch, atomicRequired: false, id: 'two-transfers' }]))).toBe(5720)
    expect(await codeOf(request('wallet_getCallsStatus', ['never-sent']))).toBe(5730)
    expect(await codeOf(request('wallet_sendCalls', [{ ...batch, chainId: '0x7a6a', atomicRequired: false }]))).toBe(5710)
    expect(await codeOf(request('wallet_sendCalls', [{ ...batch, atomicRequired: false, capabilities: { paymasterService: { url: 'x' } } }]))).toBe(5700)
    const optional = { ...batch, atomicRequired: false, capabilities: { paymasterService: { url: 'x', optional: true } } }
    expect(await request('wallet_sendCalls', [optional])).toMatchObject({ id: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
  })
})
