/**
 * An order's facts in the console: who bought from which shop, how it travels, what it cost and
 * how it was paid (wallet, card or FPS, coins), and where it stands.
 */
import type { AdminOrderDetail } from '@kaifong/contract/admin'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatHKD } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { adminPaths, adminTime } from '../../admin/index.ts'

type Row = [string, ReactNode]

function Facts({ id, title, rows, testId }: { id: string; title: string; rows: Row[]; testId: string }) {
  return (
    <section className="adm-panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl className="adm-dl" data-testid={testId}>
        {rows.map(([label, value]) => (
          <div key={label} className="adm-dl-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function useSummary(o: AdminOrderDetail): Row[] {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const rows: Row[] = [
    [t('admin.orders.status'), t(`admin.orders.statuses.${o.orderStatus}`)],
    [t('admin.orders.tradeSn'), o.tradeSn],
    [
      t('admin.orders.buyer'),
      <Link key="buyer" to={adminPaths.member(o.buyer.id)}>
        {`${o.buyer.nickName} (@${o.buyer.username}, ${o.buyer.id})`}
      </Link>,
    ],
    [t('admin.orders.shop'), `${o.shop.name} (${o.shop.id})`],
    [t('admin.orders.placed'), adminTime(o.createTime, lang)],
    [t('admin.orders.way'), t(`admin.orders.ways.${o.way}`)],
  ]
  if (o.shipTo)
    rows.push([t('admin.orders.shipTo'), `${o.shipTo.consignee} ${o.shipTo.mobile}, ${o.shipTo.detail}`])
  if (o.pickup) rows.push([t('admin.orders.pickup'), `${o.pickup.name}, ${o.pickup.detail}`])
  if (o.remark) rows.push([t('admin.orders.remark'), o.remark])
  if (o.trackingNo) {
    rows.push([t('admin.orders.carrier'), o.carrierName || o.carrier])
    rows.push([t('admin.orders.trackingNo'), o.trackingNo])
  }
  if (o.shippedTime) rows.push([t('admin.orders.shippedTime'), adminTime(o.shippedTime, lang)])
  if (o.completedTime) rows.push([t('admin.orders.completedTime'), adminTime(o.completedTime, lang)])
  if (o.cancelledTime) rows.push([t('admin.orders.cancelledTime'), adminTime(o.cancelledTime, lang)])
  if (o.cancelReason) rows.push([t('admin.orders.cancelReason'), o.cancelReason])
  return rows
}

function usePayment(o: AdminOrderDetail): Row[] {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const hkd = (amount: string) => formatHKD(amount, lang)
  const rows: Row[] = [
    [t('admin.orders.goodsPrice'), hkd(o.goodsPrice)],
    [t('admin.orders.shippingFee'), hkd(o.shippingFee)],
    [t('admin.orders.discount'), hkd(o.discount)],
    [t('admin.orders.flowPrice'), <strong key="total">{hkd(o.flowPrice)}</strong>],
  ]
  if (!o.paidTime) return [...rows, [t('admin.orders.paidTime'), t('admin.orders.notPaid')]]
  return [
    ...rows,
    [t('admin.orders.paidTime'), adminTime(o.paidTime, lang)],
    [t('admin.orders.payMethod'), o.payMethod ? t(`admin.orders.payMethods.${o.payMethod}`) : ''],
    [t('admin.orders.walletPaid'), hkd(o.walletPaid)],
    [t('admin.orders.providerPaid'), hkd(o.providerPaid)],
    [t('admin.orders.coinsUsed'), String(o.coinsUsed)],
    [t('admin.orders.coinsValue'), hkd(o.coinsValue)],
  ]
}

export function OrderFacts({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation()
  return (
    <>
      <Facts
        id="order-summary"
        title={t('admin.orders.summary')}
        rows={useSummary(order)}
        testId="order-facts"
      />
      <Facts
        id="order-amounts"
        title={t('admin.orders.amounts')}
        rows={usePayment(order)}
        testId="order-payment"
      />
    </>
  )
}
