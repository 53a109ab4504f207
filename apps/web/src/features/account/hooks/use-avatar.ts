/**
 * The avatar picker's state: a picked photo uploads at once (with progress) and previews from
 * the device; the save then sends its id as `face`, which the server cuts to a square. A file the
 * server would refuse (not a photo we take, over 10 MB) is refused here before any byte is sent;
 * the server's refusals (too many pixels, an extreme shape…) come back in its own words
 * (docs/errors.md). A failed pick leaves the previous choice as it was.
 */
import { IMAGE_MAX_BYTES } from '@kaifong/contract'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api.ts'
import { photoFileKind, UploadAborted, uploadPhoto } from '../../../lib/upload.ts'

export interface AvatarChoice {
  /** What the preview shows: the saved face, a local object URL, or '' for none. */
  preview: string
  /** What the save sends: undefined keeps the face, '' removes it, an id sets a new one. */
  face: string | undefined
}

export function useAvatar(savedFace: string) {
  const { t } = useTranslation()
  const [choice, setChoice] = useState<AvatarChoice>({ preview: savedFace, face: undefined })
  const [uploading, setUploading] = useState(false)
  const [progress, setProgress] = useState(0)
  const [error, setError] = useState<string | null>(null)
  const controller = useRef<AbortController | null>(null)
  const objectUrls = useRef(new Set<string>())

  useEffect(() => {
    const urls = objectUrls.current
    return () => {
      controller.current?.abort()
      for (const url of urls) URL.revokeObjectURL(url)
    }
  }, [])

  const refusalOf = useCallback(
    (file: File): string | null => {
      const kind = photoFileKind(file)
      if (kind === 'otherImage') return t('profile.edit.photoBadType')
      if (kind === 'notImage') return t('profile.edit.photoNotImage')
      if (file.size > IMAGE_MAX_BYTES)
        return t('profile.edit.photoTooLarge', { mb: IMAGE_MAX_BYTES / 1024 / 1024 })
      return null
    },
    [t],
  )

  const pick = useCallback(
    (file: File) => {
      const refusal = refusalOf(file)
      setError(refusal)
      if (refusal) return
      controller.current?.abort()
      const mine = new AbortController()
      controller.current = mine
      const before = choice
      // jsdom and very old browsers have no object URLs: the preview then waits for the upload.
      const local = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : ''
      if (local) objectUrls.current.add(local)
      setChoice({ preview: local, face: before.face })
      setUploading(true)
      setProgress(0)
      uploadPhoto(file, setProgress, mine.signal)
        .then((image) => setChoice({ preview: local || image.thumbnail, face: image.id }))
        .catch((err: unknown) => {
          if (err instanceof UploadAborted) return
          setChoice(before)
          setError(err instanceof ApiError ? err.message : t('errors.network'))
        })
        .finally(() => {
          if (controller.current === mine) {
            controller.current = null
            setUploading(false)
          }
        })
    },
    [choice, refusalOf, t],
  )

  const remove = useCallback(() => {
    controller.current?.abort()
    controller.current = null
    setUploading(false)
    setError(null)
    setChoice({ preview: '', face: savedFace ? '' : undefined })
  }, [savedFace])

  return { ...choice, uploading, progress, error, pick, remove }
}
