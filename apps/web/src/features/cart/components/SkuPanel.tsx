/**
 * The SKU choice on a shop listing's page (/goodsDetail?goodsId=&skuId=; docs/product/shop-goods.md, "The goods page"):
 * the chosen SKU's photo, price and stock, one row of spec buttons per dimension (the link's
 * `skuId` preselects; a pick replaces it in the address), the number of units (1 to the stock, 99
 * at most), "add to cart" and "buy now". Loaded with the cart's texts after the page
 * (features/cart/index.ts), so the listing's first load stays as it was.
 */
import { CART_LINE_MAX, type GoodsDetail, type SkuView } from '@kaifong/contract'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { formatHKD } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { useAddToCart } from '../hooks/use-add-to-cart.ts'
import { dimensionsOf, initialSku, pick, specsText, valueState } from '../lib/sku-choice.ts'
import { QuantityStepper } from './QuantityStepper.tsx'
import './cart.css'

export default function SkuPanel({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const sku = initialSku(goods.skus, params.get('skuId'), goods.skuId)
  const [num, setNum] = useState(1)
  const cart = useAddToCart()
  const max = Math.min(sku?.stock ?? 0, CART_LINE_MAX)
  useEffect(() => setNum((n) => Math.min(Math.max(1, n), Math.max(1, max))), [max])
  if (!sku) return null
  const choose = (next: SkuView) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev)
        out.set('skuId', next.id)
        return out
      },
      { replace: true },
    )
  const onSale = goods.label === 'LISTED' && sku.stock > 0
  return (
    <section className="sku-panel" aria-label={t('cart.sku.label')} data-testid="sku-panel">
      <SkuHead goods={goods} sku={sku} />
      <SkuDimensions skus={goods.skus} current={sku} onPick={choose} />
      <div className="sku-row">
        <span className="sku-row-name" aria-hidden>
          {t('cart.sku.quantity')}
        </span>
        <QuantityStepper value={num} max={max} onChange={setNum} label={goods.goodsName} disabled={!onSale} />
      </div>
      <div className="sku-actions">
        <button
          type="button"
          className="btn btn-outline"
          data-testid="add-to-cart"
          disabled={!onSale || cart.busy !== null}
          onClick={() => void cart.run(sku.id, num, false)}
        >
          {t('cart.sku.add')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          data-testid="buy-now"
          disabled={!onSale || cart.busy !== null}
          onClick={() => void cart.run(sku.id, num, true)}
        >
          {t('cart.sku.buyNow')}
        </button>
      </div>
    </section>
  )
}

function SkuHead({ goods, sku }: { goods: GoodsDetail; sku: SkuView }) {
  const { t } = useTranslation()
  const photo = sku.image || goods.images[0]?.thumbnail || goods.goodsPicture
  const specs = specsText(sku)
  return (
    <div className="sku-head">
      {photo && (
        <img className="sku-photo" src={photo} alt={specs || goods.goodsName} data-testid="sku-photo" />
      )}
      <div className="sku-head-text">
        <p className="detail-price" data-testid="sku-price">
          {formatHKD(sku.price, currentLanguage())}
        </p>
        {specs && <p className="sku-chosen">{t('cart.sku.chosen', { specs })}</p>}
        <p className={`sku-stock${sku.stock > 0 ? '' : ' sold-out'}`} data-testid="sku-stock">
          {sku.stock > 0 ? t('cart.sku.stockLeft', { count: sku.stock }) : t('cart.sku.soldOut')}
        </p>
      </div>
    </div>
  )
}

interface DimensionsProps {
  skus: readonly SkuView[]
  current: SkuView
  onPick: (sku: SkuView) => void
}

/** One row of value buttons per dimension; the chosen ones pressed, sold-out ones struck through. */
function SkuDimensions({ skus, current, onPick }: DimensionsProps) {
  const { t } = useTranslation()
  return dimensionsOf(skus).map((dim, index) => (
    <fieldset className="sku-row sku-dim" key={dim.name}>
      <legend className="sku-row-name">{dim.name}</legend>
      <div className="sku-values">
        {dim.values.map((value) => {
          const state = valueState(skus, current, index, value)
          const chosen = current.specs[index]?.value === value
          return (
            <button
              key={value}
              type="button"
              className={`sku-value${chosen ? ' chosen' : ''}${state === 'ok' ? '' : ` ${state}`}`}
              aria-pressed={chosen}
              data-testid="sku-value"
              onClick={() => onPick(pick(skus, current, index, value))}
            >
              {value}
              {state === 'soldOut' && <span className="sr-only">{t('cart.sku.valueSoldOut')}</span>}
            </button>
          )
        })}
      </div>
    </fieldset>
  ))
}
