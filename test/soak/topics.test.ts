import { describe, expect, it } from 'vitest'
import { soakTopic } from './topics'

describe('§4 relay soak: one topic per pairing', () => {
  it('gives 10,000 numbers 10,000 distinct 64-hex-character topics (the full soak uses 400)', () => {
    const topics = new Set<string>()
    let malformed = 0
    for (let n = 1; n <= 10_000; n++) {
      const topic = soakTopic(n)
      if (!/^[0-9a-f]{64}$/.test(topic)) malformed++
      topics.add(topic)
    }
    expect({ distinct: topics.size, malformed }).toEqual({ distinct: 10_000, malformed: 0 })
  })

  it('keeps the numbers whose hex starts with the pad digit apart from the short ones (0xa1 and 0x1)', () => {
    expect(soakTopic(0xa1)).not.toBe(soakTopic(0x1))
    expect(soakTopic(0xaa)).not.toBe(soakTopic(0xa))
  })
})
