/** Types for compress-dist.mjs, imported by apps/web/vite.config.ts. */
export interface CompressedFile {
  file: string
  raw: number
  br: number
  gz: number
}
export function compressDist(dir: string): CompressedFile[]
