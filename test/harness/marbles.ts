import { TestScheduler } from 'rxjs/testing'
import { expect } from 'vitest'

/** A TestScheduler that compares with vitest's deep equality. Use inside `scheduler.run(...)`. */
export function createTestScheduler(): TestScheduler {
  return new TestScheduler((actual, expected) => {
    expect(actual).toEqual(expected)
  })
}
