/**
 * Avatars: a square AVATAR_PX WebP cut from the middle of one of the member's uploads, stored
 * under DATA_DIR/media/avatars/<yyyy>/<mm>/<id>.webp and served by web.ts under /media/.
 * The source is the upload's display file, which the pipeline already checked (type, pixels,
 * shape, at most IMAGE_DISPLAY_PX a side) and stripped of metadata; the cut waits for a slot in
 * the same decode queue as uploads, so avatars cannot take more CPU than photos can.
 */
import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { AVATAR_PX, ErrorCode, IMAGE_MAX_PIXELS } from '@kaifong/contract'
import sharp from 'sharp'
import { AppError } from '../../lib/errors.ts'
import { hkDay } from '../../lib/hk-time.ts'
import { decodeQueue } from '../media/index.ts'

const AVATAR_PREFIX = '/media/avatars/'
const WEBP_QUALITY = 80

/** The answer for an image that is not (or no longer) one of the member's uploads (docs/errors.md). */
export const imageUnknown = () => new AppError(400, ErrorCode.IMAGE_UNKNOWN, 'image.unknown')

/** Where a /media/ url lives on disk, or null for anything outside DATA_DIR/media. */
function fileOf(dataDir: string, url: string): string | null {
  if (!url.startsWith('/media/')) return null
  const root = path.join(dataDir, 'media')
  const file = path.join(root, url.slice('/media/'.length))
  return file.startsWith(`${root}${path.sep}`) ? file : null
}

/** A square crop, scaled to cover AVATAR_PX × AVATAR_PX: a long strip keeps its middle. */
export async function renderAvatar(source: Buffer): Promise<Buffer> {
  return decodeQueue.run(async () => {
    try {
      return await sharp(source, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', pages: 1 })
        .resize({ width: AVATAR_PX, height: AVATAR_PX, fit: 'cover', position: 'centre' })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer()
    } catch {
      throw new AppError(400, ErrorCode.IMAGE_UNREADABLE, 'image.unreadable')
    }
  })
}

export interface StoredAvatar {
  url: string
  file: string
}

/** Cuts the avatar from the upload at `sourceUrl` and writes it under a fresh name. */
export async function storeAvatar(dataDir: string, sourceUrl: string, now: Date): Promise<StoredAvatar> {
  const source = fileOf(dataDir, sourceUrl)
  if (!source) throw imageUnknown()
  let bytes: Buffer
  try {
    bytes = await readFile(source)
  } catch {
    throw imageUnknown()
  }
  const avatar = await renderAvatar(bytes)
  const [year = '0000', month = '00'] = hkDay(now).split('-')
  const rel = `avatars/${year}/${month}/${randomUUID()}.webp`
  const url = `/media/${rel}`
  const file = path.join(dataDir, 'media', rel)
  await mkdir(path.dirname(file), { recursive: true })
  // A fresh name each time: /media/ is served as immutable, so a file is never rewritten.
  await writeFile(file, avatar, { flag: 'wx' })
  return { url, file }
}

/** Removes an avatar file that no member uses any more; other faces (none, seeded ones) are left. */
export async function removeAvatar(dataDir: string, url: string): Promise<void> {
  if (!url.startsWith(AVATAR_PREFIX)) return
  const file = fileOf(dataDir, url)
  if (file) await rm(file, { force: true })
}
