/**
 * Helpers of the console's web tests: an operator's session in this tab, `/passport/me` answers
 * for each role, pages of rows, and the console rendered at an address.
 */
import { accessToken } from '../../../testing/session.ts'
import { setAdminTokens } from './admin-api.ts'
import { ADMIN_RIGHTS, type Operator } from './types.ts'

export const MODERATOR_RIGHTS = ['dashboard', 'reports', 'members.view', 'members.ban']

export function operatorOf(role: Operator['role'] = 'ADMIN', rights?: string[]): Operator {
  return {
    id: '9',
    username: role === 'ADMIN' ? 'boss' : 'mod',
    nickName: role === 'ADMIN' ? 'Boss' : 'Mod',
    role,
    rights: rights ?? (role === 'ADMIN' ? [...ADMIN_RIGHTS] : MODERATOR_RIGHTS),
  }
}

/** Tokens as the sign-in leaves them (valid for an hour: no refresh during a test). */
export function signInOperator() {
  setAdminTokens({ accessToken: accessToken('admin'), refreshToken: 'admin-refresh-token-1' })
}

export const pageOf = <T,>(records: T[], current = 1, pages = 1) => ({
  records,
  total: records.length,
  size: 20,
  current,
  pages,
})
