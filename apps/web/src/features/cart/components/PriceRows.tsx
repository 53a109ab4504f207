/** A price breakdown as the server gives it: goods, shipping, discount (none until coupons) and the total. */
import { useTranslation } from 'react-i18next'
import { formatHKD } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'

interface Amounts {
  goodsPrice: string
  shippingFee: string
  discount: string
  flowPrice: string
}

export function PriceRows({ amounts, totalLabel }: { amounts: Amounts; totalLabel: string }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const discounted = !/^0+(\.0+)?$/.test(amounts.discount)
  return (
    <dl className="price-rows" data-testid="price-rows">
      <div>
        <dt>{t('cart.price.goods')}</dt>
        <dd>{formatHKD(amounts.goodsPrice, lang)}</dd>
      </div>
      <div>
        <dt>{t('cart.price.shipping')}</dt>
        <dd>{formatHKD(amounts.shippingFee, lang)}</dd>
      </div>
      {discounted && (
        <div>
          <dt>{t('cart.price.discount')}</dt>
          <dd>-{formatHKD(amounts.discount, lang)}</dd>
        </div>
      )}
      <div className="price-rows-total">
        <dt>{totalLabel}</dt>
        <dd data-testid="price-total">{formatHKD(amounts.flowPrice, lang)}</dd>
      </div>
    </dl>
  )
}
