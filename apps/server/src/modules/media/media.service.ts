/**
 * Image uploads: checked by magic bytes, pixel count, kind and shape, re-encoded to WebP without
 * metadata in a worker process, stored on disk with a media row owned by the uploader. Every
 * attempt counts toward the uploader's limit before anything is decoded, refused ones too
 * (docs/decisions.md, Images). Listings refer to images by id, and only the uploader may use one
 * (`mediaOwnedBy`).
 */
import { randomUUID } from 'node:crypto'
import { ErrorCode } from '@kaifong/contract'
import type { DbOrTx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError, tooMany } from '../../lib/errors.ts'
import { detectImageType, renderImage } from './media.image.ts'
import type { Rendered } from './media.render.ts'
import { insertMedia, type MediaRow, mediaIn } from './media.repo.ts'
import { removeFiles, storeImage } from './media.storage.ts'

export type { MediaRow } from './media.repo.ts'

/** Per member: generous for listing several items with 8 photos each, tight enough to stop a script. */
export const UPLOAD_LIMIT = 60
export const UPLOAD_WINDOW_MS = 10 * 60 * 1000

/**
 * Counts one upload attempt of `memberId` (listing, chat and operator uploads alike), whatever
 * becomes of it, and refuses the 61st in 10 minutes with 429 1003. One atomic step of the shared
 * limiter (lib/limiter.ts), so parallel attempts cannot slip past the limit. Called before the
 * body is read where the route allows, and always before it is decoded.
 */
export async function checkUploadRate(ctx: AppContext, memberId: number): Promise<void> {
  const limit = { max: UPLOAD_LIMIT, windowMs: UPLOAD_WINDOW_MS }
  if (!(await ctx.limits.take(`upload:${memberId}`, limit, ctx.clock.now().getTime()))) throw tooMany()
}

/** A member's uploads being received or worked on at once in this process: the sell page sends 8. */
export const MEMBER_UPLOADS_IN_FLIGHT = 8
/** Everyone's at once: bodies of up to 10 MB are held in memory while they arrive and render. */
export const UPLOADS_IN_FLIGHT = 32

const inFlight = { total: 0, byMember: new Map<number, number>() }

/**
 * Holds one of `memberId`'s upload places in this process, from before the body is read until
 * the answer (call the returned function, once): a member's ninth upload at once, or anyone's
 * while 32 are in flight, is refused with 429 1003 before its body is read, so memory held by
 * bodies stays bounded whoever sends them (docs/decisions.md, Images).
 */
export function holdUploadPlace(memberId: number): () => void {
  const mine = inFlight.byMember.get(memberId) ?? 0
  if (mine >= MEMBER_UPLOADS_IN_FLIGHT || inFlight.total >= UPLOADS_IN_FLIGHT) throw tooMany()
  inFlight.byMember.set(memberId, mine + 1)
  inFlight.total += 1
  let held = true
  return () => {
    if (!held) return
    held = false
    inFlight.total -= 1
    const left = (inFlight.byMember.get(memberId) ?? 1) - 1
    if (left > 0) inFlight.byMember.set(memberId, left)
    else inFlight.byMember.delete(memberId)
  }
}

/** Type by magic bytes, then the checks and the render in `memberId`'s turn (media.image.ts). */
function render(ctx: AppContext, memberId: number, bytes: Buffer): Promise<Rendered> {
  const type = detectImageType(bytes)
  if (!type) throw new AppError(400, ErrorCode.IMAGE_TYPE, 'image.type')
  return renderImage(bytes, type, { owner: memberId, timeLimitMs: ctx.config.IMAGE_TIME_LIMIT_MS })
}

/**
 * The image pipeline for a picture stored elsewhere (chat photos): counted as an upload of
 * `memberId`, checked, and re-encoded to WebP at display and thumbnail sizes without metadata.
 */
export async function prepareImage(ctx: AppContext, memberId: number, bytes: Buffer): Promise<Rendered> {
  await checkUploadRate(ctx, memberId)
  return render(ctx, memberId, bytes)
}

/** Renders and stores an upload the caller has already counted (`checkUploadRate`). */
export async function storeUpload(ctx: AppContext, memberId: number, bytes: Buffer): Promise<MediaRow> {
  const { display, thumb } = await render(ctx, memberId, bytes)
  const id = randomUUID()
  const now = ctx.clock.now()
  const files = await storeImage(ctx.config.DATA_DIR, id, now, display.data, thumb.data)
  try {
    return await insertMedia(ctx.db, {
      id,
      ownerId: memberId,
      url: files.url,
      thumbnail: files.thumbnail,
      width: display.width,
      height: display.height,
      bytes: display.data.length + thumb.data.length,
      createdAt: now,
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
