/**
 * The ApplyAfterSale form's state and checks (docs/product/after-sales.md, "Applying"): the kind the
 * order allows, a reason from the list, text ≤ 500, up to 6 photos, and the amount prefilled with
 * the server's cap and never above it. The server's refusal shows under its field.
 */
import {
  type AFTER_SALE_REASONS,
  AFTER_SALE_TEXT_MAX,
  type AfterSaleKindName,
  type AfterSaleView,
  formatHkd,
} from '@kaifong/contract'
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { useApply } from '../api/aftersales.ts'
import type { PickedPhoto } from '../components/PhotoPicker.tsx'
import { amountProblem } from '../lib/amount.ts'

export type ApplyErrors = Partial<Record<'reasonCode' | 'reasonText' | 'refundAmount' | 'form', string>>

interface Input {
  orderSn: string
  itemId: string
  cap: string
  canReturn: boolean
  onDone: (view: AfterSaleView) => void
}

export function useApplyForm({ orderSn, itemId, cap, canReturn, onDone }: Input) {
  const { t } = useTranslation()
  const [kind, setKind] = useState<AfterSaleKindName>('REFUND_ONLY')
  const [reasonCode, setReasonCode] = useState('')
  const [reasonText, setReasonText] = useState('')
  const [photos, setPhotos] = useState<PickedPhoto[]>([])
  const [amount, setAmount] = useState(cap)
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<ApplyErrors>({})
  const apply = useApply()
  useEffect(() => setAmount(cap), [cap])
  useEffect(() => {
    if (!canReturn) setKind('REFUND_ONLY')
  }, [canReturn])

  const check = (): ApplyErrors => {
    const out: ApplyErrors = {}
    if (!reasonCode) out.reasonCode = t('aftersales.apply.reasonRequired')
    if (reasonText.trim().length > AFTER_SALE_TEXT_MAX)
      out.reasonText = t('aftersales.apply.textMax', { max: AFTER_SALE_TEXT_MAX })
    const problem = amountProblem(amount, cap)
    if (problem === 'invalid') out.refundAmount = t('aftersales.apply.amountInvalid')
    if (problem === 'over')
      out.refundAmount = t('aftersales.apply.amountOver', { max: formatHkd(cap, currentLanguage()) })
    return out
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const found = check()
    setErrors(found)
    if (Object.keys(found).length > 0 || busy) return
    const body = {
      orderSn,
      ...(itemId ? { itemId } : {}),
      kind,
      reasonCode: reasonCode as (typeof AFTER_SALE_REASONS)[number],
      reasonText: reasonText.trim(),
      photos: photos.map((p) => p.id),
      refundAmount: amount.trim(),
    }
    apply.mutate(body, {
      onSuccess: onDone,
      onError: (err) => {
        const message = err instanceof ApiError ? err.message : t('errors.operationFailed')
        const field = err instanceof ApiError ? err.fields[0]?.field : undefined
        const known = field === 'reasonCode' || field === 'reasonText' || field === 'refundAmount'
        setErrors(known ? { [field]: message } : { form: message })
      },
    })
  }

  return {
    values: { kind, reasonCode, reasonText, photos, amount },
    set: { setKind, setReasonCode, setReasonText, setPhotos, setAmount, setBusy },
    errors,
    pending: apply.isPending || busy,
    submit,
  }
}
