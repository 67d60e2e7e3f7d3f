import { AccountKind, ConnectPort, FrameRequest, PROTOCOL_VERSION, SAFE_METHODS, UNSAFE_METHODS, type FrameMessage } from '../adapters/embedded/protocol'
import { thrownMessages } from '../kernel/errors/messages'
import * as lazyThrown from '../kernel/errors/lazyThrownMessages'
import { askApproval, messages } from './approval'
import { frameCalls } from './calls'
import { authApi, AuthError, type Session } from './authApi'
import { loadConfig, type FrameConfig } from './config'
import { forget, unlock, type Unlocked } from './custody'
import { isOriginAllowed, withDevelopmentOrigins } from '../kernel/origins/originMatch'
import { finishRedirectLogin, RedirectLoginRefused, startRedirectLogin } from './redirect'
import { finishSocialLogin } from './social'
import { waitForFarcaster } from './farcaster'
import { chainRpc, personalSign, readableMessage, sendTransaction, signTypedData, typedDataOf } from './signer'
import {
  initSmartAccount,
  isSmartAccountEnabled,
  personalSignAsSmartAccount,
  sendAsSmartAccount,
  signTypedDataAsSmartAccount,
  smartAccountEnabledNetworks,
  type SmartAccountInfo,
} from './smartAccount'

/** Errors the parent reads: message plus the EIP-1193 code or the auth service's status. */
class FrameFailure extends Error {
  constructor(
    message: string,
    readonly extra: { code?: number; status?: number; retryAfterSeconds?: number; alert?: 'SOCIAL_LOGIN_FAILED' } = {},
  ) {
    super(message)
  }
}

const SESSION_KEY = 'airlock-frame:session'
/** The account type the person chose (SPEC §7 set preferred account), per user; gone at sign-out. */
const ACCOUNT_TYPE_KEY = 'airlock-frame:account-type:'
/** This browser profile's id for device approval (SPEC §4 VERIFY_DEVICE): no key material, kept across sign-outs. */
const DEVICE_ID_KEY = 'airlock-frame:device-id'
/** How often connect device asks whether the mailed link was followed. */
const DEVICE_POLL_MS = 1_000

function deviceId(): string {
  const known = localStorage.getItem(DEVICE_ID_KEY)
  if (known && /^[A-Za-z0-9_-]{16,128}$/.test(known)) return known
  const made = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(24)))).replace(/\+/g, '-').replace(/\//g, '_')
  localStorage.setItem(DEVICE_ID_KEY, made)
  return made
}
const root = document.getElementById('root') as HTMLElement
let ignored = 0
const countIgnored = () => {
  ignored += 1
  document.documentElement.dataset.ignoredMessages = String(ignored)
}

function storedSession(): Session | undefined {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null')
    if (typeof parsed === 'object' && parsed !== null && 'token' in parsed && 'user' in parsed) return parsed as Session
  } catch {
    // A malformed entry is no session.
  }
  return undefined
}

function serve(config: FrameConfig, projectId: string, parentOrigin: string, port: MessagePort): void {
  const api = authApi(config)
  let session = storedSession()
  let key: Unlocked | undefined
  let pendingEmail: string | undefined
  /** The newest Farcaster login's id at the auth service, and what ends the wait on it (a newer login, or cancelFarcaster). */
  let farcasterChannel: string | undefined
  let farcasterWait = new AbortController()
  const endFarcasterWait = () => {
    farcasterWait.abort()
    farcasterWait = new AbortController()
  }
  let chainId = config.defaultChainId
  const post = (message: FrameMessage) => port.postMessage(message)

  const needKey = async (): Promise<Unlocked> => {
    if (key) return key
    if (!session) throw new FrameFailure('Unauthorized: invalid session', { code: 4100 })
    key = await unlock(api, session, localStorage)
    return key
  }
  const chosenType = (): AccountKind | undefined => {
    const stored = session ? localStorage.getItem(ACCOUNT_TYPE_KEY + session.user.id) : null
    return AccountKind.is(stored) ? stored : undefined
  }
  /** The smart account on the current chain, when the chain offers one. */
  const smartAccount = async (): Promise<SmartAccountInfo | undefined> =>
    isSmartAccountEnabled(config, chainId) ? initSmartAccount(config, chainId, (await needKey()).address) : undefined
  /** Who the wallet acts as: the smart account when chosen and offered on this chain, else the EOA. */
  const acting = async () => {
    const { address: eoa } = await needKey()
    const smart = await smartAccount()
    const chosen = chosenType()
    const type: AccountKind = chosen === 'smartAccount' && smart ? 'smartAccount' : 'eoa'
    return { eoa, smart, chosen, type, address: type === 'smartAccount' && smart ? smart.address : eoa }
  }
  const user = async () => {
    const { eoa, smart, chosen, type, address } = await acting()
    return {
      email: session?.user.email ?? null,
      address,
      chainId,
      accounts: [{ address: eoa, type: 'eoa' as const }, ...(smart ? [{ address: smart.address, type: 'smartAccount' as const }] : [])],
      // Only a choice the wallet acts on: a smart account chosen where none is offered says nothing.
      ...(chosen === type ? { preferredAccountType: type } : {}),
      ...(smart ? { smartAccountDeployed: smart.isDeployed } : {}),
    }
  }
  /** The account a request names (from / address): the smart account's when it is that one. */
  const signerOf = async (named: unknown): Promise<'eoa' | 'smartAccount'> => {
    const { eoa, smart, address } = await acting()
    const wanted = typeof named === 'string' && named !== '' ? named.toLowerCase() : address.toLowerCase()
    if (smart && wanted === smart.address.toLowerCase()) return 'smartAccount'
    if (wanted === eoa.toLowerCase()) return 'eoa'
    throw new FrameFailure('The requested account is not this wallet\'s', { code: 4100 })
  }
  let aborting = new AbortController()
  let showing = false
  const hideIfShown = () => {
    if (!showing) return
    showing = false
    root.replaceChildren()
    post({ kind: 'hide' })
  }
  const approve = async (method: string, lines: ReadonlyArray<readonly [string, string]>, address: string) => {
    const { signal } = aborting
    // Hidden only once the answer is posted (see onmessage): the parent must hear the result before
    // the view goes, or it would take the view's going for the person walking away.
    showing = true
    post({ kind: 'show' })
    const ok = await askApproval(root, { origin: parentOrigin, address, method, lines }, signal)
    if (signal.aborted) throw new FrameFailure(thrownMessages.requestAborted)
    if (!ok) throw new FrameFailure('User rejected the request.', { code: 4001 })
  }

  const calls = frameCalls({
    config,
    chainId: () => chainId,
    accounts: async () => {
      const { eoa, smart } = await acting()
      return { eoa, smart: smart?.address }
    },
    signerOf,
    approve,
    privateKey: async () => (await needKey()).privateKey,
  })

  async function rpc(method: string, params: unknown): Promise<unknown> {
    const list = Array.isArray(params) ? (params as unknown[]) : []
    if (UNSAFE_METHODS.includes(method)) {
      if (method === 'personal_sign') {
        const message = String(list[0] ?? '')
        const signer = await signerOf(list[1])
        await approve(method, [['Message', readableMessage(message)]], String(list[1] ?? (await acting()).address))
        const { privateKey } = await needKey()
        return signer === 'smartAccount' ? personalSignAsSmartAccount(config, chainId, privateKey, message) : personalSign(privateKey, message)
      }
      if (method === 'eth_signTypedData_v4') {
        const typedData = typedDataOf(list[1])
        const signer = await signerOf(list[0])
        await approve(method, [[String(typedData.primaryType), JSON.stringify(typedData.message, null, 1)]], String(list[0] ?? (await acting()).address))
        const { privateKey } = await needKey()
        return signer === 'smartAccount' ? signTypedDataAsSmartAccount(config, chainId, privateKey, typedData) : signTypedData(privateKey, typedData)
      }
      if (method === 'eth_sendTransaction') {
        const tx = (list[0] ?? {}) as { from?: string; to?: string; value?: string; data?: string; gas?: string }
        const signer = await signerOf(tx.from)
        await approve(
          method,
          [
            [messages.to, tx.to ?? '—'],
            [messages.value, BigInt(tx.value ?? '0x0').toString()],
            ...(tx.data && tx.data !== '0x' ? [[messages.data, tx.data] as const] : []),
          ],
          tx.from ?? (await acting()).address,
        )
        const { privateKey } = await needKey()
        return signer === 'smartAccount' ? sendAsSmartAccount(config, chainId, privateKey, tx) : sendTransaction(config, chainId, privateKey, tx)
      }
      if (method === 'wallet_sendCalls') return calls.sendCalls(params)
      throw new FrameFailure(lazyThrown.rpcNotAllowed, { code: 4200 })
    }
    if (!SAFE_METHODS.includes(method)) throw new FrameFailure(lazyThrown.rpcNotAllowed, { code: 4200 })
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return session ? [(await acting()).address] : []
      case 'eth_chainId':
        return `0x${chainId.toString(16)}`
      case 'wallet_getCapabilities':
        return calls.getCapabilities(params)
      case 'wallet_getCallsStatus':
        return calls.getCallsStatus(params)
      case 'wallet_switchEthereumChain': {
        const next = Number.parseInt(String((list[0] as { chainId?: string } | undefined)?.chainId ?? ''), 16)
        if (!config.rpcUrls[String(next)]) throw new FrameFailure('Unrecognized chain', { code: 4902 })
        chainId = next
        return null
      }
      default:
        return chainRpc(config, chainId, method, params)
    }
  }

  async function handle(request: FrameRequest): Promise<unknown> {
    switch (request.type) {
      case 'syncDappData':
        return null
      case 'connectEmail': {
        const { action, resendAfterSeconds } = await api.sendCode(projectId, request.payload.email, deviceId())
        pendingEmail = request.payload.email
        return resendAfterSeconds === undefined ? { action } : { action, resendAfterSeconds }
      }
      case 'resendDeviceLink': {
        // The same wait (connect device) goes on: whichever link is followed approves this device.
        if (!pendingEmail) throw new FrameFailure('Ask for a code first')
        return api.resendDeviceLink(projectId, pendingEmail, deviceId())
      }
      case 'connectDevice': {
        const email = pendingEmail
        if (!email) throw new FrameFailure('Ask for a code first')
        // Until the mailed link approves this device; a newer connectEmail ends this wait.
        while (pendingEmail === email) {
          // Approving also mails the code.
          if ((await api.deviceApproved(projectId, email, deviceId())).approved) return { action: 'VERIFY_OTP' }
          await new Promise((resolve) => setTimeout(resolve, DEVICE_POLL_MS))
        }
        throw new FrameFailure(thrownMessages.requestAborted)
      }
      case 'connectOtp': {
        if (!pendingEmail) throw new FrameFailure('Ask for a code first')
        session = await api.verifyCode(projectId, pendingEmail, request.payload.otp, deviceId())
        localStorage.setItem(SESSION_KEY, JSON.stringify(session))
        key = undefined
        return user()
      }
      case 'startRedirectLogin':
        return startRedirectLogin(api, localStorage, { projectId, ...request.payload, deviceId: deviceId() })
      case 'finishRedirectLogin': {
        session = await finishRedirectLogin(api, localStorage, config.authUrl, projectId, request.payload.uri).catch((error: unknown) => {
          // SPEC §8 social-failure alert: the provider refused the person's sign-in.
          throw error instanceof RedirectLoginRefused ? new FrameFailure(error.message, { alert: 'SOCIAL_LOGIN_FAILED' }) : error
        })
        localStorage.setItem(SESSION_KEY, JSON.stringify(session))
        key = undefined
        return user()
      }
      case 'getSocialRedirectUri':
        return api.socialStart(projectId, request.payload.provider)
      case 'connectSocial': {
        session = await finishSocialLogin(api, projectId, request.payload.uri, new URL('./social-callback.html', location.href).href)
        localStorage.setItem(SESSION_KEY, JSON.stringify(session))
        key = undefined
        return user()
      }
      case 'getFarcasterUri': {
        const { url, channel } = await api.farcasterChannel(projectId)
        endFarcasterWait()
        farcasterChannel = channel
        return { url }
      }
      case 'cancelFarcaster':
        endFarcasterWait()
        farcasterChannel = undefined
        return null
      case 'connectFarcaster': {
        const channel = farcasterChannel
        if (!channel) throw new FrameFailure('Ask for a Farcaster URI first')
        session = await waitForFarcaster(api, projectId, channel, farcasterWait.signal)
        farcasterChannel = undefined
        localStorage.setItem(SESSION_KEY, JSON.stringify(session))
        key = undefined
        return user()
      }
      case 'isConnected': {
        if (!session) return { isConnected: false }
        try {
          await api.session(session.token)
        } catch (error) {
          if (error instanceof AuthError && error.status === 401) {
            localStorage.removeItem(SESSION_KEY)
            session = undefined
            key = undefined
            return { isConnected: false }
          }
          throw error
        }
        await needKey()
        return { isConnected: true }
      }
      case 'getUser': {
        if (request.payload.chainId !== undefined && config.rpcUrls[String(request.payload.chainId)]) chainId = request.payload.chainId
        // SPEC §4: without a choice of the person's, the app's preferred type is the one the wallet connects as and keeps.
        const preset = request.payload.defaultAccountType
        if (session && preset && chosenType() === undefined) localStorage.setItem(ACCOUNT_TYPE_KEY + session.user.id, preset)
        return user()
      }
      case 'getChainId':
        return { chainId }
      case 'getSmartAccountEnabledNetworks':
        return { smartAccountEnabledNetworks: smartAccountEnabledNetworks(config) }
      case 'initSmartAccount': {
        const smart = await smartAccount()
        if (!smart) throw new FrameFailure('Smart accounts are not enabled on this network', { code: 4902 })
        return { address: smart.address, isDeployed: smart.isDeployed }
      }
      case 'setPreferredAccount': {
        if (!session) throw new FrameFailure('Unauthorized: invalid session', { code: 4100 })
        if (request.payload.type === 'smartAccount' && !(await smartAccount()))
          throw new FrameFailure('Smart accounts are not enabled on this network', { code: 4902 })
        localStorage.setItem(ACCOUNT_TYPE_KEY + session.user.id, request.payload.type)
        return user()
      }
      case 'switchNetwork':
        if (!config.rpcUrls[String(request.payload.chainId)]) throw new FrameFailure('Unrecognized chain', { code: 4902 })
        chainId = request.payload.chainId
        return { chainId }
      case 'signOut': {
        const ending = session
        session = undefined
        key = undefined
        localStorage.removeItem(SESSION_KEY)
        if (ending) {
          forget(localStorage, ending.user.id)
          localStorage.removeItem(ACCOUNT_TYPE_KEY + ending.user.id)
          await api.signOut(ending.token).catch(() => undefined)
        }
        return null
      }
      case 'rejectRpcRequests':
        aborting.abort()
        aborting = new AbortController()
        return null
      case 'rpcRequest':
        return { result: await rpc(request.payload.method, request.payload.params) }
    }
  }

  port.onmessage = (event: MessageEvent<unknown>) => {
    const decoded = FrameRequest.decode(event.data)
    if (decoded._tag === 'Left') {
      countIgnored()
      return
    }
    const request = decoded.right
    handle(request).then(
      (payload) => post({ kind: 'success', id: request.id, payload: payload ?? null }),
      (error: unknown) => {
        const extra =
          error instanceof FrameFailure
            ? error.extra
            : error instanceof AuthError
              ? { status: error.status, ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }) }
              : typeof (error as { code?: unknown }).code === 'number'
                ? { code: (error as { code: number }).code }
                : {}
        post({ kind: 'error', id: request.id, message: error instanceof Error ? error.message : 'Something went wrong', ...extra })
      },
    ).finally(() => {
      if (request.type === 'rpcRequest') hideIfShown()
    })
  }
  port.start()
}

async function boot(): Promise<void> {
  const projectId = new URLSearchParams(location.search).get('projectId') ?? ''
  // The embedding page's origin as the browser reports it (not as the page claims it).
  const parentOrigin =
    location.ancestorOrigins?.[0] ?? (document.referrer ? new URL(document.referrer).origin : '')
  if (window.parent === window || !parentOrigin || parentOrigin === 'null') return
  const refuse = (reason: 'UNVERIFIED_DOMAIN' | 'INVALID_APP_CONFIGURATION' | 'PROJECT_ID_NOT_CONFIGURED') =>
    window.parent.postMessage({ kind: 'airlock-frame:refused', version: PROTOCOL_VERSION, reason }, parentOrigin)
  const config = await loadConfig()
  let allowed: ReadonlyArray<string>
  try {
    allowed = (await authApi(config).allowedOrigins(projectId)).allowedOrigins
  } catch {
    refuse('PROJECT_ID_NOT_CONFIGURED')
    return
  }
  // SPEC §6: the development origins too, as the kernel and the frame's server allow them.
  if (!isOriginAllowed(parentOrigin, withDevelopmentOrigins(allowed))) {
    refuse('UNVERIFIED_DOMAIN')
    return
  }
  let connected = false
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    const port = event.ports[0]
    if (connected || event.source !== window.parent || event.origin !== parentOrigin || !port || ConnectPort.decode(event.data)._tag === 'Left') {
      countIgnored()
      return
    }
    connected = true
    serve(config, projectId, parentOrigin, port)
  })
  window.parent.postMessage({ kind: 'airlock-frame:hello', version: PROTOCOL_VERSION }, parentOrigin)
}

void boot()
