/**
 * Image checks before any decoding, then the render in a worker (docs/decisions.md, Images). The
 * type is decided by the file's first bytes, never by its name or Content-Type; the pixel count,
 * the kind (what its decode costs) and the shape are read from the header, so a small file that
 * would expand to gigabytes, a 1 KB AVIF that takes seconds to decode, or a 1 × 30,000,000 strip
 * is refused cheaply. The render then waits for its owner's turn in a line (media.queue.ts) and
 * runs in a worker process (media.pool.ts), killed past the time limit.
 */
import {
  ErrorCode,
  IMAGE_MAX_ASPECT_RATIO,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE_PX,
  IMAGE_PIXEL_BUDGET,
  type ImageKind,
} from '@kaifong/contract'
import sharp, { type Metadata } from 'sharp'
import { AppError } from '../../lib/errors.ts'
import { ImagePool } from './media.pool.ts'
import { DECODE_SLOTS, decodeQueue, type Owner, QUICK_SLOTS, quickQueue } from './media.queue.ts'
import type { Rendered } from './media.render.ts'

/**
 * libvips threads for the server's own sharp work (headers here, avatars cut from checked
 * uploads): one each, so they cannot take every core either.
 */
sharp.concurrency(1)

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

/** Large images' workers yield the CPU to the server's requests (niceness 10). */
const LARGE_NICE = 10
/** One worker per decode slot: the queue hands out slots, the pool never runs more at once. */
export const imagePool = new ImagePool(DECODE_SLOTS, LARGE_NICE)
/** Small images' worker runs at the server's priority: its work is short (`isQuick`). */
export const quickPool = new ImagePool(QUICK_SLOTS, 0)

/**
 * Small images: at most a quarter of a megapixel at JPEG's price per pixel, fewer of a costlier
 * kind (an AVIF's pixel costs ten JPEG pixels: the budgets' ratio). Decode and encode then take
 * some tens of milliseconds, so they get a line and a worker of their own and never wait behind
 * a large image.
 */
const QUICK_PIXELS_AT_JPEG_PRICE = 250_000
const isQuick = ({ width, height, kind }: Header) =>
  width * height * (IMAGE_PIXEL_BUDGET.jpeg / IMAGE_PIXEL_BUDGET[kind]) <= QUICK_PIXELS_AT_JPEG_PRICE

const unreadable = () => new AppError(400, ErrorCode.IMAGE_UNREADABLE, 'image.unreadable')
const tooManyPixels = () => new AppError(400, ErrorCode.IMAGE_TOO_MANY_PIXELS, 'image.too.many.pixels')
const badShape = () => new AppError(400, ErrorCode.IMAGE_SHAPE, 'image.shape')
const tooSlow = () => new AppError(400, ErrorCode.IMAGE_TOO_SLOW, 'image.too.slow')

const FORMAT_NAMES: Record<ImageType, string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  gif: 'GIF',
  webp: 'WebP',
  avif: 'AVIF',
}

/** Over the kind's budget: the same code as over 40 MP, with the kind's limit and what to do. */
function overBudget(type: ImageType, kind: ImageKind): AppError {
  const budget = IMAGE_PIXEL_BUDGET[kind]
  return new AppError(400, ErrorCode.IMAGE_TOO_MANY_PIXELS, 'image.budget', {
    format: FORMAT_NAMES[type],
    mp: budget / 1_000_000,
    tenThousands: budget / 10_000,
  })
}

interface Header {
  width: number
  height: number
  kind: ImageKind
}

/** The kind that prices the decode: 16-bit or interlaced PNG, progressive JPEG, deep AVIF cost more. */
function kindOf(type: ImageType, meta: Metadata): ImageKind {
  if (type === 'jpeg') return meta.isProgressive ? 'jpegProgressive' : 'jpeg'
  if (type === 'png') return meta.depth === 'ushort' || meta.isProgressive ? 'pngDeep' : 'png'
  if (type === 'avif') return (meta.bitsPerSample ?? 8) > 8 || meta.depth === 'ushort' ? 'avifDeep' : 'avif'
  return type
}

/**
 * Whether a PNG's chunks run whole to IEND: walking their lengths decodes nothing, so a truncated
 * one is refused at once instead of being decoded up to where it stops.
 */
function pngComplete(buf: Buffer): boolean {
  let at = 8
  while (at + 12 <= buf.length) {
    const end = at + 12 + buf.readUInt32BE(at)
    if (end > buf.length) return false
    if (ascii(buf, 'IEND', at + 4)) return true
    at = end
  }
  return false
}

/** The first frame's size and the kind, from the header only: nothing is decoded. */
async function readHeader(buf: Buffer, type: ImageType): Promise<Header> {
  if (type === 'png' && !pngComplete(buf)) throw unreadable()
  try {
    // No pixel limit here: sharp's own (268 MP by default) would throw, which read as "cannot
    // decode"; checkSize answers "too many pixels" instead, and the worker's decode has the limit.
    const meta = await sharp(buf, { pages: 1, limitInputPixels: false }).metadata()
    return { width: meta.width, height: meta.pageHeight ?? meta.height, kind: kindOf(type, meta) }
  } catch {
    throw unreadable()
  }
}

/** Pixels first (10012: 40 MP, then the kind's budget), then shape (10015). */
function checkSize(type: ImageType, { width, height, kind }: Header): void {
  if (!(width > 0 && height > 0)) throw unreadable()
  if (width * height > IMAGE_MAX_PIXELS) throw tooManyPixels()
  if (width * height > IMAGE_PIXEL_BUDGET[kind]) throw overBudget(type, kind)
  const long = Math.max(width, height)
  const short = Math.min(width, height)
  if (long > IMAGE_MAX_SIDE_PX || long > short * IMAGE_MAX_ASPECT_RATIO) throw badShape()
}

export interface RenderOptions {
  /** Whose turn it takes in the queue (a member's images are worked on one at a time). */
  owner: Owner
  /** Past this the worker is killed and the upload refused (10016). */
  timeLimitMs: number
}

/**
 * Refuses images over IMAGE_MAX_PIXELS or their kind's budget (10012), of an extreme shape
 * (10015), undecodable ones (10013) and ones that take longer than the time limit (10016);
 * otherwise returns the display and thumbnail WebP renditions (media.render.ts). The owner over
 * their share, or a full line, answers 429 1003.
 */
export async function renderImage(buf: Buffer, type: ImageType, o: RenderOptions): Promise<Rendered> {
  const header = await readHeader(buf, type)
  checkSize(type, header)
  const budget = IMAGE_PIXEL_BUDGET[header.kind]
  const [queue, pool] = isQuick(header) ? [quickQueue, quickPool] : [decodeQueue, imagePool]
  const outcome = await queue.run(() => pool.render(buf, budget, o.timeLimitMs), o.owner)
  if (outcome.ok) return outcome.rendered
  if (outcome.failure === 'timeout') throw tooSlow()
  if (outcome.failure === 'pixels') throw overBudget(type, header.kind)
  throw unreadable()
}
