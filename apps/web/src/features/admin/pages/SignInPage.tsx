/**
 * The console's sign-in (docs/admin.md, "Roles and sign-in"): username and password, then the
 * second factor. With no confirmed authenticator yet, the operator scans the QR code (or types
 * the secret), confirms with a first code and is shown the ten recovery codes once; otherwise a
 * 6-digit code or a recovery code. The server's refusals show under the field they are about.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate, useSearchParams } from 'react-router'
import { AdminLanguage } from '../components/AdminLanguage.tsx'
import { PasswordStep } from '../components/PasswordStep.tsx'
import { RecoveryCodes } from '../components/RecoveryCodes.tsx'
import { SetupStep } from '../components/SetupStep.tsx'
import { VerifyStep } from '../components/VerifyStep.tsx'
import { setAdminTokens } from '../lib/admin-api.ts'
import { useAdminSignedIn } from '../lib/passport.ts'
import { safeNext } from '../lib/paths.ts'
import { useAdminTitle } from '../lib/title.ts'
import type { LoginStep, SetupResult, TokenPair } from '../lib/types.ts'

type Step =
  | { name: 'password' }
  | { name: 'setup'; login: Extract<LoginStep, { step: 'SETUP' }> }
  | { name: 'codes'; result: SetupResult }
  | { name: 'verify'; challenge: string }

export default function SignInPage() {
  const { t } = useTranslation()
  const signedIn = useAdminSignedIn()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const next = safeNext(params.get('next'))
  const [step, setStep] = useState<Step>({ name: 'password' })
  useAdminTitle(t('admin.signIn.title'))

  const enter = (tokens: TokenPair) => {
    setAdminTokens(tokens)
    void navigate(next, { replace: true })
  }
  const restart = () => setStep({ name: 'password' })

  if (signedIn && step.name === 'password') return <Navigate to={next} replace />
  return (
    <div className="adm-signin" data-testid="admin-signin">
      <div className="adm-signin-top">
        <span className="adm-brand">{t('admin.title')}</span>
        <AdminLanguage />
      </div>
      <main className="adm-signin-card">
        {step.name === 'password' && (
          <PasswordStep
            onDone={(answer) =>
              setStep(
                answer.step === 'SETUP'
                  ? { name: 'setup', login: answer }
                  : { name: 'verify', challenge: answer.challenge },
              )
            }
          />
        )}
        {step.name === 'setup' && (
          <SetupStep
            login={step.login}
            onDone={(result) => setStep({ name: 'codes', result })}
            onRestart={restart}
          />
        )}
        {step.name === 'codes' && (
          <RecoveryCodes codes={step.result.recoveryCodes} onDone={() => enter(step.result.tokens)} />
        )}
        {step.name === 'verify' && (
          <VerifyStep challenge={step.challenge} onDone={enter} onRestart={restart} />
        )}
      </main>
    </div>
  )
}
