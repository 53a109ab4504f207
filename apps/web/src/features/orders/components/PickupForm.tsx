/**
 * The shop hands over a self-pickup order (POST /buyer/store/order/{sn}/take): the 6-digit code
 * the buyer shows at the counter; a wrong one is the server's message under the field.
 */
import { PICKUP_CODE_LENGTH } from '@kaifong/contract'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Field } from '../../../components/Field.tsx'
import { FormActions } from '../../../components/FormActions.tsx'
import { ApiError } from '../../../lib/api.ts'
import { toast } from '../../../lib/ui.ts'
import { useShopStep } from '../api/orders.ts'

export function PickupForm({ sn }: { sn: string }) {
  const { t } = useTranslation()
  const id = useId()
  const verify = useShopStep(sn)
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const value = code.trim()
    if (!new RegExp(`^\\d{${PICKUP_CODE_LENGTH}}$`).test(value))
      return setError(t('orders.pickup.format', { n: PICKUP_CODE_LENGTH }))
    setError('')
    verify.mutate(
      { code: value },
      {
        onSuccess: () => toast(t('orders.pickup.done'), 'success'),
        onError: (err) => setError(err instanceof ApiError ? err.message : t('errors.operationFailed')),
      },
    )
  }
  return (
    <form
      className="card order-section form"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="pickup-form"
    >
      <h2 id={`${id}-title`}>{t('orders.pickup.title')}</h2>
      <Field id={`${id}-code`} label={t('orders.pickup.code')} error={error} hint={t('orders.pickup.hint')}>
        <input
          id={`${id}-code`}
          value={code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={PICKUP_CODE_LENGTH}
          className="order-code-input"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-code-error` : undefined}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          data-testid="pickup-code-input"
        />
      </Field>
      <FormActions label={t('orders.pickup.submit')} pending={verify.isPending} testId="pickup-submit" />
    </form>
  )
}
