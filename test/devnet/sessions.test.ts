import { encodeFunctionData, erc20Abi, parseEther, parseUnits, zeroAddress, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SessionsResponse } from '../../kernel/sessions/codecs'
import { startDevnet, type Devnet } from '../../devnet'
import { revokeTypedData, sessionsErrorName } from '../../devnet/sessions/abi'
import { sendAsSession as sendFromSession } from '../../devnet/sessions/sendAsSession'
import { createApprovalDesk, createDevnetWalletCore } from '../../devnet/wallet'
import { call, decoded, expectRefusal, postJson } from './helpers'

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ chainPorts: false })
}, 60_000)

afterAll(async () => {
  await devnet?.stop()
})

const chain = () => devnet.localChains[0]!

/** A Devnet Wallet on the live devnet that approves every request, on account `index`. */
async function wallet(index: number) {
  const desk = createApprovalDesk('approve', undefined)
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
    },
    desk,
  )
  core.switchAccount(index)
  const request = (method: string, params?: unknown) => core.provider.request({ method, ...(params !== undefined ? { params } : {}) })
  const [address] = (await request('eth_requestAccounts')) as [Address]
  return { core, desk, request, address }
}

/** The dapp's session account: its own key, with a little ETH for gas. */
async function sessionAccount() {
  const account = privateKeyToAccount(generatePrivateKey())
  await chain().request({ method: 'hardhat_setBalance', params: [account.address, '0x16345785D8A0000'] })
  return account
}

const chainNow = async () => Number((await chain().publicClient.getBlock({ blockTag: 'latest' })).timestamp)

/** The session account sends `calls` from the granting account: no wallet is asked. */
const sendAsSession = (session: ReturnType<typeof privateKeyToAccount>, account: Address, id: bigint, calls: ReadonlyArray<{ to: Address; value: bigint; data: Hex }>) =>
  sendFromSession(chain(), session, account, id, calls)

const errorNameOf = (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => 'succeeded',
    (error: unknown) => sessionsErrorName(error) ?? String(error),
  )

const grantNative = (request: (method: string, params?: unknown) => Promise<unknown>, signer: Address, allowance: bigint, expiry: number) =>
  request('wallet_grantPermissions', [
    {
      chainId: '0x7a69',
      expiry,
      signer: { type: 'account', data: { id: signer } },
      permissions: [{ type: 'native-token-transfer', data: { ticker: 'ETH' }, policies: [{ type: 'token-allowance', data: { allowance: `0x${allowance.toString(16)}` } }] }],
    },
  ]) as Promise<{ permissionsContext: Hex; expiry: number; grantedPermissions: unknown[]; signerData: { submitToAddress: Address } }>

const idOf = (context: Hex): bigint => BigInt(`0x${context.slice(66)}`)

describe('§6 wallet_grantPermissions: a session spends from the account within its limit, enforced on chain', () => {
  it('§6 within the native limit the session sends without a prompt; beyond it the account’s code refuses', async () => {
    const { request, address, core } = await wallet(5)
    const session = await sessionAccount()
    const receiver = devnet.accounts[9]!.address
    const granted = await grantNative(request, session.address, parseEther('0.05'), (await chainNow()) + 3600)
    expect(granted.signerData.submitToAddress).toBe(address)
    const id = idOf(granted.permissionsContext)
    core.clearLog()

    const before = await chain().publicClient.getBalance({ address: receiver })
    const receipt = await sendAsSession(session, address, id, [
      { to: receiver, value: parseEther('0.02'), data: '0x' },
      { to: receiver, value: parseEther('0.02'), data: '0x' },
    ])
    expect(receipt.status).toBe('success')
    expect((await chain().publicClient.getBalance({ address: receiver })) - before).toBe(parseEther('0.04'))
    expect(core.log()).toEqual([])

    expect(await errorNameOf(sendAsSession(session, address, id, [{ to: receiver, value: parseEther('0.02'), data: '0x' }]))).toBe(
      'SpendingLimitExceeded',
    )
    // What is left of the limit still goes; a call with data does not (coin transfers only).
    expect((await sendAsSession(session, address, id, [{ to: receiver, value: parseEther('0.01'), data: '0x' }])).status).toBe('success')
    expect(await errorNameOf(sendAsSession(session, address, id, [{ to: receiver, value: 0n, data: '0x1234' }]))).toBe('CallNotPermitted')
    // Only the session's own account may use it.
    expect(await errorNameOf(sendAsSession(await sessionAccount(), address, id, [{ to: receiver, value: 1n, data: '0x' }]))).toBe('NotSessionSigner')

    const rows = decoded(SessionsResponse, await call(`${devnet.urls.api}/v1/sessions/${address}`)).sessions
    expect(rows).toEqual([
      expect.objectContaining({
        pci: granted.permissionsContext,
        chainId: 'eip155:31337',
        signer: session.address,
        token: null,
        symbol: 'ETH',
        limit: String(parseEther('0.05')),
        spent: String(parseEther('0.05')),
        status: 'active',
      }),
    ])
    // Several transactions on the chain: more than the default 5 s when the machine is busy.
  }, 20_000)

  it('§6 an ERC-20 limit counts token transfers; anything else to the token is refused', async () => {
    const { request, address } = await wallet(4)
    const session = await sessionAccount()
    const token = devnet.chains[0]!.contracts.token as Address
    const receiver = devnet.accounts[9]!.address
    const decimals = await chain().publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' })
    const granted = (await request('wallet_grantPermissions', [
      {
        expiry: (await chainNow()) + 3600,
        signer: { type: 'account', data: { id: session.address } },
        permissions: [
          { type: 'erc20-token-transfer', data: { address: token, ticker: 'DVT' }, policies: [{ type: 'token-allowance', data: { allowance: `0x${parseUnits('5', decimals).toString(16)}` } }] },
        ],
      },
    ])) as { permissionsContext: Hex }
    const id = idOf(granted.permissionsContext)
    const transfer = (amount: string) => ({
      to: token,
      value: 0n,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, parseUnits(amount, decimals)] }),
    })
    expect((await sendAsSession(session, address, id, [transfer('3')])).status).toBe('success')
    expect(await errorNameOf(sendAsSession(session, address, id, [transfer('2.5')]))).toBe('SpendingLimitExceeded')
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [session.address, 1n] })
    expect(await errorNameOf(sendAsSession(session, address, id, [{ to: token, value: 0n, data: approve }]))).toBe('CallNotPermitted')
    expect(await errorNameOf(sendAsSession(session, address, id, [{ to: receiver, value: 1n, data: '0x' }]))).toBe('CallNotPermitted')
  })

  it('§6 wallet_revokePermissions ends the session on chain: its next send is refused', async () => {
    const { request, address } = await wallet(7)
    const session = await sessionAccount()
    const granted = await grantNative(request, session.address, parseEther('1'), (await chainNow()) + 3600)
    const id = idOf(granted.permissionsContext)
    const receiver = devnet.accounts[9]!.address
    expect((await sendAsSession(session, address, id, [{ to: receiver, value: 1n, data: '0x' }])).status).toBe('success')
    expect(await request('wallet_revokePermissions', [{ permissionsContext: granted.permissionsContext }])).toBeNull()
    expect(await errorNameOf(sendAsSession(session, address, id, [{ to: receiver, value: 1n, data: '0x' }]))).toBe('SessionIsRevoked')
    // The site stays connected: an ERC-7715 revoke is not an EIP-2255 one.
    expect(await request('eth_accounts')).toEqual([address])
  })

  it('§6 a session past its expiry is refused (chain time advanced)', async () => {
    const { request, address } = await wallet(8)
    const session = await sessionAccount()
    const granted = await grantNative(request, session.address, parseEther('1'), (await chainNow()) + 600)
    const id = idOf(granted.permissionsContext)
    const receiver = devnet.accounts[9]!.address
    expect((await sendAsSession(session, address, id, [{ to: receiver, value: 1n, data: '0x' }])).status).toBe('success')
    await chain().request({ method: 'evm_increaseTime', params: [601] })
    await chain().request({ method: 'evm_mine', params: [] })
    expect(await errorNameOf(sendAsSession(session, address, id, [{ to: receiver, value: 1n, data: '0x' }]))).toBe('SessionExpired')
    const rows = decoded(SessionsResponse, await call(`${devnet.urls.api}/v1/sessions/${address}`)).sessions
    expect(rows[0]).toMatchObject({ pci: granted.permissionsContext, status: 'expired' })
  })
})

describe('§7 sessions rows: GET /v1/sessions/{address} and POST /v1/sessions/{address}/revoke', () => {
  it('§7 revoke relays the account’s signed revoke; a signature from anyone else is refused', async () => {
    const { request, address } = await wallet(3)
    const session = await sessionAccount()
    const granted = await grantNative(request, session.address, parseEther('1'), (await chainNow()) + 3600)
    const id = idOf(granted.permissionsContext)
    const url = `${devnet.urls.api}/v1/sessions/${address}/revoke`
    const typed = revokeTypedData(31337, address, id)
    const stranger = privateKeyToAccount(generatePrivateKey())
    expectRefusal(await postJson(url, { pci: granted.permissionsContext, signature: await stranger.signTypedData(typed) }), 401, /signature/)
    expectRefusal(await postJson(url, { pci: 'nope', signature: '0x' }), 400, /pci/)

    const signature = (await request('eth_signTypedData_v4', [address, JSON.stringify({ ...typed, message: { id: Number(id) } })])) as Hex
    expect((await postJson(url, { pci: granted.permissionsContext, signature })).status).toBe(200)
    expect(await errorNameOf(sendAsSession(session, address, id, [{ to: zeroAddress, value: 1n, data: '0x' }]))).toBe('SessionIsRevoked')
    expectRefusal(await postJson(url, { pci: granted.permissionsContext, signature }), 409, /already revoked/)
    const rows = decoded(SessionsResponse, await call(`${devnet.urls.api}/v1/sessions/${address}`)).sessions
    expect(rows[0]).toMatchObject({ pci: granted.permissionsContext, status: 'revoked' })
    // An account that never granted a session has none.
    expect(decoded(SessionsResponse, await call(`${devnet.urls.api}/v1/sessions/${devnet.accounts[2]!.address}`)).sessions).toEqual([])
  })
})
