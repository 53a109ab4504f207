/**
 * The checkout's total (the server's sum of every shop's part), what stands in the way of ordering
 * (docs/product/cart.md, "Checkout": nothing ticked, no or an incomplete address, no pickup point,
 * a ticked line that cannot be bought, with the way out of each), and "place order".
 */
import type { CartLine, CheckoutView } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { tickLine } from '../api/cart.ts'
import { PriceRows } from './PriceRows.tsx'

interface Props {
  checkout: CheckoutView
  /** The cart's lines, to name a line the checkout says cannot be bought. */
  lines: CartLine[]
  placing: boolean
  onPlace: () => void
  onChange: (change: () => Promise<unknown>) => Promise<unknown>
}

export function CheckoutSummary({ checkout, lines, placing, onPlace, onChange }: Props) {
  const { t } = useTranslation()
  return (
    <section
      className="card checkout-block checkout-summary"
      aria-labelledby="checkout-total"
      data-testid="checkout-summary"
    >
      <h2 id="checkout-total">{t('cart.price.title', { count: checkout.num })}</h2>
      <PriceRows amounts={checkout} totalLabel={t('cart.price.total')} />
      {checkout.problems.length > 0 && (
        <ul className="checkout-problems" data-testid="checkout-problems">
          {checkout.problems.map((p) => (
            <Problem key={p} problem={p} checkout={checkout} lines={lines} onChange={onChange} />
          ))}
        </ul>
      )}
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={placing || checkout.problems.length > 0 || checkout.parts.length === 0}
        onClick={onPlace}
        data-testid="place-order"
      >
        {placing ? t('cart.placing') : t('cart.place')}
      </button>
      <Link to={paths.shoppingCart} className="link small checkout-back">
        {t('cart.backToCart')}
      </Link>
    </section>
  )
}

function Problem({
  problem,
  checkout,
  lines,
  onChange,
}: { problem: string } & Omit<Props, 'placing' | 'onPlace'>) {
  const { t } = useTranslation()
  const [code = '', id = ''] = problem.split(':')
  if (code === 'LINE_UNAVAILABLE') {
    const name = lines.find((l) => l.skuId === id)?.goodsName ?? ''
    return (
      <li>
        {t('cart.problem.LINE_UNAVAILABLE', { name })}{' '}
        <button type="button" className="link small" onClick={() => void onChange(() => tickLine(id, false))}>
          {t('cart.problem.untick')}
        </button>
      </li>
    )
  }
  if (code === 'PICKUP_MISSING') {
    const shop = checkout.parts.find((p) => p.storeId === id)?.storeName ?? ''
    return <li>{t('cart.problem.PICKUP_MISSING', { shop })}</li>
  }
  const known = ['NOTHING_CHECKED', 'ADDRESS_MISSING', 'ADDRESS_INCOMPLETE'].includes(code)
  return <li>{known ? t(`cart.problem.${code}`) : problem}</li>
}
