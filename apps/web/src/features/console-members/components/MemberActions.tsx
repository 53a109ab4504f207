/**
 * The actions on a member (docs/admin.md, "Members"): ban and unban (right `members.ban`) and a
 * forced password reset (`members.reset`), each after a reason. None is offered against oneself or
 * an admin (the server refuses them on its own too).
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmReason, fieldError, formError, useCan, useOperator } from '../../admin/index.ts'
import { type MemberAction, useMemberAction } from '../lib/members.ts'
import type { AdminMemberDetail } from '../lib/types.ts'

export function MemberActions({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation()
  const operator = useOperator()
  const canBan = useCan('members.ban')
  const canReset = useCan('members.reset')
  const [open, setOpen] = useState<MemberAction | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const act = useMemberAction(member.id, (action) => {
    setOpen(null)
    setDone(t(`adminContent.member.done.${action}`))
  })
  if (!canBan && !canReset) return null
  const untouchable = member.role === 'ADMIN' || member.id === operator.id
  const start = (action: MemberAction) => {
    act.reset()
    setDone(null)
    setOpen(action)
  }
  return (
    <section className="adm-panel" aria-labelledby="member-actions">
      <h2 id="member-actions">{t('adminContent.member.actionsTitle')}</h2>
      {untouchable ? (
        <p className="adm-muted" data-testid="member-untouchable">
          {t('adminContent.member.untouchable')}
        </p>
      ) : (
        <ActionButtons disabled={member.disabled} canBan={canBan} canReset={canReset} onStart={start} />
      )}
      {done && (
        <p role="status" className="adc-ok" data-testid="member-action-done">
          {done}
        </p>
      )}
      <ConfirmReason
        open={open !== null}
        title={open ? t(`adminContent.member.confirm.${open}.title`, { name: member.username }) : ''}
        message={open ? t(`adminContent.member.confirm.${open}.message`) : undefined}
        confirmLabel={open ? t(`adminContent.member.actions.${open}`) : ''}
        required
        danger={open === 'ban'}
        pending={act.isPending}
        error={act.error ? (fieldError(act.error, 'reason') ?? formError(act.error)) : null}
        onSubmit={(reason) => open && act.mutate({ action: open, reason })}
        onClose={() => setOpen(null)}
      />
    </section>
  )
}

/** Ban or unban (as the member is now) and reset, as the operator's rights allow. */
function ActionButtons({
  disabled,
  canBan,
  canReset,
  onStart,
}: {
  disabled: boolean
  canBan: boolean
  canReset: boolean
  onStart: (action: MemberAction) => void
}) {
  const { t } = useTranslation()
  return (
    <div className="adc-buttons">
      {canBan &&
        (disabled ? (
          <button
            type="button"
            className="adm-btn"
            data-testid="member-unban"
            onClick={() => onStart('unban')}
          >
            {t('adminContent.member.actions.unban')}
          </button>
        ) : (
          <button
            type="button"
            className="adm-btn adm-btn-danger"
            data-testid="member-ban"
            onClick={() => onStart('ban')}
          >
            {t('adminContent.member.actions.ban')}
          </button>
        ))}
      {canReset && (
        <button
          type="button"
          className="adm-btn"
          data-testid="member-reset"
          onClick={() => onStart('reset-password')}
        >
          {t('adminContent.member.actions.reset-password')}
        </button>
      )}
    </div>
  )
}
