import { describe, expect, it } from 'vitest'
import { createLogBuffer } from './logBuffer'

describe('log buffer (SPEC §9 logger buffer)', () => {
  it('§9 logger buffer: the oldest lines are dropped first once the byte cap is passed', () => {
    const buffer = createLogBuffer(10)
    buffer.push('aaaa')
    buffer.push('bbbb')
    expect(buffer.lines()).toEqual(['aaaa', 'bbbb'])
    buffer.push('cc')
    expect([buffer.lines(), buffer.bytes()]).toEqual([['aaaa', 'bbbb', 'cc'], 10])
    buffer.push('d')
    expect([buffer.lines(), buffer.bytes()]).toEqual([['bbbb', 'cc', 'd'], 7])
  })

  it('§9 logger buffer counts UTF-8 bytes, not characters', () => {
    const buffer = createLogBuffer(8)
    buffer.push('€€') // 6 bytes
    buffer.push('ab')
    expect(buffer.bytes()).toBe(8)
    buffer.push('c')
    expect(buffer.lines()).toEqual(['ab', 'c'])
  })

  it('§9 logger buffer: a line larger than the whole cap is not kept', () => {
    const buffer = createLogBuffer(4)
    buffer.push('ab')
    buffer.push('abcde')
    expect(buffer.lines()).toEqual(['ab'])
  })

  it('keeps exactly the newest lines that fit across many pushes', () => {
    const buffer = createLogBuffer(1000)
    for (let i = 0; i < 5000; i++) buffer.push(String(i).padStart(10, '0'))
    expect(buffer.lines()).toHaveLength(100)
    expect(buffer.lines()[0]).toBe('0000004900')
    expect(buffer.bytes()).toBe(1000)
  })
})
