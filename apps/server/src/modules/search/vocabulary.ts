/**
 * The search vocabulary at query time (docs/product/search.md, "Vocabulary"; the groups are in
 * vocabulary.data.ts). Compiled once: every word is normalised (normalizeSearch) and cut into
 * query units, then
 * - a word with CJK characters (梳化, BB車) goes into a trie of units and is found anywhere inside
 *   the query's CJK runs, longest first ("二手梳化" = 二手 + 梳化); a word of one CJK character only
 *   when it stands alone, so 車 does not take over 單車 or 火車站;
 * - a word of letters and digits only (sofa, rice cooker, AirPods) is keyed by its words joined
 *   without spaces, each singular, and found as whole words of the query with or without the
 *   spaces ("air pods" = "airpods", "rice cookers" = "rice cooker").
 * The query builder (query-plan.ts `planQuery`) asks at each position for the longest word
 * and replaces it by an OR over its group.
 */
import { type Conjunction, conjunctionOf, type QueryUnit, type Vocabulary, wordKey } from './query-plan.ts'
import { queryUnits, singular } from './search-text.ts'
import { MARKET_WORDS, VOCABULARY } from './vocabulary.data.ts'

interface Node {
  next: Map<string, Node>
  groups: number[]
}

/** A Latin word of the query is looked up by its singular, so "sofas" finds "sofa". */
const keyOf = (unit: QueryUnit) => (unit.cjk ? unit.text : `w:${singular(unit.text)}`)

const addGroup = (list: number[], group: number) => {
  if (!list.includes(group)) list.push(group)
}

/** A word of one CJK character must be its whole run. */
function standsAlone(units: readonly QueryUnit[], at: number, end: number): boolean {
  const unit = units[at]
  if (!unit || end - at !== 1 || !unit.cjk) return true
  return units[at - 1]?.run !== unit.run && units[end]?.run !== unit.run
}

/**
 * Compiles groups of equivalent words (the format of vocabulary.data.ts), and the market's
 * optional words (MARKET_WORDS: found like the others, matched as nothing more than themselves,
 * and left out of a query that has other words).
 */
export function compileVocabulary(
  groups: readonly (readonly string[])[],
  optionalWords: readonly string[] = [],
): Vocabulary {
  const optionalGroup = groups.length
  const members: { display: string; lexemes: Conjunction; key: string }[][] = []
  const root: Node = { next: new Map(), groups: [] }
  const joined = new Map<string, number[]>()
  let maxJoined = 0
  for (const [g, group] of [...groups, optionalWords].entries()) {
    members.push([])
    for (const display of group) {
      const units = queryUnits(display)
      if (units.length === 0) continue
      members[g]?.push({ display, lexemes: conjunctionOf(units), key: wordKey(units) })
      if (units.some((u) => u.cjk)) {
        let node = root
        for (const unit of units) {
          const key = keyOf(unit)
          let next = node.next.get(key)
          if (!next) {
            next = { next: new Map(), groups: [] }
            node.next.set(key, next)
          }
          node = next
        }
        addGroup(node.groups, g)
      } else {
        const key = wordKey(units)
        const list = joined.get(key) ?? []
        addGroup(list, g)
        joined.set(key, list)
        maxJoined = Math.max(maxJoined, units.length)
      }
    }
  }

  return {
    match(units, at) {
      let length = 0
      let found: number[] = []
      let node: Node | undefined = root
      for (let i = at; i < units.length && node; i++) {
        const unit = units[i] as QueryUnit
        node = node.next.get(keyOf(unit))
        if (node && node.groups.length > 0 && standsAlone(units, at, i + 1)) {
          length = i + 1 - at
          found = node.groups
        }
      }
      // Whole words, joined: the longest run of up to `maxJoined` query words that is a word.
      let key = ''
      for (let k = 0; k < maxJoined && !units[at + k]?.cjk && at + k < units.length; k++) {
        key += singular((units[at + k] as QueryUnit).text)
        const groupsOfKey = joined.get(key)
        if (groupsOfKey && k + 1 > length) {
          length = k + 1
          found = groupsOfKey
        }
      }
      if (length === 0) return null
      if (found.includes(optionalGroup)) return { length, words: [], optional: true }
      return { length, words: found.flatMap((g) => members[g] ?? []) }
    },
  }
}

let compiled: Vocabulary | null = null

/** The vocabulary of vocabulary.data.ts, compiled on first use. */
export function vocabulary(): Vocabulary {
  compiled ??= compileVocabulary(VOCABULARY, MARKET_WORDS)
  return compiled
}
