/**
 * POST /im/talk/photo (multipart: talkId, clientId, file) over XMLHttpRequest, which reports
 * upload progress (as features/sell does for listing photos). Same headers and session rules as
 * lib/api.ts. A retry sends the same client id, so a photo whose answer was lost is stored once.
 */
import { CHAT_PHOTO_MAX_BYTES, type ChatMessage, type Envelope } from '@kaifong/contract'
import { ApiError, resultOf, withSession } from '../../../lib/api.ts'
import { deviceUuid } from '../../../lib/device.ts'
import { currentLanguage, i18n } from '../../../lib/i18n.ts'

export const PHOTO_PATH = '/im/talk/photo'
/** A 6 MB photo on a slow mobile uplink needs longer than the API's 10 s. */
const PHOTO_TIMEOUT_MS = 120_000

/** Refused here before any byte is sent; the server checks again. */
export const photoTooLarge = (file: File) => file.size > CHAT_PHOTO_MAX_BYTES

function sendOnce(
  input: { talkId: string; clientId: string; file: File },
  token: string | null,
  onProgress: (fraction: number) => void,
): Promise<ChatMessage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', PHOTO_PATH)
    xhr.timeout = PHOTO_TIMEOUT_MS
    xhr.setRequestHeader('uuid', deviceUuid())
    xhr.setRequestHeader('language', currentLanguage())
    xhr.setRequestHeader('accept', 'application/json')
    if (token) xhr.setRequestHeader('accessToken', token)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total)
    }
    xhr.onload = () => {
      let body: Envelope<ChatMessage> | null = null
      try {
        body = JSON.parse(xhr.responseText) as Envelope<ChatMessage>
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
    const form = new FormData()
    // The fields first: the server reads them before the file.
    form.append('talkId', input.talkId)
    form.append('clientId', input.clientId)
    form.append('file', input.file, input.file.name)
    xhr.send(form)
  })
}

/** Uploads one chat photo; `onProgress` gets 0…1. Rejects with ApiError (the bubble shows it). */
export function uploadChatPhoto(
  input: { talkId: string; clientId: string; file: File },
  onProgress: (fraction: number) => void,
): Promise<ChatMessage> {
  return withSession(
    (token) => {
      onProgress(0)
      return sendOnce(input, token, onProgress)
    },
    { silent: true },
  )
}
