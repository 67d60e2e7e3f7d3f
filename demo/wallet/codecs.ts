/** What the wallet page and its API send each other (/wallet/api/…), decoded on both sides. */
import * as t from 'io-ts'

const RequestMode = t.keyof({ answer: null, reject: null }, 'RequestMode')

export const PairBody = t.type({ uri: t.string }, 'PairBody')
export const ProposalBody = t.type({ id: t.Int }, 'ProposalBody')
export const ChainBody = t.type({ chainId: t.Int }, 'ChainBody')
export const AccountBody = t.type({ index: t.Int }, 'AccountBody')
export const RequestModeBody = t.type({ mode: RequestMode }, 'RequestModeBody')
/** Without a topic, every session ends. */
export const DisconnectBody = t.partial({ topic: t.string }, 'DisconnectBody')

const Dapp = t.type({ name: t.string, url: t.string })

export const WalletState = t.type(
  {
    /** Grows with every change; GET state?after=<version> waits for the next one. */
    version: t.number,
    address: t.string,
    accountIndex: t.number,
    chainId: t.number,
    requestMode: RequestMode,
    chains: t.array(t.type({ chainId: t.number, name: t.string })),
    accounts: t.array(t.type({ index: t.number, address: t.string })),
    /** Session proposals waiting for Approve or Reject, oldest first. */
    proposals: t.array(t.type({ id: t.number, dapp: Dapp, chains: t.array(t.string), methods: t.array(t.string) })),
    sessions: t.array(t.type({ topic: t.string, dapp: Dapp, account: t.string, chainId: t.number })),
    /** The latest requests first. */
    requests: t.array(
      t.type({
        number: t.number,
        method: t.string,
        chainId: t.string,
        outcome: t.keyof({ answered: null, rejected: null, failed: null }),
        detail: t.string,
      }),
    ),
  },
  'WalletState',
)
export type WalletState = t.TypeOf<typeof WalletState>

/** Every refusal of the API: `{ error }` with a 4xx/5xx status. */
export const ApiProblem = t.type({ error: t.string }, 'ApiProblem')
