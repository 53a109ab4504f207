/** An order's items (price at order time, quantity, subtotal) and its history, oldest first. */
import type { AdminOrderDetail } from '@kaifong/contract/admin'
import { useTranslation } from 'react-i18next'
import { formatHKD } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { type AdminColumn, AdminTable, adminTime } from '../../admin/index.ts'

type Item = AdminOrderDetail['orderItems'][number]

export function OrderLines({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const columns: AdminColumn<Item>[] = [
    { key: 'goods', header: t('admin.orders.goods'), cell: (i) => i.goodsName },
    { key: 'specs', header: t('admin.orders.specs'), cell: (i) => i.specs },
    { key: 'price', header: t('admin.orders.price'), cell: (i) => formatHKD(i.price, lang) },
    { key: 'num', header: t('admin.orders.num'), cell: (i) => i.num },
    { key: 'subtotal', header: t('admin.orders.subtotal'), cell: (i) => formatHKD(i.subtotal, lang) },
  ]
  return (
    <>
      <section className="adm-panel" aria-labelledby="order-items">
        <h2 id="order-items">{t('admin.orders.itemsCaption')}</h2>
        <AdminTable
          caption={t('admin.orders.itemsCaption')}
          columns={columns}
          rows={order.orderItems}
          rowKey={(i) => i.skuId}
          testId="order-items"
          rowTestId="order-item"
        />
      </section>
      <section className="adm-panel" aria-labelledby="order-logs">
        <h2 id="order-logs">{t('admin.orders.logs')}</h2>
        <ol data-testid="order-logs">
          {order.logs.map((log) => (
            <li key={`${log.createTime}-${log.status}`}>
              <time dateTime={log.createTime}>{adminTime(log.createTime, lang)}</time>{' '}
              {t(`admin.orders.statuses.${log.status}`)} · {t(`admin.orders.actors.${log.actor}`)}
              {log.note ? ` · ${log.note}` : ''}
            </li>
          ))}
        </ol>
      </section>
    </>
  )
}
