/**
 * Marks where the words of a keyword appear in a text (search suggestions). Matching ignores
 * case and full/half width; a text whose folded form has another length (ligatures) is shown
 * unmarked rather than marked in the wrong place. The other Chinese script is not matched here
 * (the server finds 手機 for 手机), so such a suggestion simply shows unmarked.
 */
import type { ReactNode } from 'react'
import { foldName } from '../../categories/index.ts'

/** [start, end) ranges of `text` covered by any word of `keyword`, merged and in order. */
export function matchRanges(text: string, keyword: string): [number, number][] {
  const folded = foldName(text)
  if (folded.length !== text.length) return []
  const words = [...new Set(foldName(keyword).split(/\s+/).filter(Boolean))]
  const ranges: [number, number][] = []
  for (const word of words) {
    for (let at = folded.indexOf(word); at >= 0; at = folded.indexOf(word, at + word.length)) {
      ranges.push([at, at + word.length])
    }
  }
  ranges.sort((a, b) => a[0] - b[0])
  const merged: [number, number][] = []
  for (const [start, end] of ranges) {
    const last = merged.at(-1)
    if (last && start <= last[1]) last[1] = Math.max(last[1], end)
    else merged.push([start, end])
  }
  return merged
}

export function MatchHighlight({ text, keyword }: { text: string; keyword: string }) {
  const ranges = matchRanges(text, keyword)
  if (ranges.length === 0) return <>{text}</>
  const parts: ReactNode[] = []
  let from = 0
  for (const [start, end] of ranges) {
    if (start > from) parts.push(text.slice(from, start))
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>)
    from = end
  }
  if (from < text.length) parts.push(text.slice(from))
  return <>{parts}</>
}
