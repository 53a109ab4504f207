/**
 * Hot words: the most searched terms of the last 30 days, topped up with all-time ones while
 * there are too few recent searches. A searcher counts once per term and day (search-hits.ts).
 * Operators pin words (first, in their order) and hide words (never shown) (docs/admin.md, "Hot
 * words"). Every page asks for them, so each instance keeps the list for 5 minutes; a hot word a
 * few minutes late is harmless, and a rule change clears this instance's list at once.
 *
 * They are shown in the reader's language and script (docs/product/search.md): Traditional
 * Chinese for zh-Hant, Simplified for zh-Hans; for English, a word of a vocabulary group is shown
 * as the group's first English word, any other word as people typed it. Words that become the
 * same after conversion are shown once.
 */
import type { Language } from '@kaifong/contract'
import { toSimplified, toTraditional } from '../../lib/chinese.ts'
import type { AppContext } from '../../lib/context.ts'
import { termOf } from './keyword-search.ts'
import { hotWordRuleRows, topSearchTerms } from './search-terms.repo.ts'
import { normalizeSearch } from './search-text.ts'
import { VOCABULARY } from './vocabulary.data.ts'

export const HOT_WORDS_MAX = 20
const WINDOW_MS = 30 * 24 * 60 * 60 * 1000
const CACHE_MS = 5 * 60 * 1000

interface Entry {
  at: number
  /** Shared by the requests that arrive while it loads (one read per expiry, not one per visitor). */
  words: Promise<string[]>
  /** The words converted for each language, as they are first asked for. */
  shown: Map<Language, string[]>
}
const cache = new WeakMap<AppContext, Entry>()

/** How a word is looked up in the vocabulary: normalised, spaces left out ("BB 車" is "BB車"). */
const vocabularyKey = (word: string) => normalizeSearch(word).replace(/\s+/g, '')
const LATIN_WORD = /^[\p{Script=Latin}\p{N}\s'-]+$/u

/** Every word of a vocabulary group → the group's first Latin-script word (groups without one are left out). */
const englishOf: Map<string, string> = new Map(
  VOCABULARY.flatMap((group) => {
    const english = group.find((w) => LATIN_WORD.test(w) && /\p{Script=Latin}/u.test(w))
    return english ? group.map((w): [string, string] => [vocabularyKey(w), english]) : []
  }),
)

function toEnglish(word: string): string {
  const key = vocabularyKey(word)
  // English plurals are the same word ("sofas" is "sofa"), as in the search itself.
  const singular = key.length > 3 && key.endsWith('s') && !key.endsWith('ss') ? key.slice(0, -1) : key
  return englishOf.get(key) ?? englishOf.get(singular) ?? word
}

const CONVERT: Record<Language, (word: string) => string> = {
  'zh-Hant': toTraditional,
  'zh-Hans': toSimplified,
  en: toEnglish,
}

/** The words in `lang`, each once (compared case-insensitively). */
function wordsIn(words: string[], lang: Language): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const word of words) {
    const shown = CONVERT[lang](word)
    const key = shown.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()
    if (seen.has(key)) continue
    seen.add(key)
    out.push(shown)
  }
  return out
}

export interface RankedTerm {
  term: string
  display: string
  hits: number
}

/** The most searched terms, before operators' rules: the last 30 days', topped up with older ones. */
export async function rankedTerms(ctx: AppContext, now: number, max = HOT_WORDS_MAX): Promise<RankedTerm[]> {
  const recent = await topSearchTerms(ctx.db, new Date(now - WINDOW_MS), max)
  if (recent.length >= max) return recent
  const seen = new Set(recent.map((r) => r.term))
  const older = (await topSearchTerms(ctx.db, null, max + recent.length)).filter((r) => !seen.has(r.term))
  return [...recent, ...older].slice(0, max)
}

type Rule = Awaited<ReturnType<typeof hotWordRuleRows>>[number]

/**
 * Operators' rules (docs/admin.md, "Hot words"): pinned words first, in their sort order, then the
 * ranked ones; a hidden word never shows. A rule's word matches the term a search of it counts under.
 */
export function applyHotWordRules(ranked: RankedTerm[], rules: Rule[]): string[] {
  const ruled = new Set(rules.map((r) => termOf(r.word)))
  const pinned = rules.filter((r) => r.action === 'PIN').map((r) => r.word)
  const rest = ranked.filter((r) => !ruled.has(r.term)).map((r) => r.display)
  return [...pinned, ...rest].slice(0, HOT_WORDS_MAX)
}

async function load(ctx: AppContext, now: number): Promise<string[]> {
  const rules = await hotWordRuleRows(ctx.db)
  // Hidden and pinned words may be among the ranked ones: enough are read to still fill the list.
  const ranked = await rankedTerms(ctx, now, HOT_WORDS_MAX + rules.length)
  return applyHotWordRules(ranked, rules)
}

/** Drops this process's list, e.g. after an operator changed a rule (other instances within 5 minutes). */
export function clearHotWordsCache(ctx: AppContext): void {
  cache.delete(ctx)
}

export async function hotWords(ctx: AppContext, count: number, lang: Language): Promise<string[]> {
  const now = ctx.clock.now().getTime()
  let entry = cache.get(ctx)
  // A clock that moved backwards (tests) also refreshes.
  if (!entry || now - entry.at >= CACHE_MS || now < entry.at) {
    const loading: Entry = { at: now, words: load(ctx, now), shown: new Map() }
    // A failure is not remembered: the next request reads again.
    loading.words.catch(() => {
      if (cache.get(ctx) === loading) cache.delete(ctx)
    })
    cache.set(ctx, loading)
    entry = loading
  }
  const words = await entry.words
  let shown = entry.shown.get(lang)
  if (!shown) {
    shown = wordsIn(words, lang)
    entry.shown.set(lang, shown)
  }
  return shown.slice(0, count)
}
