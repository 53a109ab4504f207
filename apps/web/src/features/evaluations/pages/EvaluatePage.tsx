/**
 * /setting/evaluate, "my evaluations" (docs/product/screens.md): three tabs — deals waiting for my
 * review, reviews I received and reviews I wrote — the tab, sort and page kept in the address
 * (`?tab=received&sort=SCORE_DESC&page=2`), so a shared or reloaded link shows the same list.
 */
import type { ReviewSort } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { EmptyState } from '../../../components/LoadStates.tsx'
import { TabRow, tabPanelProps } from '../../../components/TabRow.tsx'
import { paths } from '../../../config/paths.ts'
import { useReceivedReviews, useWrittenReviews } from '../api/reviews.ts'
import { ReviewList } from '../components/ReviewList.tsx'
import { WaitingList } from '../components/WaitingList.tsx'
import { sortOf } from '../lib/sorts.ts'
import '../components/evaluate.css'

const TABS = ['waiting', 'received', 'written'] as const
type Tab = (typeof TABS)[number]

function useListParams() {
  const [params, setParams] = useSearchParams()
  const tab: Tab = TABS.find((x) => x === params.get('tab')) ?? 'waiting'
  const sort: ReviewSort = sortOf(params.get('sort')) ?? 'TIME_DESC'
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1)
  const go = (next: { tab?: Tab; sort?: ReviewSort; page?: number }) => {
    const to = { tab: next.tab ?? tab, sort: next.sort ?? sort, page: next.page ?? 1 }
    const query: Record<string, string> = {}
    if (to.tab !== 'waiting') query.tab = to.tab
    if (to.sort !== 'TIME_DESC' && to.tab !== 'waiting') query.sort = to.sort
    if (to.page > 1) query.page = String(to.page)
    setParams(query, { replace: true })
  }
  return { tab, sort, page, go }
}

export default function EvaluatePage() {
  const { t } = useTranslation()
  const { tab, sort, page, go } = useListParams()
  return (
    <section className="card evaluate" data-testid="evaluate-page">
      <h1>{t('pages.evaluate')}</h1>
      <TabRow
        tabs={TABS}
        active={tab}
        onSelect={(x) => go({ tab: x, sort: 'TIME_DESC' })}
        label={t('evaluate.tabsLabel')}
        idPrefix="evaluate"
      >
        {(x) => t(`evaluate.tabs.${x}`)}
      </TabRow>
      <div className="evaluate-panel" {...tabPanelProps('evaluate', tab)}>
        {tab === 'waiting' && (
          <WaitingList
            page={page}
            onPage={(p) => go({ page: p })}
            empty={
              <EmptyState title={t('evaluate.empty.waiting')}>
                <p className="muted small">{t('evaluate.empty.waitingHint')}</p>
                <Link className="btn btn-primary btn-small" to={paths.goodsList()}>
                  {t('evaluate.empty.browse')}
                </Link>
              </EmptyState>
            }
          />
        )}
        {tab === 'received' && <Received sort={sort} page={page} go={go} />}
        {tab === 'written' && <Written sort={sort} page={page} go={go} />}
      </div>
    </section>
  )
}

interface ListProps {
  sort: ReviewSort
  page: number
  go: (next: { sort?: ReviewSort; page?: number; tab?: Tab }) => void
}

function Received({ sort, page, go }: ListProps) {
  const { t } = useTranslation()
  const query = useReceivedReviews(sort, page)
  return (
    <ReviewList
      query={query}
      perspective="received"
      sort={sort}
      page={page}
      onSort={(s) => go({ sort: s })}
      onPage={(p) => go({ sort, page: p })}
      empty={
        <EmptyState title={t('evaluate.empty.received')}>
          <p className="muted small">{t('evaluate.empty.receivedHint')}</p>
          <Link className="btn btn-primary btn-small" to={paths.sell()}>
            {t('evaluate.empty.sell')}
          </Link>
        </EmptyState>
      }
    />
  )
}

function Written({ sort, page, go }: ListProps) {
  const { t } = useTranslation()
  const query = useWrittenReviews(sort, page)
  return (
    <ReviewList
      query={query}
      perspective="written"
      sort={sort}
      page={page}
      onSort={(s) => go({ sort: s })}
      onPage={(p) => go({ sort, page: p })}
      empty={
        <EmptyState title={t('evaluate.empty.written')}>
          <p className="muted small">{t('evaluate.empty.writtenHint')}</p>
          <button type="button" className="btn btn-primary btn-small" onClick={() => go({ tab: 'waiting' })}>
            {t('evaluate.empty.toWaiting')}
          </button>
        </EmptyState>
      }
    />
  )
}
