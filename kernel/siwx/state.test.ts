import { describe, expect, it } from 'vitest'
import type { CaipNetworkId } from '../codec/primitives'
import type { SiwxSession } from '../codec/siwx'
import type { SiwxAccount } from './provider'
import { initialSiwxState, reduceSiwx, type SiwxCommand, type SiwxState } from './state'

const alice: SiwxAccount = { namespace: 'eip155', address: '0xA11CE', chainId: 'eip155:1' as CaipNetworkId }
const session: SiwxSession = {
  data: { chainId: alice.chainId, accountAddress: alice.address, nonce: 'abcdefgh', domain: 'd', uri: 'https://d', version: '1' },
  message: 'm',
  signature: '0x01',
}
const run = (commands: ReadonlyArray<SiwxCommand>, state: SiwxState = initialSiwxState(true)): SiwxState =>
  commands.reduce(reduceSiwx, state)
const connected = (required: boolean): SiwxCommand => ({ type: 'accountChanged', account: alice, supported: true, required })

describe('siwx state', () => {
  it('§4 closing: required sign-in blocks closing from the moment the account connects', () => {
    expect(run([connected(true)])).toMatchObject({ status: 'checking', signInPending: true })
    expect(run([connected(false)])).toMatchObject({ status: 'checking', signInPending: false })
  })

  it('§4 closing: required sign-in stops blocking once a session exists or the account is gone', () => {
    const pending = run([connected(true), { type: 'sessionsChecked', account: alice, sessions: [], required: true }])
    expect(pending).toMatchObject({ status: 'pending', signInPending: true })
    expect(run([{ type: 'requestSignature' }, { type: 'signed', account: alice, session }], pending)).toMatchObject({
      status: 'signedIn',
      signInPending: false,
    })
    expect(run([{ type: 'accountChanged', account: undefined, supported: true, required: false }], pending)).toMatchObject({
      status: 'idle',
      signInPending: false,
    })
  })

  it('§4 sign-in flow: a session found after an optional cancel still signs the account in', () => {
    const state = run([connected(false), { type: 'cancel' }, { type: 'sessionsChecked', account: alice, sessions: [session], required: false }])
    expect(state).toMatchObject({ status: 'signedIn', session })
  })

  it('§4 sign-in flow: a check for an account no longer active is ignored', () => {
    const bob: SiwxAccount = { ...alice, address: '0xB0B' }
    const state = run([connected(false), { type: 'sessionsChecked', account: bob, sessions: [session], required: false }])
    expect(state.status).toBe('checking')
  })

  it("§8 'SIWX is not enabled': without a provider nothing changes state", () => {
    const state = run([connected(true), { type: 'requestSignature' }], initialSiwxState(false))
    expect(state).toEqual(initialSiwxState(false))
  })
})
