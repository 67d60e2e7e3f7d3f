import * as t from 'io-ts'
import { EvmAddress } from '../index'

/*
 * SPEC §7 sessions rows and the ERC-7715 wallet answer, as the API and wallets send them. Only what
 * the kernel reads is checked.
 */

const HexData = /* @__PURE__ */ t.refinement(t.string, (s) => /^0x[0-9a-fA-F]*$/.test(s), 'Hex')
const Units = /* @__PURE__ */ t.refinement(t.string, (s) => /^\d{1,78}$/.test(s), 'Units')

/** GET /v1/sessions/{address}: one permission the account granted, newest first. */
export const SessionRow = /* @__PURE__ */ t.type(
  {
    /** ERC-7715 permissionsContext: what revoke takes. */
    pci: HexData,
    /** CAIP-2. */
    chainId: t.string,
    id: Units,
    signer: EvmAddress,
    token: /* @__PURE__ */ t.union([EvmAddress, t.null]),
    symbol: t.string,
    decimals: t.number,
    limit: Units,
    spent: Units,
    /** Seconds since the epoch. */
    expiry: t.number,
    status: /* @__PURE__ */ t.keyof({ active: null, revoked: null, expired: null }),
  },
  'SessionRow',
)
export type SessionRow = t.TypeOf<typeof SessionRow>

export const SessionsResponse = /* @__PURE__ */ t.type({ sessions: /* @__PURE__ */ t.array(SessionRow) }, 'SessionsResponse')

/** wallet_grantPermissions (ERC-7715): what the kernel keeps of the wallet's answer. */
export const GrantPermissionsAnswer = /* @__PURE__ */ t.type(
  { permissionsContext: HexData, expiry: t.number, grantedPermissions: /* @__PURE__ */ t.array(t.UnknownRecord) },
  'GrantPermissionsResult',
)

/** eth_signTypedData_v4: the signature. */
export const SignatureAnswer = HexData
