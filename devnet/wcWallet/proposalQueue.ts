/**
 * The session proposals a wallet has received and not yet answered. A script waits for the next one
 * (`take`); a person picks one by id from the list (`remove`); the SDK drops expired ones.
 */
export interface ProposalQueue<T extends { readonly id: number }> {
  /** A new proposal: handed to the oldest waiter, or kept until someone takes it. */
  push(proposal: T): void
  /** The oldest waiting proposal, or the next to arrive within `timeoutMs`. */
  take(timeoutMs: number): Promise<T>
  /** Takes the waiting proposal with this id, if there is one. */
  remove(id: number): T | undefined
  /** The waiting proposals, oldest first (not taken). */
  list(): ReadonlyArray<T>
}

export function createProposalQueue<T extends { readonly id: number }>(): ProposalQueue<T> {
  const waiting: T[] = []
  const waiters: Array<(proposal: T) => void> = []
  return {
    push: (proposal) => {
      const waiter = waiters.shift()
      if (waiter === undefined) waiting.push(proposal)
      else waiter(proposal)
    },
    take: (timeoutMs) => {
      const ready = waiting.shift()
      if (ready !== undefined) return Promise.resolve(ready)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          const index = waiters.indexOf(hand)
          if (index >= 0) waiters.splice(index, 1)
          reject(new Error(`No session proposal within ${timeoutMs} ms`))
        }, timeoutMs)
        const hand = (proposal: T) => {
          clearTimeout(timer)
          resolve(proposal)
        }
        waiters.push(hand)
      })
    },
    remove: (id) => {
      const index = waiting.findIndex((proposal) => proposal.id === id)
      return index < 0 ? undefined : waiting.splice(index, 1)[0]
    },
    list: () => [...waiting],
  }
}
