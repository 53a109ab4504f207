/** A member's coin ledger (docs/admin.md, "Coins"), a page at a time. */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '../../../lib/i18n.ts'
import { type AdminColumn, AdminError, AdminLoading, AdminTable, adminTime } from '../../admin/index.ts'
import { useLedger } from '../lib/members.ts'
import type { CoinEntry } from '../lib/types.ts'

export function CoinLedger({ memberId }: { memberId: string }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const [page, setPage] = useState(1)
  const ledger = useLedger(memberId, page)
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
