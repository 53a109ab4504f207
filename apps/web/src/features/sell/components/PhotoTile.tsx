/** One photo of the wizard: preview, cover badge, upload progress or failure with retry, and its tools. */
import type { PointerEvent as ReactPointerEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Photo } from '../hooks/use-photos.ts'

interface Props {
  photo: Photo
  index: number
  count: number
  dragging: boolean
  onRetry: () => void
  onRemove: () => void
  onMove: (to: number) => void
  onDragStart: (e: ReactPointerEvent<HTMLButtonElement>) => void
}

export function PhotoTile({ photo, index, count, dragging, onRetry, onRemove, onMove, onDragStart }: Props) {
  const { t } = useTranslation()
  const n = index + 1
  const percent = Math.round(photo.progress * 100)
  return (
    <li
      className={`photo-tile status-${photo.status}${dragging ? ' dragging' : ''}`}
      data-photo-key={photo.key}
      data-testid="photo-tile"
    >
      <img src={photo.preview} alt={t('sell.photos.alt', { n })} draggable={false} />
      {index === 0 && <span className="photo-cover">{t('sell.photos.cover')}</span>}
      <button
        type="button"
        className="photo-remove"
        aria-label={t('sell.photos.remove', { n })}
        onClick={onRemove}
      >
        ✕
      </button>
      {photo.status === 'uploading' && <UploadProgress n={n} percent={percent} />}
      {photo.status === 'error' && <UploadFailed onRetry={onRetry} />}
      {/* A failed tile offers retry and remove; it is reordered once it has uploaded. */}
      {photo.status !== 'error' && (
        <MoveTools n={n} index={index} count={count} onMove={onMove} onDragStart={onDragStart} />
      )}
    </li>
  )
}

function UploadProgress({ n, percent }: { n: number; percent: number }) {
  const { t } = useTranslation()
  return (
    <div className="photo-progress">
      <div
        role="progressbar"
        aria-label={t('sell.photos.uploading', { n })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="photo-bar"
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <span className="photo-percent">{percent}%</span>
    </div>
  )
}

function UploadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="photo-error" role="alert">
      <p>{t('sell.photos.failed')}</p>
      <button type="button" className="btn btn-primary btn-small" onClick={onRetry} data-testid="photo-retry">
        {t('common.retry')}
      </button>
    </div>
  )
}

type MoveProps = Pick<Props, 'index' | 'count' | 'onMove' | 'onDragStart'> & { n: number }

/** Earlier, the drag handle (arrow keys move too), later. */
function MoveTools({ n, index, count, onMove, onDragStart }: MoveProps) {
  const { t } = useTranslation()
  return (
    <div className="photo-tools">
      <button
        type="button"
        aria-label={t('sell.photos.moveEarlier', { n })}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        ‹
      </button>
      <button
        type="button"
        className="photo-handle"
        aria-label={t('sell.photos.drag', { n })}
        onPointerDown={onDragStart}
        onKeyDown={(e) => {
          if (e.key === 'ArrowLeft' && index > 0) onMove(index - 1)
          else if (e.key === 'ArrowRight' && index < count - 1) onMove(index + 1)
          else return
          e.preventDefault()
        }}
      >
        ⠿
      </button>
      <button
        type="button"
        aria-label={t('sell.photos.moveLater', { n })}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        ›
      </button>
    </div>
  )
}
