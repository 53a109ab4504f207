/**
 * How a listing's main photo is offered to the browser: its two WebP files (the display image,
 * long side ≤ IMAGE_DISPLAY_PX, and the thumbnail, long side ≤ IMAGE_THUMB_PX, both made at upload)
 * as a `srcset`, with the `sizes` the detail page's gallery shows it at. The server's preload of a
 * listing page and the gallery's <img> use these same strings, so the preloaded file is the one
 * the page then shows (docs/architecture.md, "Delivery: compression, caching, first load").
 */
import { IMAGE_THUMB_PX } from './constants.ts'

export interface PhotoFiles {
  url: string
  thumbnail: string
  /** Of the display image. */
  width: number
  height: number
}

/** The thumbnail's width: the display image scaled to fit IMAGE_THUMB_PX, never enlarged. */
export function thumbnailWidth(width: number, height: number): number {
  return Math.round(width * Math.min(1, IMAGE_THUMB_PX / Math.max(width, height, 1)))
}

/** `srcset` of a photo (thumbnail, display image); undefined when there is no smaller thumbnail. */
export function photoSrcset(photo: PhotoFiles): string | undefined {
  const thumb = thumbnailWidth(photo.width, photo.height)
  if (!photo.thumbnail || photo.thumbnail === photo.url || thumb >= photo.width) return undefined
  return `${photo.thumbnail} ${thumb}w, ${photo.url} ${photo.width}w`
}

/**
 * The gallery's width (features/detail: detail.css, gallery.css): the page's width less its
 * padding on phones; beside the summary (1.1 : 1, 24 px apart, 16 px padding) above; at most
 * 600 px in the 1200 px page.
 */
export const GALLERY_SIZES = '(max-width: 767px) calc(100vw - 24px), (max-width: 1199px) 52vw, 600px'

/**
 * What decides an upload's decode cost, read from its header: the format, and for PNG 16 bits a
 * sample or interlacing, for JPEG progressive coding, for AVIF more than 8 bits a sample.
 */
export type ImageKind = 'jpeg' | 'jpegProgressive' | 'png' | 'pngDeep' | 'webp' | 'gif' | 'avif' | 'avifDeep'

/**
 * Pixels an upload may have, by kind, so that the costliest image each admits decodes in about
 * 0.6 s of one core (measured by apps/server/bench/image-cost.ts; docs/decisions.md, "Images").
 * A 12 MP phone photo (JPEG, 4032 × 3024) is well inside; AVIF decodes at 90–250 ms a megapixel,
 * so a phone's AVIF export is refused with a message that says to save it as JPEG. The overall
 * ceiling, IMAGE_MAX_PIXELS, still applies to every kind.
 */
export const IMAGE_PIXEL_BUDGET: Record<ImageKind, number> = {
  jpeg: 40_000_000,
  jpegProgressive: 16_000_000,
  png: 40_000_000,
  pngDeep: 8_000_000,
  webp: 16_000_000,
  gif: 12_000_000,
  avif: 4_000_000,
  avifDeep: 2_000_000,
}
