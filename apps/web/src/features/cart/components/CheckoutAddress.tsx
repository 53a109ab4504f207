/**
 * Where the delivered parts go (docs/product/cart.md, "Address and receipt"): an address of the
 * member's book that names a recipient and a mobile number. The book's complete addresses can be
 * chosen; one without a recipient or mobile says so, and the book opens here to add or edit one.
 */
import type { CheckoutView } from '@kaifong/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AddressManageDialog, addressLine, useAddresses } from '../../addresses/index.ts'
import { chooseAddress } from '../api/checkout.ts'
import { usePending } from '../hooks/use-pending.ts'

interface Props {
  checkout: CheckoutView
  /** Some shop's part travels to the member (not all picked up). */
  needed: boolean
  onChange: (change: () => Promise<unknown>) => Promise<unknown>
}

export function CheckoutAddress({ checkout, needed, onChange }: Props) {
  const { t } = useTranslation()
  const book = useAddresses()
  const [managing, setManaging] = useState(false)
  const [pending, choose] = usePending<string>()
  const chosen = pending ?? checkout.address?.id ?? null
  const addresses = book.data ?? []
  return (
    <section
      className="card checkout-block"
      aria-labelledby="checkout-address"
      data-testid="checkout-address"
    >
      <h2 id="checkout-address">{t('cart.address.title')}</h2>
      {!needed && <p className="muted small">{t('cart.address.notNeeded')}</p>}
      {book.isSuccess && addresses.length === 0 && (
        <p className="checkout-warn" role="note">
          {t('cart.address.none')}
        </p>
      )}
      <fieldset className="checkout-choices">
        <legend className="sr-only">{t('cart.address.choose')}</legend>
        {addresses.map((a) => {
          const complete = a.consignee.trim() !== '' && a.mobile.trim() !== ''
          return (
            <label key={a.id} className={`checkout-choice${complete ? '' : ' incomplete'}`}>
              <input
                type="radio"
                name="checkout-address"
                checked={chosen === a.id}
                disabled={!complete}
                onChange={() =>
                  choose(
                    a.id,
                    onChange(() => chooseAddress(a.id)),
                  )
                }
                data-testid={`address-${a.id}`}
              />
              <span className="checkout-choice-text">
                <strong>{a.name}</strong>
                <span className="small">{addressLine(a, t)}</span>
                {complete ? (
                  <span className="small muted">
                    {a.consignee} · {a.mobile}
                  </span>
                ) : (
                  <span className="small checkout-warn-text">{t('cart.address.incomplete')}</span>
                )}
              </span>
            </label>
          )
        })}
      </fieldset>
      <button
        type="button"
        className="btn btn-ghost btn-small"
        onClick={() => setManaging(true)}
        data-testid="manage-addresses"
      >
        {t('cart.address.manage')}
      </button>
      <AddressManageDialog
        open={managing}
        onClose={() => {
          setManaging(false)
          // The book's changes refresh the book; the checkout's address may have changed with them.
          void onChange(async () => undefined)
        }}
      />
    </section>
  )
}
