/**
 * /setting/orders and the member centre's MyOrder (docs/product/orders.md, "Lists"): the buyer's
 * orders by tab (the server's tags; `?tag=` keeps the tab in the address), ten a page, each card
 * with the steps its status allows. Shop owners also get a link to their shop's orders.
 */
import type { OrderCard } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { EmptyState, LoadError } from '../../../components/LoadStates.tsx'
import { Pager } from '../../../components/Pager.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { TabRow, tabPanelProps } from '../../../components/TabRow.tsx'
import { paths } from '../../../config/paths.ts'
import { orderRoutes, useOwnLink } from '../../../lib/member-centre.ts'
import { useHasOpenShop, useMyOrders } from '../api/orders.ts'
import { BuyerActions } from '../components/BuyerActions.tsx'
import { OrderCardView } from '../components/OrderCardView.tsx'
import { MY_ORDER_TABS, type MyOrderTab, tabOf } from '../lib/orders.ts'
import '../orders.css'

export const detailPath = (sn: string) => `${orderRoutes.orderDetail}?${new URLSearchParams({ sn })}`

export default function MyOrderPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const tab = tabOf(params.get('tag'))
  const page = Math.max(1, Number(params.get('page')) || 1)
  const go = (next: MyOrderTab, nextPage = 1) =>
    setParams(
      (p) => {
        p.set('tag', next)
        if (nextPage > 1) p.set('page', String(nextPage))
        else p.delete('page')
        return p
      },
      { replace: true },
    )
  return (
    <section className="orders-page" data-testid="my-orders">
      <header className="orders-head">
        <h1>{t('orders.title')}</h1>
        <ShopOrdersLink />
      </header>
      <TabRow
        tabs={MY_ORDER_TABS}
        active={tab}
        onSelect={(next) => go(next)}
        label={t('orders.tabsLabel')}
        idPrefix="my-orders"
        testIdPrefix="orders-tab-"
      >
        {(one) => t(`orders.tabs.${one}`)}
      </TabRow>
      <div {...tabPanelProps('my-orders', tab)} className="orders-list">
        <OrdersOfTab tab={tab} page={page} onPage={(next) => go(tab, next)} />
      </div>
    </section>
  )
}

function OrdersOfTab({
  tab,
  page,
  onPage,
}: {
  tab: MyOrderTab
  page: number
  onPage: (page: number) => void
}) {
  const { t } = useTranslation()
  const ownLink = useOwnLink()
  const list = useMyOrders(tab, page)
  if (list.isPending) return <Spinner label={t('common.loading')} />
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />
  if (list.data.records.length === 0)
    return (
      <EmptyState title={t(`orders.empty.${tab}`)}>
        <Link to={paths.goodsList()} className="btn btn-primary btn-small">
          {t('orders.browse')}
        </Link>
      </EmptyState>
    )
  const card = (order: OrderCard) => {
    const to = ownLink(detailPath(order.sn))
    return (
      <OrderCardView key={order.sn} order={order} to={to} who="shop">
        <BuyerActions order={order} tracesTo={`${to}#order-traces`} />
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

/** Shop owners: their shop's orders. */
function ShopOrdersLink() {
  const { t } = useTranslation()
  const ownLink = useOwnLink()
  if (!useHasOpenShop()) return null
  return (
    <Link
      to={ownLink(orderRoutes.shopOrders)}
      className="btn btn-outline btn-small"
      data-testid="to-shop-orders"
    >
      {t('orders.shop.title')}
    </Link>
  )
}
