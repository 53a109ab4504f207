/**
 * Recharge (POST /buyer/wallet/recharge): HK$10 to HK$10,000 by card or FPS; the payment opens and
 * the member goes on to the provider's checkout (the sandbox's /payMent page). The wallet is
 * credited when the payment is paid (docs/product/money.md, "Recharge").
 */
import { ErrorCode, type PaymentMethod, RECHARGE_MAX, RECHARGE_MIN, rechargeBody } from '@kaifong/contract'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { goToCheckout } from '../../../components/CheckoutLink.tsx'
import { Field } from '../../../components/Field.tsx'
import { FormError } from '../../../components/FormError.tsx'
import { ApiError } from '../../../lib/api.ts'
import { formatHKD } from '../../../lib/format.ts'
import { useRecharge } from '../api/wallet.ts'
import { issuesOf, refusalOf } from '../lib/form.ts'

const QUICK = ['100', '300', '500', '1000']

export function RechargeCard() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const recharge = useRecharge()
  const [amount, setAmount] = useState('')
  const [method, setMethod] = useState<PaymentMethod>('CARD')
  const [error, setError] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const parsed = rechargeBody.safeParse({ amount, method })
    setFormError(null)
    if (!parsed.success) return setError(issuesOf(parsed.error).amount ?? null)
    setError(null)
    recharge.mutate(
      { amount: parsed.data.amount, method },
      {
        onSuccess: (payment) => {
          if (payment.checkoutUrl) goToCheckout(payment.checkoutUrl, navigate)
        },
        onError: (err) => {
          const refused = refusalOf(err, ['amount'], t('errors.operationFailed'))
          setError(refused.fields.amount ?? null)
          // No payment service on this site: say so in the page's words.
          const off = err instanceof ApiError && err.code === ErrorCode.PAYMENTS_NOT_CONFIGURED
          setFormError(off ? t('wallet.recharge.unavailable') : refused.form)
        },
      },
    )
  }
  const hint = t('wallet.recharge.range', { min: formatHKD(RECHARGE_MIN), max: formatHKD(RECHARGE_MAX) })
  return (
    <section className="card" id="wallet-recharge" aria-labelledby="wallet-recharge-title">
      <h2 id="wallet-recharge-title">{t('wallet.recharge.title')}</h2>
      <form className="form" onSubmit={submit} noValidate data-testid="recharge-form">
        <Field
          id="recharge-amount"
          label={t('wallet.recharge.amount')}
          error={error ?? undefined}
          hint={hint}
        >
          <input
            id="recharge-amount"
            inputMode="decimal"
            autoComplete="off"
            maxLength={12}
            value={amount}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'recharge-amount-error' : undefined}
            onChange={(e) => setAmount(e.target.value)}
            data-testid="recharge-amount"
          />
        </Field>
        <fieldset className="wallet-quick">
          <legend className="sr-only">{t('wallet.recharge.quick')}</legend>
          {QUICK.map((q) => (
            <button key={q} type="button" className="btn btn-ghost btn-small" onClick={() => setAmount(q)}>
              {formatHKD(q)}
            </button>
          ))}
        </fieldset>
        <MethodRadios method={method} onChange={setMethod} />
        <FormError message={formError} />
        <button
          type="submit"
          className="btn btn-primary"
          disabled={recharge.isPending}
          data-testid="recharge-submit"
        >
          {recharge.isPending ? t('common.loading') : t('wallet.recharge.submit')}
        </button>
      </form>
    </section>
  )
}

function MethodRadios({ method, onChange }: { method: PaymentMethod; onChange: (m: PaymentMethod) => void }) {
  const { t } = useTranslation()
  return (
    <fieldset className="wallet-choice">
      <legend>{t('wallet.recharge.method')}</legend>
      {(['CARD', 'FPS'] as const).map((m) => (
        <label key={m} className="check">
          <input type="radio" name="recharge-method" checked={method === m} onChange={() => onChange(m)} />
          <span>{t(`wallet.method.${m}`)}</span>
        </label>
      ))}
    </fieldset>
  )
}
