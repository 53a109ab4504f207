/** Builders for upload tests: multipart bodies (as a browser sends them) and small test images. */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'

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
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 1 // bit depth 1; colour type, compression, filter and interlace stay 0 (grey, plain)
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height) // filter byte 0 + zero bits per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
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
