/**
 * The cashier's form: coins, the method, the wallet's payment password, what is left to pay and the
 * pay button (hooks/use-cashier-form.ts does the paying).
 */
import { type Cashier, ErrorCode } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Field } from '../../../components/Field.tsx'
import { PinInput } from '../../../components/PinInput.tsx'
import { paths } from '../../../config/paths.ts'
import { formatMoney } from '../../../lib/format.ts'
import { useCashierForm } from '../hooks/use-cashier-form.ts'
import { CoinsChoice } from './CoinsChoice.tsx'
import { MethodChoice } from './MethodChoice.tsx'

interface Props {
  cashier: Cashier
  expired: boolean
  onStale: () => void
}

export function CashierForm({ cashier: c, expired, onStale }: Props) {
  const { t } = useTranslation()
  const form = useCashierForm(c, onStale)
  const { password: pw } = form
  const rest = formatMoney(form.rest)
  return (
    <form className="card form pay-form" onSubmit={form.submit} noValidate aria-busy={form.pending}>
      <CoinsChoice
        coins={c.coins}
        on={form.coins.on}
        used={form.coins.used}
        onToggle={form.coins.setOn}
        onChange={form.coins.set}
      />
      {form.rest > 0n && (
        <MethodChoice cashier={c} rest={form.rest} method={form.method} onChange={form.setMethod} />
      )}
      {pw.needed && (
        <Field
          id="pay-password"
          label={t('checkout.cashier.password')}
          error={pw.error ?? undefined}
          hint={t('checkout.cashier.passwordHint')}
        >
          <PinInput
            id="pay-password"
            value={pw.value}
            onChange={pw.set}
            invalid={Boolean(pw.error)}
            testId="pay-password"
          />
        </Field>
      )}
      {pw.needed && (
        <p className="small">
          <Link to={paths.wallet}>{t('checkout.cashier.forgot')}</Link>
        </p>
      )}
      <p className="pay-rest" data-testid="pay-rest">
        <span>{t('checkout.cashier.rest')}</span> <strong className="pay-rest-amount">{rest}</strong>
      </p>
      {form.error && (
        <p className="form-error" role="alert" data-testid="pay-error">
          {form.error.text}{' '}
          {form.error.code === ErrorCode.WALLET_PASSWORD_NOT_SET && (
            <Link to={paths.wallet}>{t('checkout.cashier.setPassword')}</Link>
          )}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={form.pending || expired}
        data-testid="pay-submit"
      >
        {form.pending
          ? t('common.loading')
          : form.rest === 0n
            ? t('checkout.cashier.payCoins')
            : t('checkout.cashier.pay', { amount: rest })}
      </button>
    </form>
  )
}
