import type { BindMobileBody, MemberInfo } from '@kaifong/contract'
import { api } from '../../../lib/api.ts'
import { setUserInfo } from '../../../lib/session.ts'

export async function bindMobile(body: BindMobileBody): Promise<MemberInfo> {
  const me = await api<MemberInfo>('/buyer/passport/member/bindMobile', {
    method: 'POST',
    body,
    silent: true,
  })
  setUserInfo(me)
  return me
}
