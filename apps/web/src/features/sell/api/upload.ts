/**
 * Photo upload (POST /common/common/upload/file, multipart `file`) over XMLHttpRequest, because
 * fetch cannot report upload progress. It sends the headers lib/api.ts sends and, like it,
 * refreshes an expiring token first and retries once after a 401/403.
 */
import type { Envelope, UploadedImage } from '@kaifong/contract'
import { ApiError, resultOf, withSession } from '../../../lib/api.ts'
import { deviceUuid } from '../../../lib/device.ts'
import { currentLanguage, i18n } from '../../../lib/i18n.ts'

export const UPLOAD_PATH = '/common/common/upload/file'
/** A 10 MB photo on a slow mobile uplink needs far longer than the 10 s API timeout. */
const UPLOAD_TIMEOUT_MS = 180_000

export class UploadAborted extends Error {
  constructor() {
    super('upload aborted')
    this.name = 'UploadAborted'
  }
}

function sendOnce(
  file: File,
  token: string | null,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new UploadAborted())
    const xhr = new XMLHttpRequest()
    xhr.open('POST', UPLOAD_PATH)
    xhr.timeout = UPLOAD_TIMEOUT_MS
    xhr.setRequestHeader('uuid', deviceUuid())
    xhr.setRequestHeader('language', currentLanguage())
    xhr.setRequestHeader('accept', 'application/json')
    if (token) xhr.setRequestHeader('accessToken', token)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total)
    }
    xhr.onload = () => {
      let body: Envelope<unknown> | null = null
      try {
        body = JSON.parse(xhr.responseText) as Envelope<unknown>
      } catch {
        body = null
      }
      try {
        resolve(resultOf(xhr.status, body as Envelope<UploadedImage> | null))
      } catch (err) {
        reject(err)
      }
    }
    xhr.onerror = () => reject(new ApiError(0, 0, i18n.t('errors.network')))
    xhr.ontimeout = () => reject(new ApiError(0, 0, i18n.t('errors.timeout')))
    xhr.onabort = () => reject(new UploadAborted())
    signal.addEventListener('abort', () => xhr.abort(), { once: true })
    const form = new FormData()
    form.append('file', file, file.name)
    xhr.send(form)
  })
}

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
      return sendOnce(file, token, onProgress, signal)
    },
    { silent: true },
  )
}
