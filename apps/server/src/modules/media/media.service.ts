/**
 * Image uploads (issue 4): checked by magic bytes, pixel count and shape, re-encoded to WebP
 * without metadata, stored on disk with a media row owned by the uploader. Listings refer to
 * images by id, and only the uploader may use one (`mediaOwnedBy`).
 */
import { randomUUID } from 'node:crypto'
import { ErrorCode } from '@kaifong/contract'
import type { DbOrTx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError, notFound, tooMany } from '../../lib/errors.ts'
import { lockMember } from '../members/members.repo.ts'
import { detectImageType, renderImage } from './media.image.ts'
import { countUploadsSince, insertMedia, type MediaRow, mediaIn } from './media.repo.ts'
import { removeFiles, storeImage } from './media.storage.ts'

/** Per member: generous for listing several items with 8 photos each, tight enough to stop a script. */
export const UPLOAD_LIMIT = 60
export const UPLOAD_WINDOW_MS = 10 * 60 * 1000

async function overLimit(ctx: AppContext, db: DbOrTx, memberId: number): Promise<boolean> {
  const since = new Date(ctx.clock.now().getTime() - UPLOAD_WINDOW_MS)
  return (await countUploadsSince(db, memberId, since)) >= UPLOAD_LIMIT
}

/** Cheap refusal before the request body is read; `storeUpload` checks again under a lock. */
export async function checkUploadRate(ctx: AppContext, memberId: number): Promise<void> {
  if (await overLimit(ctx, ctx.db, memberId)) throw tooMany()
}

/**
 * The image pipeline alone: type by magic bytes, pixel and shape limits, re-encoded to WebP at
 * display and thumbnail sizes without metadata (EXIF, GPS). Chat photos use it too.
 */
export async function prepareImage(bytes: Buffer) {
  if (!detectImageType(bytes)) throw new AppError(400, ErrorCode.IMAGE_TYPE, 'image.type')
  return renderImage(bytes)
}

export async function storeUpload(ctx: AppContext, memberId: number, bytes: Buffer): Promise<MediaRow> {
  const { display, thumb } = await prepareImage(bytes)
  const id = randomUUID()
  const now = ctx.clock.now()
  const files = await storeImage(ctx.config.DATA_DIR, id, now, display.data, thumb.data)
  try {
    return await ctx.db.transaction(async (tx) => {
      // Concurrent uploads of one member are counted one at a time, so the limit is exact.
      if (!(await lockMember(tx, memberId))) throw notFound()
      if (await overLimit(ctx, tx, memberId)) throw tooMany()
      return insertMedia(tx, {
        id,
        ownerId: memberId,
        url: files.url,
        thumbnail: files.thumbnail,
        width: display.width,
        height: display.height,
        bytes: display.data.length + thumb.data.length,
        createdAt: now,
      })
    })
  } catch (err) {
    await removeFiles(files.paths)
    throw err
  }
}

/** The member's own media among `ids`, in the order of `ids`; others' and unknown ids are left out. */
export async function mediaOwnedBy(db: DbOrTx, memberId: number, ids: string[]): Promise<MediaRow[]> {
  if (ids.length === 0) return []
  const rows = await mediaIn(db, memberId, [...new Set(ids)])
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
