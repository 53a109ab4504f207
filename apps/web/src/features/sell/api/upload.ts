/**
 * Photo upload (POST /common/common/upload/file, multipart `file`) with progress (lib/upload.ts),
 * under the session rules of lib/api.ts: an expiring token is refreshed first, a 401/403 retried once.
 */
import type { UploadedImage } from '@kaifong/contract'
import { withSession } from '../../../lib/api.ts'
import { postForm } from '../../../lib/upload.ts'

export const UPLOAD_PATH = '/common/common/upload/file'
/** A 10 MB photo on a slow mobile uplink needs far longer than the 10 s API timeout. */
const UPLOAD_TIMEOUT_MS = 180_000

/**
 * Uploads one photo; `onProgress` gets 0…1. Rejects with ApiError (after the session reactions
 * of lib/api.ts; the caller shows other failures on the photo's tile), or UploadAborted.
 */
export function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<UploadedImage> {
  return withSession(
    (token) => {
      onProgress(0)
      const form = new FormData()
      form.append('file', file, file.name)
      return postForm<UploadedImage>(UPLOAD_PATH, form, {
        token,
        timeoutMs: UPLOAD_TIMEOUT_MS,
        onProgress,
        signal,
      })
    },
    { silent: true },
  )
}
