import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { decode } from './decode'
import { SmartSession, SmartSessionRevokeBody } from './smartSession'
import { codecProperties } from './testing/properties'
import * as arb from './testing/arbitraries'

const issuesOf = (result: ReturnType<typeof decode>) => (result.ok ? [] : result.error.issues)

describe('smart sessions', () => {
  codecProperties('§3 smart session revoke body', SmartSessionRevokeBody, fc.record({ pci: arb.text, signature: arb.signedMessage }))
  codecProperties('§7 smart session', SmartSession, arb.smartSession)

  it('§3 smart session revoke body: pci and signature', () => {
    expect(issuesOf(decode(SmartSessionRevokeBody, { pci: 'p' }))).toEqual([{ path: 'signature', message: 'Required' }])
  })
})
