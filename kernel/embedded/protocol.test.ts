import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { hostile } from '../codec/testing/properties'
import {
  decodeAppMessage,
  decodeFrameMessage,
  encodeAppMessage,
  encodeFrameError,
  encodeFrameSuccess,
  frameReadyMessage,
  frameRequestTypes,
  isLoginRequest,
  decodeRequestPayload,
  type FramePayloadInput,
  type FrameRequestType,
} from './protocol'

/** A valid payload for every request type (SPEC §7 field lists). */
const samplePayloads: { [K in FrameRequestType]: FramePayloadInput<K> } = {
  SWITCH_NETWORK: { chainId: 137 },
  CONNECT_EMAIL: { email: 'ada@example.com' },
  CONNECT_DEVICE: undefined,
  CONNECT_OTP: { otp: '123456' },
  CONNECT_SOCIAL: { uri: 'https://auth.example/cb?code=1', preferredAccountType: 'smartAccount' },
  GET_SOCIAL_REDIRECT_URI: { provider: 'github' },
  GET_FARCASTER_URI: undefined,
  CONNECT_FARCASTER: undefined,
  GET_USER: { chainId: 'eip155:1', preferredAccountType: 'eoa', socialUri: 'https://auth.example/cb' },
  IS_CONNECTED: { token: 't0k3n' },
  GET_CHAIN_ID: undefined,
  SIGN_OUT: undefined,
  RPC_REQUEST: { method: 'personal_sign', params: ['0x68', '0x1'] },
  UPDATE_EMAIL: { email: 'new@example.com' },
  UPDATE_EMAIL_PRIMARY_OTP: { otp: '111111' },
  UPDATE_EMAIL_SECONDARY_OTP: { otp: '222222' },
  SYNC_THEME: { themeMode: 'light', themeVariables: { '--airlock-accent': '#00f' } },
  SYNC_DAPP_DATA: {
    metadata: { name: 'Demo', description: 'A dapp', url: 'https://demo.example', icons: ['https://demo.example/i.png'] },
    sdkVersion: '0.1.0',
    sdkType: 'airlock',
    projectId: 'p1',
  },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: undefined,
  INIT_SMART_ACCOUNT: undefined,
  SET_PREFERRED_ACCOUNT: { type: 'smartAccount' },
  RELOAD: undefined,
}

describe('embedded frame protocol (SPEC §7 "Embedded frame")', () => {
  it('§7 frame protocol: every SPEC request type has a wire name, a success and an error answer', () => {
    expect(frameRequestTypes).toMatchInlineSnapshot(`
      [
        "SWITCH_NETWORK",
        "CONNECT_EMAIL",
        "CONNECT_DEVICE",
        "CONNECT_OTP",
        "CONNECT_SOCIAL",
        "GET_SOCIAL_REDIRECT_URI",
        "GET_FARCASTER_URI",
        "CONNECT_FARCASTER",
        "GET_USER",
        "IS_CONNECTED",
        "GET_CHAIN_ID",
        "SIGN_OUT",
        "RPC_REQUEST",
        "UPDATE_EMAIL",
        "UPDATE_EMAIL_PRIMARY_OTP",
        "UPDATE_EMAIL_SECONDARY_OTP",
        "SYNC_THEME",
        "SYNC_DAPP_DATA",
        "GET_SMART_ACCOUNT_ENABLED_NETWORKS",
        "INIT_SMART_ACCOUNT",
        "SET_PREFERRED_ACCOUNT",
        "RELOAD",
      ]
    `)
    expect(encodeAppMessage('CONNECT_EMAIL', 'r1', decodeOk('CONNECT_EMAIL'))).toEqual({
      type: '@airlock-app/CONNECT_EMAIL',
      id: 'r1',
      version: 4,
      payload: { email: 'ada@example.com' },
    })
    expect(encodeFrameSuccess('CONNECT_EMAIL', 'r1', { action: 'CONNECT' })).toEqual({
      type: '@airlock-frame/CONNECT_EMAIL_SUCCESS',
      id: 'r1',
      version: 4,
      payload: { action: 'CONNECT' },
    })
    expect(encodeFrameError('CONNECT_EMAIL', 'r1', { message: 'no' })).toEqual({
      type: '@airlock-frame/CONNECT_EMAIL_ERROR',
      id: 'r1',
      version: 4,
      payload: { message: 'no' },
    })
    expect(frameReadyMessage()).toEqual({ type: '@airlock-frame/READY', version: 4 })
  })

  it('§9 login-type requests: connect email / otp / device / social / farcaster and get user, nothing else', () => {
    expect(frameRequestTypes.filter(isLoginRequest).sort()).toEqual(
      ['CONNECT_DEVICE', 'CONNECT_EMAIL', 'CONNECT_FARCASTER', 'CONNECT_OTP', 'CONNECT_SOCIAL', 'GET_USER'].sort(),
    )
  })

  it('§7 protocol version 4 on every message, both ways, for every request type', () => {
    for (const type of frameRequestTypes) {
      expect(encodeAppMessage(type, 'x', decodeOk(type)).version).toBe(4)
      expect(encodeFrameSuccess(type, 'x', undefined as never).version).toBe(4)
      expect(encodeFrameError(type, 'x', { message: 'm' }).version).toBe(4)
    }
  })

  it('§7 frame protocol: a request posted by the page decodes on the frame side to the same type, id and payload', () => {
    for (const type of frameRequestTypes) {
      const decoded = decodeAppMessage(encodeAppMessage(type, `id-${type}`, decodeOk(type)))
      expect(decoded, type).toEqual({ ok: true, value: { type, id: `id-${type}`, payload: samplePayloads[type] } })
    }
  })

  it('§7 frame protocol: requests without a payload carry no payload key', () => {
    expect(encodeAppMessage('SIGN_OUT', 'r', undefined)).toEqual({ type: '@airlock-app/SIGN_OUT', id: 'r', version: 4 })
  })

  it('§7 frame answers: success and error answers decode with their request type and id', () => {
    expect(decodeFrameMessage(encodeFrameSuccess('GET_CHAIN_ID', 'r9', { chainId: 1 }))).toEqual({
      ok: true,
      value: { kind: 'success', request: 'GET_CHAIN_ID', id: 'r9', payload: { chainId: 1 } },
    })
    expect(decodeFrameMessage(encodeFrameError('SIGN_OUT', 'r8', { message: 'x', code: 1 }))).toEqual({
      ok: true,
      value: { kind: 'error', request: 'SIGN_OUT', id: 'r8', payload: { message: 'x', code: 1 } },
    })
    expect(decodeFrameMessage(frameReadyMessage())).toEqual({ ok: true, value: { kind: 'ready' } })
  })

  it('§7 frame answers: other versions, unknown types, requests echoed back and missing ids are refused', () => {
    const refused = [
      { type: '@airlock-frame/READY', version: 3 },
      { type: '@airlock-frame/READY' },
      { type: '@airlock-frame/GET_CHAIN_ID_SUCCESS', version: 4 },
      { type: '@airlock-frame/GET_CHAIN_ID_SUCCESS', version: 4, id: '' },
      { type: '@airlock-frame/NOT_A_THING_SUCCESS', version: 4, id: 'r' },
      { type: '@airlock-app/GET_CHAIN_ID', version: 4, id: 'r' },
      { type: 7, version: 4 },
      'READY',
      null,
    ]
    for (const message of refused) expect(decodeFrameMessage(message).ok, JSON.stringify(message)).toBe(false)
  })

  it('§5 payloads: emails in connect and update-email payloads must be valid; social provider and account type are checked', () => {
    expect(decodeRequestPayload('CONNECT_EMAIL', { email: 'nope' })).toMatchObject({ ok: false, error: { shortMessage: 'Invalid email' } })
    expect(decodeRequestPayload('UPDATE_EMAIL', { email: 'a b@c.d' })).toMatchObject({ ok: false, error: { shortMessage: 'Invalid email' } })
    expect(decodeRequestPayload('GET_SOCIAL_REDIRECT_URI', { provider: 'myspace' }).ok).toBe(false)
    expect(decodeRequestPayload('SET_PREFERRED_ACCOUNT', { type: 'payment' }).ok).toBe(false)
    expect(decodeRequestPayload('SYNC_THEME', { themeMode: 'sepia' }).ok).toBe(false)
  })

  it('§7 frame messages: any input, however hostile, decodes without throwing', () => {
    fc.assert(
      fc.property(hostile, (input) => {
        const frame = decodeFrameMessage(input)
        const app = decodeAppMessage(input)
        if (!frame.ok) expect(frame.error.shortMessage).not.toBe('')
        if (!app.ok) expect(app.error.shortMessage).not.toBe('')
      }),
    )
  })
})

function decodeOk<K extends FrameRequestType>(type: K) {
  const decoded = decodeRequestPayload(type, samplePayloads[type])
  if (!decoded.ok) throw decoded.error
  return decoded.value
}
