import type { RegisterBody, RegisterResult } from '@kaifong/contract'
import { api } from '../../../lib/api.ts'

/** Creates the account and answers its info with the tokens of the session it starts (docs/product/api.md). */
export const registerRequest = (body: RegisterBody) =>
  api<RegisterResult>('/buyer/passport/member/register', {
    method: 'POST',
    body,
    headers: { clientType: 'PC' },
    anonymous: true,
    silent: true,
  })
