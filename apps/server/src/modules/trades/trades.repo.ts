/**
 * SQL of offers and deals (docs/product/chat.md, Offers and Deals): the quote and deal rows the
 * steps read and change, what a step tells of its listing, and the "my offers" page. Every
 * function takes the caller's transaction where a decision depends on what it reads; the
 * listings' row locks are the goods module's (goods.states.ts).
 */
import { QUOTE_STATUS } from '@kaifong/contract'
import { and, asc, count, desc, eq, ne, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { deals, evaluations, goods, members, quotes } from '../../db/schema.ts'
import type { LockedTalk } from '../chat/index.ts'

export type QuoteRow = typeof quotes.$inferSelect
export type DealRow = typeof deals.$inferSelect

/** What a trade's event tells of its listing (deleted rows too): the other member's notice shows it. */
export async function goodsCardOf(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: goods.id, name: goods.name, cover: goods.cover })
    .from(goods)
    .where(eq(goods.id, id))
    .limit(1)
  return row
}

/** The ids of every listing of a seller, deleted ones too. */
export async function goodsIdsOf(tx: Tx, sellerId: number): Promise<number[]> {
  const rows = await tx.select({ id: goods.id }).from(goods).where(eq(goods.sellerId, sellerId))
  return rows.map((r) => r.id)
}

export async function findQuote(db: DbOrTx, id: number): Promise<QuoteRow | undefined> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id)).limit(1)
  return row
}

export async function findOpenQuote(db: DbOrTx, talkId: number): Promise<QuoteRow | undefined> {
  const [row] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.talkId, talkId), eq(quotes.status, QUOTE_STATUS.QUOTED)))
    .limit(1)
  return row
}

export async function hasAnyQuote(db: DbOrTx, talkId: number): Promise<boolean> {
  const [row] = await db.select({ id: quotes.id }).from(quotes).where(eq(quotes.talkId, talkId)).limit(1)
  return row !== undefined
}

type TalkSides = Pick<LockedTalk, 'id' | 'goodsId' | 'buyerId' | 'sellerId'>

/** A new open offer in a talk, made at `at`. */
export async function insertQuote(tx: Tx, talk: TalkSides, price: string, at: Date): Promise<QuoteRow> {
  const { id: talkId, goodsId, buyerId, sellerId } = talk
  const [row] = await tx
    .insert(quotes)
    .values({ talkId, goodsId, buyerId, sellerId, price, createdAt: at, updatedAt: at })
    .returning()
  if (!row) throw new Error('quote insert returned nothing')
  return row
}

export async function setQuotePrice(tx: Tx, id: number, price: string, at: Date): Promise<QuoteRow> {
  const [row] = await tx.update(quotes).set({ price, updatedAt: at }).where(eq(quotes.id, id)).returning()
  if (!row) throw new Error(`quote ${id} vanished`)
  return row
}

/** Moves an open offer to `status`; undefined when it is no longer open. */
export async function closeOpenQuote(
  tx: Tx,
  id: number,
  status: number,
  at: Date,
): Promise<QuoteRow | undefined> {
  const [row] = await tx
    .update(quotes)
    .set({ status, updatedAt: at })
    .where(and(eq(quotes.id, id), eq(quotes.status, QUOTE_STATUS.QUOTED)))
    .returning()
  return row
}

/** The talks with an open offer on a listing. */
export async function talksWithOpenQuotes(tx: Tx, goodsId: number): Promise<number[]> {
  const rows = await tx
    .select({ talkId: quotes.talkId })
    .from(quotes)
    .where(and(eq(quotes.goodsId, goodsId), eq(quotes.status, QUOTE_STATUS.QUOTED)))
  return rows.map((r) => r.talkId)
}

/** Closes every open offer on a listing but `keepId` (it went to another buyer). */
export async function closeOtherQuotes(
  tx: Tx,
  goodsId: number,
  keepId: number,
  at: Date,
): Promise<QuoteRow[]> {
  return tx
    .update(quotes)
    .set({ status: QUOTE_STATUS.CLOSED, updatedAt: at })
    .where(and(eq(quotes.goodsId, goodsId), eq(quotes.status, QUOTE_STATUS.QUOTED), ne(quotes.id, keepId)))
    .returning()
}

export async function hasActiveDeal(tx: Tx, goodsId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: deals.id })
    .from(deals)
    .where(and(eq(deals.goodsId, goodsId), eq(deals.status, 'ACTIVE')))
    .limit(1)
  return row !== undefined
}

/** The deal of an accepted offer, at its amount. */
export async function insertDeal(
  tx: Tx,
  talk: TalkSides,
  quote: Pick<QuoteRow, 'id' | 'price'>,
  singleStock: boolean,
  at: Date,
): Promise<DealRow> {
  const { id: talkId, goodsId, buyerId, sellerId } = talk
  const [row] = await tx
    .insert(deals)
    .values({
      goodsId,
      talkId,
      quoteId: quote.id,
      buyerId,
      sellerId,
      price: quote.price,
      singleStock,
      createdAt: at,
    })
    .returning()
  if (!row) throw new Error('deal insert returned nothing')
  return row
}

/** The talk's latest deal, and whether anyone has reviewed it. */
export async function latestDeal(
  tx: Tx,
  talkId: number,
): Promise<(DealRow & { reviewed: boolean }) | undefined> {
  const [deal] = await tx
    .select()
    .from(deals)
    .where(eq(deals.talkId, talkId))
    .orderBy(desc(deals.id))
    .limit(1)
  if (!deal) return undefined
  // A second statement, not a correlated subquery: drizzle leaves a single-table select list's
  // columns unqualified, so `deals.id` inside one would name the subquery's own id.
  const [review] = await tx
    .select({ id: evaluations.id })
    .from(evaluations)
    .where(eq(evaluations.dealId, deal.id))
    .limit(1)
  return { ...deal, reviewed: review !== undefined }
}

export async function changeDeal(
  tx: Tx,
  id: number,
  change: Partial<Pick<DealRow, 'status' | 'cancelAskedBy' | 'cancelAskedAt' | 'cancelledAt'>>,
): Promise<void> {
  await tx.update(deals).set(change).where(eq(deals.id, id))
}

/**
 * What a leaving member still has going (account deletion): their open offers, made or received,
 * and their active deals that neither side has reviewed (a reviewed deal is done and stays).
 */
export async function openTradesOf(
  tx: Tx,
  memberId: number,
): Promise<{ quotes: QuoteRow[]; deals: DealRow[] }> {
  const open = await tx
    .select()
    .from(quotes)
    .where(
      and(
        eq(quotes.status, QUOTE_STATUS.QUOTED),
        or(eq(quotes.buyerId, memberId), eq(quotes.sellerId, memberId)),
      ),
    )
    .orderBy(asc(quotes.id))
  const active = await tx
    .select()
    .from(deals)
    .where(
      and(
        eq(deals.status, 'ACTIVE'),
        or(eq(deals.buyerId, memberId), eq(deals.sellerId, memberId)),
        // Spelled out: inside a one-table query Drizzle leaves `deals.id` unqualified.
        sql`not exists (select 1 from ${evaluations} e where e.deal_id = ${deals}.id)`,
      ),
    )
    .orderBy(asc(deals.id))
  return { quotes: open, deals: active }
}

export interface MyQuoteRow {
  id: number
  talkId: number
  goodsId: number
  goodsName: string
  goodsCover: string
  goodsPrice: string
  price: string
  status: number
  otherId: number
  otherName: string
  otherFace: string
  otherDeleted: boolean
  createdAt: Date
  updatedAt: Date
}

/** A member's offers as buyer (made) or seller (received), most recently changed first. */
export async function pageMyQuotes(
  db: DbOrTx,
  memberId: number,
  role: 'BUYER' | 'SELLER',
  offset: number,
  limit: number,
): Promise<{ rows: MyQuoteRow[]; total: number }> {
  const other = alias(members, 'other')
  const mine = role === 'BUYER' ? eq(quotes.buyerId, memberId) : eq(quotes.sellerId, memberId)
  const otherId = role === 'BUYER' ? quotes.sellerId : quotes.buyerId
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: quotes.id,
        talkId: quotes.talkId,
        goodsId: quotes.goodsId,
        goodsName: goods.name,
        goodsCover: goods.cover,
        goodsPrice: goods.price,
        price: quotes.price,
        status: quotes.status,
        otherId,
        otherName: other.nickName,
        otherFace: other.face,
        otherDeleted: sql<boolean>`${other.deletedAt} is not null`,
        createdAt: quotes.createdAt,
        updatedAt: quotes.updatedAt,
      })
      .from(quotes)
      .innerJoin(goods, eq(goods.id, quotes.goodsId))
      .innerJoin(other, eq(other.id, otherId))
      .where(mine)
      .orderBy(desc(quotes.updatedAt), desc(quotes.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(quotes).where(mine),
  ])
  return { rows, total: total?.n ?? 0 }
}
