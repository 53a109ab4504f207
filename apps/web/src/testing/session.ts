/** A signed-in member for the web tests: tokens and member info as a login leaves them. */
import type { MemberInfo } from '@kaifong/contract'
import { setTokens, setUserInfo } from '../lib/session.ts'

/** A JWT-shaped access token valid for an hour, so no refresh happens during a test. */
export function accessToken(tag = 'a') {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600, sub: '1', tag }))
  return `h.${payload.replace(/=+$/, '')}.s`
}

export function signIn(id = '1', nickName = 'Mary'): MemberInfo {
  const info: MemberInfo = {
    id,
    username: nickName.toLowerCase(),
    nickName,
    face: '',
    bio: '',
    district: null,
    email: 'm@example.com',
    mobile: '',
    countryCode: '',
    phoneVerified: true,
    createTime: '2024-01-01T00:00:00+08:00',
  }
  setTokens(accessToken(), 'refresh-1')
  setUserInfo(info)
  return info
}
