/**
 * /cart, the checkout (docs/product/cart.md, "Checkout"; docs/product/screens.md): the address, each
 * shop's part with its way, pickup point, note and price, the receipt, the coupons (none yet), the
 * total, and "place order", which makes one order per shop (POST create/trade) and goes to the
 * payment page (/pay?sn=<trade>). Every choice is sent to the server and the checkout read again:
 * the amounts shown are always the server's. Members only.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { EmptyState, LoadError } from '../../../components/LoadStates.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { paths } from '../../../config/paths.ts'
import { refreshCart, useCartChange, useCartView } from '../api/cart.ts'
import { createTrade, useCheckout, useShippingMethods } from '../api/checkout.ts'
import { CheckoutAddress } from '../components/CheckoutAddress.tsx'
import { CheckoutPartCard } from '../components/CheckoutPartCard.tsx'
import { CheckoutReceipt } from '../components/CheckoutReceipt.tsx'
import { CheckoutSummary } from '../components/CheckoutSummary.tsx'
import '../components/cart.css'

export default function CartCheckoutPage() {
  const { t } = useTranslation()
  const checkout = useCheckout()
  const methods = useShippingMethods()
  const cart = useCartView()
  const change = useCartChange()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [remarks, setRemarks] = useState<Record<string, string>>({})
  const [placing, setPlacing] = useState(false)
  const onChange = (run: () => Promise<unknown>) => change(run)

  if (checkout.isPending) return <Spinner label={t('common.loading')} />
  if (checkout.isError) return <LoadError error={checkout.error} onRetry={() => void checkout.refetch()} />
  const data = checkout.data
  const place = async () => {
    setPlacing(true)
    try {
      const trade = await createTrade(
        data.parts.map((p) => ({ storeId: p.storeId, remark: remarks[p.storeId] ?? '' })),
      )
      await refreshCart(queryClient)
      void navigate(paths.pay(trade.tradeSn), { replace: true })
    } catch {
      // The API client has shown the server's message (e.g. sold out meanwhile); read the checkout again.
      await refreshCart(queryClient)
      setPlacing(false)
    }
  }
  return (
    <div className="page checkout-page" data-testid="checkout-page">
      <h1 className="cart-title">{t('cart.checkout.title')}</h1>
      {data.parts.length === 0 && data.problems.includes('NOTHING_CHECKED') ? (
        <EmptyState title={t('cart.checkout.nothing')}>
          <Link to={paths.shoppingCart} className="btn btn-primary btn-small">
            {t('cart.backToCart')}
          </Link>
        </EmptyState>
      ) : (
        <div className="checkout-grid">
          <div className="checkout-main">
            <CheckoutAddress
              checkout={data}
              needed={data.parts.some((p) => p.way !== 'PICKUP')}
              onChange={onChange}
            />
            {data.parts.map((part) => (
              <CheckoutPartCard
                key={part.storeId}
                part={part}
                methods={methods.data?.find((m) => m.storeId === part.storeId)}
                remark={remarks[part.storeId] ?? ''}
                onRemark={(text) => setRemarks((r) => ({ ...r, [part.storeId]: text }))}
                onChange={onChange}
              />
            ))}
            <CheckoutReceipt receipt={data.receipt} onChange={onChange} />
          </div>
          <CheckoutSummary
            checkout={data}
            lines={(cart.data?.shops ?? []).flatMap((s) => s.lines)}
            placing={placing}
            onPlace={() => void place()}
            onChange={onChange}
          />
        </div>
      )}
    </div>
  )
}
