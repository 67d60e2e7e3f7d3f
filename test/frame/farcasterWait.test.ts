import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FARCASTER_POLL_MS, waitForFarcaster } from '../../frame/farcaster'

/**
 * The frame's side of SPEC §7 connect farcaster: its status loop against the auth service, on the
 * frame's own clock (vitest's fake timers stand in for the browser's). `answers` is what the auth
 * service says to each status question in turn; then 'pending' for ever.
 */
function authService(answers: ReadonlyArray<'pending' | 'completed'> = []) {
  const asked: number[] = []
  const api = {
    farcasterStatus: async (projectId: string, channel: string) => {
      expect([projectId, channel]).toEqual(['project', 'channel-1'])
      asked.push(Date.now())
      return answers[asked.length - 1] === 'completed'
        ? ({ state: 'completed', fid: 7, token: 't', expiresAt: 1, user: { id: 'u', email: 'farcaster:7' } } as const)
        : ({ state: 'pending' } as const)
    },
  }
  return { api, asked }
}

describe("the frame's Farcaster wait (SPEC §7 connect farcaster, §2 leaving ConnectingFarcaster)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('asks once a second until the person approved, then answers the session', async () => {
    const { api, asked } = authService(['pending', 'pending', 'completed'])
    const wait = waitForFarcaster(api, 'project', 'channel-1', new AbortController().signal)
    await vi.advanceTimersByTimeAsync(2 * FARCASTER_POLL_MS)
    await expect(wait).resolves.toEqual({ token: 't', expiresAt: 1, user: { id: 'u', email: 'farcaster:7' } })
    expect(asked).toEqual([0, 1_000, 2_000])
  })

  it("cancelled (the person left the view) between two questions: the wait ends at once with 'Request was aborted' and the service is asked nothing more", async () => {
    const { api, asked } = authService()
    const cancel = new AbortController()
    const wait = waitForFarcaster(api, 'project', 'channel-1', cancel.signal)
    const outcome = wait.then(() => 'answered', (error: Error) => error.message)
    await vi.advanceTimersByTimeAsync(2_500)
    expect(asked).toEqual([0, 1_000, 2_000])
    cancel.abort()
    // Settled without the clock moving: the pause before the next question ended with the cancel.
    await vi.advanceTimersByTimeAsync(0)
    expect(await outcome).toBe('Request was aborted')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(asked).toEqual([0, 1_000, 2_000])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('cancelled while a question is on its way: its answer is not used, even an approval, and no other question follows', async () => {
    let answer: (value: { state: 'completed'; fid: number; token: string; expiresAt: number; user: { id: string; email: string } }) => void = () => undefined
    let asked = 0
    const api = {
      farcasterStatus: () => {
        asked += 1
        return new Promise<{ state: 'completed'; fid: number; token: string; expiresAt: number; user: { id: string; email: string } }>((resolve) => (answer = resolve))
      },
    }
    const cancel = new AbortController()
    const wait = waitForFarcaster(api, 'project', 'channel-1', cancel.signal)
    cancel.abort()
    answer({ state: 'completed', fid: 7, token: 't', expiresAt: 1, user: { id: 'u', email: 'farcaster:7' } })
    await expect(wait).rejects.toThrow('Request was aborted')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(asked).toBe(1)
  })
})
