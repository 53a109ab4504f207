/**
 * The console's gate (docs/admin.md, "Roles and sign-in"): without an operator session in this
 * tab the sign-in page opens, keeping the address to come back to; with one, the operator
 * (`/passport/me`) is given to the pages below. `RequireRight` shows a page only to operators
 * with its right. The server refuses the same requests on its own; this only spares the trip.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation } from 'react-router'
import { OperatorContext, useCan } from '../lib/operator.ts'
import { useAdminSignedIn, useMe, useSignOut } from '../lib/passport.ts'
import { adminPaths } from '../lib/paths.ts'
import type { AdminRight } from '../lib/types.ts'
import { AdminError, AdminForbidden, AdminLoading } from './AdminStates.tsx'

export function AdminGuard({ children }: { children: ReactNode }) {
  const signedIn = useAdminSignedIn()
  const location = useLocation()
  const me = useMe(signedIn)
  const signOut = useSignOut()
  const { t } = useTranslation()
  if (!signedIn) {
    const next = encodeURIComponent(location.pathname + location.search)
    return <Navigate to={`${adminPaths.login}?next=${next}`} replace />
  }
  if (me.isPending) return <AdminLoading />
  // A refusal here (a demoted or banned operator) leaves no frame to sign out from: offer it here.
  if (me.isError)
    return (
      <div className="adm-signin">
        <AdminError error={me.error} onRetry={() => void me.refetch()} />
        <button type="button" className="adm-btn adm-btn-ghost" onClick={() => void signOut()}>
          {t('admin.frame.signOut')}
        </button>
      </div>
    )
  return <OperatorContext.Provider value={me.data}>{children}</OperatorContext.Provider>
}

export function RequireRight({ right, children }: { right: AdminRight; children: ReactNode }) {
  return useCan(right) ? children : <AdminForbidden />
}
