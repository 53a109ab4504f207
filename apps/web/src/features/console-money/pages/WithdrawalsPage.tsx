/**
 * /admin/withdrawals (docs/admin.md, "Withdrawals", right `withdrawals`): members' withdrawal
 * requests, those waiting by default (oldest first, the queue), by status and member; each opens
 * its page. Status, member and page live in the address.
 */
import { WITHDRAWAL_STATUS, type WithdrawalStatus } from '@kaifong/contract'
import type { AdminWithdrawalRow } from '@kaifong/contract/admin'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { formatHKD } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import {
  type AdminColumn,
  AdminError,
  AdminField,
  AdminLoading,
  AdminTable,
  adminPaths,
  adminTime,
  fieldA11y,
  useAdminTitle,
} from '../../admin/index.ts'
import { useWithdrawalList } from '../lib/withdrawals.ts'

function useColumns(): AdminColumn<AdminWithdrawalRow>[] {
  const { t } = useTranslation()
  const lang = currentLanguage()
  return [
    {
      key: 'id',
      header: t('adminContent.withdrawals.id'),
      cell: (w) => (
        <Link to={adminPaths.withdrawal(w.id)} data-testid="withdrawal-link">
          #{w.id}
        </Link>
      ),
    },
    {
      key: 'member',
      header: t('adminContent.withdrawals.member'),
      cell: (w) => <Link to={adminPaths.member(w.member.id)}>{w.member.nickName || w.member.username}</Link>,
    },
    { key: 'amount', header: t('adminContent.withdrawals.amount'), cell: (w) => formatHKD(w.amount, lang) },
    {
      key: 'to',
      header: t('adminContent.withdrawals.to'),
      cell: (w) => `${t(`adminContent.withdrawals.methods.${w.account.method}`)} · ${w.account.holder}`,
    },
    {
      key: 'time',
      header: t('adminContent.withdrawals.requested'),
      cell: (w) => adminTime(w.createTime, lang),
    },
    {
      key: 'status',
      header: t('adminContent.withdrawals.status'),
      cell: (w) => t(`adminContent.withdrawals.statuses.${w.status}`),
    },
  ]
}

const isStatus = (v: string | null): v is WithdrawalStatus =>
  WITHDRAWAL_STATUS.includes(v as WithdrawalStatus)

export default function WithdrawalsPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const raw = params.get('status')
  // The queue unless the address asks for another status, or for all ('ALL').
  const status: WithdrawalStatus | '' = raw === 'ALL' ? '' : isStatus(raw) ? raw : 'PENDING'
  const member = params.get('member') ?? ''
  const page = Math.max(1, Number(params.get('page')) || 1)
  const columns = useColumns()
  useAdminTitle(t('adminContent.withdrawals.title'))
  const list = useWithdrawalList(status, member, page)
  const go = (next: { status?: string; member?: string; page?: number }) => {
    const who = next.member ?? member
    setParams({
      status: next.status ?? (status || 'ALL'),
      ...(who ? { member: who } : {}),
      ...(next.page ? { page: String(next.page) } : {}),
    })
  }
  return (
    <section className="adm-page" aria-labelledby="withdrawals-title">
      <h1 id="withdrawals-title">{t('adminContent.withdrawals.title')}</h1>
      <WithdrawalFilters status={status} member={member} onGo={go} />
      {list.isPending ? (
        <AdminLoading />
      ) : list.isError ? (
        <AdminError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <p className="adm-muted" role="status">
            {t('adminContent.withdrawals.total', { count: list.data.total })}
          </p>
          <AdminTable
            caption={t('adminContent.withdrawals.caption')}
            columns={columns}
            rows={list.data.records}
            rowKey={(w) => w.id}
            empty={
              member
                ? t('adminContent.withdrawals.noMatch', { q: member })
                : t('adminContent.withdrawals.none')
            }
            page={page}
            pages={list.data.pages}
            onPage={(n) => go({ page: n })}
            testId="withdrawals-table"
            rowTestId="withdrawal-row"
            busy={list.isPlaceholderData}
          />
        </>
      )}
    </section>
  )
}

interface FilterProps {
  status: WithdrawalStatus | ''
  member: string
  onGo: (next: { status?: string; member?: string }) => void
}

/** The status to show and a member to look for (a username or a member id). */
function WithdrawalFilters({ status, member, onGo: go }: FilterProps) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState(member)
  const search = (e: FormEvent) => {
    e.preventDefault()
    go({ member: draft.trim() })
  }
  return (
    <form className="adc-search" onSubmit={search}>
      <AdminField id="withdrawals-status" label={t('adminContent.withdrawals.status')}>
        <select
          className="adm-input"
          value={status || 'ALL'}
          data-testid="withdrawals-status"
          onChange={(e) => go({ status: e.target.value })}
          {...fieldA11y('withdrawals-status', null)}
        >
          {[...WITHDRAWAL_STATUS, 'ALL'].map((s) => (
            <option key={s} value={s}>
              {t(`adminContent.withdrawals.statuses.${s}`)}
            </option>
          ))}
        </select>
      </AdminField>
      <AdminField
        id="withdrawals-member"
        label={t('adminContent.withdrawals.search')}
        hint={t('adminContent.withdrawals.searchHint')}
      >
        <input
          className="adm-input"
          type="search"
          value={draft}
          maxLength={60}
          data-testid="withdrawals-member"
          onChange={(e) => setDraft(e.target.value)}
          {...fieldA11y('withdrawals-member', null, t('adminContent.withdrawals.searchHint'))}
        />
      </AdminField>
      <button type="submit" className="adm-btn adm-btn-primary" data-testid="withdrawals-search">
        {t('adminContent.withdrawals.searchButton')}
      </button>
    </form>
  )
}
