import { describe, expect, it } from 'vitest'
import { ApiError } from './admin-api.ts'
import { formError, localizedErrors } from './forms.ts'

describe('server errors on the console forms', () => {
  const refused = new ApiError(400, 4000, 'Check the form', [
    { field: 'title.en', message: 'Too long' },
    { field: 'title', message: 'Fill in every language' },
  ])

  it('puts each language its own message, the whole field under the first, and "required" where empty', () => {
    expect(localizedErrors(refused, 'title', ['zh-Hans'], 'Required')).toEqual({
      'zh-Hant': 'Fill in every language',
      'zh-Hans': 'Required',
      en: 'Too long',
    })
  })

  it('keeps the form-level alert for what no field shows', () => {
    expect(formError(refused, ['title', 'title.en'])).toBeNull()
    expect(formError(refused, ['title'])).toBe('Check the form')
    expect(formError(new ApiError(400, 60201, 'Not enough coins'))).toBe('Not enough coins')
    expect(formError(null)).toBeNull()
  })
})
