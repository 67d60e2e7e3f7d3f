import * as t from 'io-ts'
import { Email } from './primitives'

/** SPEC §5: the email of a connect payload must be a valid email. */
export const ConnectEmailPayload = /* @__PURE__ */ t.type({ email: Email }, 'ConnectEmailPayload')
export type ConnectEmailPayload = t.TypeOf<typeof ConnectEmailPayload>

/** SPEC §5: the email of an update-email payload must be a valid email. */
export const UpdateEmailPayload = /* @__PURE__ */ t.type({ email: Email }, 'UpdateEmailPayload')
export type UpdateEmailPayload = t.TypeOf<typeof UpdateEmailPayload>

/** SPEC §5: the new email of a change-email payload must be a valid email. */
export const ChangeEmailPayload = /* @__PURE__ */ t.type({ email: Email }, 'ChangeEmailPayload')
export type ChangeEmailPayload = t.TypeOf<typeof ChangeEmailPayload>

/** SPEC §7 one-time-code payloads (connect otp, update email primary / secondary otp). */
export const OtpPayload = /* @__PURE__ */ t.type({ otp: t.string }, 'OtpPayload')
export type OtpPayload = t.TypeOf<typeof OtpPayload>

/** SPEC §4: email connect returns VERIFY_DEVICE, VERIFY_OTP or CONNECT. */
export const ConnectEmailResult = /* @__PURE__ */ t.type(
  { action: /* @__PURE__ */ t.keyof({ VERIFY_DEVICE: null, VERIFY_OTP: null, CONNECT: null }) },
  'ConnectEmailResult',
)
export type ConnectEmailResult = t.TypeOf<typeof ConnectEmailResult>

/** SPEC §4: email change returns VERIFY_PRIMARY_OTP or VERIFY_SECONDARY_OTP. */
export const UpdateEmailResult = /* @__PURE__ */ t.type(
  { action: /* @__PURE__ */ t.keyof({ VERIFY_PRIMARY_OTP: null, VERIFY_SECONDARY_OTP: null }) },
  'UpdateEmailResult',
)
export type UpdateEmailResult = t.TypeOf<typeof UpdateEmailResult>
