/**
 * The logo picker's state: a picked photo uploads at once (with progress) and its id becomes the
 * form's `storeLogo`; a file the server would refuse (not a photo we take, over 10 MB) is refused
 * here before any byte is sent, the server's own refusals come back in its words (docs/errors.md).
 * A failed pick keeps the previous logo.
 */
import { IMAGE_MAX_BYTES } from '@kaifong/contract'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api.ts'
import { photoFileKind, UploadAborted, uploadPhoto } from '../../../lib/upload.ts'

/** `onPicked` hears the uploaded image's id. */
export function useLogo(savedUrl: string, onPicked: (id: string) => void) {
  const { t } = useTranslation()
  const [preview, setPreview] = useState(savedUrl)
  const [uploading, setUploading] = useState(false)
  const [progress, setProgress] = useState(0)
  const [error, setError] = useState<string | null>(null)
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  const pick = useCallback(
    (file: File) => {
      const kind = photoFileKind(file)
      const refusal =
        kind === 'otherImage'
          ? t('shops.form.logoBadType')
          : kind === 'notImage'
            ? t('shops.form.logoNotImage')
            : file.size > IMAGE_MAX_BYTES
              ? t('shops.form.logoTooLarge', { mb: IMAGE_MAX_BYTES / 1024 / 1024 })
              : null
      setError(refusal)
      if (refusal) return
      controller.current?.abort()
      const mine = new AbortController()
      controller.current = mine
      setUploading(true)
      setProgress(0)
      uploadPhoto(file, setProgress, mine.signal)
        .then((image) => {
          setPreview(image.thumbnail)
          onPicked(image.id)
        })
        .catch((err: unknown) => {
          if (err instanceof UploadAborted) return
          setError(err instanceof ApiError ? err.message : t('errors.network'))
        })
        .finally(() => {
          if (controller.current === mine) {
            controller.current = null
            setUploading(false)
          }
        })
    },
    [onPicked, t],
  )

  return { preview, uploading, progress, error, pick }
}
