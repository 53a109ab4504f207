/**
 * The sign-in's second step for an operator with no confirmed authenticator yet (docs/admin.md,
 * "Roles and sign-in"): the QR code (or the secret to type), then a first code to confirm it.
 */
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { confirmSetup } from '../lib/passport.ts'
import { errorsOf, TOTP } from '../lib/sign-in.ts'
import type { LoginStep, SetupResult } from '../lib/types.ts'
import { CodeField } from './CodeField.tsx'

export function SetupStep({
  login: answer,
  onDone,
  onRestart,
}: {
  login: Extract<LoginStep, { step: 'SETUP' }>
  onDone: (result: SetupResult) => void
  onRestart: () => void
}) {
  const { t } = useTranslation()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const typed = code.replace(/\s/g, '')
    if (!TOTP.test(typed)) return setError(t('admin.signIn.codeFormat'))
    setError(undefined)
    setPending(true)
    try {
      onDone(await confirmSetup(answer.challenge, typed))
    } catch (err) {
      setError(errorsOf(err, 'code', ['code']).code ?? t('admin.common.loadFailed'))
      setPending(false)
    }
  }
  return (
    <form className="adm-form" onSubmit={submit} noValidate aria-labelledby="setup-title">
      <h1 id="setup-title">{t('admin.signIn.setupTitle')}</h1>
      <ol className="adm-steps">
        <li>{t('admin.signIn.setupScan')}</li>
        <li>{t('admin.signIn.setupEnter')}</li>
      </ol>
      <img
        className="adm-qr"
        src={`data:image/svg+xml;utf8,${encodeURIComponent(answer.qrSvg)}`}
        alt={t('admin.signIn.qrAlt')}
        width={200}
        height={200}
        data-testid="signin-qr"
      />
      <p className="adm-muted">{t('admin.signIn.secretLabel')}</p>
      <p>
        <code className="adm-secret" data-testid="signin-secret">
          {answer.secret}
        </code>
      </p>
      <CodeField
        id="setup-code"
        label={t('admin.signIn.code')}
        hint={t('admin.signIn.codeHint')}
        value={code}
        onChange={setCode}
        error={error}
      />
      <div className="adm-actions">
        <button type="button" className="adm-btn adm-btn-ghost" onClick={onRestart}>
          {t('admin.signIn.restart')}
        </button>
        <button
          type="submit"
          className="adm-btn adm-btn-primary"
          disabled={pending}
          data-testid="signin-submit"
        >
          {pending ? t('admin.common.working') : t('admin.signIn.confirm')}
        </button>
      </div>
    </form>
  )
}
