/**
 * /shoppingCart (docs/product/cart.md; docs/product/screens.md): the member's cart grouped by shop,
 * with ticks per line, per shop and for all, stock and price changes shown as they happen, lines
 * that cannot be bought greyed with the reason, and the ticked lines' total from the server.
 * "Check out" first unticks lines that cannot be bought (they have no tick box here), then goes to
 * the checkout (/cart). Members only (the router asks visitors to log in).
 */
import type { CartView } from '@kaifong/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { EmptyState, LoadError } from '../../../components/LoadStates.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { paths } from '../../../config/paths.ts'
import { toast } from '../../../lib/ui.ts'
import {
  clearCart,
  refreshCart,
  removeLines,
  tickAll,
  tickLine,
  tickShop,
  useCartChange,
  useCartView,
} from '../api/cart.ts'
import { CartFooter } from '../components/CartFooter.tsx'
import { type CartActions, CartShopGroup } from '../components/CartShopGroup.tsx'
import { usePriceMemory } from '../hooks/use-price-memory.ts'
import '../components/cart.css'

const linesOf = (view: CartView) => view.shops.flatMap((s) => s.lines)

export default function ShoppingCartPage() {
  const { t } = useTranslation()
  const view = useCartView()
  const priceBefore = usePriceMemory(view.data)
  const change = useCartChange()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const actions: CartActions = {
    tickLine: (skuId, checked) => void change(() => tickLine(skuId, checked)),
    tickShop: (storeId, checked) => void change(() => tickShop(storeId, checked)),
    remove: (skuIds) =>
      void change(async () => {
        await removeLines(skuIds)
        toast(t('cart.removed'), 'success')
      }),
    settled: () => void refreshCart(queryClient),
  }

  if (view.isPending) return <Spinner label={t('common.loading')} />
  if (view.isError) return <LoadError error={view.error} onRetry={() => void view.refetch()} />
  const data = view.data
  const checkout = async () => {
    const blocked = linesOf(data).filter((l) => l.checked && l.unavailable !== null)
    await change(() => Promise.all(blocked.map((l) => tickLine(l.skuId, false))))
    void navigate(paths.cartCheckout)
  }
  return (
    <div className="page cart-page" data-testid="cart-page">
      <h1 className="cart-title">{t('cart.title')}</h1>
      {data.shops.length === 0 ? (
        <EmptyState title={t('cart.empty')}>
          <p className="muted">{t('cart.emptyBody')}</p>
          <Link to={paths.home} className="btn btn-primary btn-small">
            {t('cart.browse')}
          </Link>
        </EmptyState>
      ) : (
        <>
          {data.shops.map((shop) => (
            <CartShopGroup key={shop.storeId} shop={shop} actions={actions} priceBefore={priceBefore} />
          ))}
          <CartFooter
            view={data}
            onTickAll={(checked) => void change(() => tickAll(checked))}
            onRemoveTicked={() =>
              actions.remove(
                linesOf(data)
                  .filter((l) => l.checked && l.unavailable === null)
                  .map((l) => l.skuId),
              )
            }
            onClear={() => void change(clearCart)}
            onCheckout={() => void checkout()}
          />
        </>
      )}
    </div>
  )
}
