/**
 * Grain for the slider's pictures, drawn fresh for each: the background, the holes and the piece
 * each get their own, so no pixel of the piece repeats a pixel of the picture (docs/decisions.md,
 * "Slider captcha").
 */
import { randomBytes } from 'node:crypto'

/** 0–255 whatever the arithmetic gave. */
export const byte = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v))

/**
 * Adds grain of about ±`amount` to the pixels of `raw` (`channels` bytes each) where `where`
 * (one weight 0–1 a pixel, or everywhere) says: mostly light and dark, a little colour. Each value
 * is the sum of two uniform bytes, so small changes are common and large ones rare.
 */
export function addGrain(raw: Buffer, channels: number, amount: number, where?: Float32Array): void {
  const pixels = raw.length / channels
  const bits = randomBytes(pixels * 4)
  for (let p = 0; p < pixels; p++) {
    const weight = where ? (where[p] ?? 0) : 1
    if (weight === 0) continue
    const light = (((bits[p * 4] ?? 0) + (bits[p * 4 + 1] ?? 0) - 255) / 255) * amount * weight
    const tint = (((bits[p * 4 + 2] ?? 0) - 128) / 128) * amount * 0.35 * weight
    const hue = (bits[p * 4 + 3] ?? 0) % 3
    for (let c = 0; c < 3; c++) {
      const i = p * channels + c
      raw[i] = byte((raw[i] ?? 0) + light + (c === hue ? tint : 0))
    }
  }
}
