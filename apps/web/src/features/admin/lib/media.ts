/** The console's picture uploads (docs/admin.md: images go through POST /admin/api/media, the media pipeline). */
import type { AdminMedia } from '@kaifong/contract/admin'
import { isExpiring } from '../../../lib/jwt.ts'
import { postForm } from '../../../lib/upload.ts'
import { ADMIN_API, adminApi, adminTokens } from './admin-api.ts'

/** A 10 MB picture on a slow uplink needs far longer than the API's timeout. */
const UPLOAD_TIMEOUT_MS = 180_000

/** Uploads one picture (POST /admin/api/media, multipart `file`) with the operator's session. */
export async function uploadAdminMedia(
  file: File,
  onProgress: (fraction: number) => void = () => {},
): Promise<AdminMedia> {
  const token = adminTokens()?.accessToken ?? null
  // An expiring token is rotated by an ordinary request first (admin-api.ts refreshes it).
  if (token && isExpiring(token)) await adminApi('/passport/me')
  const form = new FormData()
  form.append('file', file, file.name)
  return postForm<AdminMedia>(`${ADMIN_API}/media`, form, {
    token: adminTokens()?.accessToken ?? null,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    onProgress,
  })
}
