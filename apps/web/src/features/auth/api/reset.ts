import { api } from '../../../lib/api.ts'

export const resetByEmail = (email: string, code: string) =>
  api<null>('/buyer/passport/member/resetByEmail', {
    method: 'POST',
    body: { email, code },
    anonymous: true,
    silent: true,
  })

export const resetPasswordByEmail = (email: string, password: string) =>
  api<null>('/buyer/passport/member/resetPasswordByEmail', {
    method: 'POST',
    body: { email, password },
    anonymous: true,
    silent: true,
  })
