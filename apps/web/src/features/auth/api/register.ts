import type { MemberInfo, RegisterBody } from '@kaifong/contract'
import { api } from '../../../lib/api.ts'

export const registerRequest = (body: RegisterBody) =>
  api<MemberInfo>('/buyer/passport/member/register', { method: 'POST', body, anonymous: true, silent: true })
