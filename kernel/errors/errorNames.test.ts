import { describe, expect, expectTypeOf, it } from 'vitest'
import { AirlockError, isAirlockError, messageOf, type AirlockErrorType, type WalletErrorType } from './AirlockError'

describe('errors (DESIGN §3: one base class with a literal name, shortMessage, cause, category)', () => {
  it('each category has a literal name a caller can narrow on, as viem names its errors', () => {
    const rejected = new AirlockError('User rejected the request.', { category: 'user', code: 4001 })
    expect(rejected.name).toBe('UserRejectedRequestError')
    expectTypeOf(rejected.name).toEqualTypeOf<'UserRejectedRequestError'>()
    expect(new AirlockError('Chain is not supported', { category: 'wallet' }).name).toBe('WalletError')
    expect(new AirlockError('x', { category: 'options' }).name).toBe('OptionsError')
    expect(new AirlockError('x', { category: 'validation' }).name).toBe('ValidationError')
    expect(new AirlockError('x', { category: 'http' }).name).toBe('HttpError')
    expect(new AirlockError('x').name).toBe('InternalError')

    const describe = (error: AirlockErrorType): string => {
      switch (error.name) {
        case 'UserRejectedRequestError':
          expectTypeOf(error.category).toEqualTypeOf<'user'>()
          return 'declined'
        case 'WalletError':
          expectTypeOf(error).toEqualTypeOf<WalletErrorType>()
          return `wallet ${error.code ?? ''}`
        default:
          return error.shortMessage
      }
    }
    expect(describe(rejected)).toBe('declined')
  })

  it('an error from another copy of the kernel (another bundle on the page) is recognised by its shape, not instanceof', () => {
    // What a second copy of AirlockError throws: same fields, another class.
    class OtherCopy extends Error {
      override readonly name = 'WalletError'
      readonly shortMessage = 'Chain is not supported'
      readonly category = 'wallet'
      readonly code = 4902
    }
    const foreign: unknown = new OtherCopy('Chain is not supported')
    expect(foreign instanceof AirlockError).toBe(false)
    expect(isAirlockError(foreign)).toBe(true)
    expect(messageOf(foreign)).toBe('Chain is not supported')
    expect(isAirlockError(new Error('plain'))).toBe(false)
    expect(isAirlockError({ name: 'WalletError' })).toBe(false)
  })
})
