/**
 * AfterSaleDetail?sn= (docs/product/after-sales.md, "States"): the buyer's request with its
 * timeline, amounts and the shop's answer; the return parcel form once a return is accepted, and
 * "withdraw" while it waits for the shop. Another member's request is "not found" like a missing one.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { EmptyState, LoadError } from '../../../components/LoadStates.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { ApiError } from '../../../lib/api.ts'
import { afterSaleRoutes, useOwnLink } from '../../../lib/member-centre.ts'
import { toast } from '../../../lib/ui.ts'
import { useAfterSale, useCancel } from '../api/aftersales.ts'
import { AfterSaleSummary, Timeline } from '../components/AfterSaleSummary.tsx'
import { ReturnShipForm } from '../components/ReturnShipForm.tsx'
import '../aftersales.css'

function CancelButton({ sn }: { sn: string }) {
  const { t } = useTranslation()
  const [asking, setAsking] = useState(false)
  const cancel = useCancel(sn)
  const run = () => {
    setAsking(false)
    cancel.mutate(undefined, {
      onSuccess: () => toast(t('aftersales.detail.cancelled'), 'success'),
      onError: (err) => toast(err instanceof ApiError ? err.message : t('errors.operationFailed'), 'error'),
    })
  }
  return (
    <>
      <button
        type="button"
        className="btn btn-outline"
        disabled={cancel.isPending}
        onClick={() => setAsking(true)}
        data-testid="as-cancel"
      >
        {t('aftersales.detail.cancel')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('aftersales.detail.cancel')}
        message={t('aftersales.detail.cancelConfirm')}
        confirmLabel={t('aftersales.detail.cancel')}
        onConfirm={run}
        onCancel={() => setAsking(false)}
      />
    </>
  )
}

export default function AfterSaleDetailPage() {
  const { t } = useTranslation()
  const [search] = useSearchParams()
  const sn = search.get('sn') ?? ''
  const own = useOwnLink()
  const query = useAfterSale('buyer', sn)
  const notFound = !sn || (query.error instanceof ApiError && query.error.status === 404)
  const view = query.data
  return (
    <section className="as-page">
      <h1>{t('aftersales.title.detail')}</h1>
      <p>
        <Link to={own(afterSaleRoutes.list)}>{t('aftersales.title.list')}</Link>
      </p>
      {notFound ? (
        <EmptyState title={t('aftersales.notFound')} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !view ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          <p className="as-muted">{t('aftersales.sn', { sn: view.sn })}</p>
          <AfterSaleSummary view={view} />
          {view.status === 'APPLIED' && (
            <div className="row-end">
              <p className="as-muted">{t('aftersales.detail.waiting')}</p>
              <CancelButton sn={view.sn} />
            </div>
          )}
          {view.status === 'ACCEPTED' && view.kind === 'RETURN_REFUND' && <ReturnShipForm sn={view.sn} />}
          <Timeline logs={view.logs} />
        </>
      )}
    </section>
  )
}
