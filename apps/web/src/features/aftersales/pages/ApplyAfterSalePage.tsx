/**
 * ApplyAfterSale?sn=&itemId= (docs/product/after-sales.md, "Applying"): a refund or a return for
 * one item of an order, or the whole order without `itemId`. The cap, the reasons and the order's
 * status (a return only once the goods left the shop) come from the server.
 */
import type { OrderDetail } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { EmptyState, LoadError } from '../../../components/LoadStates.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { ApiError } from '../../../lib/api.ts'
import { afterSaleRoutes, orderRoutes, useOwnLink } from '../../../lib/member-centre.ts'
import { toast } from '../../../lib/ui.ts'
import { useCap, useOrderOf, useReasons } from '../api/aftersales.ts'
import { ApplyForm } from '../components/ApplyForm.tsx'
import { positive } from '../lib/amount.ts'
import '../aftersales.css'

const RETURNABLE: readonly string[] = ['DELIVERED', 'COMPLETED']

function OrderLine({ order, itemId }: { order: OrderDetail; itemId: string }) {
  const { t } = useTranslation()
  return (
    <div className="card as-order" data-testid="apply-order">
      <p>{t('aftersales.order', { sn: order.sn })}</p>
      <p className="as-muted">{itemId ? order.storeName : t('aftersales.wholeOrder')}</p>
    </div>
  )
}

export default function ApplyAfterSalePage() {
  const { t } = useTranslation()
  const [search] = useSearchParams()
  const sn = search.get('sn') ?? ''
  const itemId = search.get('itemId') ?? ''
  const own = useOwnLink()
  const navigate = useNavigate()
  const order = useOrderOf(sn)
  const cap = useCap(sn, itemId)
  const reasons = useReasons()
  if (!sn)
    return (
      <section className="as-page">
        <h1>{t('aftersales.title.apply')}</h1>
        <EmptyState title={t('aftersales.apply.noOrder')}>
          <Link className="btn btn-primary btn-small" to={own(orderRoutes.myOrders)}>
            {t('aftersales.apply.myOrders')}
          </Link>
        </EmptyState>
      </section>
    )
  const failed = [order, cap, reasons].find((q) => q.isError)
  // A refusal to ask at all (an open request, the window closed): final, so no "try again".
  const refused = failed?.error instanceof ApiError && failed.error.status === 409 ? failed.error : null
  return (
    <section className="as-page">
      <h1>{t('aftersales.title.apply')}</h1>
      {refused ? (
        <EmptyState title={refused.message}>
          <Link className="btn btn-primary btn-small" to={own(afterSaleRoutes.list)}>
            {t('aftersales.title.list')}
          </Link>
        </EmptyState>
      ) : failed ? (
        <LoadError error={failed.error} onRetry={() => void failed.refetch()} />
      ) : !order.data || !cap.data || !reasons.data ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          <OrderLine order={order.data} itemId={itemId} />
          {positive(cap.data.max) ? (
            <ApplyForm
              orderSn={sn}
              itemId={itemId}
              cap={cap.data.max}
              canReturn={RETURNABLE.includes(order.data.orderStatus)}
              reasons={reasons.data}
              onDone={(view) => {
                toast(t('aftersales.apply.done'), 'success')
                navigate(own(`${afterSaleRoutes.detail}?sn=${encodeURIComponent(view.sn)}`))
              }}
            />
          ) : (
            <p className="card" role="status">
              {t('aftersales.apply.nothingLeft')}
            </p>
          )}
        </>
      )}
    </section>
  )
}
