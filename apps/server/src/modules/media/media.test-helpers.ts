/** Builders for upload tests: multipart bodies (as a browser sends them) and small test images. */
import { readdirSync } from 'node:fs'
import path from 'node:path'
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
