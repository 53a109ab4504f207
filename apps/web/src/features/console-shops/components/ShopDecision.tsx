/**
 * Approve or refuse a waiting application (right `shops`): approval after a confirmation, refusal
 * after a required reason the applicant will read. A decided application offers neither.
 */
import type { AdminShopDetail } from '@kaifong/contract/admin'
import { SHOP_REFUSE_REASON_MAX } from '@kaifong/contract/admin'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmAction, ConfirmReason, fieldError, formError } from '../../admin/index.ts'
import { useShopDecision } from '../lib/shops.ts'

export function ShopDecision({ shop }: { shop: AdminShopDetail }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState<'approve' | 'refuse' | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const decide = useShopDecision(shop.id, (action) => {
    setOpen(null)
    setDone(t(`adminContent.shops.done.${action}`))
  })
  const start = (action: 'approve' | 'refuse') => {
    decide.reset()
    setDone(null)
    setOpen(action)
  }
  const error = decide.error ? (fieldError(decide.error, 'reason') ?? formError(decide.error)) : null
  return (
    <section className="adm-panel" aria-labelledby="shop-decision">
      <h2 id="shop-decision">{t('adminContent.shops.decision')}</h2>
      {shop.status === 'APPLYING' ? (
        <div className="adc-buttons">
          <button
            type="button"
            className="adm-btn adm-btn-primary"
            disabled={shop.memberDisabled}
            onClick={() => start('approve')}
            data-testid="shop-approve"
          >
            {t('adminContent.shops.approve')}
          </button>
          <button
            type="button"
            className="adm-btn adm-btn-danger"
            onClick={() => start('refuse')}
            data-testid="shop-refuse"
          >
            {t('adminContent.shops.refuse')}
          </button>
        </div>
      ) : (
        <p className="adm-muted">{t('adminContent.shops.decided')}</p>
      )}
      {done && (
        <p role="status" className="adc-ok" data-testid="shop-decision-done">
          {done}
        </p>
      )}
      <ConfirmAction
        open={open === 'approve'}
        title={t('adminContent.shops.confirmApprove.title', { name: shop.storeName })}
        message={t('adminContent.shops.confirmApprove.message')}
        confirmLabel={t('adminContent.shops.approve')}
        pending={decide.isPending}
        error={open === 'approve' ? error : null}
        onConfirm={() => decide.mutate({ action: 'approve' })}
        onClose={() => setOpen(null)}
      />
      <ConfirmReason
        open={open === 'refuse'}
        title={t('adminContent.shops.confirmRefuse.title', { name: shop.storeName })}
        message={t('adminContent.shops.confirmRefuse.message')}
        confirmLabel={t('adminContent.shops.refuse')}
        required
        danger
        max={SHOP_REFUSE_REASON_MAX}
        pending={decide.isPending}
        error={open === 'refuse' ? error : null}
        onSubmit={(reason) => decide.mutate({ action: 'refuse', reason })}
        onClose={() => setOpen(null)}
      />
    </section>
  )
}
