/** Moving one item of a list a step up or down (the console's ↑ ↓ buttons: categories, hot words, home sections). */

/** `list` with the item at `from` moved one step `by` (-1 up, +1 down); the same list at an end. */
export function moveItem<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list]
  const next = [...list]
  const [item] = next.splice(from, 1)
  if (item !== undefined) next.splice(to, 0, item)
  return next
}
