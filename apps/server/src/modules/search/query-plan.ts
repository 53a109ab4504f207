/**
 * The forgiving query (docs/product/search.md, "What a query matches"): a query's text as terms that
 * must all match, each an OR of conjunctions of lexemes (search-text.ts cuts the text), widened
 * with the vocabulary (vocabulary.ts) and forgiving about spaces; and its tsquery text.
 */
import {
  bigrams,
  isNumber,
  MAX_LEXEME,
  partsOf,
  pluralStem,
  type QueryUnit,
  queryUnits,
  quote,
  singular,
} from './search-text.ts'

export type { QueryUnit } from './search-text.ts'

/** A lexeme of a tsquery, matched whole or as a prefix. */
export interface Lexeme {
  text: string
  prefix: boolean
  /** Another form that matches as well: the plural stem of a word ("box" for "boxes"). */
  or?: string
}
/** A listing matches a conjunction when its search vector has every lexeme. */
export type Conjunction = readonly Lexeme[]

/**
 * The lexemes of a run of units, as one conjunction: the characters of each CJK run by their
 * bigrams (or the single character), words singular. No prefixes.
 */
export function conjunctionOf(units: readonly QueryUnit[]): Lexeme[] {
  const out: Lexeme[] = []
  let i = 0
  while (i < units.length) {
    const unit = units[i] as QueryUnit
    if (!unit.cjk) {
      const stem = pluralStem(unit.text)
      out.push(
        stem
          ? { text: singular(unit.text), prefix: false, or: stem }
          : { text: singular(unit.text), prefix: false },
      )
      i++
      continue
    }
    let j = i
    while (j + 1 < units.length && units[j + 1]?.cjk && units[j + 1]?.run === unit.run) j++
    const run = units
      .slice(i, j + 1)
      .map((u) => u.text)
      .join('')
    for (const g of j === i ? [run] : bigrams(run)) out.push({ text: g, prefix: false })
    i = j + 1
  }
  return out
}

/** A word as the vocabulary compares it: its units, words singular, without spaces ("mac books" → "macbook"). */
export function wordKey(units: readonly QueryUnit[]): string {
  return units.map((u) => (u.cjk ? u.text : singular(u.text))).join('')
}

/** A vocabulary word found in a query (modules/search/vocabulary.ts finds them). */
export interface VocabularyMatch {
  /** How many units of the query it covers, from the position asked. */
  length: number
  /** The equivalent words of its group(s): as shown, as lexemes, and as `wordKey`. */
  words: readonly { display: string; lexemes: Conjunction; key: string }[]
  /**
   * A word every listing of a second-hand market fits ("二手", "used"): a query's other words
   * need not be with it, so it is left out when there are others.
   */
  optional?: boolean
}

export interface Vocabulary {
  /** The longest vocabulary word starting at `units[at]`, if any. */
  match(units: readonly QueryUnit[], at: number): VocabularyMatch | null
}

/** One word of a query: a listing matches it when it matches any of the alternatives. */
export interface QueryTerm {
  /** The units it came from, normalised ("梳化", "air", "iphone15"). */
  text: string
  alternatives: Conjunction[]
  /** Equivalent vocabulary words it was widened with, as the vocabulary writes them. */
  expandedWith: string[]
  /** Words of letters only (4 or more) that typo correction may replace; empty for vocabulary. */
  correctable: string[]
  /** The words it stands for, as `wordKey`: its own and its vocabulary group's (what a category name is compared with). */
  keys: string[]
}

export interface QueryPlan {
  units: QueryUnit[]
  terms: QueryTerm[]
}

/**
 * Vocabulary words one term is widened to at most, its own word included (a word may add its
 * joined and split forms, at most 3, on top).
 */
export const MAX_ALTERNATIVES = 8
/** Terms widened with the vocabulary at most; later vocabulary words are searched as typed. */
export const MAX_EXPANDED_TERMS = 6
const LETTERS = /^[a-z]{4,}$/

interface Piece {
  from: number
  to: number
  match: VocabularyMatch | null
}

/**
 * The forgiving query for a text (docs/product/search.md): every term must match, where
 * - a vocabulary word (found inside CJK runs, or as whole words) matches any word of its group;
 * - the other CJK characters of a run match by their bigrams;
 * - a word matches itself, or joined to the word before or after it ("air pods" = airpods,
 *   "iphone 15" = iphone15), or split into its letters and digits ("256gb" = "256 gb");
 * - only the last word may be a prefix, and never a number.
 * Null when the text has nothing searchable. With no vocabulary and `forgiving` false it asks
 * for the same listings as `toTsQuery`.
 */
export function planQuery(text: string, vocabulary: Vocabulary | null, forgiving = true): QueryPlan | null {
  const units = queryUnits(text)
  if (units.length === 0) return null
  const pieces: Piece[] = []
  for (let i = 0; i < units.length; ) {
    const match = forgiving ? (vocabulary?.match(units, i) ?? null) : null
    if (match && match.length > 0) {
      pieces.push({ from: i, to: i + match.length, match })
      i += match.length
      continue
    }
    const unit = units[i] as QueryUnit
    const last = pieces.at(-1)
    const prev = units[i - 1]
    // Plain CJK characters of one run stay together (matched by their bigrams).
    if (unit.cjk && last && !last.match && last.to === i && prev?.cjk && prev.run === unit.run) last.to++
    else pieces.push({ from: i, to: i + 1, match: null })
    i++
  }
  const lastUnit = units.length - 1
  /** A piece that is one word of letters and digits (a vocabulary word or not): it may join its neighbours. */
  const oneWord = (p: Piece | undefined): p is Piece =>
    p !== undefined && p.to - p.from === 1 && !(units[p.from] as QueryUnit).cjk
  let expanded = 0
  const terms: QueryTerm[] = []
  const optional = new Set<QueryTerm>()
  for (const [k, piece] of pieces.entries()) {
    const slice = units.slice(piece.from, piece.to)
    const own = withPrefix(conjunctionOf(slice), piece.to - 1 === lastUnit ? slice.at(-1) : undefined)
    const term: QueryTerm = {
      text: textOf(slice),
      alternatives: [own],
      expandedWith: [],
      correctable: [],
      keys: [wordKey(slice)],
    }
    if (forgiving && oneWord(piece)) {
      const unit = slice[0] as QueryUnit
      const isLast = piece.from === lastUnit
      term.alternatives.push(...splitOf(unit, isLast))
      const before = pieces[k - 1]
      const after = pieces[k + 1]
      if (oneWord(before)) term.alternatives.push(joined(units[before.from] as QueryUnit, unit, isLast))
      if (oneWord(after))
        term.alternatives.push(joined(unit, units[after.from] as QueryUnit, after.from === lastUnit))
      term.alternatives = dedupe(term.alternatives)
      if (!piece.match)
        term.correctable = (unit.text.match(/\p{N}+|[^\p{N}]+/gu) ?? []).filter((p) => LETTERS.test(p))
    }
    if (piece.match?.optional) {
      optional.add(term)
    } else if (piece.match && expanded < MAX_EXPANDED_TERMS) {
      expanded++
      term.keys = [...new Set([...term.keys, ...piece.match.words.map((w) => w.key)])]
      const seen = new Set([...term.alternatives.map(render), render(conjunctionOf(slice))])
      const typed = wordKey(slice)
      let widened = 1
      for (const word of piece.match.words) {
        const key = render(word.lexemes)
        if (word.lexemes.length === 0 || seen.has(key)) continue
        if (widened >= MAX_ALTERNATIVES) break
        seen.add(key)
        widened++
        term.alternatives.push(word.lexemes)
        // "MacBook" for "mac book" is the word typed, not an equivalent to mention.
        if (word.key !== typed) term.expandedWith.push(word.display)
      }
    }
    terms.push(term)
  }
  // "二手雪櫃" is 雪櫃: every listing here is second-hand, whether or not it says so.
  const wanted = terms.some((t) => !optional.has(t)) ? terms.filter((t) => !optional.has(t)) : terms
  const unique = new Map(wanted.map((t) => [renderTerm(t), t]))
  return { units, terms: [...unique.values()] }
}

export function textOf(units: readonly QueryUnit[]): string {
  let out = ''
  for (const [i, u] of units.entries()) {
    const prev = units[i - 1]
    out += prev && !(prev.cjk && u.cjk && prev.run === u.run) ? ` ${u.text}` : u.text
  }
  return out
}

/** The conjunction with its last lexeme a prefix, when it comes from the query's last unit, a word, not a number. */
function withPrefix(lexemes: Lexeme[], lastUnit: QueryUnit | undefined): Lexeme[] {
  const last = lexemes.at(-1)
  if (!last || !lastUnit || lastUnit.cjk || isNumber(lastUnit.text)) return lexemes
  return [...lexemes.slice(0, -1), { ...last, prefix: true }]
}

/** "iphone15" → iphone & 15, "256gb" → 256 & gb: letters of 2 or more, any digits, 2–3 parts. */
function splitOf(unit: QueryUnit, isLast: boolean): Lexeme[][] {
  const parts = partsOf(unit.text)
  if (parts === null) return []
  const lastPart = parts.length - 1
  return [parts.map((p, i) => ({ text: singular(p), prefix: isLast && i === lastPart && !isNumber(p) }))]
}

/** Two neighbouring words as one ("mac book" → macbook); a prefix when the second is the query's last word. */
function joined(a: QueryUnit, b: QueryUnit, secondIsLast: boolean): Lexeme[] {
  const text = singular(`${a.text}${b.text}`.slice(0, MAX_LEXEME))
  return [{ text, prefix: secondIsLast && !isNumber(b.text) }]
}

export function dedupe(alternatives: Conjunction[]): Conjunction[] {
  return [...new Map(alternatives.map((a) => [render(a), a])).values()]
}

export function render(conjunction: Conjunction): string {
  return conjunction
    .map((l) =>
      l.prefix
        ? `${quote(l.text)}:*`
        : l.or && l.or !== l.text
          ? `(${quote(l.text)} | ${quote(l.or)})`
          : quote(l.text),
    )
    .join(' & ')
}

/** One term as tsquery text: its alternatives joined by | (bracketed when there are several). */
export function renderTerm(term: QueryTerm): string {
  const alternatives = term.alternatives.filter((a) => a.length > 0)
  if (alternatives.length === 1) return render(alternatives[0] as Conjunction)
  return `(${alternatives.map((a) => (a.length > 1 ? `(${render(a)})` : render(a))).join(' | ')})`
}

/** The whole plan as tsquery text: every term must match. */
export function renderPlan(plan: QueryPlan): string {
  return plan.terms.map(renderTerm).join(' & ')
}
