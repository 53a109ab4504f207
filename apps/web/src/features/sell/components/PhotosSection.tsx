/**
 * Photos (docs/product/data.md, validation.md): 1 to 8, the first is the cover. Add from the file picker or by dropping
 * files; reorder by dragging the handle (mouse, touch or pen), by its arrow keys, or with the
 * earlier/later buttons.
 */
import { MAX_GOODS_IMAGES } from '@kaifong/contract'
import { type PointerEvent as ReactPointerEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Photo, PhotosState, Refusal } from '../hooks/use-photos.ts'
import { PhotoTile } from './PhotoTile.tsx'
import './photos.css'

interface Props {
  state: PhotosState
  error?: string
}

/** Dragging a tile by its handle: the tile under the pointer takes its place as it moves. */
function usePhotoDrag(photos: Photo[], moveTo: (from: number, to: number) => void) {
  const [dragKey, setDragKey] = useState<string | null>(null)
  const indexOf = (key: string) => photos.findIndex((p) => p.key === key)
  const startDrag = (key: string) => (e: ReactPointerEvent<HTMLButtonElement>) => {
    if (e.button !== 0) return
    e.currentTarget.setPointerCapture?.(e.pointerId)
    setDragKey(key)
  }
  const onPointerMove = (e: ReactPointerEvent) => {
    if (!dragKey) return
    const over = document.elementFromPoint(e.clientX, e.clientY)?.closest<HTMLElement>('[data-photo-key]')
      ?.dataset.photoKey
    if (over && over !== dragKey) moveTo(indexOf(dragKey), indexOf(over))
  }
  const end = () => setDragKey(null)
  return { dragKey, startDrag, gridProps: { onPointerMove, onPointerUp: end, onPointerCancel: end } }
}

export function PhotosSection({ state, error }: Props) {
  const { t } = useTranslation()
  const { photos, add, move, remove, retry, room, refusedByServer } = state
  const [refusedHere, setRefused] = useState<Refusal[]>([])
  const [dropping, setDropping] = useState(false)
  const [announce, setAnnounce] = useState('')

  const addFiles = (files: FileList | null) => {
    if (files?.length) setRefused(add(Array.from(files)))
  }
  const moveTo = (from: number, to: number) => {
    move(from, to)
    setAnnounce(t('sell.photos.moved', { n: to + 1 }))
  }
  const { dragKey, startDrag, gridProps } = usePhotoDrag(photos, moveTo)

  return (
    <fieldset
      aria-label={t('sell.photos.dropZone')}
      className={`photos${dropping ? ' dropping' : ''}`}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes('Files')) return
        e.preventDefault()
        setDropping(true)
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={(e) => {
        if (!e.dataTransfer.files.length) return
        e.preventDefault()
        setDropping(false)
        addFiles(e.dataTransfer.files)
      }}
    >
      <p className="field-hint">{t('sell.photos.hint', { max: MAX_GOODS_IMAGES })}</p>
      <ul className="photo-grid" aria-label={t('sell.sections.photos')} {...gridProps}>
        {photos.map((photo, index) => (
          <PhotoTile
            key={photo.key}
            photo={photo}
            index={index}
            count={photos.length}
            dragging={dragKey === photo.key}
            onRetry={() => retry(photo.key)}
            onRemove={() => remove(photo.key)}
            onMove={(to) => moveTo(index, to)}
            onDragStart={startDrag(photo.key)}
          />
        ))}
        {room > 0 && <AddTile count={photos.length} onFiles={addFiles} />}
      </ul>
      <PhotoProblems photos={photos} refused={[...refusedHere, ...refusedByServer]} />
      {error && (
        <p className="field-error" id="sell-photos-error" role="alert">
          {error}
        </p>
      )}
      <p className="photo-live" aria-live="polite">
        {announce}
      </p>
    </fieldset>
  )
}

/** The last tile: pick files (or drop them anywhere on the section). */
function AddTile({ count, onFiles }: { count: number; onFiles: (files: FileList | null) => void }) {
  const { t } = useTranslation()
  return (
    <li className="photo-add">
      <label>
        <input
          type="file"
          accept="image/*"
          multiple
          data-testid="photo-input"
          aria-describedby="sell-photos-error"
          onChange={(e) => {
            onFiles(e.target.files)
            e.target.value = ''
          }}
        />
        <span aria-hidden className="photo-add-plus">
          +
        </span>
        <span>{t('sell.photos.add')}</span>
        <span className="muted small">{t('sell.photos.count', { n: count, max: MAX_GOODS_IMAGES })}</span>
        <span className="muted small photo-drop-hint">{t('sell.photos.drop')}</span>
      </label>
    </li>
  )
}

/** Why each failed tile failed (the tile itself only has room for the docs/product/messages.md message), and the refused files. */
function PhotoProblems({ photos, refused }: { photos: Photo[]; refused: Refusal[] }) {
  const { t } = useTranslation()
  const failures = photos.flatMap((p, i) =>
    p.status === 'error' && p.reason ? [{ key: p.key, n: i + 1, reason: p.reason }] : [],
  )
  if (refused.length === 0 && failures.length === 0) return null
  return (
    <ul className="photo-refused" role="alert">
      {failures.map((f) => (
        <li key={f.key}>{t('sell.photos.failedReason', { n: f.n, reason: f.reason })}</li>
      ))}
      {refused.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a name and a reason
        <li key={i}>
          {r.name}:{' '}
          {'text' in r
            ? r.text
            : r.reason === 'sell.photos.tooMany'
              ? t(r.reason, { max: MAX_GOODS_IMAGES })
              : t(r.reason)}
        </li>
      ))}
    </ul>
  )
}
