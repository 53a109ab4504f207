/**
 * The buyer sends the goods back (POST /buyer/order/afterSale/delivery/{afterSaleSn}): a carrier
 * from the carriers list (GET /buyer/other/logistics) and the tracking number; the server checks
 * the number's format and its refusal shows under the field.
 */
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Field } from '../../../components/Field.tsx'
import { FormActions } from '../../../components/FormActions.tsx'
import { ApiError } from '../../../lib/api.ts'
import { toast } from '../../../lib/ui.ts'
import { useCarriers, useShipReturn } from '../api/aftersales.ts'

type Errors = { carrier?: string; trackingNo?: string; form?: string }

/** The form's state: a carrier and a number, both required; the server's refusal under its field. */
function useReturnShip(sn: string) {
  const { t } = useTranslation()
  const carriers = useCarriers()
  const ship = useShipReturn(sn)
  const open = (carriers.data?.records ?? []).filter((c) => c.disabled === 'OPEN')
  const [carrier, setCarrier] = useState('')
  const [trackingNo, setTrackingNo] = useState('')
  const [error, setError] = useState<Errors>({})
  const chosen = open.find((c) => c.code === carrier)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const no = trackingNo.trim()
    const found: Errors = {}
    if (!carrier) found.carrier = t('aftersales.ship.carrierRequired')
    if (!no) found.trackingNo = t('aftersales.ship.trackingRequired')
    setError(found)
    if (found.carrier || found.trackingNo) return
    ship.mutate(
      { carrier, trackingNo: no },
      {
        onSuccess: () => toast(t('aftersales.ship.done'), 'success'),
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
  return {
    open,
    carrier,
    setCarrier,
    trackingNo,
    setTrackingNo,
    error,
    setError,
    chosen,
    submit,
    pending: ship.isPending,
  }
}

export function ReturnShipForm({ sn }: { sn: string }) {
  const { t } = useTranslation()
  const id = useId()
  const { open, carrier, setCarrier, trackingNo, setTrackingNo, error, setError, chosen, submit, pending } =
    useReturnShip(sn)
  return (
    <form
      className="card form as-ship"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="return-ship-form"
    >
      <h2 id={`${id}-title`}>{t('aftersales.ship.title')}</h2>
      <Field id={`${id}-carrier`} label={t('aftersales.ship.carrier')} error={error.carrier}>
        <select
          id={`${id}-carrier`}
          value={carrier}
          aria-invalid={Boolean(error.carrier)}
          aria-describedby={error.carrier ? `${id}-carrier-error` : undefined}
          onChange={(e) => {
            setCarrier(e.target.value)
            setError((old) => ({ ...old, carrier: undefined }))
          }}
          data-testid="return-carrier"
        >
          <option value="">{t('aftersales.ship.chooseCarrier')}</option>
          {open.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={`${id}-no`}
        label={t('aftersales.ship.trackingNo')}
        error={error.trackingNo}
        hint={chosen ? t('aftersales.ship.example', { example: chosen.example }) : undefined}
      >
        <input
          id={`${id}-no`}
          value={trackingNo}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={Boolean(error.trackingNo)}
          aria-describedby={error.trackingNo ? `${id}-no-error` : undefined}
          onChange={(e) => {
            setTrackingNo(e.target.value)
            setError((old) => ({ ...old, trackingNo: undefined }))
          }}
          data-testid="return-tracking"
        />
      </Field>
      {error.form && (
        <p className="form-error" role="alert">
          {error.form}
        </p>
      )}
      <FormActions label={t('aftersales.ship.submit')} pending={pending} testId="return-submit" />
    </form>
  )
}
