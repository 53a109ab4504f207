/**
 * /admin/orders/:sn (docs/admin.md, "Orders", right `orders`): one order with its buyer, shop,
 * delivery, items, amounts, payment split and history. Reading only.
 */
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { AdminError, AdminLoading, adminPaths, useAdminTitle } from '../../admin/index.ts'
import { OrderFacts } from '../components/OrderFacts.tsx'
import { OrderLines } from '../components/OrderLines.tsx'
import { useConsoleOrder } from '../lib/orders.ts'

export default function OrderPage() {
  const { t } = useTranslation()
  const { sn = '' } = useParams()
  const order = useConsoleOrder(sn)
  useAdminTitle(order.data ? `${t('admin.orders.title')} ${order.data.sn}` : t('admin.orders.title'))
  return (
    <section className="adm-page" aria-labelledby="order-title">
      <p>
        <Link to={adminPaths.orders}>{t('admin.orders.back')}</Link>
      </p>
      {order.isPending ? (
        <AdminLoading />
      ) : order.isError ? (
        <AdminError error={order.error} onRetry={() => void order.refetch()} />
      ) : (
        <>
          <h1 id="order-title">{order.data.sn}</h1>
          <div className="adm-detail-grid">
            <OrderFacts order={order.data} />
            <OrderLines order={order.data} />
          </div>
        </>
      )}
    </section>
  )
}
