/**
 * A coin adjustment on a member's page (docs/admin.md, "Coins", right `coins`): add or deduct a
 * whole number of coins with a reason, through the coins ledger, and the member's ledger under it.
 */
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminField, fieldA11y, fieldError, formError } from '../../admin/index.ts'
import { parseAdjustment } from '../lib/coins.ts'
import { useCoinAdjustment } from '../lib/members.ts'
import { type AdminMemberDetail, COIN_ADJUST_MAX, COIN_ADJUST_REASON_MAX } from '../lib/types.ts'
import { CoinLedger } from './CoinLedger.tsx'

type Direction = 'add' | 'deduct'

/** The form's fields, checked before sending; cleared once the adjustment is made. */
function useAdjustmentForm(memberId: string) {
  const { t } = useTranslation()
  const [direction, setDirection] = useState<Direction>('add')
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [problems, setProblems] = useState<{ amount?: string; reason?: string }>({})
  const [done, setDone] = useState<string | null>(null)
  const adjust = useCoinAdjustment(memberId, (body) => {
    setAmount('')
    setReason('')
    setDone(t('adminContent.coins.done', { amount: body.amount > 0 ? `+${body.amount}` : body.amount }))
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setDone(null)
    const parsed = parseAdjustment(direction, amount)
    const next: typeof problems = {}
    if (typeof parsed !== 'number') next.amount = t(parsed.problem, { max: COIN_ADJUST_MAX })
    if (!reason.trim()) next.reason = t('adminContent.coins.reasonRequired')
    setProblems(next)
    if (typeof parsed === 'number' && !next.reason) adjust.mutate({ amount: parsed, reason: reason.trim() })
  }
  const errors = {
    amount: problems.amount ?? fieldError(adjust.error, 'amount'),
    reason: problems.reason ?? fieldError(adjust.error, 'reason'),
    general: formError(adjust.error, ['amount', 'reason']),
  }
  const fields = { direction, setDirection, amount, setAmount, reason, setReason }
  return { fields, errors, done, pending: adjust.isPending, submit }
}

export function CoinAdjustment({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation()
  const { fields, errors, done, pending, submit } = useAdjustmentForm(member.id)
  return (
    <section className="adm-panel" aria-labelledby="member-coins">
      <h2 id="member-coins">{t('adminContent.coins.title')}</h2>
      <p className="adm-muted">{t('adminContent.coins.balance', { count: member.point })}</p>
      <form className="adm-form adc-inline-form" onSubmit={submit} noValidate data-testid="coin-form">
        <DirectionChoice value={fields.direction} onChange={fields.setDirection} />
        <AdminField id="coin-amount" label={t('adminContent.coins.amount')} error={errors.amount}>
          <input
            className="adm-input"
            inputMode="numeric"
            value={fields.amount}
            data-testid="coin-amount"
            onChange={(e) => fields.setAmount(e.target.value)}
            {...fieldA11y('coin-amount', errors.amount)}
          />
        </AdminField>
        <AdminField id="coin-reason" label={t('adminContent.coins.reason')} error={errors.reason}>
          <input
            className="adm-input"
            value={fields.reason}
            maxLength={COIN_ADJUST_REASON_MAX}
            data-testid="coin-reason"
            onChange={(e) => fields.setReason(e.target.value)}
            {...fieldA11y('coin-reason', errors.reason)}
          />
        </AdminField>
        <button
          type="submit"
          className="adm-btn adm-btn-primary"
          disabled={pending}
          data-testid="coin-submit"
        >
          {pending ? t('adminContent.common.saving') : t('adminContent.coins.submit')}
        </button>
      </form>
      {errors.general && (
        <p className="adm-field-error" role="alert" data-testid="coin-error">
          {errors.general}
        </p>
      )}
      {done && (
        <p role="status" className="adc-ok" data-testid="coin-done">
          {done}
        </p>
      )}
      <CoinLedger memberId={member.id} />
    </section>
  )
}

function DirectionChoice({ value, onChange }: { value: Direction; onChange: (value: Direction) => void }) {
  const { t } = useTranslation()
  return (
    <fieldset className="adc-radios">
      <legend>{t('adminContent.coins.direction')}</legend>
      {(['add', 'deduct'] as const).map((d) => (
        <label key={d}>
          <input
            type="radio"
            name="coin-direction"
            value={d}
            checked={value === d}
            data-testid={`coin-${d}`}
            onChange={() => onChange(d)}
          />
          {t(`adminContent.coins.${d}`)}
        </label>
      ))}
    </fieldset>
  )
}
