/**
 * /admin/shops (docs/admin.md, "Shops", right `shops`): applications by status (those waiting by
 * default, oldest first) and by search (a shop name, a BRN, a shop or member id); each opens the
 * application's page. Status, search and page live in the address.
 */
import { SHOP_STATUS, type ShopStatusName } from '@kaifong/contract'
import type { AdminShopRow } from '@kaifong/contract/admin'
import { placeName } from '@kaifong/contract/places'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { currentLanguage } from '../../../lib/i18n.ts'
import {
  type AdminColumn,
  AdminError,
  AdminLoading,
  AdminTable,
  adminPaths,
  adminTime,
  useAdminTitle,
} from '../../admin/index.ts'
import { ShopFilters } from '../components/ShopFilters.tsx'
import { useShopApplications } from '../lib/shops.ts'

function useColumns(): AdminColumn<AdminShopRow>[] {
  const { t } = useTranslation()
  const lang = currentLanguage()
  return [
    { key: 'id', header: t('adminContent.shops.id'), cell: (s) => s.id },
    {
      key: 'name',
      header: t('adminContent.shops.name'),
      cell: (s) => (
        <Link to={adminPaths.shop(s.id)} data-testid="shop-link">
          {s.storeName}
        </Link>
      ),
    },
    { key: 'brn', header: t('adminContent.shops.brn'), cell: (s) => s.brn },
    { key: 'district', header: t('adminContent.shops.district'), cell: (s) => placeName(s.district, lang) },
    {
      key: 'applicant',
      header: t('adminContent.shops.applicant'),
      cell: (s) => <Link to={adminPaths.member(s.memberId)}>{s.memberName}</Link>,
    },
    { key: 'applied', header: t('adminContent.shops.applied'), cell: (s) => adminTime(s.createTime, lang) },
    {
      key: 'status',
      header: t('adminContent.shops.status'),
      cell: (s) => t(`adminContent.shops.statuses.${s.status}`),
    },
  ]
}

const isStatus = (v: string | null): v is ShopStatusName => SHOP_STATUS.includes(v as ShopStatusName)

export default function ShopApplicationsPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const raw = params.get('status')
  // Those waiting unless the address asks for another status, or for all ('ALL').
  const status: ShopStatusName | '' = raw === 'ALL' ? '' : isStatus(raw) ? raw : 'APPLYING'
  const q = params.get('q') ?? ''
  const page = Math.max(1, Number(params.get('page')) || 1)
  const columns = useColumns()
  useAdminTitle(t('adminContent.shops.title'))
  const list = useShopApplications(status, q, page)
  const go = (next: { status?: string; q?: string; page?: number }) => {
    const s = next.status ?? (status || 'ALL')
    const text = next.q ?? q
    setParams({ status: s, ...(text ? { q: text } : {}), ...(next.page ? { page: String(next.page) } : {}) })
  }
  return (
    <section className="adm-page" aria-labelledby="shops-title">
      <h1 id="shops-title">{t('adminContent.shops.title')}</h1>
      <ShopFilters status={status} q={q} onChange={go} />
      {list.isPending ? (
        <AdminLoading />
      ) : list.isError ? (
        <AdminError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <p className="adm-muted" role="status">
            {t('adminContent.shops.total', { count: list.data.total })}
          </p>
          <AdminTable
            caption={t('adminContent.shops.caption')}
            columns={columns}
            rows={list.data.records}
            rowKey={(s) => s.id}
            empty={q ? t('adminContent.shops.noMatch', { q }) : t('adminContent.shops.none')}
            page={page}
            pages={list.data.pages}
            onPage={(n) => go({ page: n })}
            testId="shops-table"
            rowTestId="shop-row"
            busy={list.isPlaceholderData}
          />
        </>
      )}
    </section>
  )
}
