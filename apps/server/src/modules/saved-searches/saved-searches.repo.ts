/**
 * Saved searches' SQL: the member's own rows (every lookup by id and member together, so another
 * member's search is simply not found), the queue of published listings, and the alert job's two
 * statements — match a batch of new listings against every saved search with alerts on, and claim
 * the searches whose alert is due.
 */
import type { Language, SavedSearchQuery } from '@kaifong/contract'
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client.ts'
import { goods, members, savedSearches, savedSearchQueue } from '../../db/schema.ts'
import { liveWhere } from '../goods/index.ts'

export type SavedSearchRow = typeof savedSearches.$inferSelect

/** What a saved search's alerts match (search/alert-match.ts). */
export interface MatchColumns {
  matchQuery: string | null
  minPrice: string | null
  maxPrice: string | null
}

export interface NewSavedSearch extends MatchColumns {
  memberId: number
  name: string
  query: SavedSearchQuery
  queryKey: string
  lang: Language
  alert: boolean
  email: boolean
  at: Date
}

const own = (memberId: number, id: number) =>
  and(eq(savedSearches.id, id), eq(savedSearches.memberId, memberId))
const tsquery = (text: string | null) => (text === null ? null : sql`${text}::tsquery`)

export async function countSavedSearches(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedSearches)
    .where(eq(savedSearches.memberId, memberId))
  return row?.n ?? 0
}

export async function findByKey(db: DbOrTx, memberId: number, queryKey: string) {
  const [row] = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(and(eq(savedSearches.memberId, memberId), eq(savedSearches.queryKey, queryKey)))
  return row ?? null
}

export async function insertSavedSearch(db: DbOrTx, v: NewSavedSearch): Promise<SavedSearchRow> {
  const [row] = await db
    .insert(savedSearches)
    .values({
      memberId: v.memberId,
      name: v.name,
      query: v.query,
      queryKey: v.queryKey,
      lang: v.lang,
      alert: v.alert,
      email: v.email,
      matchQuery: tsquery(v.matchQuery),
      minPrice: v.minPrice,
      maxPrice: v.maxPrice,
      createdAt: v.at,
      updatedAt: v.at,
    })
    .returning()
  if (!row) throw new Error('insert saved search returned nothing')
  return row
}

/** Newest first. */
export function listSavedSearches(db: DbOrTx, memberId: number): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.memberId, memberId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
}

export interface SavedSearchSet {
  name?: string
  alert?: boolean
  email?: boolean
  lang: Language
  updatedAt: Date
}

/**
 * Changes the member's saved search. Turning alerts off forgets the matches waiting for the next
 * alert, so turning them on again does not announce listings from the quiet time.
 */
export async function updateSavedSearch(db: DbOrTx, memberId: number, id: number, set: SavedSearchSet) {
  const quiet = set.alert === false ? { pendingMatches: 0, pendingGoodsId: null } : {}
  const [row] = await db
    .update(savedSearches)
    .set({ ...set, ...quiet })
    .where(own(memberId, id))
    .returning()
  return row ?? null
}

export async function deleteSavedSearch(db: DbOrTx, memberId: number, id: number): Promise<boolean> {
  const deleted = await db.delete(savedSearches).where(own(memberId, id)).returning({ id: savedSearches.id })
  return deleted.length > 0
}

/** A published listing waits for the alert job (in the publishing transaction). */
export async function enqueueListing(db: DbOrTx, goodsId: number, at: Date): Promise<void> {
  await db.insert(savedSearchQueue).values({ goodsId, queuedAt: at }).onConflictDoNothing()
}

/** Takes (deletes and returns) up to `limit` of the oldest queued listings. */
export async function takeQueued(db: DbOrTx, limit: number): Promise<number[]> {
  const rows = await queryRows<{ goods_id: string | number }>(
    db,
    sql`delete from ${savedSearchQueue} where ${savedSearchQueue.goodsId} in (
          select goods_id from ${savedSearchQueue} order by queued_at, goods_id limit ${limit}
          for update skip locked)
        returning ${savedSearchQueue.goodsId}`,
  )
  return rows.map((r) => Number(r.goods_id))
}

/**
 * Matches the listings `goodsIds` against every saved search with alerts on, in one statement:
 * each search a listing matches — live, not the member's own, listed after the search was saved,
 * within its prices — adds to its waiting matches. Work: one tsquery test per listing and search.
 * Answers how many searches matched anything.
 */
export async function matchListings(db: DbOrTx, goodsIds: number[], now: Date): Promise<number> {
  if (goodsIds.length === 0) return 0
  const ids = sql`ARRAY[${sql.join(
    goodsIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::bigint[]`
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with hits as (
          select s.id, count(*)::int as n, max(gs.goods_id) as newest
          from goods_search gs
          join ${goods} on ${goods.id} = gs.goods_id
          join saved_searches s on s.alert and s.match_query is not null and gs.vector @@ s.match_query
          where gs.goods_id = any(${ids})
            and ${liveWhere(now)}
            and ${goods.sellerId} <> s.member_id
            and gs.open_time >= s.created_at
            and (s.min_price is null or gs.price >= s.min_price)
            and (s.max_price is null or gs.price <= s.max_price)
          group by s.id
        )
        update saved_searches s
        set pending_matches = s.pending_matches + hits.n,
            pending_goods_id = greatest(coalesce(s.pending_goods_id, 0), hits.newest)
        from hits where s.id = hits.id
        returning s.id`,
  )
  return rows.length
}

export interface DueAlert {
  id: number
  memberId: number
  name: string
  query: SavedSearchQuery
  lang: Language
  email: boolean
  matches: number
  goodsId: number | null
}

/**
 * Claims up to `limit` saved searches with waiting matches whose last alert is at least as old as
 * `lastBefore`: their count is reset and their alert time set in the same statement, so each
 * alert goes out once, whichever instance runs the job.
 */
export async function claimDueAlerts(
  db: DbOrTx,
  now: Date,
  lastBefore: Date,
  limit: number,
): Promise<DueAlert[]> {
  const rows = await queryRows<{
    id: string | number
    member_id: string | number
    name: string
    query: SavedSearchQuery
    lang: Language
    email: boolean
    matches: number
    goods_id: string | number | null
  }>(
    db,
    sql`with due as (
          select id, pending_matches, pending_goods_id from saved_searches
          where pending_matches > 0 and alert and (alerted_at is null or alerted_at <= ${lastBefore})
          order by alerted_at nulls first, id
          limit ${limit}
          for update skip locked
        )
        update saved_searches s
        set pending_matches = 0, pending_goods_id = null, alerted_at = ${now}
        from due where s.id = due.id
        returning s.id, s.member_id, s.name, s.query, s.lang, s.email,
          due.pending_matches as matches, due.pending_goods_id as goods_id`,
  )
  return rows.map((r) => ({
    id: Number(r.id),
    memberId: Number(r.member_id),
    name: r.name,
    query: r.query,
    lang: r.lang,
    email: r.email,
    matches: Number(r.matches),
    goodsId: r.goods_id === null ? null : Number(r.goods_id),
  }))
}

/** The members of `ids` who can still be told anything: not deleted, not disabled. */
export function reachableMembers(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .select({ id: members.id, email: members.email })
    .from(members)
    .where(and(inArray(members.id, ids), isNull(members.deletedAt), eq(members.disabled, false)))
}

/** Names and covers of listings (the notices' pictures). */
export function listingFaces(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .select({ id: goods.id, name: goods.name, cover: goods.cover })
    .from(goods)
    .where(inArray(goods.id, ids))
}
