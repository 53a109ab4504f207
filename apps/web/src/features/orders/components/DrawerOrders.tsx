/**
 * The side drawer's orders item (docs/product/screens.md, "Side bar drawer"): opened, the member's
 * DRAWER_ORDERS latest orders with their status, each to its page, and a link to MyOrder.
 * Visitors are asked to log in, then land on their orders. Loaded with the orders' texts when the
 * drawer first opens (features/orders/index.ts).
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { formatHKD } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { orderRoutes } from '../../../lib/member-centre.ts'
import { useSession } from '../../../lib/session.ts'
import { openAuth } from '../../../lib/ui.ts'
import { useMyOrders } from '../api/orders.ts'
import './drawer-orders.css'

export const DRAWER_ORDERS = 10

export default function DrawerOrders({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const { userInfo } = useSession()
  const [open, setOpen] = useState(false)
  return (
    <li className="drawer-orders">
      <button
        type="button"
        className="drawer-orders-toggle"
        aria-expanded={userInfo ? open : undefined}
        aria-controls={userInfo ? 'drawer-orders-list' : undefined}
        data-testid="drawer-orders"
        onClick={() => {
          if (userInfo) setOpen(!open)
          else {
            onClose()
            openAuth('login', orderRoutes.myOrders, { reason: 'memberPage' })
          }
        }}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden>
          <path
            fill="currentColor"
            d="M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm0 2v16h10V4H7Zm2 3h6v2H9V7Zm0 4h6v2H9v-2Zm0 4h4v2H9v-2Z"
          />
        </svg>
        <span>{t('orders.drawer.title')}</span>
      </button>
      {userInfo && open && <DrawerList name={userInfo.username} onClose={onClose} />}
    </li>
  )
}

function DrawerList({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const list = useMyOrders('ALL', 1, DRAWER_ORDERS)
  const orders = list.data?.records ?? []
  return (
    <div id="drawer-orders-list" className="drawer-orders-lines" data-testid="drawer-orders-list">
      {list.isPending && <p className="muted small">{t('common.loading')}</p>}
      {list.isError && <p className="muted small">{t('errors.loadFailed')}</p>}
      {list.isSuccess && orders.length === 0 && <p className="muted small">{t('orders.empty.ALL')}</p>}
      <ul>
        {orders.map((order) => (
          <li key={order.sn}>
            <Link
              to={`${paths.memberCentre(name, 'OrderDetail')}?${new URLSearchParams({ sn: order.sn })}`}
              onClick={onClose}
            >
              {order.orderItems[0]?.image ? (
                <img src={order.orderItems[0].image} alt="" loading="lazy" />
              ) : (
                <span className="drawer-orders-pic" />
              )}
              <span className="drawer-orders-text">
                <span className="drawer-orders-name">{order.storeName}</span>
                <span className="small muted">
                  {t(`orders.status.${order.orderStatus}`)} · {formatHKD(order.flowPrice, lang)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={paths.memberCentre(name, 'MyOrder')}
        className="btn btn-outline btn-small drawer-orders-all"
        onClick={onClose}
        data-testid="drawer-orders-all"
      >
        {t('orders.drawer.all')}
      </Link>
    </div>
  )
}
