/** The applications' status (those waiting first) and search: each choice goes to the page's address. */
import type { ShopStatusName } from '@kaifong/contract'
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminField, fieldA11y } from '../../admin/index.ts'

interface Props {
  /** '' for every status. */
  status: ShopStatusName | ''
  q: string
  onChange: (next: { status?: string; q?: string }) => void
}

export function ShopFilters({ status, q, onChange }: Props) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState(q)
  useEffect(() => setDraft(q), [q])
  const go = onChange
  const search = (e: FormEvent) => {
    e.preventDefault()
    go({ q: draft.trim() })
  }
  return (
    <form className="adc-search" onSubmit={search}>
      <AdminField id="shops-status" label={t('adminContent.shops.status')}>
        <select
          className="adm-input"
          value={status || 'ALL'}
          data-testid="shops-status"
          onChange={(e) => go({ status: e.target.value })}
          {...fieldA11y('shops-status', null)}
        >
          {['APPLYING', 'OPEN', 'REFUSED', 'CLOSED', 'ALL'].map((s) => (
            <option key={s} value={s}>
              {t(`adminContent.shops.statuses.${s}`)}
            </option>
          ))}
        </select>
      </AdminField>
      <AdminField
        id="shops-q"
        label={t('adminContent.shops.search')}
        hint={t('adminContent.shops.searchHint')}
      >
        <input
          className="adm-input"
          type="search"
          value={draft}
          maxLength={100}
          data-testid="shops-q"
          onChange={(e) => setDraft(e.target.value)}
          {...fieldA11y('shops-q', null, t('adminContent.shops.searchHint'))}
        />
      </AdminField>
      <button type="submit" className="adm-btn adm-btn-primary" data-testid="shops-search">
        {t('adminContent.shops.searchButton')}
      </button>
    </form>
  )
}
