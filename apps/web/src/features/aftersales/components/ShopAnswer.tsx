/**
 * The shop answers a request (docs/product/after-sales.md, "States"): accept (a refund only is
 * refunded at once), refuse with a reason (required), or confirm the returned goods (the refund).
 * The server's refusal (e.g. a short balance, 409 36008) shows in its words.
 */
import { type AfterSaleView, formatHkd } from '@kaifong/contract'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { Field } from '../../../components/Field.tsx'
import { ApiError } from '../../../lib/api.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { toast } from '../../../lib/ui.ts'
import { type ShopStep, useShopStep } from '../api/aftersales.ts'

/** Refusing needs a reason, which the buyer reads in their notice and on the request. */
function RefuseForm({ pending, onRefuse }: { pending: boolean; onRefuse: (reason: string) => void }) {
  const { t } = useTranslation()
  const id = useId()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const refuse = (e: FormEvent) => {
    e.preventDefault()
    if (!reason.trim()) return setError(t('aftersales.shop.refuseRequired'))
    setError(null)
    onRefuse(reason.trim())
  }
  return (
    <form className="form" onSubmit={refuse} noValidate data-testid="shop-refuse-form">
      <Field id={`${id}-reason`} label={t('aftersales.shop.refuseReason')} error={error ?? undefined}>
        <textarea
          id={`${id}-reason`}
          rows={3}
          maxLength={500}
          value={reason}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-reason-error` : undefined}
          onChange={(e) => setReason(e.target.value)}
          data-testid="shop-refuse-reason"
        />
      </Field>
      <div className="row-end">
        <button type="submit" className="btn btn-outline" disabled={pending} data-testid="shop-refuse">
          {t('aftersales.shop.refuseSubmit')}
        </button>
      </div>
    </form>
  )
}

export function ShopAnswer({ view }: { view: AfterSaleView }) {
  const { t } = useTranslation()
  const step = useShopStep(view.sn)
  const [asking, setAsking] = useState<'accept' | 'confirm' | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const run = (input: ShopStep) => {
    setAsking(null)
    setFormError(null)
    step.mutate(input, {
      onSuccess: () => toast(t('aftersales.shop.done'), 'success'),
      onError: (err) => setFormError(err instanceof ApiError ? err.message : t('errors.operationFailed')),
    })
  }
  const amount = formatHkd(view.refundAmount, currentLanguage())
  const refundsNow = view.status === 'BUYER_SHIPPED' || view.kind === 'REFUND_ONLY'
  if (view.status !== 'APPLIED' && view.status !== 'BUYER_SHIPPED') return null
  return (
    <div className="card as-answer" data-testid="shop-answer">
      <div className="row-end">
        <button
          type="button"
          className="btn btn-primary"
          disabled={step.isPending}
          onClick={() => setAsking(view.status === 'APPLIED' ? 'accept' : 'confirm')}
          data-testid={view.status === 'APPLIED' ? 'shop-accept' : 'shop-confirm'}
        >
          {view.status === 'BUYER_SHIPPED'
            ? t('aftersales.shop.confirm')
            : t(refundsNow ? 'aftersales.shop.acceptRefund' : 'aftersales.shop.accept')}
        </button>
      </div>
      {view.status === 'APPLIED' && (
        <RefuseForm pending={step.isPending} onRefuse={(reason) => run({ step: 'refuse', reason })} />
      )}
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'confirm' ? t('aftersales.shop.confirm') : t('aftersales.shop.accept')}
        message={refundsNow ? t('aftersales.shop.confirmAsk', { amount }) : t(`aftersales.kind.${view.kind}`)}
        onConfirm={() => asking && run({ step: asking })}
        onCancel={() => setAsking(null)}
      />
    </div>
  )
}
