/**
 * The receipt (docs/product/cart.md, "Address and receipt"): none, or an electronic receipt to a
 * person or a company by email. "None" is saved at once; a receipt once its name and email are
 * given (checked with the contract's schema, as the server does). Below it, the coupons: none yet.
 */
import {
  type CartReceiptBody,
  type CheckoutView,
  cartReceiptBody,
  RECEIPT_TITLE_MAX,
} from '@kaifong/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Field } from '../../../components/Field.tsx'
import { translateIssue } from '../../../lib/i18n.ts'
import { toast } from '../../../lib/ui.ts'
import { chooseReceipt } from '../api/checkout.ts'

type Kind = CartReceiptBody['kind']
const KINDS: Kind[] = ['NONE', 'PERSONAL', 'COMPANY']

interface Props {
  receipt: CheckoutView['receipt']
  onChange: (change: () => Promise<unknown>) => Promise<unknown>
}

export function CheckoutReceipt({ receipt, onChange }: Props) {
  const { t } = useTranslation()
  const [kind, setKind] = useState<Kind>(receipt?.kind ?? 'NONE')
  const [title, setTitle] = useState(receipt?.title ?? '')
  const [email, setEmail] = useState(receipt?.email ?? '')
  const [errors, setErrors] = useState<{ title?: string; email?: string }>({})
  const pickKind = (next: Kind) => {
    setKind(next)
    setErrors({})
    if (next === 'NONE') void onChange(() => chooseReceipt({ kind: 'NONE' }))
  }
  const save = () => {
    const parsed = cartReceiptBody.safeParse({ kind, title, email })
    if (!parsed.success) {
      const of = (field: string) =>
        translateIssue(parsed.error.issues.find((i) => i.path[0] === field)?.message)
      setErrors({ title: of('title') || undefined, email: of('email') || undefined })
      return
    }
    setErrors({})
    void onChange(async () => {
      await chooseReceipt({ kind, title, email })
      toast(t('cart.receipt.saved'), 'success')
    })
  }
  return (
    <section
      className="card checkout-block"
      aria-labelledby="checkout-receipt"
      data-testid="checkout-receipt"
    >
      <h2 id="checkout-receipt">{t('cart.receipt.title')}</h2>
      <fieldset className="checkout-choices checkout-choices-row">
        <legend className="sr-only">{t('cart.receipt.title')}</legend>
        {KINDS.map((k) => (
          <label key={k} className="checkout-choice">
            <input type="radio" name="receipt" checked={kind === k} onChange={() => pickKind(k)} />
            <span>{t(`cart.receipt.${k}`)}</span>
          </label>
        ))}
      </fieldset>
      {kind !== 'NONE' && (
        <div className="form checkout-receipt-form">
          <Field id="receipt-title" label={t(`cart.receipt.titleLabel.${kind}`)} error={errors.title}>
            <input
              id="receipt-title"
              maxLength={RECEIPT_TITLE_MAX}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
            />
          </Field>
          <Field id="receipt-email" label={t('cart.receipt.email')} error={errors.email}>
            <input id="receipt-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field>
          <button
            type="button"
            className="btn btn-outline btn-small"
            onClick={save}
            data-testid="receipt-save"
          >
            {t('cart.receipt.save')}
          </button>
        </div>
      )}
      <h2 className="checkout-coupons-title">{t('cart.coupons.title')}</h2>
      <p className="muted small" data-testid="no-coupons">
        {t('cart.coupons.none')}
      </p>
    </section>
  )
}
