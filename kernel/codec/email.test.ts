import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { decode } from './decode'
import {
  ChangeEmailPayload,
  ConnectEmailPayload,
  ConnectEmailResult,
  OtpPayload,
  UpdateEmailPayload,
  UpdateEmailResult,
} from './email'
import { codecProperties } from './testing/properties'
import * as arb from './testing/arbitraries'

const issuesOf = (result: ReturnType<typeof decode>) => (result.ok ? [] : result.error.issues)

const payloads = [
  ['connect', ConnectEmailPayload],
  ['update-email', UpdateEmailPayload],
  ['change-email', ChangeEmailPayload],
] as const

describe('email payloads', () => {
  for (const [kind, codec] of payloads) {
    codecProperties(`§5 ${kind} payload`, codec, fc.record({ email: arb.email }))

    it(`§5 ${kind} payload: the email must be a valid email`, () => {
      expect(decode(codec, { email: 'ada@example.org' }).ok).toBe(true)
      expect(issuesOf(decode(codec, { email: 'ada@example' }))).toEqual([{ path: 'email', message: 'Invalid email' }])
      expect(issuesOf(decode(codec, { email: 42 }))).toEqual([{ path: 'email', message: 'Expected string received number' }])
      expect(issuesOf(decode(codec, {}))).toEqual([{ path: 'email', message: 'Required' }])
    })
  }

  codecProperties('§7 otp payload', OtpPayload, fc.record({ otp: fc.stringMatching(/^\d{6}$/) }))
  codecProperties(
    '§4 email connect result',
    ConnectEmailResult,
    fc.record({ action: fc.constantFrom('VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT') }),
  )
  codecProperties(
    '§4 email change result',
    UpdateEmailResult,
    fc.record({ action: fc.constantFrom('VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP') }),
  )

  it('§4 email connect returns VERIFY_DEVICE, VERIFY_OTP or CONNECT', () => {
    expect(issuesOf(decode(ConnectEmailResult, { action: 'VERIFY_PRIMARY_OTP' }))).toEqual([
      { path: 'action', message: "Expected 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' received string" },
    ])
  })

  it('§4 email change returns VERIFY_PRIMARY_OTP or VERIFY_SECONDARY_OTP', () => {
    expect(issuesOf(decode(UpdateEmailResult, { action: 'CONNECT' }))).toEqual([
      { path: 'action', message: "Expected 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' received string" },
    ])
  })
})
