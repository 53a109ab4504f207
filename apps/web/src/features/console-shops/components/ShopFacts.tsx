/** An application as sent: logo, description, BRN, contact, district, pickup address, who decided and why. */
import type { AdminShopDetail } from '@kaifong/contract/admin'
import { placeName } from '@kaifong/contract/places'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { currentLanguage } from '../../../lib/i18n.ts'
import { adminPaths, adminTime } from '../../admin/index.ts'

export function ShopFacts({ shop }: { shop: AdminShopDetail }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const rows: [string, ReactNode][] = [
    [t('adminContent.shops.status'), t(`adminContent.shops.statuses.${shop.status}`)],
    [t('adminContent.shops.storeDesc'), shop.storeDesc],
    [t('adminContent.shops.brn'), shop.brn],
    [t('adminContent.shops.linkName'), shop.linkName],
    [t('adminContent.shops.linkPhone'), shop.linkPhone],
    [t('adminContent.shops.district'), placeName(shop.district, lang)],
    [t('adminContent.shops.pickupAddress'), shop.pickupAddress],
    [
      t('adminContent.shops.applicant'),
      <Link key="applicant" to={adminPaths.member(shop.memberId)}>
        {shop.memberName}
      </Link>,
    ],
    [t('adminContent.shops.applied'), adminTime(shop.createTime, lang)],
  ]
  if (shop.reviewTime) {
    rows.push([t('adminContent.shops.reviewed'), adminTime(shop.reviewTime, lang)])
    rows.push([t('adminContent.shops.reviewer'), shop.reviewerName])
  }
  if (shop.refuseReason) rows.push([t('adminContent.shops.refuseReason'), shop.refuseReason])
  return (
    <section className="adm-panel" aria-labelledby="shop-facts">
      <h2 id="shop-facts">{t('adminContent.shops.details')}</h2>
      {shop.storeLogo && (
        <img
          src={shop.storeLogo}
          alt={t('adminContent.shops.logo', { name: shop.storeName })}
          width={96}
          height={96}
          style={{ objectFit: 'cover', borderRadius: 12 }}
        />
      )}
      <dl className="adm-dl" data-testid="shop-facts">
        {rows.map(([label, value]) => (
          <div key={label} className="adm-dl-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {shop.memberDisabled && (
        <p className="adc-alert" data-testid="shop-member-banned">
          {t('adminContent.shops.memberBanned')}
        </p>
      )}
    </section>
  )
}
