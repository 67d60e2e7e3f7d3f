import * as t from 'io-ts'
import { decode } from '../codec/decode'
import { AirlockError } from '../errors/AirlockError'
import { schemaMessages } from '../errors/messages'
import type { LocalSiwxDeps, LocalSiwxOptions } from './createLocalSiwx'
import type { SiweConfig } from './fromSiweConfig'
import { lazyProvider } from './lazyProvider'
import type { SiwxProvider } from './provider'

const localKind = 'airlock/local-siwx'

/** The `siwx` option that asks for the built-in provider; the kernel builds it with its own ports. */
export interface LocalSiwxRequest {
  readonly kind: typeof localKind
  readonly options: LocalSiwxOptions
}

/** `createModal({ siwx: localSiwx({ required: true }) })`: sign-in with sessions kept in the browser. */
export function localSiwx(options: LocalSiwxOptions = {}): LocalSiwxRequest {
  return { kind: localKind, options }
}

const LocalRequest = /* @__PURE__ */ t.type(
  {
    kind: /* @__PURE__ */ t.literal(localKind),
    options: /* @__PURE__ */ t.partial({
      required: t.boolean,
      statement: t.string,
      expirationMs: t.number,
      resources: /* @__PURE__ */ t.array(t.string),
      viem: t.Function,
    }),
  },
  'LocalSiwxRequest',
)

const providerMethods = ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions'] as const
const providerOptional = ['getRequired', 'supportsChain'] as const
const siweMethods = ['getNonce', 'verifyMessage', 'getSession', 'signOut'] as const
const siweOptional = ['getMessageParams', 'createMessage'] as const

/** Names the check refuses: required members that are not functions, optional ones that are set but not. */
function badMembers(
  value: Readonly<Record<string, unknown>>,
  required: ReadonlyArray<string>,
  optional: ReadonlyArray<string>,
): string[] {
  return [
    ...required.filter((name) => typeof value[name] !== 'function'),
    ...optional.filter((name) => value[name] !== undefined && typeof value[name] !== 'function'),
  ]
}

function refuse(what: string, kind: string, members: ReadonlyArray<string>): never {
  throw new AirlockError(schemaMessages.expected(kind, 'object'), {
    category: 'options',
    details: `${what} lacks ${members.join(', ')}`,
  })
}

/**
 * The sign-in provider of the options (SPEC §1 siwx or siweConfig; resolveOptions already refused
 * both). Options decode these only as objects; here their members are checked so a wrong object fails
 * at createModal, not at the first sign-in. `undefined` when neither is set (sign-in off).
 */
export function signInProviderOf(
  options: { readonly siwx: object | undefined; readonly siweConfig: object | undefined },
  deps: LocalSiwxDeps,
): SiwxProvider | undefined {
  if (options.siwx !== undefined) {
    const siwx = options.siwx as Readonly<Record<string, unknown>>
    if (siwx['kind'] === localKind) {
      const request = decode(LocalRequest, siwx, 'siwx')
      if (!request.ok) throw new AirlockError(request.error.shortMessage, { category: 'options', cause: request.error })
      // The codec checks `viem` is a function; what it loads is checked when sign-in calls it.
      const options = request.value.options as LocalSiwxOptions
      return lazyProvider(() => import('./createLocalSiwx').then((m) => m.createLocalSiwx(deps, options)), { required: options.required === true })
    }
    const bad = badMembers(siwx, providerMethods, providerOptional)
    if (bad.length > 0) refuse('siwx', 'SiwxProvider', bad)
    return siwx as unknown as SiwxProvider
  }
  if (options.siweConfig !== undefined) {
    const siwe = options.siweConfig as Readonly<Record<string, unknown>>
    const bad = badMembers(siwe, siweMethods, siweOptional)
    if (siwe['required'] !== undefined && typeof siwe['required'] !== 'boolean') bad.push('required (boolean)')
    if (bad.length > 0) refuse('siweConfig', 'SiweConfig', bad)
    const config = siwe as unknown as SiweConfig
    // SIWE is EVM only: other chains are not signed in on.
    return lazyProvider(() => import('./fromSiweConfig').then((m) => m.fromSiweConfig(config, deps)), {
      required: config.required === true,
      supportsChain: (chainId) => chainId.startsWith('eip155:'),
    })
  }
  return undefined
}
