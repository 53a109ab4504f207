/**
 * What a listing is found by (docs/product/search.md): its search text (the title, normalised, for
 * trigram similarity and suggestions' titles) and its search vector (the lexemes of its title,
 * description and category path's names in all three languages, search-text.ts). Search computes
 * them; the listing's row holds them (goods.search_text, goods.search_vector), written by goods'
 * `writeSearchFields` when search hears `goods.saved` (search.listeners.ts; docs/decisions.md,
 * "Search owns its text").
 */
import { type SQL, sql } from 'drizzle-orm'
import { indexLexemes, normalizeSearch } from './search-text.ts'

export interface SearchFields {
  searchText: string
  /** A SQL expression, not a value: drizzle sends it as is (see vectorOf). */
  searchVector: SQL
}

/** The search vector from lexemes, verbatim (lexemes never hold spaces). */
export function vectorOf(lexemes: string[]): SQL {
  return sql`array_to_tsvector(string_to_array(${lexemes.join(' ')}::text, ' '))`
}

/** A listing's search fields from its title, description and its categories' names. */
export function searchFieldsOf(name: string, intro: string, categoryTexts: readonly string[]): SearchFields {
  return {
    searchText: normalizeSearch(name),
    searchVector: vectorOf(indexLexemes(name, intro, ...categoryTexts)),
  }
}
