/**
 * The dictionary of words listings use (search_words, kept by triggers on goods: migration
 * 0005_search_words), for typo correction and unfinished last words (docs/product/search.md).
 */
import { sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client.ts'
import { searchWords } from '../../db/schema.ts'
import { type Candidate, likeliestWord, oneEditAway } from './typos.ts'

/** Trigram-similar words read per typed word at most (the one-edit spellings come on top). */
const SIMILAR_READ_MAX = 20

/**
 * For each typed word, the word listings use (search_words) it most likely meant (typos.ts
 * `likeliestWord`): itself when listings use it, else a word one edit away or similar enough. The
 * candidates are the words `%` finds through the trigram index (pg_trgm's default threshold, 0.3),
 * the most similar first, and the typed word's one-edit spellings that listings use, looked up by
 * the word's key. A word with no candidate is left out.
 */
export async function closestWords(db: DbOrTx, words: string[]): Promise<Map<string, string>> {
  if (words.length === 0) return new Map()
  const textArray = (values: string[]) =>
    sql`ARRAY[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::text[]`
  // One-edit spellings are a–z only (typos.ts): two array literals, not a parameter each.
  const edits = words.flatMap((w) => oneEditAway(w).map((e) => [w, e] as const))
  const literal = (values: string[]) => `{${values.join(',')}}`
  const editRows =
    edits.length === 0
      ? sql`select null::text as typed, null::text as word where false`
      : sql`select * from unnest(${literal(edits.map((e) => e[0]))}::text[], ${literal(edits.map((e) => e[1]))}::text[]) as e(typed, word)`
  const rows = await queryRows<{ typed: string; word: string; listings: number; similarity: number }>(
    db,
    sql`with edits as (${editRows})
        select q.word as typed, c.word, c.listings, similarity(c.word, q.word) as similarity
        from unnest(${textArray(words)}) as q(word)
        cross join lateral (
          (select ${searchWords.word} as word, ${searchWords.listings} as listings from ${searchWords}
            where ${searchWords.word} % q.word
            order by similarity(${searchWords.word}, q.word) desc, ${searchWords.word}
            limit ${SIMILAR_READ_MAX})
          union
          select ${searchWords.word}, ${searchWords.listings} from ${searchWords}
            join edits on edits.word = ${searchWords.word} and edits.typed = q.word
        ) as c`,
  )
  const byTyped = new Map<string, Candidate[]>()
  for (const r of rows) {
    const list = byTyped.get(r.typed) ?? []
    list.push({ word: r.word, listings: Number(r.listings), similarity: Number(r.similarity) })
    byTyped.set(r.typed, list)
  }
  const out = new Map<string, string>()
  for (const [typed, candidates] of byTyped) {
    const near = likeliestWord(typed, candidates)
    if (near !== undefined) out.set(typed, near)
  }
  return out
}

/** For each typed word that listings do not use, the closest word they use, if any (closestWords). */
export async function nearestWords(db: DbOrTx, words: string[]): Promise<Map<string, string>> {
  const closest = await closestWords(db, words)
  return new Map([...closest].filter(([typed, near]) => near !== typed))
}
