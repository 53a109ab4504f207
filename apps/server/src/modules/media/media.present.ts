/** Media rows → the API's UploadedImage. */
import type { UploadedImage } from '@kaifong/contract'
import type { MediaRow } from './media.repo.ts'

export function presentMedia(row: MediaRow): UploadedImage {
  return { id: row.id, url: row.url, thumbnail: row.thumbnail, width: row.width, height: row.height }
}
