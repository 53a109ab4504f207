/**
 * Where uploaded images live on disk: DATA_DIR/media/goods/<yyyy>/<mm>/<id>.webp (and
 * <id>-thumb.webp), served by web.ts under /media/. Months keep directories small.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { hkDay } from '../../lib/hk-time.ts'

export interface StoredFiles {
  url: string
  thumbnail: string
  /** Absolute paths, to remove the files again when the upload is refused after writing. */
  paths: string[]
}

export async function storeImage(
  dataDir: string,
  id: string,
  now: Date,
  display: Buffer,
  thumb: Buffer,
): Promise<StoredFiles> {
  const [year = '0000', month = '00'] = hkDay(now).split('-')
  const rel = `goods/${year}/${month}`
  const dir = path.join(dataDir, 'media', rel)
  await mkdir(dir, { recursive: true })
  const displayName = `${id}.webp`
  const thumbName = `${id}-thumb.webp`
  const paths = [path.join(dir, displayName), path.join(dir, thumbName)]
  try {
    // 'wx': ids are fresh UUIDs, so an existing file would be a bug, never something to overwrite.
    await Promise.all([
      writeFile(path.join(dir, displayName), display, { flag: 'wx' }),
      writeFile(path.join(dir, thumbName), thumb, { flag: 'wx' }),
    ])
  } catch (err) {
    await removeFiles(paths)
    throw err
  }
  return { url: `/media/${rel}/${displayName}`, thumbnail: `/media/${rel}/${thumbName}`, paths }
}

export async function removeFiles(paths: string[]): Promise<void> {
  await Promise.all(paths.map((p) => rm(p, { force: true })))
}
