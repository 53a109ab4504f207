/**
 * /setting/delete (docs/product/screens.md, "Delete account"): first the member's data to download,
 * then what deletion does, then the current password and the confirmation phrase of the page's
 * language (the contract's DELETE_ACCOUNT_PHRASES; the server takes any language's). The red
 * button is enabled once both are filled and asks again in a dialog; after the deletion this
 * device forgets the session and goes home with a toast (docs/product/domain-rules.md,
 * "Account deletion").
 */
import { ACCOUNT_EXPORT_LIMIT } from '@kaifong/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { Field } from '../../../components/Field.tsx'
import { FormError } from '../../../components/FormError.tsx'
import { ApiError } from '../../../lib/api.ts'
import { toast } from '../../../lib/ui.ts'
import { downloadMyData } from '../api/export-data.ts'
import { useDeleteAccount } from '../hooks/use-delete-account.ts'
import '../delete-account.css'

const EFFECTS = ['listings', 'trades', 'data', 'coins', 'others', 'signin'] as const

export default function DeleteAccountPage() {
  const { t } = useTranslation()
  return (
    <div className="stack delete-account">
      <section className="card">
        <h1>{t('pages.deleteAccount')}</h1>
        <p className="muted">{t('deletion.intro')}</p>
      </section>
      <ExportSection />
      <section className="card" aria-labelledby="delete-what-title">
        <h2 id="delete-what-title">{t('deletion.what.title')}</h2>
        <ul className="delete-effects">
          {EFFECTS.map((key) => (
            <li key={key}>{t(`deletion.what.${key}`)}</li>
          ))}
        </ul>
        <p className="delete-final">{t('deletion.what.final')}</p>
      </section>
      <DeleteSection />
    </div>
  )
}

/** The member's data to download first. */
function ExportSection() {
  const { t } = useTranslation()
  const [downloading, setDownloading] = useState(false)
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
  return (
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
  )
}

const described = (id: string, error: string | undefined, hint?: boolean) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined

/** The password and the phrase, the red button, and the dialog that asks again. */
function DeleteSection() {
  const { t } = useTranslation()
  const form = useDeleteAccount()
  const { errors, ready, pending } = form
  return (
    <>
      <section className="card" aria-labelledby="delete-form-title">
        <h2 id="delete-form-title">{t('deletion.form.title')}</h2>
        <form className="form" onSubmit={form.submit} noValidate data-testid="delete-form">
          <Field id="delete-password" label={t('deletion.form.password')} error={errors.password}>
            <input
              id="delete-password"
              ref={form.passwordInput}
              type="password"
              autoComplete="current-password"
              maxLength={64}
              value={form.password}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={described('delete-password', errors.password)}
              onChange={(e) => form.setPassword(e.target.value)}
            />
          </Field>
          <PhraseField form={form} />
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
        open={form.confirming}
        title={t('deletion.confirm.title')}
        message={t('deletion.confirm.message')}
        confirmLabel={t('deletion.confirm.ok')}
        onConfirm={() => void form.confirm()}
        onCancel={form.cancel}
      />
    </>
  )
}

/** The confirmation phrase of the page's language, with the phrase itself as the hint. */
function PhraseField({ form }: { form: ReturnType<typeof useDeleteAccount> }) {
  const { t } = useTranslation()
  const { errors, phrase } = form
  return (
    <>
      <Field id="delete-phrase" label={t('deletion.form.phrase')} error={errors.phrase}>
        <input
          id="delete-phrase"
          ref={form.phraseInput}
          type="text"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={64}
          value={form.typed}
          aria-invalid={errors.phrase ? true : undefined}
          aria-describedby={described('delete-phrase', errors.phrase, true)}
          onChange={(e) => form.setTyped(e.target.value)}
        />
      </Field>
      {!errors.phrase && (
        <p className="field-hint" id="delete-phrase-hint">
          {t('deletion.form.phraseHint', { phrase })}
        </p>
      )}
    </>
  )
}
