/** The sign-in's first step (docs/admin.md, "Roles and sign-in"): username and password. */
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { login } from '../lib/passport.ts'
import { type Errors, errorsOf } from '../lib/sign-in.ts'
import type { LoginStep } from '../lib/types.ts'
import { AdminField, fieldA11y } from './AdminField.tsx'
import { useFirstFocus } from './CodeField.tsx'

export function PasswordStep({ onDone }: { onDone: (answer: LoginStep) => void }) {
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
