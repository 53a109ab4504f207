/**
 * The login / register / recovery dialog, opened from anywhere through lib/ui (docs/product/screens.md,
 * states-and-notices.md). A line at the top says why it opened; signing up logs the new member in
 * as a login does; what the visitor asked for before (a favourite) is done once they are in.
 */
import { useQueryClient } from '@tanstack/react-query'
import { type ComponentProps, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { Modal } from '../../../components/Modal.tsx'
import { authDialog, closeAuth, switchAuth, toast, useAuthDialog } from '../../../lib/ui.ts'
import { favouriteAfterLogin } from '../../goods/index.ts'
import { useSite } from '../../site/index.ts'
import { LoginForm } from './LoginForm.tsx'
import { RecoverForm } from './RecoverForm.tsx'
import { RegisterForm } from './RegisterForm.tsx'

/** The register form with the site's welcome coins (asked for only when the form shows). */
function Register(props: Omit<ComponentProps<typeof RegisterForm>, 'welcomeCoins'>) {
  const site = useSite()
  return <RegisterForm {...props} welcomeCoins={site.data?.welcomeCoins} />
}

export function AuthDialog() {
  const { t } = useTranslation()
  const state = useAuthDialog()
  const [prefill, setPrefill] = useState('')
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [params] = useSearchParams()

  const titles = {
    login: t('auth.loginTitle'),
    register: t('auth.registerTitle'),
    recover: t('auth.recover.title'),
  }
  const loggedIn = (message: string) => {
    const { rePath: target, pending } = authDialog.get()
    closeAuth()
    toast(message, 'success')
    void (async () => {
      if (pending?.kind === 'favourite') await favouriteAfterLogin(queryClient, pending.goodsId)
      // docs/product/states-and-notices.md reloads the page after login; refetching every query gives the same
      // fresh state (after the pending favourite, so the heart comes back filled).
      await queryClient.invalidateQueries()
    })()
    if (target) void navigate(target, { replace: true })
  }
  const reason = state.reason && state.mode !== 'recover' ? t(`auth.reason.${state.reason}`) : null

  return (
    <Modal
      open={state.open}
      title={titles[state.mode]}
      description={reason}
      onClose={closeAuth}
      testId="auth-dialog"
    >
      {state.mode === 'login' && (
        <LoginForm
          key={prefill}
          defaultUsername={prefill}
          onDone={() => loggedIn(t('auth.loginSuccess'))}
          onRegister={() => switchAuth('register')}
          onForgot={() => switchAuth('recover')}
        />
      )}
      {state.mode === 'register' && (
        <Register
          invitationCode={params.get('inviteCode') ?? ''}
          onDone={() => loggedIn(t('auth.registerSuccess'))}
          onLogin={() => switchAuth('login')}
        />
      )}
      {state.mode === 'recover' && (
        <RecoverForm
          onDone={(email) => {
            setPrefill(email)
            switchAuth('login')
          }}
        />
      )}
    </Modal>
  )
}
