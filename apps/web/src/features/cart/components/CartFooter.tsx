/**
 * The cart's bottom bar (sticky at the foot of the screen): tick all, remove the ticked lines, clear
 * the cart, the ticked lines' units and goods price (the server's), and "check out".
 */
import type { CartView } from '@kaifong/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { formatHKD } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'

interface Props {
  view: CartView
  onTickAll: (checked: boolean) => void
  onRemoveTicked: () => void
  onClear: () => void
  onCheckout: () => void
}

export function CartFooter({ view, onTickAll, onRemoveTicked, onClear, onCheckout }: Props) {
  const { t } = useTranslation()
  const [asking, setAsking] = useState<'removeTicked' | 'clear' | null>(null)
  const anyLive = view.shops.some((s) => s.lines.some((l) => l.unavailable === null))
  return (
    <div className="card cart-footer" data-testid="cart-footer">
      <label className="check cart-footer-all">
        <input
          type="checkbox"
          checked={view.allChecked}
          disabled={!anyLive}
          onChange={(e) => onTickAll(e.target.checked)}
          data-testid="tick-all"
        />
        <span>{t('cart.tickAll')}</span>
      </label>
      <div className="cart-footer-tools">
        <button
          type="button"
          className="link small"
          disabled={view.checkedLines === 0}
          onClick={() => setAsking('removeTicked')}
          data-testid="remove-ticked"
        >
          {t('cart.removeTicked')}
        </button>
        <button
          type="button"
          className="link small"
          onClick={() => setAsking('clear')}
          data-testid="clear-cart"
        >
          {t('cart.clear')}
        </button>
      </div>
      <p className="cart-footer-total" aria-live="polite" data-testid="cart-total">
        <span className="muted small">{t('cart.tickedNum', { count: view.checkedNum })}</span>
        <span>
          {t('cart.goodsTotal')} <strong>{formatHKD(view.goodsPrice, currentLanguage())}</strong>
        </span>
      </p>
      <button
        type="button"
        className="btn btn-primary cart-footer-go"
        disabled={view.checkedLines === 0}
        onClick={onCheckout}
        data-testid="go-checkout"
      >
        {t('cart.checkoutCount', { count: view.checkedLines })}
      </button>
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'clear' ? t('cart.clearTitle') : t('cart.removeTickedTitle')}
        message={
          asking === 'clear' ? t('cart.clearBody') : t('cart.removeTickedBody', { count: view.checkedLines })
        }
        confirmLabel={asking === 'clear' ? t('cart.clear') : t('cart.remove')}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking === 'clear') onClear()
          else onRemoveTicked()
          setAsking(null)
        }}
      />
    </div>
  )
}
