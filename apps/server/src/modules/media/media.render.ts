/**
 * The image work itself, run inside an image worker process (media.worker.ts), never in the
 * server: one decode of the upload, turned upright and scaled to the display size, from which both
 * WebP renditions are encoded. sharp writes no metadata unless asked, so EXIF, GPS, XMP and ICC
 * are gone; animated images keep their first frame.
 */
import { IMAGE_DISPLAY_PX, IMAGE_THUMB_PX } from '@kaifong/contract'
import sharp, { type Raw } from 'sharp'

/**
 * libvips threads per pipeline. With one, a worker uses one core, so the pool's size bounds the
 * CPU images take; libvips' cache only keeps memory that a worker never reads again.
 */
sharp.concurrency(1)
sharp.cache(false)

/** WebP quality: photos stay sharp on a phone screen at about a tenth of a camera JPEG's size. */
const WEBP_QUALITY = 80

export interface Encoded {
  data: Buffer
  width: number
  height: number
}

export interface Rendered {
  display: Encoded
  thumb: Encoded
}

/** Why the worker could not render an image; the server turns it into the refusal (media.image.ts). */
export type RenderFailure = 'unreadable' | 'pixels'

async function encode(source: Buffer, raw: Raw, px: number): Promise<Encoded> {
  const { data, info } = await sharp(source, { raw })
    .resize({ width: px, height: px, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/**
 * Decodes once, at most `maxPixels` (the format's budget, already checked from the header; this
 * backs it up), and encodes the display and thumbnail WebP. The thumbnail is scaled from the
 * display-sized pixels, not decoded again: decoding is the cost, twice as much for formats with no
 * shrink-on-load (PNG, GIF, AVIF). Truncated or corrupt data fails ('error'); warnings pass.
 */
export async function render(bytes: Buffer, maxPixels: number): Promise<Rendered> {
  const { data, info } = await sharp(bytes, {
    limitInputPixels: maxPixels,
    failOn: 'error',
    pages: 1,
    page: 0,
  })
    .rotate()
    .resize({ width: IMAGE_DISPLAY_PX, height: IMAGE_DISPLAY_PX, fit: 'inside', withoutEnlargement: true })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
  const raw = { width: info.width, height: info.height, channels: info.channels }
  const display = await encode(data, raw, IMAGE_DISPLAY_PX)
  const thumb = await encode(data, raw, IMAGE_THUMB_PX)
  return { display, thumb }
}

/** What a failed `render` means for the uploader. */
export function failureOf(err: unknown): RenderFailure {
  return err instanceof Error && /pixel limit/i.test(err.message) ? 'pixels' : 'unreadable'
}
