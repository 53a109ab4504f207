/**
 * The console's sign-in (docs/admin.md, "Roles and sign-in"): username and password, then the
 * second factor. With no confirmed authenticator yet, the operator scans the QR code (or types
 * the secret), confirms with a first code and is shown the ten recovery codes once; otherwise a
 * 6-digit code or a recovery code. The server's refusals show under the field they are about.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate, useSearchParams } from 'react-router'
import { AdminField, fieldA11y } from '../components/AdminField.tsx'
import { AdminLanguage } from '../components/AdminLanguage.tsx'
import { ApiError, setAdminTokens } from '../lib/admin-api.ts'
import { confirmSetup, login, useAdminSignedIn, verifyCode } from '../lib/passport.ts'
import { safeNext } from '../lib/paths.ts'
import { useAdminTitle } from '../lib/title.ts'
import {
  ADMIN_RECOVERY_CODE_PATTERN,
  type LoginStep,
  type SetupResult,
  type TokenPair,
} from '../lib/types.ts'

type Step =
  | { name: 'password' }
  | { name: 'setup'; login: Extract<LoginStep, { step: 'SETUP' }> }
  | { name: 'codes'; result: SetupResult }
  | { name: 'verify'; challenge: string }

type Errors = Record<string, string>

/** The server's field errors by field, or its message under `fallback`. */
function errorsOf(err: unknown, fallback: string, known: readonly string[]): Errors {
  if (!(err instanceof ApiError)) return { [fallback]: String(err) }
  const out: Errors = {}
  for (const f of err.fields) if (known.includes(f.field)) out[f.field] = f.message
  if (Object.keys(out).length === 0) out[fallback] = err.message
  return out
}

const TOTP = /^\d{6}$/

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

/** Focuses the step's first field when the step appears. */
function useFirstFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => ref.current?.focus(), [])
  return ref
}

function PasswordStep({ onDone }: { onDone: (answer: LoginStep) => void }) {
  const { t } = useTranslation()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [pending, setPending] = useState(false)
  const first = useFirstFocus<HTMLInputElement>()
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const missing: Errors = {}
    if (!username.trim()) missing.username = t('admin.signIn.required')
    if (!password) missing.password = t('admin.signIn.required')
    setErrors(missing)
    if (Object.keys(missing).length) return
    setPending(true)
    try {
      onDone(await login(username.trim(), password))
    } catch (err) {
      setErrors(errorsOf(err, 'password', ['username', 'password']))
      setPending(false)
    }
  }
  return (
    <form className="adm-form" onSubmit={submit} noValidate aria-labelledby="signin-title">
      <h1 id="signin-title">{t('admin.signIn.title')}</h1>
      <p className="adm-muted">{t('admin.signIn.intro')}</p>
      <AdminField id="signin-username" label={t('admin.signIn.username')} error={errors.username}>
        <input
          ref={first}
          className="adm-input"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          data-testid="signin-username"
          {...fieldA11y('signin-username', errors.username)}
        />
      </AdminField>
      <AdminField id="signin-password" label={t('admin.signIn.password')} error={errors.password}>
        <input
          className="adm-input"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          data-testid="signin-password"
          {...fieldA11y('signin-password', errors.password)}
        />
      </AdminField>
      <button
        type="submit"
        className="adm-btn adm-btn-primary adm-btn-block"
        disabled={pending}
        data-testid="signin-submit"
      >
        {pending ? t('admin.common.working') : t('admin.signIn.next')}
      </button>
    </form>
  )
}

interface CodeFieldProps {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  hint?: string
  /** A recovery code (letters, digits and a dash) rather than a 6-digit one. */
  recovery?: boolean
}

/** A code from the authenticator app (or a recovery code): labelled, numeric keypad, one-time-code autofill. */
function CodeField({ id, label, value, onChange, error, hint, recovery }: CodeFieldProps) {
  const ref = useFirstFocus<HTMLInputElement>()
  return (
    <AdminField id={id} label={label} error={error} hint={hint}>
      <input
        ref={ref}
        className="adm-input adm-code-input"
        name="code"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={recovery ? 32 : 8}
        pattern={recovery ? undefined : '[0-9]*'}
        data-testid="signin-code"
        {...fieldA11y(id, error, hint)}
      />
    </AdminField>
  )
}

function SetupStep({
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

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState(false)
  const heading = useFirstFocus<HTMLHeadingElement>()
  const text = codes.join('\n')
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }))
    const link = document.createElement('a')
    link.href = url
    link.download = 'kaifong-console-recovery-codes.txt'
    link.click()
    URL.revokeObjectURL(url)
  }
  return (
    <section className="adm-form" aria-labelledby="codes-title">
      <h1 id="codes-title" ref={heading} tabIndex={-1}>
        {t('admin.signIn.codesTitle')}
      </h1>
      <p>{t('admin.signIn.codesIntro')}</p>
      <ol className="adm-recovery" data-testid="signin-recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="adm-actions">
        <button
          type="button"
          className="adm-btn adm-btn-ghost"
          onClick={copy}
          data-testid="signin-copy-codes"
        >
          {copied ? t('admin.signIn.copied') : t('admin.signIn.copy')}
        </button>
        <button type="button" className="adm-btn adm-btn-ghost" onClick={download}>
          {t('admin.signIn.download')}
        </button>
      </div>
      <span className="sr-only" role="status">
        {copied ? t('admin.signIn.copied') : ''}
      </span>
      <button
        type="button"
        className="adm-btn adm-btn-primary adm-btn-block"
        onClick={onDone}
        data-testid="signin-codes-saved"
      >
        {t('admin.signIn.saved')}
      </button>
    </section>
  )
}

function VerifyStep({
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
