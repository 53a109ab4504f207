/**
 * Image checks and re-encoding with sharp. The type is decided by the file's first bytes, never
 * by its name or Content-Type; the pixel count and shape are read from the header before anything
 * is decoded, so a small file that would expand to gigabytes, or a 1 × 30,000,000 strip that takes
 * seconds to decode, is refused cheaply. Decodes then wait for a slot in `decodeQueue`.
 */
import {
  ErrorCode,
  IMAGE_DISPLAY_PX,
  IMAGE_MAX_ASPECT_RATIO,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE_PX,
  IMAGE_THUMB_PX,
} from '@kaifong/contract'
import sharp, { type Sharp } from 'sharp'
import { AppError } from '../../lib/errors.ts'
import { decodeQueue } from './media.queue.ts'

/**
 * libvips threads per pipeline. sharp's default is the core count on some platforms, so a single
 * decode could take every core; with one thread, the decode slots bound the CPU used by images.
 */
const SHARP_THREADS = 1
sharp.concurrency(SHARP_THREADS)

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
const badShape = () => new AppError(400, ErrorCode.IMAGE_SHAPE, 'image.shape')

/** WebP quality: photos stay sharp on a phone screen at about a tenth of a camera JPEG's size. */
const WEBP_QUALITY = 80

async function encode(pipeline: Sharp, px: number): Promise<Encoded> {
  const { data, info } = await pipeline
    .resize({ width: px, height: px, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

interface Size {
  width: number
  height: number
}

/** The size of the first frame, from the header only: nothing is decoded. */
async function headerSize(buf: Buffer): Promise<Size> {
  try {
    // No pixel limit here: sharp's own (268 MP by default) would throw, which read as "cannot
    // decode"; checkSize answers "too many pixels" instead, and the decode below has the limit.
    const meta = await sharp(buf, { pages: 1, limitInputPixels: false }).metadata()
    return { width: meta.width, height: meta.pageHeight ?? meta.height }
  } catch {
    throw unreadable()
  }
}

/** Pixels first (10012), then shape (10015): decode time grows with the longest side too. */
function checkSize({ width, height }: Size): void {
  if (!(width > 0 && height > 0)) throw unreadable()
  if (width * height > IMAGE_MAX_PIXELS) throw tooManyPixels()
  const long = Math.max(width, height)
  const short = Math.min(width, height)
  if (long > IMAGE_MAX_SIDE_PX || long > short * IMAGE_MAX_ASPECT_RATIO) throw badShape()
}

/**
 * Refuses images over IMAGE_MAX_PIXELS (10012), of an extreme shape (10015) and undecodable ones
 * (10013); otherwise returns the display (≤ IMAGE_DISPLAY_PX) and thumbnail (≤ IMAGE_THUMB_PX)
 * WebP renditions, turned upright by the EXIF orientation. sharp writes no metadata unless asked,
 * so EXIF and GPS are gone. Animated images keep their first frame only. A full decode queue
 * answers 429 1003.
 */
export async function renderImage(buf: Buffer): Promise<{ display: Encoded; thumb: Encoded }> {
  checkSize(await headerSize(buf))
  return decodeQueue.run(() => renderChecked(buf))
}

async function renderChecked(buf: Buffer): Promise<{ display: Encoded; thumb: Encoded }> {
  // failOn 'error': truncated or corrupt data is refused; harmless warnings are tolerated.
  const source = sharp(buf, {
    limitInputPixels: IMAGE_MAX_PIXELS,
    failOn: 'error',
    pages: 1,
    page: 0,
  }).rotate()
  try {
    // One after the other: each pipeline holds a libuv thread, so a slot uses one thread, not two.
    const display = await encode(source.clone(), IMAGE_DISPLAY_PX)
    const thumb = await encode(source.clone(), IMAGE_THUMB_PX)
    return { display, thumb }
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw tooManyPixels()
    throw unreadable()
  }
}
