/**
 * One line of the cart (docs/product/cart.md, "Lines"): tick, photo, name and specs, today's price
 * (and the price the member saw before, when it changed), stock left, the number of units and the
 * line's amount, and remove. A line that cannot be bought now is greyed with its reason and has no
 * tick; one with fewer left than it holds keeps its stepper, to come down to the stock.
 */
import { CART_LINE_MAX, type CartLine } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { formatHKD } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { useLineNum } from '../hooks/use-line-num.ts'
import { QuantityStepper } from './QuantityStepper.tsx'

interface Props {
  line: CartLine
  /** The price the member saw before today's, when it changed (remembered while the page is open). */
  priceBefore: string | null
  onTick: (checked: boolean) => void
  onRemove: () => void
  onSettled: () => void
}

export function CartLineRow({ line, priceBefore, onTick, onRemove, onSettled }: Props) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const { num, change } = useLineNum(line, onSettled)
  const to = paths.goodsDetail(line.goodsId, { skuId: line.skuId })
  const reason = line.unavailable
  const adjustable = reason === null || reason === 'NOT_ENOUGH'
  return (
    <li className={`cart-line${reason ? ' unavailable' : ''}`} data-testid="cart-line" data-sku={line.skuId}>
      <span className="cart-line-tick">
        {reason === null && (
          <input
            type="checkbox"
            checked={line.checked}
            aria-label={t('cart.tickLine', { name: line.goodsName })}
            onChange={(e) => onTick(e.target.checked)}
            data-testid="line-tick"
          />
        )}
      </span>
      <Link to={to} className="cart-line-photo" tabIndex={-1} aria-hidden>
        {line.image && <img src={line.image} alt="" loading="lazy" />}
      </Link>
      <div className="cart-line-main">
        <Link to={to} className="cart-line-name">
          {line.goodsName}
        </Link>
        {line.specsText && <span className="cart-line-specs">{line.specsText}</span>}
        {reason ? (
          <span className="cart-line-reason" data-testid="line-reason">
            {t(`cart.unavailable.${reason}`, { count: line.stock })}
          </span>
        ) : (
          <span className="cart-line-stock">{t('cart.sku.stockLeft', { count: line.stock })}</span>
        )}
      </div>
      <div className="cart-line-price">
        <strong>{formatHKD(line.price, lang)}</strong>
        {priceBefore && (
          <span className="cart-line-changed" data-testid="price-changed">
            {t('cart.priceChanged', { price: formatHKD(priceBefore, lang) })}
          </span>
        )}
      </div>
      <div className="cart-line-qty">
        {adjustable ? (
          <QuantityStepper
            value={num}
            max={Math.min(CART_LINE_MAX, Math.max(1, line.stock))}
            onChange={change}
            label={line.goodsName}
            testId="line-qty"
          />
        ) : (
          <span className="muted">×{line.num}</span>
        )}
      </div>
      <strong className="cart-line-subtotal">{formatHKD(line.subtotal, lang)}</strong>
      <button
        type="button"
        className="link small cart-line-remove"
        aria-label={t('cart.removeLine', { name: line.goodsName })}
        onClick={onRemove}
        data-testid="line-remove"
      >
        {t('cart.remove')}
      </button>
    </li>
  )
}
