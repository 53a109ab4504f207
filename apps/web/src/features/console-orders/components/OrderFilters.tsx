/** The orders list's filters: each text, the status and the Hong Kong days go to the page's address on Search. */
import { ORDER_STATUS } from '@kaifong/contract'
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminField, fieldA11y } from '../../admin/index.ts'
import type { OrderFilters as Filters } from '../lib/orders.ts'

interface Props {
  filters: Filters
  onChange: (next: Filters) => void
}

const EMPTY: Filters = { sn: '', buyer: '', shop: '', status: '', from: '', to: '' }

const TEXTS = [
  { key: 'sn', max: 40 },
  { key: 'buyer', max: 60 },
  { key: 'shop', max: 60 },
] as const

export function OrderFilters({ filters, onChange }: Props) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState(filters)
  useEffect(() => setDraft(filters), [filters])
  const set = (key: keyof Filters, value: string) => setDraft((d) => ({ ...d, [key]: value }))
  const search = (e: FormEvent) => {
    e.preventDefault()
    onChange({ ...draft, sn: draft.sn.trim(), buyer: draft.buyer.trim(), shop: draft.shop.trim() })
  }
  return (
    <form className="adc-search" onSubmit={search} data-testid="orders-filters">
      {TEXTS.map(({ key, max }) => (
        <AdminField
          key={key}
          id={`orders-${key}`}
          label={t(`admin.orders.${key}`)}
          hint={t(`admin.orders.${key}Hint`)}
        >
          <input
            className="adm-input"
            type="search"
            value={draft[key]}
            maxLength={max}
            data-testid={`orders-${key}`}
            onChange={(e) => set(key, e.target.value)}
            {...fieldA11y(`orders-${key}`, null, t(`admin.orders.${key}Hint`))}
          />
        </AdminField>
      ))}
      <AdminField id="orders-status" label={t('admin.orders.status')}>
        <select
          className="adm-input"
          value={draft.status}
          data-testid="orders-status"
          onChange={(e) => set('status', e.target.value)}
          {...fieldA11y('orders-status', null)}
        >
          <option value="">{t('admin.orders.statuses.ALL')}</option>
          {ORDER_STATUS.map((s) => (
            <option key={s} value={s}>
              {t(`admin.orders.statuses.${s}`)}
            </option>
          ))}
        </select>
      </AdminField>
      {(['from', 'to'] as const).map((key) => (
        <AdminField key={key} id={`orders-${key}`} label={t(`admin.orders.${key}`)}>
          <input
            className="adm-input"
            type="date"
            value={draft[key]}
            data-testid={`orders-${key}`}
            onChange={(e) => set(key, e.target.value)}
            {...fieldA11y(`orders-${key}`, null)}
          />
        </AdminField>
      ))}
      <button type="submit" className="adm-btn adm-btn-primary" data-testid="orders-search">
        {t('admin.orders.search')}
      </button>
      <button type="button" className="adm-btn" data-testid="orders-clear" onClick={() => onChange(EMPTY)}>
        {t('admin.orders.clear')}
      </button>
    </form>
  )
}
