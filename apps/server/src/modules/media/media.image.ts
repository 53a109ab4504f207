/**
 * Image checks and re-encoding with sharp. The type is decided by the file's first bytes, never
 * by its name or Content-Type; the pixel count is read from the header before anything is
 * decoded, so a small file that would expand to gigabytes is refused cheaply.
 */
import { ErrorCode, IMAGE_DISPLAY_PX, IMAGE_MAX_PIXELS, IMAGE_THUMB_PX } from '@kaifong/contract'
import sharp, { type Sharp } from 'sharp'
import { AppError } from '../../lib/errors.ts'

export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif'

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b)
const ascii = (buf: Buffer, text: string, offset = 0) =>
  buf.length >= offset + text.length && buf.toString('latin1', offset, offset + text.length) === text

export function detectImageType(buf: Buffer): ImageType | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (ascii(buf, 'GIF87a') || ascii(buf, 'GIF89a')) return 'gif'
  if (ascii(buf, 'RIFF') && ascii(buf, 'WEBP', 8)) return 'webp'
  if (ascii(buf, 'ftypavif', 4) || ascii(buf, 'ftypavis', 4)) return 'avif'
  return null
}

export interface Encoded {
  data: Buffer
  width: number
  height: number
}

const unreadable = () => new AppError(400, ErrorCode.IMAGE_UNREADABLE, 'image.unreadable')
const tooManyPixels = () => new AppError(400, ErrorCode.IMAGE_TOO_MANY_PIXELS, 'image.too.many.pixels')

/** WebP quality: photos stay sharp on a phone screen at about a tenth of a camera JPEG's size. */
const WEBP_QUALITY = 80

async function encode(pipeline: Sharp, px: number): Promise<Encoded> {
  const { data, info } = await pipeline
    .resize({ width: px, height: px, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/**
 * Refuses images over IMAGE_MAX_PIXELS (10012) and undecodable ones (10013); otherwise returns
 * the display (≤ IMAGE_DISPLAY_PX) and thumbnail (≤ IMAGE_THUMB_PX) WebP renditions, turned
 * upright by the EXIF orientation. sharp writes no metadata unless asked, so EXIF and GPS are
 * gone. Animated images keep their first frame only.
 */
export async function renderImage(buf: Buffer): Promise<{ display: Encoded; thumb: Encoded }> {
  let width: number
  let height: number
  try {
    const meta = await sharp(buf, { pages: 1 }).metadata()
    width = meta.width
    height = meta.pageHeight ?? meta.height
  } catch {
    throw unreadable()
  }
  if (!(width > 0 && height > 0)) throw unreadable()
  if (width * height > IMAGE_MAX_PIXELS) throw tooManyPixels()

  // failOn 'error': truncated or corrupt data is refused; harmless warnings are tolerated.
  const source = sharp(buf, {
    limitInputPixels: IMAGE_MAX_PIXELS,
    failOn: 'error',
    pages: 1,
    page: 0,
  }).rotate()
  try {
    const [display, thumb] = await Promise.all([
      encode(source.clone(), IMAGE_DISPLAY_PX),
      encode(source.clone(), IMAGE_THUMB_PX),
    ])
    return { display, thumb }
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw tooManyPixels()
    throw unreadable()
  }
}
