/**
 * The seller's tools for one listing (docs/product/states-and-notices.md): UPPER → renew, promote, take down; expired →
 * renew, put up, take down; DOWN → put up, modify, delete; SOLD_OUT_DOWN → modify, put up,
 * delete, and the deal's chat; SOLD_OUT → review the buyer and cancel the deal (the deal's tools
 * are TradeTools.tsx). Every payment shows its cost and the balance before it is confirmed.
 */
import {
  BOOST_MAX,
  BOOST_MIN,
  boostBody,
  ErrorCode,
  type GoodsCard,
  LISTING_PRICES,
  type OpenDays,
} from '@kaifong/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { Field } from '../../../components/Field.tsx'
import { FormError } from '../../../components/FormError.tsx'
import { Modal } from '../../../components/Modal.tsx'
import { ApiError } from '../../../lib/api.ts'
import { formatDate } from '../../../lib/format.ts'
import { currentLanguage, translateIssue } from '../../../lib/i18n.ts'
import { keyIsSpent, newIdempotencyKey } from '../../../lib/idempotency.ts'
import { toast } from '../../../lib/ui.ts'
import { type DaysAction, useBoost, useDeleteGoods, usePayDays, useTakeDown } from '../api/lifecycle.ts'
import { CoinCost, DurationChoice, useCoinCheck } from './CoinCost.tsx'
import './owner-tools.css'
import { FormActions } from '../../../components/FormActions.tsx'
import { paths } from '../../../config/paths.ts'
import { TradeTools } from './TradeTools.tsx'

export type OwnerTool = 'renew' | 'promote' | 'takeDown' | 'putUp' | 'modify' | 'delete'
type Listing = Pick<GoodsCard, 'id' | 'goodsName' | 'marketEnable' | 'label' | 'closeTime' | 'recommendPoint'>

export function ownerToolsOf(goods: Pick<GoodsCard, 'marketEnable' | 'label'>): OwnerTool[] {
  switch (goods.marketEnable) {
    case 'UPPER':
      return goods.label === 'EXPIRED' ? ['renew', 'putUp', 'takeDown'] : ['renew', 'promote', 'takeDown']
    case 'DOWN':
      return ['putUp', 'modify', 'delete']
    case 'SOLD_OUT_DOWN':
      return ['modify', 'putUp', 'delete']
    case 'SOLD_OUT':
      return []
  }
}

/**
 * One payment dialog's state: its idempotency key (kept across a retry after a lost answer,
 * renewed after a refusal) and the server's answer, "not enough coins" going beside the ways to
 * earn them.
 */
function usePayment() {
  const [key, setKey] = useState(newIdempotencyKey)
  const [coins, setCoins] = useState<string | null>(null)
  const [other, setOther] = useState<string | null>(null)
  const show = (err: unknown) => {
    if (!(err instanceof ApiError)) return
    if (keyIsSpent(err.status)) setKey(newIdempotencyKey())
    if (err.code === ErrorCode.INSUFFICIENT_COINS) setCoins(err.message)
    else setOther(err.message)
  }
  const reset = () => {
    setCoins(null)
    setOther(null)
  }
  return { key, coins, other, show, reset }
}

interface FooterProps {
  coins: number
  payment: ReturnType<typeof usePayment>
  pending: boolean
  disabled: boolean
  onPay: () => void
  onCancel: () => void
}

/** Cost against balance, the server's refusal if any, and the pay button. */
function PayFooter({ coins, payment, pending, disabled, onPay, onCancel }: FooterProps) {
  const { t } = useTranslation()
  return (
    <>
      <CoinCost cost={coins} serverMessage={payment.coins} />
      <FormError message={payment.other} />
      <FormActions
        label={t('myGoods.pay', { coins, count: coins })}
        testId="pay-confirm"
        pending={pending}
        disabled={disabled || payment.coins !== null}
        onCancel={onCancel}
        onClick={onPay}
      />
    </>
  )
}

function PayDaysDialog({
  action,
  goods,
  onClose,
}: {
  action: DaysAction
  goods: Listing
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [days, setDays] = useState<OpenDays>(7)
  const pay = usePayDays()
  const payment = usePayment()
  const cost = LISTING_PRICES[days]
  const { short } = useCoinCheck(cost)
  const confirm = () => {
    payment.reset()
    pay.mutate(
      { action, goodsId: goods.id, openDays: days, key: payment.key },
      {
        onSuccess: () => {
          toast(t(`myGoods.done.${action}`, { days }), 'success')
          onClose()
        },
        onError: payment.show,
      },
    )
  }
  return (
    <Modal open title={t(`myGoods.tools.${action}`)} onClose={onClose} testId={`dialog-${action}`}>
      <div className="owner-dialog">
        <p className="owner-dialog-goods">{goods.goodsName}</p>
        <p className="muted small">{t(`myGoods.explain.${action}`)}</p>
        <DurationChoice
          name={`${action}-days`}
          value={days}
          onChange={(d) => {
            setDays(d)
            payment.reset()
          }}
        />
        <PayFooter
          coins={cost}
          payment={payment}
          pending={pay.isPending}
          disabled={short}
          onPay={confirm}
          onCancel={onClose}
        />
      </div>
    </Modal>
  )
}

function BoostDialog({ goods, onClose }: { goods: Listing; onClose: () => void }) {
  const { t } = useTranslation()
  const [amount, setAmount] = useState('10')
  const [touched, setTouched] = useState(false)
  const boost = useBoost()
  const payment = usePayment()
  const parsed = boostBody.shape.recommendPoint.safeParse(amount)
  const coins = parsed.success ? parsed.data : 0
  const { short } = useCoinCheck(coins)
  const invalid = parsed.success ? '' : translateIssue(parsed.error.issues[0]?.message)
  const confirm = () => {
    payment.reset()
    boost.mutate(
      { goodsId: goods.id, recommendPoint: coins, key: payment.key },
      {
        onSuccess: () => {
          toast(t('myGoods.done.promote', { coins, count: coins }), 'success')
          onClose()
        },
        onError: payment.show,
      },
    )
  }
  return (
    <Modal open title={t('myGoods.tools.promote')} onClose={onClose} testId="dialog-promote">
      <div className="owner-dialog">
        <p className="owner-dialog-goods">{goods.goodsName}</p>
        <p className="muted small">{t('myGoods.explain.promote', { points: goods.recommendPoint })}</p>
        <Field
          id={`boost-${goods.id}`}
          label={t('myGoods.boostLabel')}
          error={touched ? invalid : undefined}
          hint={t('myGoods.boostHint', { min: BOOST_MIN, max: BOOST_MAX })}
        >
          <input
            id={`boost-${goods.id}`}
            type="number"
            inputMode="numeric"
            min={BOOST_MIN}
            max={BOOST_MAX}
            step={1}
            value={amount}
            data-testid="boost-amount"
            onChange={(e) => {
              setAmount(e.target.value)
              setTouched(true)
              payment.reset()
            }}
          />
        </Field>
        <PayFooter
          coins={coins}
          payment={payment}
          pending={boost.isPending}
          disabled={!parsed.success || short}
          onPay={confirm}
          onCancel={onClose}
        />
      </div>
    </Modal>
  )
}

export function OwnerTools({ goods }: { goods: Listing }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [open, setOpen] = useState<OwnerTool | null>(null)
  const takeDown = useTakeDown()
  const remove = useDeleteGoods()
  const tools = ownerToolsOf(goods)
  const close = () => setOpen(null)
  const busy = takeDown.isPending || remove.isPending
  const select = (tool: OwnerTool) =>
    tool === 'modify' ? void navigate(paths.sell(goods.id)) : setOpen(tool)

  return (
    <div className="owner-tools" data-testid="owner-tools">
      {goods.marketEnable === 'UPPER' && goods.closeTime && (
        <p className="muted small owner-until">
          {t(goods.label === 'EXPIRED' ? 'myGoods.expiredOn' : 'myGoods.until', {
            date: formatDate(goods.closeTime, currentLanguage()),
          })}
        </p>
      )}
      {tools.length > 0 && (
        <div className="owner-buttons">
          {tools.map((tool) => (
            <button
              key={tool}
              type="button"
              className={`btn btn-small ${tool === 'delete' ? 'btn-ghost owner-danger' : 'btn-outline'}`}
              data-testid={`tool-${tool}`}
              disabled={busy}
              onClick={() => select(tool)}
            >
              {t(`myGoods.tools.${tool}`)}
            </button>
          ))}
        </div>
      )}
      <TradeTools goods={goods} />
      {(open === 'renew' || open === 'putUp') && (
        <PayDaysDialog action={open} goods={goods} onClose={close} />
      )}
      {open === 'promote' && <BoostDialog goods={goods} onClose={close} />}
      <ConfirmDialog
        open={open === 'takeDown'}
        title={t('myGoods.tools.takeDown')}
        message={t('myGoods.confirm.takeDown', { name: goods.goodsName })}
        confirmLabel={t('myGoods.tools.takeDown')}
        onCancel={close}
        onConfirm={() => {
          close()
          takeDown.mutate(goods.id, { onSuccess: () => toast(t('myGoods.done.takeDown'), 'success') })
        }}
      />
      <ConfirmDialog
        open={open === 'delete'}
        title={t('myGoods.tools.delete')}
        message={t('myGoods.confirm.delete', { name: goods.goodsName })}
        confirmLabel={t('myGoods.tools.delete')}
        onCancel={close}
        onConfirm={() => {
          close()
          remove.mutate(goods.id, { onSuccess: () => toast(t('myGoods.done.delete'), 'success') })
        }}
      />
    </div>
  )
}
