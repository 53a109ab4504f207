/**
 * Picks and uploads one picture for the site's logo, icon or a banner (docs/admin.md: images go
 * through POST /admin/api/media, the media pipeline): a labelled file input, the progress while it
 * goes up, the server's refusal beside it, and a preview of the picture in use.
 */
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { uploadAdminMedia } from '../lib/media.ts'
import { fieldA11y } from './AdminField.tsx'
import './admin-content.css'

interface Props {
  label: string
  /** The picture's address now ('' for none). */
  value: string
  onChange: (url: string) => void
  /** Another error for the field (the server refused the saved form for it). */
  error?: string | null
  testId?: string
}

export function ImagePicker({ label, value, onChange, error, testId }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const [progress, setProgress] = useState<number | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const shown = problem ?? error ?? null

  const pick = async (file: File | undefined) => {
    if (!file) return
    setProblem(null)
    setProgress(0)
    try {
      const media = await uploadAdminMedia(file, setProgress)
      onChange(media.url)
    } catch (err) {
      setProblem(err instanceof Error && err.message ? err.message : t('adminContent.image.failed'))
    } finally {
      setProgress(null)
    }
  }

  return (
    <div className={`adm-field adc-image${shown ? ' has-error' : ''}`} data-testid={testId}>
      <label htmlFor={id}>{label}</label>
      <div className="adc-image-row">
        <div className="adc-image-preview">
          {value ? (
            <img src={value} alt={t('adminContent.image.preview', { label })} />
          ) : (
            <span className="adm-muted">{t('adminContent.image.none')}</span>
          )}
        </div>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          disabled={progress !== null}
          onChange={(e) => {
            void pick(e.target.files?.[0])
            e.target.value = ''
          }}
          {...fieldA11y(id, shown)}
        />
      </div>
      {progress !== null && (
        <p role="status" className="adm-muted">
          {t('adminContent.image.uploading', { percent: Math.round(progress * 100) })}
        </p>
      )}
      {shown && (
        <p className="adm-field-error" id={`${id}-error`} role="alert">
          {shown}
        </p>
      )}
    </div>
  )
}
