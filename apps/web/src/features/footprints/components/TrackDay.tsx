/**
 * One Hong Kong day of browsing history (pages/TracksPage.tsx): its listings, each with its card's
 * menu and "delete", or a tick box in select mode.
 */
import type { Footprint } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { type CardAction, GoodsCard, GoodsGrid, useCardActions } from '../../goods/index.ts'
import { type DayGroup, hkTime } from '../lib/track-days.ts'

interface Props {
  group: DayGroup<Footprint>
  selecting: boolean
  selected: ReadonlySet<string>
  onToggle: (id: string) => void
  onDelete: (id: string) => void
}

export function TrackDay({ group, selecting, selected, onToggle, onDelete }: Props) {
  const { t } = useTranslation()
  const actionsFor = useCardActions()
  const title = group.name === 'date' ? formatDate(group.time, currentLanguage()) : t(`tracks.${group.name}`)
  return (
    <section className="tracks-day" aria-label={title}>
      <h2>{title}</h2>
      <GoodsGrid>
        {group.items.map((g) => (
          <TrackItem
            key={g.id}
            track={g}
            selecting={selecting}
            selected={selected.has(g.id)}
            onToggle={() => onToggle(g.id)}
            actions={
              selecting
                ? undefined
                : [
                    ...actionsFor(g),
                    {
                      label: t('tracks.delete'),
                      danger: true,
                      testId: 'track-delete',
                      onSelect: () => onDelete(g.id),
                    },
                  ]
            }
          />
        ))}
      </GoodsGrid>
    </section>
  )
}

interface ItemProps {
  track: Footprint
  selecting: boolean
  selected: boolean
  onToggle: () => void
  /** The card's menu; none in select mode. */
  actions: CardAction[] | undefined
}

function TrackItem({ track, selecting, selected, onToggle, actions }: ItemProps) {
  const { t } = useTranslation()
  return (
    <div className={`track-item${selected ? ' selected' : ''}`} data-testid="track-item">
      <GoodsCard
        goods={track}
        actions={actions}
        footer={<span className="muted small">{t('tracks.viewedAt', { time: hkTime(track.viewTime) })}</span>}
      />
      {selecting && (
        <label className="track-select">
          <input
            type="checkbox"
            checked={selected}
            aria-label={t('tracks.select', { name: track.goodsName })}
            onChange={onToggle}
          />
        </label>
      )}
    </div>
  )
}
