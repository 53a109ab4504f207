/**
 * Approve or refuse a waiting withdrawal (right `withdrawals`): approving says the money has been
 * paid out by hand, after a confirmation; refusing needs a reason the member will read, and gives
 * the amount back to their wallet. A decided withdrawal offers neither.
 */
import { type AdminWithdrawalRow, WITHDRAWAL_REFUSE_REASON_MAX } from '@kaifong/contract/admin'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatHKD } from '../../../lib/format.ts'
import { ConfirmAction, ConfirmReason, fieldError, formError } from '../../admin/index.ts'
import { useWithdrawalDecision } from '../lib/withdrawals.ts'

export function WithdrawalDecision({ withdrawal: w }: { withdrawal: AdminWithdrawalRow }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState<'approve' | 'refuse' | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const decide = useWithdrawalDecision(w.id, (action) => {
    setOpen(null)
    setDone(t(`adminContent.withdrawals.done.${action}`))
  })
  const start = (action: 'approve' | 'refuse') => {
    decide.reset()
    setDone(null)
    setOpen(action)
  }
  const error = decide.error ? (fieldError(decide.error, 'reason') ?? formError(decide.error)) : null
  const names = { amount: formatHKD(w.amount), name: w.member.nickName || w.member.username }
  return (
    <section className="adm-panel" aria-labelledby="withdrawal-decision">
      <h2 id="withdrawal-decision">{t('adminContent.withdrawals.decision')}</h2>
      {w.status === 'PENDING' ? (
        <div className="adc-buttons">
          <button
            type="button"
            className="adm-btn adm-btn-primary"
            onClick={() => start('approve')}
            data-testid="withdrawal-approve"
          >
            {t('adminContent.withdrawals.approve')}
          </button>
          <button
            type="button"
            className="adm-btn adm-btn-danger"
            onClick={() => start('refuse')}
            data-testid="withdrawal-refuse"
          >
            {t('adminContent.withdrawals.refuse')}
          </button>
        </div>
      ) : (
        <p className="adm-muted">{t('adminContent.withdrawals.decided')}</p>
      )}
      {done && (
        <p role="status" className="adc-ok" data-testid="withdrawal-decision-done">
          {done}
        </p>
      )}
      <ConfirmAction
        open={open === 'approve'}
        title={t('adminContent.withdrawals.confirmApprove.title', names)}
        message={t('adminContent.withdrawals.confirmApprove.message')}
        confirmLabel={t('adminContent.withdrawals.approve')}
        pending={decide.isPending}
        error={open === 'approve' ? error : null}
        onConfirm={() => decide.mutate({ action: 'approve' })}
        onClose={() => setOpen(null)}
      />
      <ConfirmReason
        open={open === 'refuse'}
        title={t('adminContent.withdrawals.confirmRefuse.title', names)}
        message={t('adminContent.withdrawals.confirmRefuse.message')}
        confirmLabel={t('adminContent.withdrawals.refuse')}
        required
        danger
        max={WITHDRAWAL_REFUSE_REASON_MAX}
        pending={decide.isPending}
        error={open === 'refuse' ? error : null}
        onSubmit={(reason) => decide.mutate({ action: 'refuse', reason })}
        onClose={() => setOpen(null)}
      />
    </section>
  )
}
