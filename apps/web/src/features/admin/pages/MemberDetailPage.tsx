/**
 * /admin/members/:id (docs/admin.md, "Members" and "Coins"): the member's profile with unmasked
 * contacts, counts, sessions and devices; ban and unban (right `members.ban`, a reason each),
 * a forced password reset (`members.reset`), a coin adjustment and the member's ledger (`coins`).
 * Only the actions the operator's rights allow are shown, and none against oneself or an admin
 * (the server refuses all of these on its own too).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { currentLanguage } from '../../../lib/i18n.ts'
import { AdminField, fieldA11y } from '../components/AdminField.tsx'
import { AdminError, AdminLoading } from '../components/AdminStates.tsx'
import { type AdminColumn, AdminTable } from '../components/AdminTable.tsx'
import { ConfirmReason } from '../components/ConfirmReason.tsx'
import { MemberBadges } from '../components/MemberBadges.tsx'
import '../components/admin-content.css'
import { adminApi } from '../lib/admin-api.ts'
import { contentKeys, fieldError, formError, parseAdjustment } from '../lib/content.ts'
import {
  type AdminMemberDetail,
  type AdminMemberSession,
  COIN_ADJUST_MAX,
  COIN_ADJUST_REASON_MAX,
  type CoinEntry,
  type MemberActionResult,
  type Page,
} from '../lib/content-types.ts'
import { adminTime } from '../lib/format.ts'
import { useCan, useOperator } from '../lib/operator.ts'
import { adminPaths } from '../lib/paths.ts'
import { useAdminTitle } from '../lib/title.ts'

const LEDGER_SIZE = 20

type MemberAction = 'ban' | 'unban' | 'reset-password'

const memberPath = (id: string) => `/members/${encodeURIComponent(id)}`

function useMemberDetail(id: string) {
  return useQuery({
    queryKey: contentKeys.member(id),
    queryFn: () => adminApi<AdminMemberDetail>(memberPath(id)),
  })
}

function Profile({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const phone = member.mobile ? `${member.countryCode ? `+${member.countryCode} ` : ''}${member.mobile}` : ''
  const contact = (value: string, verified: boolean) =>
    value
      ? `${value} (${verified ? t('adminContent.member.verified') : t('adminContent.member.unverified')})`
      : t('adminContent.common.none')
  const rows: [string, string | number][] = [
    [t('adminContent.members.id'), member.id],
    [t('adminContent.members.username'), member.username],
    [t('adminContent.members.nickName'), member.nickName],
    [t('adminContent.members.email'), contact(member.email, member.emailVerified)],
    [t('adminContent.members.mobile'), contact(phone, member.phoneVerified)],
    [t('adminContent.members.role'), t(`adminContent.roles.${member.role}`)],
    [t('adminContent.members.joined'), adminTime(member.createTime, lang)],
    [t('adminContent.members.coins'), member.point],
    [
      t('adminContent.member.listings'),
      t('adminContent.member.listingsValue', { all: member.listings, live: member.liveListings }),
    ],
    [
      t('adminContent.member.deals'),
      t('adminContent.member.dealsValue', {
        all: member.deals,
        buyer: member.dealsAsBuyer,
        seller: member.dealsAsSeller,
      }),
    ],
    [t('adminContent.member.reportsMade'), member.reportsMade],
    [t('adminContent.member.reportsReceived'), member.reportsReceived],
  ]
  return (
    <section className="adm-panel" aria-labelledby="member-profile">
      <h2 id="member-profile">{t('adminContent.member.profile')}</h2>
      <dl className="adm-dl" data-testid="member-profile">
        {rows.map(([label, value]) => (
          <div key={label} className="adm-dl-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {member.disabled && (
        <p className="adc-alert" data-testid="member-ban-state">
          {t('adminContent.member.bannedSince', { time: adminTime(member.bannedAt, lang) })}{' '}
          {t('adminContent.member.banReason', { reason: member.banReason || t('adminContent.common.none') })}
        </p>
      )}
      {member.passwordResetRequired && (
        <p className="adc-alert" data-testid="member-reset-state">
          {t('adminContent.member.resetPending')}
        </p>
      )}
    </section>
  )
}

function Sessions({ sessions }: { sessions: AdminMemberSession[] }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const columns: AdminColumn<AdminMemberSession>[] = [
    { key: 'client', header: t('adminContent.member.client'), cell: (s) => s.clientType },
    {
      key: 'device',
      header: t('adminContent.member.device'),
      cell: (s) => s.deviceName || t('adminContent.common.none'),
    },
    {
      key: 'ip',
      header: t('adminContent.member.ip'),
      cell: (s) => [s.ip, s.country].filter(Boolean).join(' · '),
    },
    { key: 'since', header: t('adminContent.member.since'), cell: (s) => adminTime(s.createTime, lang) },
    {
      key: 'last',
      header: t('adminContent.member.lastActive'),
      cell: (s) => adminTime(s.lastActiveTime, lang),
    },
  ]
  return (
    <section className="adm-panel" aria-labelledby="member-sessions">
      <h2 id="member-sessions">{t('adminContent.member.sessions')}</h2>
      <AdminTable
        caption={t('adminContent.member.sessions')}
        columns={columns}
        rows={sessions}
        rowKey={(s) => s.id}
        empty={t('adminContent.member.noSessions')}
        testId="member-sessions"
      />
    </section>
  )
}

function MemberActions({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation()
  const operator = useOperator()
  const canBan = useCan('members.ban')
  const canReset = useCan('members.reset')
  const queryClient = useQueryClient()
  const [open, setOpen] = useState<MemberAction | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const act = useMutation({
    mutationFn: ({ action, reason }: { action: MemberAction; reason: string }) =>
      adminApi<MemberActionResult>(`${memberPath(member.id)}/${action}`, {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: async (_, { action }) => {
      setOpen(null)
      setDone(t(`adminContent.member.done.${action}`))
      await queryClient.invalidateQueries({ queryKey: contentKeys.membersAll })
    },
  })
  if (!canBan && !canReset) return null
  const untouchable = member.role === 'ADMIN' || member.id === operator.id
  const start = (action: MemberAction) => {
    act.reset()
    setDone(null)
    setOpen(action)
  }
  const confirm = open
    ? {
        title: t(`adminContent.member.confirm.${open}.title`, { name: member.username }),
        message: t(`adminContent.member.confirm.${open}.message`),
        label: t(`adminContent.member.actions.${open}`),
      }
    : null
  return (
    <section className="adm-panel" aria-labelledby="member-actions">
      <h2 id="member-actions">{t('adminContent.member.actionsTitle')}</h2>
      {untouchable ? (
        <p className="adm-muted" data-testid="member-untouchable">
          {t('adminContent.member.untouchable')}
        </p>
      ) : (
        <div className="adc-buttons">
          {canBan &&
            (member.disabled ? (
              <button
                type="button"
                className="adm-btn"
                data-testid="member-unban"
                onClick={() => start('unban')}
              >
                {t('adminContent.member.actions.unban')}
              </button>
            ) : (
              <button
                type="button"
                className="adm-btn adm-btn-danger"
                data-testid="member-ban"
                onClick={() => start('ban')}
              >
                {t('adminContent.member.actions.ban')}
              </button>
            ))}
          {canReset && (
            <button
              type="button"
              className="adm-btn"
              data-testid="member-reset"
              onClick={() => start('reset-password')}
            >
              {t('adminContent.member.actions.reset-password')}
            </button>
          )}
        </div>
      )}
      {done && (
        <p role="status" className="adc-ok" data-testid="member-action-done">
          {done}
        </p>
      )}
      <ConfirmReason
        open={open !== null}
        title={confirm?.title ?? ''}
        message={confirm?.message}
        confirmLabel={confirm?.label ?? ''}
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

function CoinAdjustment({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [direction, setDirection] = useState<'add' | 'deduct'>('add')
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [problems, setProblems] = useState<{ amount?: string; reason?: string }>({})
  const [done, setDone] = useState<string | null>(null)
  const adjust = useMutation({
    mutationFn: (body: { amount: number; reason: string }) =>
      adminApi<unknown>(`${memberPath(member.id)}/coins`, { method: 'POST', body }),
    onSuccess: async (_, body) => {
      setAmount('')
      setReason('')
      setDone(t('adminContent.coins.done', { amount: body.amount > 0 ? `+${body.amount}` : body.amount }))
      await queryClient.invalidateQueries({ queryKey: contentKeys.membersAll })
    },
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
  const amountError = problems.amount ?? fieldError(adjust.error, 'amount')
  const reasonError = problems.reason ?? fieldError(adjust.error, 'reason')
  const general = formError(adjust.error, ['amount', 'reason'])
  return (
    <section className="adm-panel" aria-labelledby="member-coins">
      <h2 id="member-coins">{t('adminContent.coins.title')}</h2>
      <p className="adm-muted">{t('adminContent.coins.balance', { count: member.point })}</p>
      <form className="adm-form adc-inline-form" onSubmit={submit} noValidate data-testid="coin-form">
        <fieldset className="adc-radios">
          <legend>{t('adminContent.coins.direction')}</legend>
          {(['add', 'deduct'] as const).map((d) => (
            <label key={d}>
              <input
                type="radio"
                name="coin-direction"
                value={d}
                checked={direction === d}
                data-testid={`coin-${d}`}
                onChange={() => setDirection(d)}
              />
              {t(`adminContent.coins.${d}`)}
            </label>
          ))}
        </fieldset>
        <AdminField id="coin-amount" label={t('adminContent.coins.amount')} error={amountError}>
          <input
            className="adm-input"
            inputMode="numeric"
            value={amount}
            data-testid="coin-amount"
            onChange={(e) => setAmount(e.target.value)}
            {...fieldA11y('coin-amount', amountError)}
          />
        </AdminField>
        <AdminField id="coin-reason" label={t('adminContent.coins.reason')} error={reasonError}>
          <input
            className="adm-input"
            value={reason}
            maxLength={COIN_ADJUST_REASON_MAX}
            data-testid="coin-reason"
            onChange={(e) => setReason(e.target.value)}
            {...fieldA11y('coin-reason', reasonError)}
          />
        </AdminField>
        <button
          type="submit"
          className="adm-btn adm-btn-primary"
          disabled={adjust.isPending}
          data-testid="coin-submit"
        >
          {adjust.isPending ? t('adminContent.common.saving') : t('adminContent.coins.submit')}
        </button>
      </form>
      {general && (
        <p className="adm-field-error" role="alert" data-testid="coin-error">
          {general}
        </p>
      )}
      {done && (
        <p role="status" className="adc-ok" data-testid="coin-done">
          {done}
        </p>
      )}
      <Ledger memberId={member.id} />
    </section>
  )
}

function Ledger({ memberId }: { memberId: string }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const [page, setPage] = useState(1)
  const ledger = useQuery({
    queryKey: contentKeys.ledger(memberId, page),
    queryFn: () =>
      adminApi<Page<CoinEntry>>(`${memberPath(memberId)}/ledger`, {
        query: { pageNumber: page, pageSize: LEDGER_SIZE },
      }),
    placeholderData: keepPreviousData,
  })
  const columns: AdminColumn<CoinEntry>[] = [
    { key: 'time', header: t('adminContent.ledger.time'), cell: (e) => adminTime(e.createTime, lang) },
    {
      key: 'reason',
      header: t('adminContent.ledger.reason'),
      cell: (e) => t(`coins.reasons.${e.reason}`, { defaultValue: e.reason }),
    },
    {
      key: 'amount',
      header: t('adminContent.ledger.amount'),
      className: 'adm-num',
      cell: (e) => (e.direction === 'REDUCE' ? `-${Math.abs(e.amount)}` : `+${Math.abs(e.amount)}`),
    },
    {
      key: 'after',
      header: t('adminContent.ledger.balanceAfter'),
      className: 'adm-num',
      cell: (e) => e.balanceAfter,
    },
  ]
  return (
    <div className="adc-subsection">
      <h3>{t('adminContent.ledger.title')}</h3>
      {ledger.isPending ? (
        <AdminLoading />
      ) : ledger.isError ? (
        <AdminError error={ledger.error} onRetry={() => void ledger.refetch()} />
      ) : (
        <AdminTable
          caption={t('adminContent.ledger.title')}
          columns={columns}
          rows={ledger.data.records}
          rowKey={(e) => e.id}
          empty={t('adminContent.ledger.empty')}
          page={page}
          pages={ledger.data.pages}
          onPage={setPage}
          testId="member-ledger"
          rowTestId="ledger-row"
          busy={ledger.isPlaceholderData}
        />
      )}
    </div>
  )
}

export default function MemberDetailPage() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  const member = useMemberDetail(id)
  const canCoins = useCan('coins')
  useAdminTitle(member.data?.username ?? t('adminContent.member.title'))
  return (
    <section className="adm-page" aria-labelledby="member-title">
      <p>
        <Link to={adminPaths.members}>{t('adminContent.member.back')}</Link>
      </p>
      {member.isPending ? (
        <AdminLoading />
      ) : member.isError ? (
        <AdminError error={member.error} onRetry={() => void member.refetch()} />
      ) : (
        <>
          <h1 id="member-title">
            {member.data.username} <MemberBadges member={member.data} />
          </h1>
          <div className="adm-detail-grid">
            <Profile member={member.data} />
            <MemberActions member={member.data} />
          </div>
          <Sessions sessions={member.data.sessions ?? []} />
          {canCoins && <CoinAdjustment member={member.data} />}
        </>
      )}
    </section>
  )
}
