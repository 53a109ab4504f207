/**
 * /setting/delete (docs/product/screens.md, "Delete account"): first the member's data to download,
 * then what deletion does, then the current password and the confirmation phrase of the page's
 * language (the contract's DELETE_ACCOUNT_PHRASES; the server takes any language's). The red
 * button is enabled once both are filled and asks again in a dialog; after the deletion this
 * device forgets the session and goes home with a toast (docs/product/domain-rules.md,
 * "Account deletion").
 */
import { ACCOUNT_EXPORT_LIMIT, DELETE_ACCOUNT_PHRASES, ErrorCode, isDeletePhrase } from '@kaifong/contract'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { Field } from '../../../components/Field.tsx'
import { FormError } from '../../../components/FormError.tsx'
import { paths } from '../../../config/paths.ts'
import { ApiError } from '../../../lib/api.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { clearSession } from '../../../lib/session.ts'
import { closeAuth, toast } from '../../../lib/ui.ts'
import { deleteAccount } from '../api/delete-account.ts'
import { downloadMyData } from '../api/export-data.ts'
import '../delete-account.css'

const EFFECTS = ['listings', 'trades', 'data', 'coins', 'others', 'signin'] as const

type Errors = { password?: string; phrase?: string; form?: string }

export default function DeleteAccountPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const phrase = DELETE_ACCOUNT_PHRASES[currentLanguage()]
  const [downloading, setDownloading] = useState(false)
  const [password, setPassword] = useState('')
  const [typed, setTyped] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [confirming, setConfirming] = useState(false)
  const [pending, setPending] = useState(false)
  const passwordInput = useRef<HTMLInputElement>(null)
  const phraseInput = useRef<HTMLInputElement>(null)
  const ready = password.length > 0 && typed.trim().length > 0

  const download = async () => {
    setDownloading(true)
    try {
      await downloadMyData()
      toast(t('deletion.export.done'), 'success')
    } catch (err) {
      toast(err instanceof ApiError ? err.message : t('errors.network'), 'error')
    } finally {
      setDownloading(false)
    }
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!ready || pending) return
    if (!isDeletePhrase(typed)) {
      setErrors({ phrase: t('deletion.form.phraseWrong', { phrase }) })
      phraseInput.current?.focus()
      return
    }
    setErrors({})
    setConfirming(true)
  }

  const confirm = async () => {
    setConfirming(false)
    setPending(true)
    try {
      await deleteAccount({ password, phrase: typed })
      // Every session has ended on the server: forget this one, and whatever was loaded with it.
      clearSession()
      queryClient.clear()
      closeAuth()
      toast(t('deletion.done'), 'success')
      void navigate(paths.home, { replace: true })
    } catch (err) {
      setPending(false)
      if (!(err instanceof ApiError)) {
        setErrors({ form: t('errors.network') })
        return
      }
      const field = (name: string) => err.fields.find((f) => f.field === name)?.message
      if (err.code === ErrorCode.WRONG_PASSWORD || field('password')) {
        setErrors({ password: field('password') ?? err.message })
        passwordInput.current?.focus()
      } else if (err.code === ErrorCode.DELETE_PHRASE_WRONG || field('phrase')) {
        setErrors({ phrase: field('phrase') ?? err.message })
        phraseInput.current?.focus()
      } else setErrors({ form: err.message })
    }
  }

  const described = (id: string, error: string | undefined, hint?: boolean) =>
    error ? `${id}-error` : hint ? `${id}-hint` : undefined

  return (
    <div className="stack delete-account">
      <section className="card">
        <h1>{t('pages.deleteAccount')}</h1>
        <p className="muted">{t('deletion.intro')}</p>
      </section>

      <section className="card" aria-labelledby="delete-export-title">
        <h2 id="delete-export-title">{t('deletion.export.title')}</h2>
        <p>{t('deletion.export.body')}</p>
        <p className="muted small">{t('deletion.export.limit', { count: ACCOUNT_EXPORT_LIMIT.count })}</p>
        <button
          type="button"
          className="btn btn-outline"
          data-testid="export-data"
          disabled={downloading}
          aria-busy={downloading}
          onClick={() => void download()}
        >
          {downloading ? t('deletion.export.working') : t('deletion.export.button')}
        </button>
      </section>

      <section className="card" aria-labelledby="delete-what-title">
        <h2 id="delete-what-title">{t('deletion.what.title')}</h2>
        <ul className="delete-effects">
          {EFFECTS.map((key) => (
            <li key={key}>{t(`deletion.what.${key}`)}</li>
          ))}
        </ul>
        <p className="delete-final">{t('deletion.what.final')}</p>
      </section>

      <section className="card" aria-labelledby="delete-form-title">
        <h2 id="delete-form-title">{t('deletion.form.title')}</h2>
        <form className="form" onSubmit={submit} noValidate data-testid="delete-form">
          <Field id="delete-password" label={t('deletion.form.password')} error={errors.password}>
            <input
              id="delete-password"
              ref={passwordInput}
              type="password"
              autoComplete="current-password"
              maxLength={64}
              value={password}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={described('delete-password', errors.password)}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
          <Field id="delete-phrase" label={t('deletion.form.phrase')} error={errors.phrase}>
            <input
              id="delete-phrase"
              ref={phraseInput}
              type="text"
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              maxLength={64}
              value={typed}
              aria-invalid={errors.phrase ? true : undefined}
              aria-describedby={described('delete-phrase', errors.phrase, true)}
              onChange={(e) => setTyped(e.target.value)}
            />
          </Field>
          {!errors.phrase && (
            <p className="field-hint" id="delete-phrase-hint">
              {t('deletion.form.phraseHint', { phrase })}
            </p>
          )}
          <FormError message={errors.form} />
          <div className="row-end">
            <button
              type="submit"
              className="btn btn-danger"
              data-testid="delete-submit"
              disabled={!ready || pending}
              aria-describedby={ready ? undefined : 'delete-need-both'}
            >
              {pending ? t('common.loading') : t('deletion.form.submit')}
            </button>
          </div>
          {!ready && (
            <p className="field-hint" id="delete-need-both">
              {t('deletion.form.needBoth')}
            </p>
          )}
        </form>
      </section>

      <ConfirmDialog
        open={confirming}
        title={t('deletion.confirm.title')}
        message={t('deletion.confirm.message')}
        confirmLabel={t('deletion.confirm.ok')}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  )
}
