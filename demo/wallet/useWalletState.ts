/** The wallet's state, kept current by a long poll, and the actions that change it. */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { WalletState } from './codecs'
import { act, fetchState, type WalletAction } from './walletClient'

const RETRY_MS = 1_000

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))

export interface WalletControls {
  readonly state: WalletState | undefined
  /** The action running now, if any (its buttons are disabled meanwhile). */
  readonly busy: WalletAction | undefined
  /** The last action's refusal. */
  readonly problem: string | undefined
  /** Why the state cannot be read right now (the poll retries). */
  readonly offline: string | undefined
  /** Runs an action; resolves true when the wallet accepted it. */
  run(action: WalletAction, body: Readonly<Record<string, unknown>>): Promise<boolean>
}

export function useWalletState(): WalletControls {
  const [state, setState] = useState<WalletState>()
  const [busy, setBusy] = useState<WalletAction>()
  const [problem, setProblem] = useState<string>()
  const [offline, setOffline] = useState<string>()
  const running = useRef(false)

  // An action's answer and a poll's may cross: the newer version wins.
  const accept = useCallback((next: WalletState) => setState((current) => (current && current.version > next.version ? current : next)), [])

  useEffect(() => {
    const controller = new AbortController()
    const poll = async () => {
      let version: number | undefined
      while (!controller.signal.aborted) {
        try {
          const next = await fetchState(version, controller.signal)
          version = next.version
          accept(next)
          setOffline(undefined)
        } catch (error) {
          if (controller.signal.aborted) return
          setOffline(`Cannot reach the wallet: ${messageOf(error)}`)
          version = undefined
          await new Promise((resolve) => setTimeout(resolve, RETRY_MS))
        }
      }
    }
    void poll()
    return () => controller.abort()
  }, [accept])

  const run = useCallback(
    async (action: WalletAction, body: Readonly<Record<string, unknown>>): Promise<boolean> => {
      if (running.current) return false
      running.current = true
      setBusy(action)
      setProblem(undefined)
      try {
        accept(await act(action, body))
        return true
      } catch (error) {
        setProblem(messageOf(error))
        return false
      } finally {
        running.current = false
        setBusy(undefined)
      }
    },
    [accept],
  )

  return { state, busy, problem, offline, run }
}
