/**
 * /setting/tracks, browsing history (docs/product/screens.md, states-and-notices.md; 20 a page): grouped by day, each card's menu
 * deletes that track, a select mode deletes several at once, and "clear all" asks first.
 */
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { CardSkeletons, EmptyState, LoadError } from '../../../components/LoadStates.tsx'
import { LoadMore } from '../../../components/StatePanels.tsx'
import { paths } from '../../../config/paths.ts'
import { GoodsGrid } from '../../goods/index.ts'
import { useFootprints } from '../api/footprints.ts'
import { TrackDay } from '../components/TrackDay.tsx'
import { TracksBar } from '../components/TracksBar.tsx'
import { useTrackEdits } from '../hooks/use-track-edits.ts'
import { groupByDay } from '../lib/track-days.ts'
import '../../../components/list-page.css'
import '../components/tracks.css'

export default function TracksPage() {
  const { t } = useTranslation()
  const tracks = useFootprints()
  const edits = useTrackEdits()
  const { selecting, selected } = edits
  const items = useMemo(() => tracks.data?.pages.flatMap((p) => p.records) ?? [], [tracks.data])
  const groups = useMemo(() => groupByDay(items), [items])
  const total = tracks.data?.pages[0]?.total ?? 0

  return (
    <section className="card tracks-page" data-testid="tracks-page">
      <header className="mylist-head">
        <h1>{t('pages.tracks')}</h1>
        {total > 0 && <span className="muted">{t('tracks.total', { count: total })}</span>}
      </header>
      {items.length > 0 && (
        <TracksBar
          selecting={selecting}
          loaded={items.map((i) => i.id)}
          selected={selected}
          busy={edits.busy}
          onSelecting={edits.startSelecting}
          onDone={edits.stopSelecting}
          onSelect={edits.setSelected}
          onDelete={() => edits.deleteTracks([...selected])}
          onClear={() => edits.setConfirmClear(true)}
        />
      )}
      {tracks.isPending && (
        <GoodsGrid>
          <CardSkeletons count={8} />
        </GoodsGrid>
      )}
      {tracks.error && !tracks.data && (
        <LoadError error={tracks.error} onRetry={() => void tracks.refetch()} />
      )}
      {tracks.data && items.length === 0 && (
        <EmptyState title={t('tracks.empty')}>
          <Link className="btn btn-primary" to={paths.home}>
            {t('tracks.browse')}
          </Link>
        </EmptyState>
      )}
      {groups.map((group) => (
        <TrackDay
          key={group.day}
          group={group}
          selecting={selecting}
          selected={selected}
          onToggle={edits.toggle}
          onDelete={(id) => edits.deleteTracks([id])}
        />
      ))}
      <LoadMore pages={tracks} />
      <ConfirmDialog
        open={edits.confirmClear}
        title={t('tracks.clearTitle')}
        message={t('tracks.clearBody')}
        confirmLabel={t('tracks.clearConfirm')}
        onCancel={() => edits.setConfirmClear(false)}
        onConfirm={edits.clearAll}
      />
    </section>
  )
}
