/**
 * /setting/tracks, browsing history (docs/product/screens.md, states-and-notices.md; 20 a page): grouped by day, each card's menu
 * deletes that track, a select mode deletes several at once, and "clear all" asks first.
 */
import type { Footprint } from '@kaifong/contract'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { GoodsCard, GoodsGrid } from '../../../components/GoodsCard.tsx'
import { CardSkeletons, EmptyState, LoadError } from '../../../components/LoadStates.tsx'
import { LoadMore } from '../../../components/StatePanels.tsx'
import { useCardActions } from '../../../components/use-card-actions.ts'
import { formatDate } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { toast } from '../../../lib/ui.ts'
import { useClearFootprints, useDeleteFootprints, useFootprints } from '../api/footprints.ts'
import { TracksBar } from '../components/TracksBar.tsx'
import { type DayGroup, groupByDay, hkTime } from '../lib/track-days.ts'
import '../../../components/list-page.css'
import '../components/tracks.css'
import { paths } from '../../../config/paths.ts'

export default function TracksPage() {
  const { t } = useTranslation()
  const tracks = useFootprints()
  const remove = useDeleteFootprints()
  const clear = useClearFootprints()
  const actionsFor = useCardActions()
  const [selecting, setSelecting] = useState(false)
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [confirmClear, setConfirmClear] = useState(false)
  const items = useMemo(() => tracks.data?.pages.flatMap((p) => p.records) ?? [], [tracks.data])
  const groups = useMemo(() => groupByDay(items), [items])
  const total = tracks.data?.pages[0]?.total ?? 0

  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev)
      if (!next.delete(id)) next.add(id)
      return next
    })
  const deleteTracks = (ids: string[]) =>
    remove.mutate(ids, {
      onSuccess: () => {
        toast(t('tracks.deleted', { count: ids.length }), 'success')
        setSelected((prev) => new Set([...prev].filter((id) => !ids.includes(id))))
      },
    })
  const stopSelecting = () => {
    setSelecting(false)
    setSelected(new Set())
  }

  const dayTitle = (group: DayGroup<Footprint>) =>
    group.name === 'date' ? formatDate(group.time, currentLanguage()) : t(`tracks.${group.name}`)

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
          busy={remove.isPending || clear.isPending}
          onSelecting={() => setSelecting(true)}
          onDone={stopSelecting}
          onSelect={setSelected}
          onDelete={() => deleteTracks([...selected])}
          onClear={() => setConfirmClear(true)}
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
        <section key={group.day} className="tracks-day" aria-label={dayTitle(group)}>
          <h2>{dayTitle(group)}</h2>
          <GoodsGrid>
            {group.items.map((g) => (
              <div
                key={g.id}
                className={`track-item${selected.has(g.id) ? ' selected' : ''}`}
                data-testid="track-item"
              >
                <GoodsCard
                  goods={g}
                  actions={
                    selecting
                      ? undefined
                      : [
                          ...actionsFor(g),
                          {
                            label: t('tracks.delete'),
                            danger: true,
                            testId: 'track-delete',
                            onSelect: () => deleteTracks([g.id]),
                          },
                        ]
                  }
                  footer={
                    <span className="muted small">{t('tracks.viewedAt', { time: hkTime(g.viewTime) })}</span>
                  }
                />
                {selecting && (
                  <label className="track-select">
                    <input
                      type="checkbox"
                      checked={selected.has(g.id)}
                      aria-label={t('tracks.select', { name: g.goodsName })}
                      onChange={() => toggle(g.id)}
                    />
                  </label>
                )}
              </div>
            ))}
          </GoodsGrid>
        </section>
      ))}
      <LoadMore pages={tracks} />
      <ConfirmDialog
        open={confirmClear}
        title={t('tracks.clearTitle')}
        message={t('tracks.clearBody')}
        confirmLabel={t('tracks.clearConfirm')}
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => {
          setConfirmClear(false)
          clear.mutate(undefined, {
            onSuccess: () => {
              stopSelecting()
              toast(t('tracks.cleared'), 'success')
            },
          })
        }}
      />
    </section>
  )
}
