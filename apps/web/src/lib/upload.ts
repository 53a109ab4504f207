/**
 * Multipart POSTs over XMLHttpRequest, because fetch cannot report upload progress (listing and
 * chat photos). The headers are those lib/api.ts sends; the caller wraps a call in `withSession`
 * for the session rules (refresh first, one retry after a 401/403).
 */
import { type Envelope, ErrorCode, type UploadedImage } from '@kaifong/contract'
import { ApiError, resultOf, withSession } from './api.ts'
import { deviceUuid } from './device.ts'
import { currentLanguage, i18n } from './i18n.ts'

/** The picture types the server takes (it checks the bytes; this only spares a pointless upload). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']
const PHOTO_NAME = /\.(jpe?g|png|webp|gif|avif)$/i
/** Pictures in a format we do not take, told apart from files that are no picture at all. */
const OTHER_IMAGE_NAME = /\.(heic|heif|bmp|tiff?|svg|ico|jxl|raw|dng)$/i

/**
 * What a picked file is, by its type (or, without one, its name): a photo we take, a picture in
 * another format, or no picture at all.
 */
export function photoFileKind(file: File): 'photo' | 'otherImage' | 'notImage' {
  const typed = file.type ? PHOTO_TYPES.includes(file.type) : PHOTO_NAME.test(file.name)
  if (typed) return 'photo'
  const image = file.type ? file.type.startsWith('image/') : OTHER_IMAGE_NAME.test(file.name)
  return image ? 'otherImage' : 'notImage'
}

/** The server's refusals of a file for what it is (docs/errors.md): sending it again cannot help. */
const FINAL_IMAGE_CODES: readonly number[] = [
  ErrorCode.IMAGE_TYPE,
  ErrorCode.IMAGE_TOO_LARGE,
  ErrorCode.IMAGE_TOO_MANY_PIXELS,
  ErrorCode.IMAGE_SHAPE,
]
export const isFinalImageRefusal = (err: unknown): err is ApiError =>
  err instanceof ApiError && FINAL_IMAGE_CODES.includes(err.code)

export class UploadAborted extends Error {
  constructor() {
    super('upload aborted')
    this.name = 'UploadAborted'
  }
}

export interface UploadOptions {
  token: string | null
  timeoutMs: number
  /** 0…1 as the body goes out. */
  onProgress: (fraction: number) => void
  signal?: AbortSignal
}

/** POSTs `form` to `path` and resolves to the envelope's result (ApiError or UploadAborted otherwise). */
export function postForm<T>(path: string, form: FormData, o: UploadOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    if (o.signal?.aborted) return reject(new UploadAborted())
    const xhr = new XMLHttpRequest()
    xhr.open('POST', path)
    xhr.timeout = o.timeoutMs
    xhr.setRequestHeader('uuid', deviceUuid())
    xhr.setRequestHeader('language', currentLanguage())
    xhr.setRequestHeader('accept', 'application/json')
    if (o.token) xhr.setRequestHeader('accessToken', o.token)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) o.onProgress(e.loaded / e.total)
    }
    xhr.onload = () => {
      let body: Envelope<T> | null = null
      try {
        body = JSON.parse(xhr.responseText) as Envelope<T>
      } catch {
        body = null
      }
      try {
        resolve(resultOf(xhr.status, body))
      } catch (err) {
        reject(err)
      }
    }
    xhr.onerror = () => reject(new ApiError(0, 0, i18n.t('errors.network')))
    xhr.ontimeout = () => reject(new ApiError(0, 0, i18n.t('errors.timeout')))
    xhr.onabort = () => reject(new UploadAborted())
    o.signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(form)
  })
}

const UPLOAD_PATH = '/common/common/upload/file'
/** A 10 MB photo on a slow mobile uplink needs far longer than the 10 s API timeout. */
const UPLOAD_TIMEOUT_MS = 180_000

/**
 * Uploads one photo (POST /common/common/upload/file, multipart `file`) for a listing or an
 * avatar; `onProgress` gets 0…1. Under the session rules of lib/api.ts: an expiring token is
 * refreshed first, a 401/403 retried once. Rejects with ApiError (after those reactions; the
 * caller shows other failures beside the photo), or UploadAborted.
 */
export function uploadPhoto(
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
