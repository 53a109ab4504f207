/**
 * "Make an offer" (docs/product/screens.md quote dialog, §5 amount rules). Until the in-app chat arrives the
 * offer travels through the seller's contact methods: the buyer checks the amount here, then
 * sends the prefilled offer by WhatsApp, email, or copies it for WeChat.
 */
import type { GoodsDetail } from '@kaifong/contract'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Field } from '../../../components/Field.tsx'
import { PriceText } from '../../../components/GoodsCard.tsx'
import { Modal } from '../../../components/Modal.tsx'
import { formatHKD } from '../../../lib/format.ts'
import { offerText } from '../lib/contact-text.ts'
import { checkOffer, type OfferError, stepOffer } from '../lib/offer-amount.ts'
import { ContactList } from './ContactList.tsx'
import './dialogs.css'

interface Props {
  goods: GoodsDetail
  open: boolean
  onClose: () => void
}

export function OfferDialog({ goods, open, onClose }: Props) {
  const { t } = useTranslation()
  return (
    <Modal open={open} title={t('detail.offer.title')} onClose={onClose} width={480} testId="offer-dialog">
      {open && <OfferForm goods={goods} />}
    </Modal>
  )
}

function OfferForm({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation()
  const [input, setInput] = useState('')
  const [error, setError] = useState<OfferError | null>(null)
  const [amount, setAmount] = useState<string | null>(null)
  const validate = (value: string) => {
    const check = checkOffer(value)
    setError(check.ok ? null : check.error)
    return check
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const check = validate(input)
    if (check.ok) setAmount(check.amount)
  }
  if (amount) {
    const { subject, message } = offerText(t, goods, amount)
    return (
      <div className="offer-send" data-testid="offer-send">
        <p className="offer-summary">
          {t('detail.offer.yourOffer')} <strong>{formatHKD(amount)}</strong>{' '}
          <button type="button" className="link small" onClick={() => setAmount(null)}>
            {t('detail.offer.change')}
          </button>
        </p>
        <p className="muted small">{t('detail.offer.sendHint')}</p>
        <ContactList contacts={goods.contacts} subject={subject} message={message} />
      </div>
    )
  }
  return (
    <form className="form" noValidate onSubmit={submit}>
      <p className="muted small">
        {t('detail.offer.asking')} <PriceText price={goods.price} />
      </p>
      <Field
        id="offer-amount"
        label={t('detail.offer.amount')}
        error={error ? t(`detail.offer.errors.${error}`) : undefined}
        hint={t('detail.offer.hint')}
      >
        <div className="money-input">
          <span aria-hidden>HK$</span>
          <input
            id="offer-amount"
            name="amount"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={input}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'offer-amount-error' : undefined}
            onChange={(e) => {
              setInput(e.target.value)
              if (error) validate(e.target.value)
            }}
            onBlur={() => input && validate(input)}
            onKeyDown={(e) => {
              if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return
              e.preventDefault()
              const next = stepOffer(input, e.key === 'ArrowUp' ? 1 : -1)
              setInput(next)
              validate(next)
            }}
          />
        </div>
      </Field>
      <button type="submit" className="btn btn-primary btn-block" data-testid="offer-next">
        {t('detail.offer.next')}
      </button>
    </form>
  )
}
