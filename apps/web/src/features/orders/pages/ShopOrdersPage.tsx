/**
 * /setting/shop-orders and the member centre's StoreOrder (docs/product/orders.md, "The shop's
 * steps"): the shop owner's orders with a status filter; `?sn=` opens one order (the shop's
 * notices link there) with its ship form or pickup-code form. Members without an open shop are
 * told so, with the way to apply.
 */
import type { OrderCard } from '@kaifong/contract'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { EmptyState, LoadError } from '../../../components/LoadStates.tsx'
import { Pager } from '../../../components/Pager.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { paths } from '../../../config/paths.ts'
import { orderRoutes, useOwnLink } from '../../../lib/member-centre.ts'
import { useHasOpenShop, useShopOrders } from '../api/orders.ts'
import { OrderCardView } from '../components/OrderCardView.tsx'
import { ShopOrderDetail } from '../components/ShopOrderDetail.tsx'
import { SHOP_FILTERS, type ShopFilter, shopFilterOf } from '../lib/orders.ts'
import '../orders.css'

export default function ShopOrdersPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const sn = params.get('sn') ?? ''
  const open = useHasOpenShop()
  if (open === undefined) return <Spinner label={t('common.loading')} />
  if (!open)
    return (
      <section className="orders-page" data-testid="shop-orders-none">
        <h1>{t('orders.shop.title')}</h1>
        <EmptyState title={t('orders.shop.noShop')}>
          <Link to={paths.shopEntry} className="btn btn-primary btn-small">
            {t('orders.shop.apply')}
          </Link>
        </EmptyState>
      </section>
    )
  return sn ? <ShopOrderDetail sn={sn} /> : <ShopOrderList />
}

function ShopOrderList() {
  const { t } = useTranslation()
  const id = useId()
  const [params, setParams] = useSearchParams()
  const filter = shopFilterOf(params.get('status'))
  const page = Math.max(1, Number(params.get('page')) || 1)
  const go = (status: ShopFilter, nextPage = 1) =>
    setParams(
      (p) => {
        p.set('status', status)
        if (nextPage > 1) p.set('page', String(nextPage))
        else p.delete('page')
        return p
      },
      { replace: true },
    )
  return (
    <section className="orders-page" data-testid="shop-orders">
      <header className="orders-head">
        <h1>{t('orders.shop.title')}</h1>
        <div className="orders-filter">
          <label htmlFor={`${id}-status`}>{t('orders.shop.filter')}</label>
          <select
            id={`${id}-status`}
            value={filter}
            onChange={(e) => go(shopFilterOf(e.target.value))}
            data-testid="shop-orders-filter"
          >
            {SHOP_FILTERS.map((status) => (
              <option key={status} value={status}>
                {status === 'ALL' ? t('orders.tabs.ALL') : t(`orders.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
      </header>
      <div className="orders-list" aria-live="polite">
        <ShopOrderCards filter={filter} page={page} onPage={(next) => go(filter, next)} />
      </div>
    </section>
  )
}

function ShopOrderCards({
  filter,
  page,
  onPage,
}: {
  filter: ShopFilter
  page: number
  onPage: (page: number) => void
}) {
  const { t } = useTranslation()
  const ownLink = useOwnLink()
  const list = useShopOrders(filter, page)
  if (list.isPending) return <Spinner label={t('common.loading')} />
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />
  if (list.data.records.length === 0) return <EmptyState title={t('orders.shop.empty')} />
  const card = (order: OrderCard) => {
    const to = ownLink(`${orderRoutes.shopOrders}?${new URLSearchParams({ sn: order.sn })}`)
    const next = order.actions.find((a) => a === 'SHIP' || a === 'VERIFY')
    return (
      <OrderCardView key={order.sn} order={order} to={to} who="buyer">
        {next && (
          <Link to={to} className="btn btn-primary btn-small" data-testid={`shop-${next.toLowerCase()}`}>
            {t(`orders.actions.${next}`)}
          </Link>
        )}
      </OrderCardView>
    )
  }
  return (
    <>
      {list.data.records.map(card)}
      <Pager current={list.data.current} total={list.data.pages} onChange={onPage} />
    </>
  )
}
