/**
 * The buyer's buttons for an order, from the server's `actions` (docs/product/orders.md, "States"):
 * pay (the cashier), cancel, confirm receipt and delete (each asked first), view logistics.
 */
import type { OrderAction, OrderCard } from '@kaifong/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { paths } from '../../../config/paths.ts'
import { toast } from '../../../lib/ui.ts'
import { type BuyerStep, useBuyerStep } from '../api/orders.ts'

interface Props {
  order: Pick<OrderCard, 'sn' | 'actions'>
  /** Where "view logistics" leads (the detail's traces); absent on the detail page itself. */
  tracesTo?: string
  /** After a step succeeded (the detail page leaves after a delete). */
  onDone?: (step: BuyerStep) => void
}

const STEPS: readonly OrderAction[] = ['CANCEL', 'RECEIVE', 'DELETE']

export function BuyerActions({ order, tracesTo, onDone }: Props) {
  const { t } = useTranslation()
  const [asking, setAsking] = useState<BuyerStep | null>(null)
  const step = useBuyerStep()
  const run = (which: BuyerStep) => {
    setAsking(null)
    step.mutate(
      { sn: order.sn, step: which },
      {
        onSuccess: () => {
          toast(t(`orders.done.${which}`), 'success')
          onDone?.(which)
        },
      },
    )
  }
  const has = (action: OrderAction) => order.actions.includes(action)
  return (
    <>
      {has('TRACK') && tracesTo && (
        <Link to={tracesTo} className="btn btn-outline btn-small" data-testid="order-track">
          {t('orders.actions.TRACK')}
        </Link>
      )}
      {STEPS.filter(has).map((action) => (
        <button
          key={action}
          type="button"
          className={`btn btn-small ${action === 'RECEIVE' ? 'btn-primary' : 'btn-outline'}`}
          disabled={step.isPending}
          data-testid={`order-${action.toLowerCase()}`}
          onClick={() => setAsking(action as BuyerStep)}
        >
          {t(`orders.actions.${action}`)}
        </button>
      ))}
      {has('PAY') && (
        <Link to={paths.pay(order.sn)} className="btn btn-primary btn-small" data-testid="order-pay">
          {t('orders.actions.PAY')}
        </Link>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`orders.confirm.${asking}.title`) : ''}
        message={asking ? t(`orders.confirm.${asking}.body`) : ''}
        confirmLabel={asking ? t(`orders.actions.${asking}`) : undefined}
        onConfirm={() => asking && run(asking)}
        onCancel={() => setAsking(null)}
      />
    </>
  )
}
