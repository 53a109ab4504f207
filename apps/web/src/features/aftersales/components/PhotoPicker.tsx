/**
 * Up to `max` photos for a request or a review: each picked file uploads at once through the
 * media upload (lib/upload.ts) and its id joins the form; a file the server would refuse (not a
 * photo we take, over 10 MB) is refused here before any byte is sent.
 */
import { IMAGE_MAX_BYTES } from '@kaifong/contract'
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api.ts'
import { photoFileKind, UploadAborted, uploadPhoto } from '../../../lib/upload.ts'
import '../aftersales.css'

export interface PickedPhoto {
  id: string
  thumbnail: string
}

interface Props {
  max: number
  photos: PickedPhoto[]
  onChange: (photos: PickedPhoto[]) => void
  /** Tells the form an upload is under way (it waits before sending). */
  onBusy?: (busy: boolean) => void
}

/** The photos picked so far, each with its "remove" button. */
function PhotoTiles({ photos, onChange }: Pick<Props, 'photos' | 'onChange'>) {
  const { t } = useTranslation()
  return (
    <ul className="as-photo-list">
      {photos.map((p, i) => (
        <li key={p.id}>
          <img src={p.thumbnail} alt="" width={72} height={72} />
          <button
            type="button"
            className="btn btn-ghost btn-small"
            aria-label={t('aftersales.photos.remove', { n: i + 1 })}
            onClick={() => onChange(photos.filter((x) => x.id !== p.id))}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  )
}

export function PhotoPicker({ max, photos, onChange, onBusy }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const [uploading, setUploading] = useState(0)
  const [error, setError] = useState<string | null>(null)
  const controller = useRef(new AbortController())
  const latest = useRef(photos)
  latest.current = photos
  useEffect(() => () => controller.current.abort(), [])
  useEffect(() => onBusy?.(uploading > 0), [uploading, onBusy])

  const refusal = (file: File) => {
    const kind = photoFileKind(file)
    if (kind !== 'photo') return t('aftersales.photos.badType')
    return file.size > IMAGE_MAX_BYTES
      ? t('aftersales.photos.tooLarge', { mb: IMAGE_MAX_BYTES / 1024 / 1024 })
      : null
  }
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])]
    e.target.value = ''
    const room = max - photos.length - uploading
    const taken = files.slice(0, Math.max(0, room))
    setError(files.length > taken.length ? t('aftersales.photos.full', { max }) : null)
    for (const file of taken) {
      const problem = refusal(file)
      if (problem) {
        setError(problem)
        continue
      }
      setUploading((n) => n + 1)
      uploadPhoto(file, () => {}, controller.current.signal)
        .then((image) => onChange([...latest.current, { id: image.id, thumbnail: image.thumbnail }]))
        .catch((err: unknown) => {
          if (err instanceof UploadAborted) return
          setError(err instanceof ApiError ? err.message : t('errors.network'))
        })
        .finally(() => setUploading((n) => n - 1))
    }
  }
  const full = photos.length + uploading >= max
  return (
    <fieldset className="as-photos">
      <legend>{t('aftersales.photos.label', { max })}</legend>
      <PhotoTiles photos={photos} onChange={onChange} />
      {uploading > 0 && <p aria-live="polite">{t('aftersales.photos.uploading')}</p>}
      {!full && (
        <label className="btn btn-ghost as-photo-add" htmlFor={`${id}-file`}>
          {t('aftersales.photos.add')}
          <input
            id={`${id}-file`}
            className="sr-only"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            multiple
            onChange={pick}
            data-testid="photo-input"
          />
        </label>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}
