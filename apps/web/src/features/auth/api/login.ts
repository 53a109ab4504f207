import type { LoginBody, MemberInfo, TokenPair } from '@kaifong/contract'
import { api } from '../../../lib/api.ts'
import { setTokens, setUserInfo } from '../../../lib/session.ts'

export const loginRequest = (body: LoginBody) =>
  api<TokenPair>('/buyer/passport/member/userLogin', {
    method: 'POST',
    body,
    headers: { clientType: 'PC' },
    anonymous: true,
    silent: true,
  })

export const fetchMe = () => api<MemberInfo>('/buyer/passport/member')

/** Stores the tokens, then the member's info (docs/product/states-and-notices.md: login stores tokens, fetches user info). */
export async function completeLogin(tokens: TokenPair): Promise<MemberInfo> {
  setTokens(tokens.accessToken, tokens.refreshToken)
  const me = await fetchMe()
  setUserInfo(me)
  return me
}
