/**
 * One shop's part of the checkout (docs/product/cart.md, "Ways and fees"): its lines, how it
 * travels (delivery, SF locker, convenience-store pickup, or self pickup at one of the shop's
 * pickup points) with each way's fee today, a note to the shop, and its price breakdown from the
 * server.
 */
import { type CheckoutView, ORDER_REMARK_MAX } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { formatHKD } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { choosePickup, chooseWay, type ShippingMethods } from '../api/checkout.ts'
import { usePending } from '../hooks/use-pending.ts'
import { PriceRows } from './PriceRows.tsx'

type Part = CheckoutView['parts'][number]

interface Props {
  part: Part
  methods: ShippingMethods[number] | undefined
  remark: string
  onRemark: (text: string) => void
  onChange: (change: () => Promise<unknown>) => Promise<unknown>
}

export function CheckoutPartCard({ part, methods, remark, onRemark, onChange }: Props) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const headingId = `checkout-shop-${part.storeId}`
  return (
    <section className="card checkout-block" aria-labelledby={headingId} data-testid="checkout-part">
      <h2 id={headingId} className="cart-shop-name">
        <Link to={paths.merchant(part.storeId)}>{part.storeName}</Link>
      </h2>
      <ul className="checkout-lines">
        {part.lines.map((l) => (
          <li key={l.skuId} className="checkout-line">
            {l.image && <img src={l.image} alt="" loading="lazy" />}
            <span className="checkout-line-text">
              <span className="cart-line-name">{l.goodsName}</span>
              {l.specsText && <span className="cart-line-specs">{l.specsText}</span>}
            </span>
            <span className="checkout-line-num">
              {formatHKD(l.price, lang)} × {l.num}
            </span>
            <strong>{formatHKD(l.subtotal, lang)}</strong>
          </li>
        ))}
      </ul>
      <WayChoice part={part} methods={methods} onChange={onChange} />
      <div className="field">
        <label htmlFor={`remark-${part.storeId}`}>{t('cart.remark.label')}</label>
        <textarea
          id={`remark-${part.storeId}`}
          rows={2}
          maxLength={ORDER_REMARK_MAX}
          value={remark}
          placeholder={t('cart.remark.placeholder')}
          onChange={(e) => onRemark(e.target.value)}
        />
      </div>
      <PriceRows amounts={part} totalLabel={t('cart.price.shopTotal')} />
    </section>
  )
}

function WayChoice({ part, methods, onChange }: Omit<Props, 'remark' | 'onRemark'>) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const ways = methods?.ways ?? []
  const pickups = methods?.pickups ?? []
  const name = `way-${part.storeId}`
  const [pendingWay, showWay] = usePending<string>()
  const [pendingPickup, showPickup] = usePending<string>()
  const shownWay = pendingWay ?? part.way
  return (
    <fieldset className="checkout-ways" data-testid="way-choice">
      <legend>{t('cart.way.title')}</legend>
      {ways.map((w) => (
        <label key={w.way} className={`checkout-choice${w.available ? '' : ' incomplete'}`}>
          <input
            type="radio"
            name={name}
            value={w.way}
            checked={shownWay === w.way}
            disabled={!w.available}
            onChange={() =>
              showWay(
                w.way,
                onChange(() => chooseWay(part.storeId, w.way)),
              )
            }
          />
          <span className="checkout-choice-text">
            <span>{t(`cart.way.${w.way}`)}</span>
            <span className="small muted">
              {w.available ? feeText(w.fee, t, lang) : t('cart.way.unavailable')}
            </span>
          </span>
        </label>
      ))}
      {methods?.freeShippingOver && (
        <p className="small muted">
          {t('cart.way.freeOver', { amount: formatHKD(methods.freeShippingOver, lang) })}
        </p>
      )}
      {shownWay === 'PICKUP' && pickups.length > 0 && (
        <div className="field">
          <label htmlFor={`pickup-${part.storeId}`}>{t('cart.pickup.label')}</label>
          <select
            id={`pickup-${part.storeId}`}
            value={pendingPickup ?? part.pickup?.id ?? ''}
            onChange={(e) => {
              const id = e.target.value
              showPickup(
                id,
                onChange(() => choosePickup(id)),
              )
            }}
            data-testid="pickup-select"
          >
            {!part.pickup && <option value="">{t('cart.pickup.choose')}</option>}
            {pickups.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} · {t(`address.district.${p.district}`)} {p.detail}
              </option>
            ))}
          </select>
          {part.pickup?.hours && (
            <p className="field-hint">{t('cart.pickup.hours', { hours: part.pickup.hours })}</p>
          )}
        </div>
      )}
    </fieldset>
  )
}

const feeText = (fee: string, t: (key: string) => string, lang: ReturnType<typeof currentLanguage>) =>
  /^0+(\.0+)?$/.test(fee) ? t('cart.way.free') : formatHKD(fee, lang)
