/** The login / register / recovery dialog, opened from anywhere through lib/ui (docs/product/screens.md, states-and-notices.md). */
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { Modal } from '../../../components/Modal.tsx'
import { authDialog, closeAuth, openAuth, toast, useAuthDialog } from '../../../lib/ui.ts'
import { LoginForm } from './LoginForm.tsx'
import { RecoverForm } from './RecoverForm.tsx'
import { RegisterForm } from './RegisterForm.tsx'

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
    recover: t('recover.title'),
  }
  const loggedIn = () => {
    const target = authDialog.get().rePath
    closeAuth()
    toast(t('auth.loginSuccess'), 'success')
    // docs/product/states-and-notices.md reloads the page after login; refetching every query gives the same fresh state.
    void queryClient.invalidateQueries()
    if (target) void navigate(target, { replace: true })
  }

  return (
    <Modal open={state.open} title={titles[state.mode]} onClose={closeAuth} testId="auth-dialog">
      {state.mode === 'login' && (
        <LoginForm
          key={prefill}
          defaultUsername={prefill}
          onDone={loggedIn}
          onRegister={() => openAuth('register', state.rePath)}
          onForgot={() => openAuth('recover', state.rePath)}
        />
      )}
      {state.mode === 'register' && (
        <RegisterForm
          invitationCode={params.get('inviteCode') ?? ''}
          onDone={(username) => {
            setPrefill(username)
            openAuth('login', state.rePath)
          }}
          onLogin={() => openAuth('login', state.rePath)}
        />
      )}
      {state.mode === 'recover' && (
        <RecoverForm
          onDone={(email) => {
            setPrefill(email)
            openAuth('login', state.rePath)
          }}
        />
      )}
    </Modal>
  )
}
