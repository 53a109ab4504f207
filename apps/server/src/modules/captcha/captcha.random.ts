/** Random choices for the slider's pictures, from node:crypto like the hole itself. */
import { randomInt } from 'node:crypto'

export function pick<T>(items: readonly T[]): T {
  return items[randomInt(items.length)] as T
}

/** A random number in [min, max], in steps of a thousandth of the range. */
export const between = (min: number, max: number) => min + ((max - min) * randomInt(1001)) / 1000
