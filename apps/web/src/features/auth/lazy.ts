/** The auth dialogs other features open, each loaded on first use with the `auth` texts it shows. */
import { lazy } from 'react'
import { loadSections } from '../../lib/i18n.ts'

/** The bind-phone dialog (components/BindPhoneDialog.tsx). Render inside <Suspense>. */
export const BindPhoneDialog = lazy(async () => {
  const [{ BindPhoneDialog: Dialog }] = await Promise.all([
    import('./components/BindPhoneDialog.tsx'),
    loadSections('auth'),
  ])
  return { default: Dialog }
})
