/**
 * /admin/orders (docs/admin.md, "Orders", right `orders`): every order, newest first, by order
 * number (whole or its beginning), buyer, shop, status and Hong Kong days; each opens the order's
 * page. The filters and the page live in the address.
 */
import type { AdminOrderRow } from '@kaifong/contract/admin'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { formatHKD } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import {
  type AdminColumn,
  AdminError,
  AdminLoading,
  AdminTable,
  adminPaths,
  adminTime,
  useAdminTitle,
} from '../../admin/index.ts'
import { OrderFilters } from '../components/OrderFilters.tsx'
import { FILTER_KEYS, type OrderFilters as Filters, useConsoleOrders } from '../lib/orders.ts'

function useColumns(): AdminColumn<AdminOrderRow>[] {
  const { t } = useTranslation()
  const lang = currentLanguage()
  return [
    {
      key: 'sn',
      header: t('admin.orders.sn'),
      cell: (o) => (
        <Link to={adminPaths.order(o.sn)} data-testid="order-link">
          {o.sn}
        </Link>
      ),
    },
    {
      key: 'buyer',
      header: t('admin.orders.buyer'),
      cell: (o) => <Link to={adminPaths.member(o.buyer.id)}>{o.buyer.nickName || o.buyer.username}</Link>,
    },
    { key: 'shop', header: t('admin.orders.shop'), cell: (o) => o.shop.name },
    { key: 'amount', header: t('admin.orders.amount'), cell: (o) => formatHKD(o.flowPrice, lang) },
    { key: 'items', header: t('admin.orders.items'), cell: (o) => o.itemCount },
    { key: 'status', header: t('admin.orders.status'), cell: (o) => t(`admin.orders.statuses.${o.status}`) },
    { key: 'placed', header: t('admin.orders.placed'), cell: (o) => adminTime(o.createTime, lang) },
  ]
}

const filtersOf = (params: URLSearchParams): Filters =>
  Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as unknown as Filters

export default function OrdersPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const key = params.toString()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address's text stands for its params
  const filters = useMemo(() => filtersOf(params), [key])
  const page = Math.max(1, Number(params.get('page')) || 1)
  const columns = useColumns()
  useAdminTitle(t('admin.orders.title'))
  const list = useConsoleOrders(filters, page)
  const go = (next: Filters, nextPage?: number) =>
    setParams({
      ...Object.fromEntries(FILTER_KEYS.filter((k) => next[k]).map((k) => [k, next[k]])),
      ...(nextPage ? { page: String(nextPage) } : {}),
    })
  const filtered = FILTER_KEYS.some((k) => filters[k])
  return (
    <section className="adm-page" aria-labelledby="orders-title">
      <h1 id="orders-title">{t('admin.orders.title')}</h1>
      <OrderFilters filters={filters} onChange={(next) => go(next)} />
      {list.isPending ? (
        <AdminLoading />
      ) : list.isError ? (
        <AdminError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <p className="adm-muted" role="status">
            {t('admin.orders.total', { count: list.data.total })}
          </p>
          <AdminTable
            caption={t('admin.orders.caption')}
            columns={columns}
            rows={list.data.records}
            rowKey={(o) => o.sn}
            empty={filtered ? t('admin.orders.noMatch') : t('admin.orders.none')}
            page={page}
            pages={list.data.pages}
            onPage={(n) => go(filters, n)}
            testId="orders-table"
            rowTestId="order-row"
            busy={list.isPlaceholderData}
          />
        </>
      )}
    </section>
  )
}
