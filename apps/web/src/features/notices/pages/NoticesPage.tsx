/**
 * /setting/notices, the notification centre (docs/product/states-and-notices.md#notices): all,
 * unread or read notices, 10 a page, newest first; a notice opens on its own page (and is then
 * read); "mark all read"; delete one, or tick several (or the whole page) and delete them at once
 * after a confirmation. The tab and page are in the address (`?tab=UN_READ&page=2`). Also the
 * member centre's MsgList, whose notices open there (lib/member-centre.ts).
 */
import { PAGE_SIZE } from '@kaifong/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { EmptyState, LoadError } from '../../../components/LoadStates.tsx'
import { Pager } from '../../../components/Pager.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { TabRow, tabPanelProps } from '../../../components/TabRow.tsx'
import { toast } from '../../../lib/ui.ts'
import { type NoticeFilter, useDeleteNotices, useNotices, useReadAll } from '../api/notices.ts'
import { NoticeList } from '../components/NoticeList.tsx'
import '../notices.css'

const TABS: readonly NoticeFilter[] = ['ALL', 'UN_READ', 'ALREADY_READ']

export default function NoticesPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const tab = TABS.find((x) => x === params.get('tab')) ?? 'ALL'
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1)
  const query = useNotices(tab, page, PAGE_SIZE.notices)
  const remove = useDeleteNotices()
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set())
  const [confirming, setConfirming] = useState<string[] | null>(null)
  const { data } = query
  const records = data?.records ?? []

  const go = (next: NoticeFilter, nextPage = 1) => {
    setPicked(new Set())
    setParams(
      { ...(next !== 'ALL' ? { tab: next } : {}), ...(nextPage > 1 ? { page: String(nextPage) } : {}) },
      { replace: true },
    )
  }
  const deleteConfirmed = () => {
    const ids = confirming ?? []
    setConfirming(null)
    remove.mutate(ids, {
      onSuccess: () => {
        toast(t('notices.deleted', { count: ids.length }), 'success')
        setPicked(new Set())
        // The last notices of a later page: show the page before.
        if (ids.length >= records.length && page > 1) go(tab, page - 1)
      },
    })
  }

  return (
    <section className="card notices-page" data-testid="notices-page">
      <NoticesHead unread={data?.unread ?? 0} />
      <TabRow tabs={TABS} active={tab} onSelect={go} label={t('notices.tabsLabel')} idPrefix="notices">
        {(name) => (
          <>
            {t(`notices.tabs.${name}`)}
            {name === 'UN_READ' && (data?.unread ?? 0) > 0 ? ` (${data?.unread})` : ''}
          </>
        )}
      </TabRow>
      <div {...tabPanelProps('notices', tab)}>
        {query.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : query.isError && !data ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : records.length === 0 ? (
          <EmptyState title={t(`notices.empty.${tab}`)} />
        ) : (
          <>
            <NoticeList
              records={records}
              picked={picked}
              setPicked={setPicked}
              onDelete={setConfirming}
              deleting={remove.isPending}
            />
            <Pager current={page} total={data?.pages ?? 1} onChange={(p) => go(tab, p)} />
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={t('notices.confirmTitle', { count: confirming?.length ?? 0 })}
        message={t('notices.confirmBody')}
        confirmLabel={t('notices.delete')}
        onConfirm={deleteConfirmed}
        onCancel={() => setConfirming(null)}
      />
    </section>
  )
}

/** The title, and "mark all read" while some are unread. */
function NoticesHead({ unread }: { unread: number }) {
  const { t } = useTranslation()
  const readAll = useReadAll()
  return (
    <div className="notices-head">
      <h1>{t('pages.notices')}</h1>
      {unread > 0 && (
        <button
          type="button"
          className="btn btn-outline btn-small"
          data-testid="notices-read-all"
          disabled={readAll.isPending}
          onClick={() => readAll.mutate()}
        >
          {t('notices.readAll')}
        </button>
      )}
    </div>
  )
}
