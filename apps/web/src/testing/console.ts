/**
 * The operator's console in the web tests (features/admin and the console's areas,
 * features/console-*): an operator's session in this tab, `/passport/me` answers for each role,
 * and pages of rows.
 */
import { ADMIN_RIGHTS, type AdminMe } from '@kaifong/contract/admin'
import { fakeApi, ok } from './fake-api.ts'
import { accessToken } from './session.ts'

export const MODERATOR_RIGHTS = ['dashboard', 'reports', 'members.view', 'members.ban']

export function operatorOf(role: AdminMe['role'] = 'ADMIN', rights?: string[]): AdminMe {
  return {
    id: '9',
    username: role === 'ADMIN' ? 'boss' : 'mod',
    nickName: role === 'ADMIN' ? 'Boss' : 'Mod',
    role,
    rights: rights ?? (role === 'ADMIN' ? [...ADMIN_RIGHTS] : MODERATOR_RIGHTS),
  }
}

/**
 * Tokens as the sign-in leaves them (valid for an hour: no refresh during a test), in the tab's
 * storage under the console's own key (features/admin/lib/admin-api.ts), where the console reads them.
 */
export function signInOperator() {
  const tokens = { accessToken: accessToken('admin'), refreshToken: 'admin-refresh-token-1' }
  sessionStorage.setItem('kaifong.admin', JSON.stringify(tokens))
}

export const pageOf = <T>(records: T[], current = 1, pages = 1) => ({
  records,
  total: records.length,
  size: 20,
  current,
  pages,
})

/** The console shell's own calls (who is signed in, an empty dashboard, reports and audit pages, sign-out), plus `extra`. */
export function consoleShellApi(me: AdminMe, extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /admin/api/passport/me': ok(me),
    'GET /admin/api/dashboard': ok({
      totals: {
        members: 0,
        liveListings: 0,
        reportsPending: 0,
        coinsIssued: 0,
        coinsSpent: 0,
        orders: 0,
        paidOrders: 0,
        gmv: '0.00',
      },
      series: [],
    }),
    'GET /admin/api/reports': ok(pageOf([])),
    'GET /admin/api/audit': ok(pageOf([])),
    'POST /admin/api/passport/logout': ok(null),
    ...extra,
  })
}
