/**
 * POST /im/talk/photo (multipart: talkId, clientId, file) with progress (lib/upload.ts), under the
 * session rules of lib/api.ts. A retry sends the same client id, so a photo whose answer was lost is stored once.
 */
import { CHAT_PHOTO_MAX_BYTES, type ChatMessage } from '@kaifong/contract'
import { withSession } from '../../../lib/api.ts'
import { postForm } from '../../../lib/upload.ts'

export const PHOTO_PATH = '/im/talk/photo'
/** A 6 MB photo on a slow mobile uplink needs longer than the API's 10 s. */
const PHOTO_TIMEOUT_MS = 120_000

/** Refused here before any byte is sent; the server checks again. */
export const photoTooLarge = (file: File) => file.size > CHAT_PHOTO_MAX_BYTES

/** Uploads one chat photo; `onProgress` gets 0…1. Rejects with ApiError (the bubble shows it). */
export function uploadChatPhoto(
  input: { talkId: string; clientId: string; file: File },
  onProgress: (fraction: number) => void,
): Promise<ChatMessage> {
  return withSession(
    (token) => {
      onProgress(0)
      const form = new FormData()
      // The fields first: the server reads them before the file.
      form.append('talkId', input.talkId)
      form.append('clientId', input.clientId)
      form.append('file', input.file, input.file.name)
      return postForm<ChatMessage>(PHOTO_PATH, form, { token, timeoutMs: PHOTO_TIMEOUT_MS, onProgress })
    },
    { silent: true },
  )
}
