/**
 * The shop ships an order (POST /buyer/store/order/{sn}/delivery): a carrier from the carriers
 * list and a tracking number in its format, checked here as the server checks it
 * (lib/orders.ts `trackingProblem`); the server's refusal shows under the field.
 */
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Field } from '../../../components/Field.tsx'
import { FormActions } from '../../../components/FormActions.tsx'
import { ApiError } from '../../../lib/api.ts'
import { toast } from '../../../lib/ui.ts'
import { useCarriers, useShopStep } from '../api/orders.ts'
import { normalTrackingNo, trackingProblem } from '../lib/orders.ts'

export function ShipForm({ sn }: { sn: string }) {
  const { t } = useTranslation()
  const id = useId()
  const carriers = useCarriers()
  const ship = useShopStep(sn)
  const open = (carriers.data?.records ?? []).filter((c) => c.disabled === 'OPEN')
  const [carrier, setCarrier] = useState('')
  const [trackingNo, setTrackingNo] = useState('')
  const [error, setError] = useState<{ carrier?: string; trackingNo?: string; form?: string }>({})
  const chosen = open.find((c) => c.code === carrier)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!carrier) return setError({ carrier: t('orders.ship.carrierRequired') })
    const problem = trackingProblem(carrier, trackingNo)
    if (problem) return setError({ trackingNo: t(problem, { example: chosen?.example ?? '' }) })
    setError({})
    ship.mutate(
      { carrier, trackingNo: normalTrackingNo(trackingNo) },
      {
        onSuccess: () => toast(t('orders.ship.done'), 'success'),
        onError: (err) => {
          const message = err instanceof ApiError ? err.message : t('errors.operationFailed')
          const field = err instanceof ApiError ? err.fields[0]?.field : undefined
          setError(
            field === 'carrier' ? { carrier: message } : field ? { trackingNo: message } : { form: message },
          )
        },
      },
    )
  }
  return (
    <form
      className="card order-section form"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="ship-form"
    >
      <h2 id={`${id}-title`}>{t('orders.ship.title')}</h2>
      <Field id={`${id}-carrier`} label={t('orders.ship.carrier')} error={error.carrier}>
        <select
          id={`${id}-carrier`}
          value={carrier}
          aria-invalid={Boolean(error.carrier)}
          aria-describedby={error.carrier ? `${id}-carrier-error` : undefined}
          onChange={(e) => setCarrier(e.target.value)}
          data-testid="ship-carrier"
        >
          <option value="">{t('orders.ship.chooseCarrier')}</option>
          {open.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={`${id}-no`}
        label={t('orders.ship.trackingNo')}
        error={error.trackingNo}
        hint={chosen ? t('orders.ship.example', { example: chosen.example }) : undefined}
      >
        <input
          id={`${id}-no`}
          value={trackingNo}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={Boolean(error.trackingNo)}
          aria-describedby={error.trackingNo ? `${id}-no-error` : undefined}
          onChange={(e) => setTrackingNo(e.target.value)}
          data-testid="ship-tracking"
        />
      </Field>
      {error.form && (
        <p className="form-error" role="alert">
          {error.form}
        </p>
      )}
      <FormActions label={t('orders.ship.submit')} pending={ship.isPending} testId="ship-submit" />
    </form>
  )
}
