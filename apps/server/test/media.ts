/**
 * Builders for upload tests and the image bench (apps/server/bench/image-cost.ts): multipart bodies
 * (as a browser sends them) and test images. No test runner in here, so the bench can use it.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import type { UploadedImage } from '@kaifong/contract'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import type { ApiResponse } from './harness.ts'

export interface FilePart {
  bytes: Buffer
  filename?: string
  type?: string
  field?: string
}

/** A multipart/form-data body built by the platform's FormData, like a browser upload. */
export async function multipart(parts: FilePart[], fields: Record<string, string> = {}) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const p of parts) {
    form.append(
      p.field ?? 'file',
      new Blob([p.bytes], { type: p.type ?? 'image/jpeg' }),
      p.filename ?? 'photo.jpg',
    )
  }
  const res = new Response(form)
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type') ?? '' },
  }
}

export function solid(width: number, height: number, background = '#3a7') {
  return sharp({ create: { width, height, channels: 3, background } })
}

/** Photo-like content (detail everywhere, as a photo's texture): blurred noise. */
export async function photoLike(width: number, height: number) {
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .blur(1.2)
    .raw()
    .toBuffer()
  return sharp(noise, { raw: { width, height, channels: 3 } })
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A valid all-black PNG of any size, written by hand: 1 bit per pixel, so even 1 × 30,000,000 or
 * 20,000 × 14,000 deflates to tens of KB in well under a second, where sharp would first have to
 * hold every pixel in memory to write it.
 */
export function bilevelPng(width: number, height: number): Buffer {
  return blackPng(width, height, 1)
}

/** The same in 16 bits a sample: a kind that costs more to decode (IMAGE_PIXEL_BUDGET.pngDeep). */
export function deepPng(width: number, height: number): Buffer {
  return blackPng(width, height, 16)
}

function blackPng(width: number, height: number, depth: 1 | 16): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = depth // colour type, compression, filter and interlace stay 0 (grey, plain)
  const rowBytes = Math.ceil((width * depth) / 8)
  const rows = Buffer.alloc((rowBytes + 1) * height) // filter byte 0 + zero samples per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** POSTs `bytes` as the upload's file; the answer's envelope parsed (as harness.ts `call`). */
export async function uploadImage(
  app: FastifyInstance,
  headers: Record<string, string>,
  bytes: Buffer,
): Promise<ApiResponse<UploadedImage>> {
  const body = await multipart([{ bytes, filename: 'photo.png', type: 'image/png' }])
  const res = await app.inject({
    method: 'POST',
    url: '/common/common/upload/file',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  })
  return { status: res.statusCode, body: res.json(), headers: res.headers }
}

/** Every file under `dir` (relative paths), for "nothing was written" checks. */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
      .sort()
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw err
  }
}
