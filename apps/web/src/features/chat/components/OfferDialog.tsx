/**
 * The buyer's offer (docs/product/chat.md "Offers"): titled by what it will do (make, edit, offer
 * again), the amount checked with the contract's `quotePriceSchema` (exact HK$0.01 to
 * HK$9,999,999,999.99, two decimals), then POST /im/talk/quote. This file is loaded when the
 * dialog first opens, so zod stays out of the page's own chunk.
 */
import { quotePriceSchema, type TalkDetail } from '@kaifong/contract'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Field } from '../../../components/Field.tsx'
import { FormActions } from '../../../components/FormActions.tsx'
import { FormError } from '../../../components/FormError.tsx'
import { Modal } from '../../../components/Modal.tsx'
import { PriceText } from '../../../components/PriceText.tsx'
import { ApiError } from '../../../lib/api.ts'
import { formatHKD } from '../../../lib/format.ts'
import { translateIssue } from '../../../lib/i18n.ts'
import { toast } from '../../../lib/ui.ts'
import { useQuote } from '../api/quote.ts'
import type { OfferType } from '../lib/offer-state.ts'

interface Props {
  talk: TalkDetail
  type: OfferType
  onClose: () => void
}

/** The amount's problem in the viewer's language, or the exact amount ("1200.00"). */
function check(input: string): { ok: true; price: string } | { ok: false; error: string } {
  const parsed = quotePriceSchema.safeParse(input.trim())
  if (parsed.success) return { ok: true, price: parsed.data }
  return { ok: false, error: translateIssue(parsed.error.issues[0]?.message) }
}

export function OfferDialog({ talk, type, onClose }: Props) {
  const { t } = useTranslation()
  const quote = useQuote(talk.id)
  const [input, setInput] = useState(type === 1 ? (talk.currentQuote?.price ?? '') : '')
  const [error, setError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const result = check(input)
    if (!result.ok) return setError(result.error)
    setError(null)
    quote.mutate(result.price, {
      onSuccess: () => {
        toast(t('chat.offer.sent', { price: formatHKD(result.price) }), 'success')
        onClose()
      },
      onError: (err) => setFailure(err instanceof ApiError ? err.message : t('errors.network')),
    })
  }

  return (
    <Modal open title={t(`chat.offer.title${type}`)} onClose={onClose} width={420} testId="chat-offer-dialog">
      <form className="form" noValidate onSubmit={submit}>
        <p className="muted small">
          {t('chat.offer.asking')} <PriceText price={talk.goodsPrice} />
        </p>
        <Field id="chat-offer-amount" label={t('chat.offer.amount')} error={error ?? undefined}>
          <div className="chat-money">
            <span aria-hidden>HK$</span>
            <input
              id="chat-offer-amount"
              name="price"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              data-autofocus
              value={input}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'chat-offer-amount-error' : undefined}
              onChange={(e) => {
                setInput(e.target.value)
                if (error) {
                  const again = check(e.target.value)
                  setError(again.ok ? null : again.error)
                }
              }}
            />
          </div>
        </Field>
        <FormError message={failure} />
        <FormActions
          label={t(`chat.offer.submit${type}`)}
          testId="offer-submit"
          pending={quote.isPending}
          onCancel={onClose}
        />
      </form>
    </Modal>
  )
}
