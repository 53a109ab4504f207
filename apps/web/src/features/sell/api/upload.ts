/**
 * Photo upload (POST /common/common/upload/file, multipart `file`) over XMLHttpRequest, because
 * fetch cannot report upload progress. It sends the headers lib/api.ts sends and, like it,
 * refreshes an expiring token first and retries once after a 401/403.
 */
import { type Envelope, ErrorCode, LOGIN_DIALOG_CODES, type UploadedImage } from '@kaifong/contract'
import { ApiError, type FieldError, refreshSession } from '../../../lib/api.ts'
import { deviceUuid } from '../../../lib/device.ts'
import { currentLanguage, i18n } from '../../../lib/i18n.ts'
import { isExpiring } from '../../../lib/jwt.ts'
import { clearSession, sessionStore } from '../../../lib/session.ts'
import { openAuth, toast } from '../../../lib/ui.ts'

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
      if (xhr.status >= 200 && xhr.status < 300 && body?.success) {
        resolve(body.result as UploadedImage)
        return
      }
      const fields = (body?.result as { fields?: FieldError[] } | null)?.fields ?? []
      const message = body?.message || i18n.t('errors.network')
      reject(new ApiError(xhr.status, body?.code ?? xhr.status, message, fields))
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

/** The login-dialog reactions of SPEC §8 (lib/api.ts does the same for fetch requests). */
function reactToSession(err: unknown) {
  if (!(err instanceof ApiError) || !LOGIN_DIALOG_CODES.includes(err.code)) return
  clearSession()
  if (err.code === ErrorCode.SESSION_REPLACED)
    toast(i18n.t('errors.replacedBody'), 'warning', { title: i18n.t('errors.replacedTitle'), sticky: true })
  openAuth('login')
}

/** Uploads one photo; `onProgress` gets 0…1. Rejects with ApiError, or UploadAborted. */
export async function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<UploadedImage> {
  let token = sessionStore.get().accessToken
  if (token && isExpiring(token)) token = (await refreshSession()) ? sessionStore.get().accessToken : null
  try {
    return await sendOnce(file, token, onProgress, signal)
  } catch (err) {
    if (!(err instanceof ApiError)) throw err
    const refreshable =
      token && (err.status === 401 || err.status === 403) && err.code !== ErrorCode.SESSION_REPLACED
    if (refreshable && (await refreshSession())) {
      onProgress(0)
      try {
        return await sendOnce(file, sessionStore.get().accessToken, onProgress, signal)
      } catch (retryErr) {
        reactToSession(retryErr)
        throw retryErr
      }
    }
    reactToSession(err)
    throw err
  }
}
