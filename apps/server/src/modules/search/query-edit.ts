/**
 * A query plan changed after a first try (docs/product/search.md, "When nothing matches"): its last
 * word closed or completed, misspelt words replaced, and what the searcher is shown of it.
 */
import { type Conjunction, dedupe, type QueryPlan, textOf } from './query-plan.ts'
import { normalizeSearch, queryUnits, singular } from './search-text.ts'

/**
 * The word a query's last word would be completed from, when it may be unfinished: a word of
 * letters only, singular; else null. A word with digits ("16gb", "ps5") is taken as typed: its
 * letters would be completed as a prefix of their own ("gb"), which matches far too much.
 */
export function openWord(text: string): string | null {
  const last = queryUnits(text).at(-1)
  if (!last || last.cjk || /\p{N}/u.test(last.text)) return null
  return singular(last.text)
}

/** The plan with its last word matched whole only (no prefixes); the same plan when it has none. */
export function closedPlan(plan: QueryPlan): QueryPlan {
  const open = plan.terms.some((t) => t.alternatives.some((a) => a.some((l) => l.prefix)))
  if (!open) return plan
  const close = (a: Conjunction) => a.map((l) => ({ ...l, prefix: false }))
  return {
    ...plan,
    terms: plan.terms.map((t) => ({ ...t, alternatives: dedupe(t.alternatives.map(close)) })),
  }
}

/** The equivalent words a plan was widened with, in order, each once, at most `max`. */
export function expandedWords(plan: QueryPlan, max: number): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const word of plan.terms.flatMap((t) => t.expandedWith)) {
    const key = normalizeSearch(word)
    if (seen.has(key)) continue
    seen.add(key)
    out.push(word)
    if (out.length >= max) break
  }
  return out
}

/**
 * The plan's text with misspelt words replaced (`replacements`: typed word → listing word),
 * for planning again: units joined by spaces, the characters of a CJK run together.
 */
export function replaceWords(plan: QueryPlan, replacements: ReadonlyMap<string, string>): string {
  const fixed = plan.units.map((u) =>
    u.cjk
      ? u
      : {
          ...u,
          text: (u.text.match(/\p{N}+|[^\p{N}]+/gu) ?? []).map((p) => replacements.get(p) ?? p).join(''),
        },
  )
  return textOf(fixed)
}

/**
 * The keyword as the searcher typed it (width-normalised), with misspelt words replaced: what is
 * shown as "showing results for …". Words are matched whole, whatever their case.
 */
export function correctedKeyword(keyword: string, replacements: ReadonlyMap<string, string>): string {
  let out = keyword.normalize('NFKC').trim()
  for (const [typed, fixed] of replacements) {
    const escaped = typed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    out = out.replace(new RegExp(`(?<![a-z])${escaped}(?![a-z])`, 'giu'), fixed)
  }
  return out
}
