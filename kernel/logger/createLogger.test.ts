import { describe, expect, it } from 'vitest'
import { createLogger, type LogSink } from './createLogger'
import { LOG_BUFFER_MAX_BYTES } from './constants'
import { createTestScheduler } from '../../test/harness/marbles'

function recordingSink() {
  const calls: Array<[string, unknown[]]> = []
  const at =
    (level: string) =>
    (message: string, ...detail: unknown[]) =>
      void calls.push([level, [message, ...detail]])
  const sink: LogSink = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') }
  return { sink, calls }
}

describe('logger (SPEC §9)', () => {
  it('§9 default log level error: lower levels are neither forwarded nor buffered', () => {
    const { sink, calls } = recordingSink()
    const logger = createLogger({ sink })
    logger.debug('d')
    logger.info('i')
    logger.warn('w')
    logger.error('boom', { code: 1 })
    expect(logger.level()).toBe('error')
    expect(calls).toEqual([['error', ['boom', { code: 1 }]]])
    expect(logger.lines().map((l) => JSON.parse(l) as unknown)).toEqual([
      { time: 0, level: 'error', message: 'boom', detail: { code: 1 } },
    ])
  })

  it('§9 log level: lowering the level lets debug lines through; silent stops all', () => {
    const { sink, calls } = recordingSink()
    const logger = createLogger({ sink })
    logger.setLevel('debug')
    logger.debug('d')
    logger.setLevel('silent')
    logger.error('e')
    expect(calls).toEqual([['debug', ['d']]])
  })

  it('§9 logger buffer 1,024,000 bytes: the oldest lines are dropped first', () => {
    const logger = createLogger({ level: 'info' })
    const message = 'x'.repeat(1000)
    for (let i = 0; i < 1100; i++) logger.info(message, i)
    const lines = logger.lines()
    const bytes = lines.reduce((sum, line) => sum + new TextEncoder().encode(line).byteLength, 0)
    expect(LOG_BUFFER_MAX_BYTES).toBe(1_024_000)
    expect(bytes).toBe(logger.bufferedBytes())
    expect(bytes).toBeLessThanOrEqual(1_024_000)
    // One more line would not have fitted.
    expect(bytes + new TextEncoder().encode(lines[0]!).byteLength).toBeGreaterThan(1_024_000)
    expect((JSON.parse(lines[lines.length - 1]!) as { detail: number }).detail).toBe(1099)
    expect((JSON.parse(lines[0]!) as { detail: number }).detail).toBe(1100 - lines.length)
  })

  it('timestamps come from the scheduler; errors, bigints and cycles serialise', () => {
    const ts = createTestScheduler()
    ts.run(() => {
      const logger = createLogger({ scheduler: ts })
      const cycle: Record<string, unknown> = { n: 1n }
      cycle['self'] = cycle
      ts.schedule(() => logger.error('failed', { error: new TypeError('fetch failed'), cycle }), 5)
      ts.schedule(() => {
        const entry = JSON.parse(logger.lines()[0]!) as {
          time: number
          detail: { error: { name: string; message: string }; cycle: { n: string; self: string } }
        }
        expect(entry.time).toBe(5)
        expect(entry.detail.error).toMatchObject({ name: 'TypeError', message: 'fetch failed' })
        expect(entry.detail.cycle).toEqual({ n: '1', self: '[Circular]' })
      }, 6)
    })
  })

  it('a throwing sink does not break the caller', () => {
    const logger = createLogger({
      sink: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => { throw new Error('x') } },
    })
    expect(() => logger.error('still fine')).not.toThrow()
    expect(logger.lines()).toHaveLength(1)
  })
})
