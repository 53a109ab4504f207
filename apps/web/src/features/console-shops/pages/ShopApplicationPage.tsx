/**
 * /admin/shops/:id (docs/admin.md, "Shops", right `shops`): an application as sent, with the
 * applicant's account, and the decision while it waits: approve, or refuse with a reason.
 */
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { AdminError, AdminLoading, adminPaths, useAdminTitle } from '../../admin/index.ts'
import { ShopDecision } from '../components/ShopDecision.tsx'
import { ShopFacts } from '../components/ShopFacts.tsx'
import { useShopApplication } from '../lib/shops.ts'

export default function ShopApplicationPage() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  const shop = useShopApplication(id)
  useAdminTitle(shop.data?.storeName ?? t('adminContent.shops.title'))
  return (
    <section className="adm-page" aria-labelledby="shop-title">
      <p>
        <Link to={adminPaths.shops}>{t('adminContent.shops.back')}</Link>
      </p>
      {shop.isPending ? (
        <AdminLoading />
      ) : shop.isError ? (
        <AdminError error={shop.error} onRetry={() => void shop.refetch()} />
      ) : (
        <>
          <h1 id="shop-title">{shop.data.storeName}</h1>
          <div className="adm-detail-grid">
            <ShopFacts shop={shop.data} />
            <ShopDecision shop={shop.data} />
          </div>
        </>
      )}
    </section>
  )
}
