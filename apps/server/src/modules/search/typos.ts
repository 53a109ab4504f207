/**
 * Typo correction's choice of word (docs/product/search.md, "When nothing matches"): which word
 * that listings use a typed word most likely meant. A word one edit away — a letter dropped, added
 * or changed, or two neighbouring letters swapped ("iphnoe" → iphone, "samsnug" → samsung) — is a
 * candidate whatever its trigram similarity; so is a word at least SIMILAR_WORD_MIN similar. Fewer
 * edits first, then the more similar and more used word. Trigram similarity alone missed swaps:
 * "iphnoe" shares 3 of 11 trigrams with iphone (0.27), a dropped letter 4 of 9 (0.44).
 */

/** A dictionary word is offered for a typed word this similar (pg_trgm similarity), or one edit away. */
export const SIMILAR_WORD_MIN = 0.4
/** Words up to this long are looked up at every one-edit spelling; longer ones at swaps and drops only. */
const EVERY_EDIT_MAX = 8
const LETTERS = 'abcdefghijklmnopqrstuvwxyz'
const SPELLABLE = /^[a-z]{4,32}$/

/**
 * The spellings one edit away from a word of a–z letters (4 to 32 of them): every swap of
 * neighbours and every letter dropped; for words up to EVERY_EDIT_MAX letters also every letter
 * changed or added. Empty for other words (they are found by trigram similarity only).
 */
export function oneEditAway(word: string): string[] {
  if (!SPELLABLE.test(word)) return []
  const out = new Set<string>()
  for (let i = 0; i < word.length; i++) {
    out.add(word.slice(0, i) + word.slice(i + 1))
    if (i + 1 < word.length) out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2))
  }
  if (word.length <= EVERY_EDIT_MAX) {
    for (let i = 0; i <= word.length; i++) {
      for (const c of LETTERS) {
        out.add(word.slice(0, i) + c + word.slice(i))
        if (i < word.length && c !== word[i]) out.add(word.slice(0, i) + c + word.slice(i + 1))
      }
    }
  }
  out.delete(word)
  return [...out]
}

/**
 * Edits between two words, a swap of neighbouring letters counting as one edit like a letter
 * dropped, added or changed (optimal string alignment distance).
 */
export function editDistance(a: string, b: string): number {
  const x = [...a]
  const y = [...b]
  const rows: number[][] = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY
  for (let i = 1; i <= x.length; i++) {
    const row = rows[i] as number[]
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1
      let d = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost)
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        d = Math.min(d, at(i - 2, j - 2) + 1)
      row[j] = d
    }
  }
  return at(x.length, y.length)
}

/** A word listings use, offered for a typed word. */
export interface Candidate {
  word: string
  /** Listings that use it. */
  listings: number
  /** pg_trgm similarity to the typed word. */
  similarity: number
}

/**
 * The word a typed word most likely meant: itself when listings use it; else among the candidates
 * one edit away or at least SIMILAR_WORD_MIN similar, the fewest edits (one, or more), then the
 * highest similarity + 0.05 per tenfold listings, then the word; undefined when none qualifies.
 */
export function likeliestWord(typed: string, candidates: readonly Candidate[]): string | undefined {
  let best: { word: string; far: number; score: number } | undefined
  for (const c of candidates) {
    if (c.word === typed) return typed
    if (c.listings <= 0) continue
    const far = editDistance(typed, c.word) <= 1 ? 0 : 1
    if (far === 1 && c.similarity < SIMILAR_WORD_MIN) continue
    const score = c.similarity + 0.05 * Math.log10(c.listings)
    if (
      !best ||
      far < best.far ||
      (far === best.far && (score > best.score || (score === best.score && c.word < best.word)))
    )
      best = { word: c.word, far, score }
  }
  return best?.word
}
