import { ErrorCode } from '@kaifong/contract'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './api.ts'
import { applyServerErrors } from './form-errors.ts'

describe('applyServerErrors', () => {
  it('puts field errors from the server on their fields', () => {
    const setError = vi.fn()
    const err = new ApiError(400, ErrorCode.PARAM_ERROR, 'bad', [{ field: 'username', message: 'taken' }])
    expect(applyServerErrors(err, setError, ['username', 'code'])).toBeNull()
    expect(setError).toHaveBeenCalledWith('username', { type: 'server', message: 'taken' })
  })

  it('puts a wrong or expired code under the code field', () => {
    const setError = vi.fn()
    const err = new ApiError(400, ErrorCode.CODE_WRONG, 'Wrong verification code')
    expect(applyServerErrors(err, setError, ['email', 'code'])).toBeNull()
    expect(setError).toHaveBeenCalledWith(
      'code',
      { type: 'server', message: 'Wrong verification code' },
      { shouldFocus: true },
    )
  })

  it('returns the message when the form has no field for it', () => {
    const setError = vi.fn()
    const err = new ApiError(400, ErrorCode.CODE_WRONG, 'Wrong verification code')
    expect(applyServerErrors(err, setError, ['password'])).toBe('Wrong verification code')
    expect(setError).not.toHaveBeenCalled()
  })
})
