/**
 * Asking for a withdrawal: to a Hong Kong bank account (bank code, account number, holder) or an
 * FPS proxy (FPS ID, mobile number or email, holder), the amount and the payment password. The
 * amount leaves the wallet at once and waits for an operator.
 */
import { WITHDRAWAL_HOLDER_MAX, WITHDRAWAL_MAX, WITHDRAWAL_MIN } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Field } from '../../../components/Field.tsx'
import { FormError } from '../../../components/FormError.tsx'
import { PinInput } from '../../../components/PinInput.tsx'
import { formatHKD } from '../../../lib/format.ts'
import { useWithdrawalForm } from '../hooks/use-withdrawal-form.ts'
import { TextField } from './TextField.tsx'

type Form = ReturnType<typeof useWithdrawalForm>

export function WithdrawalForm() {
  const { t } = useTranslation()
  const form = useWithdrawalForm()
  const { values, errors } = form
  return (
    <form className="form wallet-form" onSubmit={form.submit} noValidate data-testid="withdrawal-form">
      <AccountFields form={form} />
      <TextField
        id="withdraw-amount"
        label={t('wallet.withdraw.amount')}
        error={errors.amount}
        hint={t('wallet.withdraw.range', { min: formatHKD(WITHDRAWAL_MIN), max: formatHKD(WITHDRAWAL_MAX) })}
        value={values.amount}
        onChange={form.set('amount')}
        inputMode="decimal"
        maxLength={12}
        autoComplete="off"
      />
      <Field id="withdraw-password" label={t('wallet.password.label')} error={errors.password}>
        <PinInput
          id="withdraw-password"
          value={values.password}
          onChange={form.set('password')}
          invalid={Boolean(errors.password)}
          testId="withdraw-password"
        />
      </Field>
      <FormError message={form.formError} />
      <button type="submit" className="btn btn-primary" disabled={form.pending} data-testid="withdraw-submit">
        {form.pending ? t('common.loading') : t('wallet.withdraw.submit')}
      </button>
    </form>
  )
}

/** Where the money goes: the method, then a bank code and account number, or an FPS proxy; the holder. */
function AccountFields({ form }: { form: Form }) {
  const { t } = useTranslation()
  const { values, errors } = form
  const bank = form.method === 'BANK'
  return (
    <>
      <fieldset className="wallet-choice">
        <legend>{t('wallet.withdraw.to')}</legend>
        {(['BANK', 'FPS'] as const).map((m) => (
          <label key={m} className="check">
            <input
              type="radio"
              name="withdraw-method"
              checked={form.method === m}
              onChange={() => form.setMethod(m)}
            />
            <span>{t(`wallet.withdraw.method.${m}`)}</span>
          </label>
        ))}
      </fieldset>
      {bank && (
        <TextField
          id="withdraw-bank"
          label={t('wallet.withdraw.bank')}
          error={errors['account.bank']}
          hint={t('wallet.withdraw.bankHint')}
          value={values.bank}
          onChange={form.set('bank')}
          inputMode="numeric"
          maxLength={3}
          autoComplete="off"
        />
      )}
      <TextField
        id="withdraw-account"
        label={t(bank ? 'wallet.withdraw.account' : 'wallet.withdraw.fpsId')}
        error={errors['account.account']}
        hint={t(bank ? 'wallet.withdraw.accountHint' : 'wallet.withdraw.fpsHint')}
        value={values.account}
        onChange={form.set('account')}
        maxLength={bank ? 40 : 254}
        autoComplete="off"
      />
      <TextField
        id="withdraw-holder"
        label={t('wallet.withdraw.holder')}
        error={errors['account.holder']}
        value={values.holder}
        onChange={form.set('holder')}
        maxLength={WITHDRAWAL_HOLDER_MAX}
        autoComplete="name"
      />
    </>
  )
}
