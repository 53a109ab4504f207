/** The sign-in's second step (docs/admin.md, "Roles and sign-in"): a 6-digit code or a recovery code. */
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { verifyCode } from '../lib/passport.ts'
import { errorsOf, TOTP } from '../lib/sign-in.ts'
import { ADMIN_RECOVERY_CODE_PATTERN, type TokenPair } from '../lib/types.ts'
import { CodeField } from './CodeField.tsx'

export function VerifyStep({
  challenge,
  onDone,
  onRestart,
}: {
  challenge: string
  onDone: (tokens: TokenPair) => void
  onRestart: () => void
}) {
  const { t } = useTranslation()
  const [recovery, setRecovery] = useState(false)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)
  const toggle = () => {
    setRecovery((r) => !r)
    setCode('')
    setError(undefined)
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const typed = recovery ? code.trim().toLowerCase() : code.replace(/\s/g, '')
    if (!(recovery ? ADMIN_RECOVERY_CODE_PATTERN : TOTP).test(typed))
      return setError(t(recovery ? 'admin.signIn.recoveryFormat' : 'admin.signIn.codeFormat'))
    setError(undefined)
    setPending(true)
    try {
      onDone((await verifyCode(challenge, typed)).tokens)
    } catch (err) {
      setError(errorsOf(err, 'code', ['code']).code ?? t('admin.common.loadFailed'))
      setPending(false)
    }
  }
  return (
    <form className="adm-form" onSubmit={submit} noValidate aria-labelledby="verify-title">
      <h1 id="verify-title">{t('admin.signIn.verifyTitle')}</h1>
      <CodeField
        key={recovery ? 'recovery' : 'totp'}
        id="verify-code"
        label={recovery ? t('admin.signIn.recoveryCode') : t('admin.signIn.code')}
        hint={recovery ? t('admin.signIn.recoveryHint') : t('admin.signIn.codeHint')}
        value={code}
        onChange={setCode}
        error={error}
        recovery={recovery}
      />
      <button
        type="submit"
        className="adm-btn adm-btn-primary adm-btn-block"
        disabled={pending}
        data-testid="signin-submit"
      >
        {pending ? t('admin.common.working') : t('admin.signIn.verify')}
      </button>
      <div className="adm-actions adm-actions-split">
        <button type="button" className="adm-link-btn" onClick={toggle} data-testid="signin-use-recovery">
          {recovery ? t('admin.signIn.useApp') : t('admin.signIn.useRecovery')}
        </button>
        <button type="button" className="adm-link-btn" onClick={onRestart}>
          {t('admin.signIn.restart')}
        </button>
      </div>
    </form>
  )
}
