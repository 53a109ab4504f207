/**
 * The payment password (docs/product/money.md, "Payment password"): set it once with the login
 * password; afterwards forget-and-reset with an email code (the slider first, then the code,
 * which goes to the member's own email). Resetting also lifts a lock.
 */
import { CODE_LENGTH, type WalletCheck } from '@kaifong/contract'
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Field } from '../../../components/Field.tsx'
import { FormError } from '../../../components/FormError.tsx'
import { PinInput } from '../../../components/PinInput.tsx'
import { SendCodeButton } from '../../auth/index.ts'
import { sendResetCode } from '../api/wallet.ts'
import { usePayPasswordForm } from '../hooks/use-pay-password-form.ts'
import { TextField } from './TextField.tsx'

export function PayPasswordCard({ check }: { check: WalletCheck }) {
  const { t } = useTranslation()
  const [resetting, setResetting] = useState(false)
  return (
    <section className="card" id="wallet-password" aria-labelledby="wallet-password-title">
      <h2 id="wallet-password-title">{t('wallet.password.title')}</h2>
      {!check.hasPassword ? (
        <>
          <p className="muted small">{t('wallet.password.why')}</p>
          <PasswordForm mode="set" check={check} onDone={() => undefined} />
        </>
      ) : resetting ? (
        <PasswordForm
          mode="reset"
          check={check}
          onDone={() => setResetting(false)}
          onCancel={() => setResetting(false)}
        />
      ) : (
        <div className="row-wrap wallet-password-set">
          <p className="notice notice-ok" data-testid="wallet-password-set">
            {t('wallet.password.isSet')}
          </p>
          <button
            type="button"
            className="btn btn-outline btn-small"
            onClick={() => setResetting(true)}
            data-testid="wallet-password-reset"
          >
            {t('wallet.password.forgot')}
          </button>
        </div>
      )}
    </section>
  )
}

interface FormProps {
  mode: 'set' | 'reset'
  check: WalletCheck
  onDone: () => void
  onCancel?: () => void
}

function PasswordForm({ mode, check, onDone, onCancel }: FormProps) {
  const { t } = useTranslation()
  const form = usePayPasswordForm(mode, onDone)
  const { values, errors } = form
  return (
    <form className="form" onSubmit={form.submit} noValidate data-testid={`wallet-password-${mode}`}>
      {mode === 'reset' && (
        <CodeBox check={check} value={values.code} onChange={form.set('code')} error={errors.code} />
      )}
      <Field
        id={`pin-new-${mode}`}
        label={t('wallet.password.new')}
        error={errors.password}
        hint={t('wallet.password.rule')}
      >
        <PinInput
          id={`pin-new-${mode}`}
          value={values.password}
          onChange={form.set('password')}
          invalid={Boolean(errors.password)}
          autoComplete="new-password"
          testId="pin-new"
        />
      </Field>
      <Field id={`pin-confirm-${mode}`} label={t('wallet.password.confirm')} error={errors.confirm}>
        <PinInput
          id={`pin-confirm-${mode}`}
          value={values.confirm}
          onChange={form.set('confirm')}
          invalid={Boolean(errors.confirm)}
          autoComplete="new-password"
          testId="pin-confirm"
        />
      </Field>
      {mode === 'set' && (
        <TextField
          id="pin-login"
          type="password"
          label={t('wallet.password.login')}
          error={errors.loginPassword}
          hint={t('wallet.password.loginHint')}
          autoComplete="current-password"
          maxLength={128}
          value={values.loginPassword}
          onChange={form.set('loginPassword')}
        />
      )}
      <FormError message={form.formError} />
      <div className="row-wrap">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={form.pending}
          data-testid="wallet-password-submit"
        >
          {form.pending
            ? t('common.loading')
            : t(mode === 'set' ? 'wallet.password.setSubmit' : 'wallet.password.resetSubmit')}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </form>
  )
}

/** The email code: "send code" opens the slider, then mails the code to the member's own address. */
function CodeBox({
  check,
  value,
  onChange,
  error,
}: {
  check: WalletCheck
  value: string
  onChange: (v: string) => void
  error?: string
}) {
  const { t } = useTranslation()
  return (
    <Field
      id="pin-code"
      label={t('wallet.password.code')}
      error={error}
      hint={t('wallet.password.codeTo', { email: check.resetEmail })}
    >
      <div className="input-with-button">
        <input
          id="pin-code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'pin-code-error' : undefined}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
          data-testid="pin-code"
        />
        <Suspense
          fallback={
            <button type="button" className="btn btn-outline btn-code" disabled>
              {t('wallet.password.sendCode')}
            </button>
          }
        >
          <SendCodeButton
            sliderType="WALLET_PASSWORD"
            canSend={() => true}
            send={sendResetCode}
            sentMessage={t('wallet.password.codeSent', { email: check.resetEmail })}
          />
        </Suspense>
      </div>
    </Field>
  )
}
