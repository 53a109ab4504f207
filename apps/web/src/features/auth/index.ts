/**
 * The auth feature's public surface for other features (what the app shell needs in the first
 * load is in shell.ts, re-exported here). Its pages are routed from app/router.tsx; everything
 * else in this folder is its own.
 */
import { lazy } from 'react'
import { loadSections } from '../../lib/i18n.ts'

export { sendEmailCode, sendSmsCode } from './api/codes.ts'
export { fetchMe } from './api/login.ts'
export type { PhoneReason } from './components/BindPhoneDialog.tsx'
export { PhoneInput } from './components/PhoneInput.tsx'
export { usePhoneDialog, usePhoneGate } from './hooks/use-phone-gate.tsx'
export { AuthDialog, logout } from './shell.ts'

/**
 * "Send code" with its slider captcha, for other features' forms (changing an email or phone):
 * loaded on first use with the `auth` texts it shows, so the shell's first load stays without it.
 * Render inside <Suspense>.
 */
export const SendCodeButton = lazy(async () => {
  const [{ SendCodeButton: Button }] = await Promise.all([
    import('./components/SendCodeButton.tsx'),
    loadSections('auth'),
  ])
  return { default: Button }
})
