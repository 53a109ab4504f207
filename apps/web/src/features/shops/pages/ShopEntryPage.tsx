/**
 * /shopEntry (docs/product/shops.md, "Applying"): the member's application and where it stands —
 * none yet (the form), under review, refused with the operator's reason (and the form again, from
 * what was sent), or approved with a way to the shop's page.
 */
import type { ShopApplication } from '@kaifong/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LoadError } from '../../../components/LoadStates.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { paths } from '../../../config/paths.ts'
import { formatDate } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { useMyApplication } from '../api/shops.ts'
import { ShopApplyForm } from '../components/ShopApplyForm.tsx'
import '../components/shops.css'

export default function ShopEntryPage() {
  const { t } = useTranslation()
  const mine = useMyApplication()
  return (
    <section className="page narrow shop-entry" aria-labelledby="shop-entry-title">
      <h1 id="shop-entry-title">{t('shops.entry.title')}</h1>
      {mine.isPending && <Spinner label={t('common.loading')} />}
      {mine.error && !mine.data && <LoadError error={mine.error} onRetry={() => void mine.refetch()} />}
      {mine.isSuccess && <EntryBody application={mine.data} />}
    </section>
  )
}

function EntryBody({ application }: { application: ShopApplication | null }) {
  const { t } = useTranslation()
  const [again, setAgain] = useState(false)
  if (!application)
    return (
      <>
        <p className="muted">{t('shops.entry.intro')}</p>
        <ShopApplyForm from={null} />
      </>
    )
  if (application.status === 'REFUSED' && again)
    return <ShopApplyForm from={application} onCancel={() => setAgain(false)} />
  return <ApplicationStatus application={application} onApplyAgain={() => setAgain(true)} />
}

function ApplicationStatus({
  application: a,
  onApplyAgain,
}: {
  application: ShopApplication
  onApplyAgain: () => void
}) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  return (
    <div className={`card shop-status shop-status-${a.status}`} role="status" data-testid="shop-status">
      {a.status === 'APPLYING' && (
        <>
          <h2>{t('shops.entry.applying.title')}</h2>
          <p>{t('shops.entry.applying.body', { name: a.storeName, time: formatDate(a.createTime, lang) })}</p>
        </>
      )}
      {a.status === 'REFUSED' && (
        <>
          <h2>{t('shops.entry.refused.title')}</h2>
          <p data-testid="shop-refuse-reason">
            {t('shops.entry.refused.reason', { reason: a.refuseReason })}
          </p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={onApplyAgain}
            data-testid="shop-apply-again"
          >
            {t('shops.entry.refused.again')}
          </button>
        </>
      )}
      {a.status === 'OPEN' && (
        <>
          <h2>{t('shops.entry.open.title')}</h2>
          <p>{t('shops.entry.open.body', { name: a.storeName })}</p>
          <Link className="btn btn-primary" to={paths.merchant(a.id)} data-testid="shop-open-link">
            {t('shops.entry.open.link')}
          </Link>
        </>
      )}
      {a.status === 'CLOSED' && (
        <>
          <h2>{t('shops.entry.closed.title')}</h2>
          <p>{t('shops.entry.closed.body', { name: a.storeName })}</p>
        </>
      )}
    </div>
  )
}
