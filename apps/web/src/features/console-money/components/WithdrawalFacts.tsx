/**
 * A withdrawal as the operator pays it out: the member and their wallet balance now (the amount is
 * already taken from it), the amount, the whole account, when it was asked for and decided, and why
 * a refusal was made.
 */
import type { AdminWithdrawalRow } from '@kaifong/contract/admin'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatHKD } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { adminPaths, adminTime } from '../../admin/index.ts'

export function WithdrawalFacts({ withdrawal: w }: { withdrawal: AdminWithdrawalRow }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const bank = w.account.method === 'BANK'
  const rows: [string, ReactNode][] = [
    [t('adminContent.withdrawals.status'), t(`adminContent.withdrawals.statuses.${w.status}`)],
    [t('adminContent.withdrawals.amount'), <strong key="amount">{formatHKD(w.amount, lang)}</strong>],
    [
      t('adminContent.withdrawals.member'),
      <Link key="member" to={adminPaths.member(w.member.id)}>
        {w.member.nickName || w.member.username} (@{w.member.username})
      </Link>,
    ],
    [t('adminContent.withdrawals.balance'), formatHKD(w.balance, lang)],
    [t('adminContent.withdrawals.to'), t(`adminContent.withdrawals.methods.${w.account.method}`)],
    ...(bank ? [[t('adminContent.withdrawals.bank'), w.account.bank] as [string, ReactNode]] : []),
    [
      t(bank ? 'adminContent.withdrawals.account' : 'adminContent.withdrawals.fps'),
      <span key="account" data-testid="withdrawal-account">
        {w.account.account}
      </span>,
    ],
    [t('adminContent.withdrawals.holder'), w.account.holder],
    [t('adminContent.withdrawals.requested'), adminTime(w.createTime, lang)],
  ]
  if (w.reviewTime) {
    rows.push([t('adminContent.withdrawals.reviewed'), adminTime(w.reviewTime, lang)])
    if (w.reviewedBy) rows.push([t('adminContent.withdrawals.reviewer'), w.reviewedBy])
  }
  if (w.reason) rows.push([t('adminContent.withdrawals.reason'), w.reason])
  return (
    <section className="adm-panel" aria-labelledby="withdrawal-facts">
      <h2 id="withdrawal-facts">{t('adminContent.withdrawals.details')}</h2>
      <dl className="adm-dl" data-testid="withdrawal-facts">
        {rows.map(([label, value]) => (
          <div key={label} className="adm-dl-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
