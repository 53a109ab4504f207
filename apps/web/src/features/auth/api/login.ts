import type { LoginBody, MemberInfo, TokenPair } from '@kaifong/contract'
import { api } from '../../../lib/api.ts'
import { setTokens, setUserInfo } from '../../../lib/session.ts'
import { clientType } from '../lib/client-type.ts'

export const loginRequest = (body: LoginBody) =>
  api<TokenPair>('/buyer/passport/member/userLogin', {
    method: 'POST',
    body,
    headers: { clientType: clientType() },
    anonymous: true,
    silent: true,
  })

export const fetchMe = () => api<MemberInfo>('/buyer/passport/member')

/**
 * Stores the tokens, then the member's info (docs/product/states-and-notices.md: login stores tokens, fetches user
 * info); registering already has the info in its answer, so it is not fetched again.
 */
export async function completeLogin(tokens: TokenPair, known?: MemberInfo): Promise<MemberInfo> {
  setTokens(tokens.accessToken, tokens.refreshToken)
  const me = known ?? (await fetchMe())
  setUserInfo(me)
  return me
}
