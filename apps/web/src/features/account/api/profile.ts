/**
 * The member's own profile: the avatar's upload (POST /common/common/upload/file, with progress,
 * lib/upload.ts) and the save (PUT /buyer/passport/member/editOwn), which answers the member's
 * info as GET /buyer/passport/member does.
 */
import type { EditOwnBody, MemberInfo, UploadedImage } from '@kaifong/contract'
import { api, withSession } from '../../../lib/api.ts'
import { postForm } from '../../../lib/upload.ts'

const UPLOAD_PATH = '/common/common/upload/file'
/** A 10 MB photo on a slow mobile uplink needs far longer than the 10 s API timeout. */
const UPLOAD_TIMEOUT_MS = 180_000

/** Rejects with ApiError (after the session reactions of lib/api.ts) or UploadAborted. */
export function uploadAvatar(
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

export const saveProfile = (body: EditOwnBody) =>
  api<MemberInfo>('/buyer/passport/member/editOwn', { method: 'PUT', body, silent: true })
