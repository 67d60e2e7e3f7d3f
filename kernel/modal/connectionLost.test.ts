import { describe, it } from 'vitest'
import { createTestScheduler } from '../../test/harness/marbles'
import { connectionLost } from './connectionLost'

describe('§2 an open modal follows a lost connection', () => {
  it('§2 when the last connected namespace disconnects, the modal starts over on Connect; nothing else asks for it', () => {
    createTestScheduler().run(({ cold, expectObservable }) => {
      const status$ = cold('a-b-c-d-e-f', {
        a: { eip155: 'disconnected' as const },
        b: { eip155: 'connecting' as const },
        c: { eip155: 'connected' as const },
        d: { eip155: 'connected' as const, solana: 'connecting' as const },
        e: { eip155: 'disconnected' as const, solana: 'disconnected' as const },
        f: { eip155: 'connecting' as const },
      })
      expectObservable(connectionLost(status$)).toBe('--------x--', { x: { type: 'reset', view: 'Connect' } })
    })
  })
})
