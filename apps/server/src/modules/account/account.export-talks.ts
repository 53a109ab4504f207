/**
 * The export's sections about talks (account.export.ts): the talks the member took part in with
 * their messages, the offers and deals on either side, and the reviews written and received.
 */
import type { AccountExport } from '@kaifong/contract'
import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm'
import { deals, evaluations, goods, messages, quotes, talks } from '../../db/schema.ts'
import { EXPORT_CAPS, type ExportScope, iso, other, otherColumns, otherOf } from './account.export-scope.ts'

type TalkMessages = AccountExport['talks'][number]['messages']

/** The talks' messages, oldest first in each talk, capped over all talks together. */
async function messagesOf(
  { db, id, capped }: ExportScope,
  talkIds: number[],
): Promise<Map<number, TalkMessages>> {
  const messageRows = talkIds.length
    ? capped(
        'messages',
        await db
          .select({
            talkId: messages.talkId,
            seq: messages.seq,
            senderId: messages.senderId,
            kind: messages.kind,
            text: messages.text,
            event: messages.event,
            price: messages.price,
            createdAt: messages.createdAt,
          })
          .from(messages)
          .where(inArray(messages.talkId, talkIds))
          .orderBy(desc(messages.id))
          .limit(EXPORT_CAPS.messages + 1),
      )
    : []
  const byTalk = new Map<number, TalkMessages>()
  for (const m of [...messageRows].reverse()) {
    const list = byTalk.get(m.talkId) ?? []
    list.push({
      seq: m.seq,
      fromMe: m.senderId === id,
      kind: m.kind,
      // A photo's address is signed for the talk's two members and soon expires: only its kind is kept.
      text: m.text,
      event: m.event ?? null,
      price: m.price,
      createTime: m.createdAt.toISOString(),
    })
    byTalk.set(m.talkId, list)
  }
  return byTalk
}

export async function exportTalks(scope: ExportScope): Promise<AccountExport['talks']> {
  const { db, id, capped, name } = scope
  // The talks the member took part in: as buyer, or as seller once the buyer wrote.
  const talkRows = capped(
    'talks',
    await db
      .select({
        id: talks.id,
        buyerId: talks.buyerId,
        goodsId: talks.goodsId,
        goodsName: goods.name,
        createdAt: talks.createdAt,
        ...otherColumns,
      })
      .from(talks)
      .innerJoin(goods, eq(goods.id, talks.goodsId))
      .innerJoin(other, otherOf(id, talks.buyerId, talks.sellerId))
      .where(or(eq(talks.buyerId, id), and(eq(talks.sellerId, id), gt(talks.lastSeq, 0))))
      .orderBy(sql`${talks.lastMessageAt} desc nulls last`, desc(talks.id))
      .limit(EXPORT_CAPS.talks + 1),
  )
  const byTalk = await messagesOf(
    scope,
    talkRows.map((t) => t.id),
  )
  return talkRows.map((t) => ({
    id: String(t.id),
    role: t.buyerId === id ? 'BUYER' : 'SELLER',
    counterpart: name(t),
    goodsId: String(t.goodsId),
    goodsName: t.goodsName,
    createTime: t.createdAt.toISOString(),
    messages: byTalk.get(t.id) ?? [],
  }))
}

export async function exportOffers({ db, id, capped, name }: ExportScope): Promise<AccountExport['offers']> {
  const offerRows = capped(
    'offers',
    await db
      .select({
        id: quotes.id,
        talkId: quotes.talkId,
        goodsId: quotes.goodsId,
        goodsName: goods.name,
        buyerId: quotes.buyerId,
        price: quotes.price,
        status: quotes.status,
        createdAt: quotes.createdAt,
        updatedAt: quotes.updatedAt,
        ...otherColumns,
      })
      .from(quotes)
      .innerJoin(goods, eq(goods.id, quotes.goodsId))
      .innerJoin(other, otherOf(id, quotes.buyerId, quotes.sellerId))
      .where(or(eq(quotes.buyerId, id), eq(quotes.sellerId, id)))
      .orderBy(desc(quotes.updatedAt), desc(quotes.id))
      .limit(EXPORT_CAPS.offers + 1),
  )
  return offerRows.map((q) => ({
    id: String(q.id),
    talkId: String(q.talkId),
    goodsId: String(q.goodsId),
    goodsName: q.goodsName,
    role: q.buyerId === id ? 'BUYER' : 'SELLER',
    counterpart: name(q),
    price: q.price,
    status: q.status,
    createTime: q.createdAt.toISOString(),
    updateTime: q.updatedAt.toISOString(),
  }))
}

export async function exportDeals({ db, id, capped, name }: ExportScope): Promise<AccountExport['deals']> {
  const dealRows = capped(
    'deals',
    await db
      .select({
        id: deals.id,
        talkId: deals.talkId,
        goodsId: deals.goodsId,
        goodsName: goods.name,
        buyerId: deals.buyerId,
        price: deals.price,
        status: deals.status,
        createdAt: deals.createdAt,
        cancelledAt: deals.cancelledAt,
        ...otherColumns,
      })
      .from(deals)
      .innerJoin(goods, eq(goods.id, deals.goodsId))
      .innerJoin(other, otherOf(id, deals.buyerId, deals.sellerId))
      .where(or(eq(deals.buyerId, id), eq(deals.sellerId, id)))
      .orderBy(desc(deals.createdAt), desc(deals.id))
      .limit(EXPORT_CAPS.deals + 1),
  )
  return dealRows.map((d) => ({
    id: String(d.id),
    talkId: String(d.talkId),
    goodsId: String(d.goodsId),
    goodsName: d.goodsName,
    role: d.buyerId === id ? 'BUYER' : 'SELLER',
    counterpart: name(d),
    price: d.price,
    status: d.status,
    createTime: d.createdAt.toISOString(),
    cancelTime: iso(d.cancelledAt),
  }))
}

export async function exportReviews(
  { db, id, capped, name }: ExportScope,
  side: 'written' | 'received',
): Promise<AccountExport['reviews']['written']> {
  const mine = side === 'written' ? evaluations.memberId : evaluations.member2Id
  const theirs = side === 'written' ? evaluations.member2Id : evaluations.memberId
  const rows = await db
    .select({
      id: evaluations.id,
      dealId: evaluations.dealId,
      goodsId: evaluations.goodsId,
      goodsName: goods.name,
      role: evaluations.role,
      serviceScore: evaluations.serviceScore,
      tags: sql<number[]>`array_remove(array[
        case when ${evaluations.tag1} then 1 end, case when ${evaluations.tag2} then 2 end,
        case when ${evaluations.tag3} then 3 end, case when ${evaluations.tag4} then 4 end,
        case when ${evaluations.tag5} then 5 end], null)`,
      content: evaluations.content,
      createdAt: evaluations.createdAt,
      ...otherColumns,
    })
    .from(evaluations)
    .innerJoin(goods, eq(goods.id, evaluations.goodsId))
    .innerJoin(other, eq(other.id, theirs))
    .where(eq(mine, id))
    .orderBy(desc(evaluations.createdAt), desc(evaluations.id))
    .limit(EXPORT_CAPS.reviews + 1)
  return capped('reviews', rows).map((r) => ({
    id: String(r.id),
    dealId: String(r.dealId),
    goodsId: String(r.goodsId),
    goodsName: r.goodsName,
    role: r.role,
    counterpart: name(r),
    serviceScore: r.serviceScore,
    tags: r.tags.map(Number),
    content: r.content,
    createTime: r.createdAt.toISOString(),
  }))
}
