/**
 * Search text for listings (docs/product/search.md). PostgreSQL's parsers do not split Chinese, so
 * we tokenise here, the same way for listings and for queries:
 * - everything is NFKC-normalised, lower-cased and converted to Simplified Chinese, so 手機 and
 *   手机 (and ＩＰＨＯＮＥ and iphone) meet;
 * - a run of CJK characters becomes its single characters and its bigrams;
 * - other letters and digits form words (a CJK character ends a word: "BB車" is "bb" and "车");
 *   a word is also indexed without a plural "s", and a word of letters and digits also as its
 *   parts ("iPhone15" is also "iphone" and "15"), as a query splits it.
 * Lexemes go into the database verbatim (array_to_tsvector and a ::tsquery cast), never through
 * a text-search parser, so PGlite and PostgreSQL behave the same whatever their locale.
 *
 * Queries are built here too, as pure functions: `toTsQuery` for the words exactly as typed, and
 * `planQuery` for the forgiving search (vocabulary, joined and split words), whose terms the
 * search service may also correct (typos) or match partially.
 */
import { toSimplified } from './chinese.ts'

const CJK_CHARS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}'
const CJK = new RegExp(`[${CJK_CHARS}]`, 'u')
/** A run of CJK characters, or a run of other letters and digits. */
const TOKEN = new RegExp(`[${CJK_CHARS}]+|(?:(?![${CJK_CHARS}])[\\p{L}\\p{N}])+`, 'gu')
const NUMBER = /^\p{N}+$/u
/** A word of letters and digits is also indexed and searched as its parts ("iphone15" = "iphone 15") when it has 2 or 3. */
const MAX_SPLIT_PARTS = 3
const MAX_LEXEME = 60

export function normalizeSearch(text: string): string {
  return toSimplified(text.normalize('NFKC').toLowerCase())
}

/** The word without a plural "s" ("books" → "book", but "glass" and "bus" stay). */
export function singular(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word
}

/**
 * The singular of an English plural in "-es" or "-ies", when it is not just the word without its
 * "s": "boxes" → box, "watches" → watch, "glasses" → glass, "batteries" → battery; else null. Some
 * words it gets wrong ("movies" → movy), which is why a word is indexed and searched as both: the
 * plain "s" rule finds movie.
 */
export function pluralStem(word: string): string | null {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (word.length > 4 && /(?:s|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2)
  return null
}

function runs(text: string): string[] {
  return normalizeSearch(text).match(TOKEN) ?? []
}

function bigrams(run: string): string[] {
  const chars = [...run]
  return chars.slice(0, -1).map((c, i) => c + chars[i + 1])
}

/** The lexemes a listing is found by. */
export function indexLexemes(...texts: string[]): string[] {
  const out = new Set<string>()
  for (const run of texts.flatMap(runs)) {
    if (CJK.test(run)) {
      for (const c of run) out.add(c)
      for (const b of bigrams(run)) out.add(b)
    } else {
      const word = run.slice(0, MAX_LEXEME)
      out.add(word)
      out.add(singular(word))
      const stem = pluralStem(word)
      if (stem) out.add(stem)
      for (const part of partsOf(word) ?? []) out.add(singular(part))
    }
  }
  return [...out]
}

/**
 * The parts of a word of letters and digits ("iphone15" → iphone, 15; "256gb" → 256, gb), when it
 * has 2 or 3 and its letter parts have 2 letters or more; else null ("m2" is a name, not m + 2).
 */
export function partsOf(word: string): string[] | null {
  const parts = word.match(/\p{N}+|[^\p{N}]+/gu) ?? []
  if (parts.length < 2 || parts.length > MAX_SPLIT_PARTS) return null
  if (parts.some((p) => !NUMBER.test(p) && [...p].length < 2)) return null
  return parts
}

const quote = (lexeme: string) => `'${lexeme.replace(/'/g, "''").replace(/\\/g, '\\\\')}'`

/**
 * A tsquery (text for a ::tsquery cast) that needs every term exactly as typed: CJK runs by
 * their bigrams (or the single character), words whole — except, when `open`, the last word,
 * which may still be being typed, as a prefix ("iph" finds iPhone). Numbers are never prefixes:
 * "iPhone 14" must not find 140 or 1400. Null when the text has nothing searchable. This is the
 * `exact=true` search; `planQuery` is the forgiving one.
 */
export function toTsQuery(text: string, open = true): string | null {
  const parts = new Set<string>()
  const all = runs(text)
  for (const [i, run] of all.entries()) {
    if (CJK.test(run)) {
      const grams = [...run].length === 1 ? [run] : bigrams(run)
      for (const g of grams) parts.add(quote(g))
    } else {
      const word = singular(run.slice(0, MAX_LEXEME))
      const prefix = open && i === all.length - 1 && !NUMBER.test(word)
      const stem = prefix ? null : pluralStem(run.slice(0, MAX_LEXEME))
      parts.add(prefix ? `${quote(word)}:*` : stem ? `(${quote(word)} | ${quote(stem)})` : quote(word))
    }
  }
  return parts.size ? [...parts].join(' & ') : null
}

// ---------------------------------------------------------------------------------------------
// The forgiving query (docs/product/search.md, "What a query matches").

/** One piece of a query: a CJK character, or a whole word of other letters and digits. */
export interface QueryUnit {
  /** Normalised (normalizeSearch); a word is cut at 60 characters and keeps its plural. */
  text: string
  cjk: boolean
  /** Which run of the text it came from: the characters of one CJK run share it. */
  run: number
}

/** The units of a text, in order. */
export function queryUnits(text: string): QueryUnit[] {
  return runs(text).flatMap((run, i): QueryUnit[] =>
    CJK.test(run)
      ? [...run].map((c) => ({ text: c, cjk: true, run: i }))
      : [{ text: run.slice(0, MAX_LEXEME), cjk: false, run: i }],
  )
}

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

const isNumber = (text: string) => NUMBER.test(text)

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

function textOf(units: readonly QueryUnit[]): string {
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

function dedupe(alternatives: Conjunction[]): Conjunction[] {
  return [...new Map(alternatives.map((a) => [render(a), a])).values()]
}

function render(conjunction: Conjunction): string {
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
