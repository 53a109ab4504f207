import type { RegisterBody, RegisterResult } from '@kaifong/contract'
import { api } from '../../../lib/api.ts'
import { clientType } from '../lib/client-type.ts'

/** Creates the account and answers its info with the tokens of the session it starts (docs/product/api.md). */
export const registerRequest = (body: RegisterBody) =>
  api<RegisterResult>('/buyer/passport/member/register', {
    method: 'POST',
    body,
    headers: { clientType: clientType() },
    anonymous: true,
    silent: true,
  })
