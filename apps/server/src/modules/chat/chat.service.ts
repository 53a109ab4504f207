/**
 * Talks (docs/product/chat.md): opening a talk from a listing, the talk list, a talk as a member
 * sees it (with its current offer and deal), the talks other modules' steps lock, blocking and
 * reporting. Messages: chat.messages.ts.
 */
import { ErrorCode, type Language, type Page, type TalkDetail, type TalkItem } from '@kaifong/contract'
import { and, desc, eq } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { deals, evaluations, memberBlocks, quotes, talkReports } from '../../db/schema.ts'
import type { AppContext } from '../../lib/context.ts'
import { page } from '../../lib/envelope.ts'
import { AppError } from '../../lib/errors.ts'
import { findGoods, goodsNotFound, isLive } from '../goods/index.ts'
import { findMemberById } from '../members/index.ts'
import { talkChanged } from './chat.delivery.ts'
import { talkListRow, talkPage, unreadTotal } from './chat.lists.repo.ts'
import { messagesBefore } from './chat.messages.repo.ts'
import { assertMember, ownGoods, phoneRequired, talkNotFound } from './chat.policy.ts'
import { presentMessage, presentQuote, presentTalkItem } from './chat.present.ts'
import {
  findOrInsertTalk,
  findTalk,
  findTalkBetween,
  findTalkOf,
  type LockedTalk,
  lockTalks,
  type TalkRow,
} from './chat.repo.ts'
import { forgetPair } from './chat.talk-cache.ts'

export type { LockedTalk } from './chat.repo.ts'

// ---- Talks ----

/** getImTalk: the member's talk about a listing, made on first contact. */
export async function openTalk(ctx: AppContext, memberId: number, goodsId: number) {
  const goods = await findGoods(ctx.db, goodsId)
  if (!goods || goods.deletedAt) throw goodsNotFound()
  if (goods.sellerId === memberId) throw ownGoods()
  const existing = await findTalkOf(ctx.db, goodsId, memberId)
  if (existing) return { id: String(existing.id), userId: String(existing.sellerId) }
  // A listing no talk can start about answers as a missing one, before the phone check could tell them apart.
  if (!isLive(goods, ctx.clock.now())) throw goodsNotFound()
  // PHONE_VERIFICATION=off: this site verifies no phones, so none is asked for (config.ts).
  if (ctx.config.PHONE_VERIFICATION === 'sms' && !(await findMemberById(ctx.db, memberId))?.phoneVerifiedAt) {
    throw phoneRequired()
  }
  const talk = await findOrInsertTalk(ctx.db, {
    goodsId,
    buyerId: memberId,
    sellerId: goods.sellerId,
    createdAt: ctx.clock.now(),
  })
  return { id: String(talk.id), userId: String(talk.sellerId) }
}

export async function listTalks(
  ctx: AppContext,
  memberId: number,
  p: { pageNumber: number; pageSize: number },
  lang: Language,
): Promise<Page<TalkItem>> {
  const { rows, total } = await talkPage(ctx.db, memberId, (p.pageNumber - 1) * p.pageSize, p.pageSize)
  const now = ctx.clock.now()
  return page(
    rows.map((r) => presentTalkItem(r, memberId, lang, now)),
    total,
    p.pageNumber,
    p.pageSize,
  )
}

export async function unreadOf(ctx: AppContext, memberId: number): Promise<{ total: number }> {
  return { total: await unreadTotal(ctx.db, memberId) }
}

/** A talk by id, whoever asks: the caller decides what a member outside it hears (reviews). */
export function talkById(ctx: AppContext, talkId: number): Promise<TalkRow | undefined> {
  return findTalk(ctx.db, talkId)
}

/**
 * Locks talks in id order in the caller's transaction, for a step that writes into them (offers,
 * deals, reviews), with whether their members may still trade. Steps lock their listing first.
 */
export function lockTalksForStep(tx: Tx, ids: number[]): Promise<LockedTalk[]> {
  return lockTalks(tx, ids)
}

/** A talk of the member's, or the answer for a missing one. */
export async function talkOf(ctx: AppContext, memberId: number, talkId: number) {
  return assertMember(await findTalk(ctx.db, talkId), memberId)
}

export async function talkDetail(
  ctx: AppContext,
  memberId: number,
  talkId: number,
  lang: Language,
): Promise<TalkDetail> {
  const talk = await talkOf(ctx, memberId, talkId)
  const row = await talkListRow(ctx.db, talk.id, memberId)
  if (!row) throw talkNotFound()
  const [[quote], [deal], blocks, reviews, other] = await Promise.all([
    ctx.db.select().from(quotes).where(eq(quotes.talkId, talk.id)).orderBy(desc(quotes.id)).limit(1),
    ctx.db.select().from(deals).where(eq(deals.talkId, talk.id)).orderBy(desc(deals.id)).limit(1),
    ctx.db
      .select()
      .from(memberBlocks)
      .where(and(eq(memberBlocks.memberId, memberId), eq(memberBlocks.blockedId, talk.otherId)))
      .union(
        ctx.db
          .select()
          .from(memberBlocks)
          .where(and(eq(memberBlocks.memberId, talk.otherId), eq(memberBlocks.blockedId, memberId))),
      ),
    ctx.db
      .select({ memberId: evaluations.memberId, dealId: evaluations.dealId })
      .from(evaluations)
      .where(eq(evaluations.talkId, talk.id)),
    findMemberById(ctx.db, talk.otherId),
  ])
  const item = presentTalkItem(row, memberId, lang, ctx.clock.now())
  const reviewed = (who: number) =>
    deal !== undefined && reviews.some((r) => r.dealId === deal.id && r.memberId === who)
  return {
    ...item,
    myRole: talk.side,
    currentQuote: quote ? presentQuote(quote) : null,
    deal: deal
      ? {
          id: String(deal.id),
          price: deal.price,
          status: deal.status,
          cancelAskedBy: deal.cancelAskedBy === null ? '' : String(deal.cancelAskedBy),
          reviewedByMe: reviewed(memberId),
          reviewedByOther: reviewed(talk.otherId),
          createTime: deal.createdAt.toISOString(),
        }
      : null,
    blockedByMe: blocks.some((b) => b.memberId === memberId),
    blockedByOther: blocks.some((b) => b.memberId === talk.otherId),
    otherDeleted: !other || other.disabled || other.deletedAt !== null,
  }
}

/** GET /im/talk/by/user/{id}: the member's talk with another member. */
export async function talkWithMember(
  ctx: AppContext,
  memberId: number,
  otherId: number,
  goodsId: number | null,
  lang: Language,
): Promise<TalkDetail> {
  const talk = await findTalkBetween(ctx.db, memberId, otherId, goodsId)
  if (!talk) throw talkNotFound()
  return talkDetail(ctx, memberId, talk.id, lang)
}

// ---- Blocks and reports ----

export async function setBlocked(
  ctx: AppContext,
  memberId: number,
  talkId: number,
  block: boolean,
  lang: Language,
): Promise<TalkDetail> {
  const talk = await talkOf(ctx, memberId, talkId)
  if (block) {
    await ctx.db
      .insert(memberBlocks)
      .values({ memberId, blockedId: talk.otherId, createdAt: ctx.clock.now() })
      .onConflictDoNothing()
  } else {
    await ctx.db
      .delete(memberBlocks)
      .where(and(eq(memberBlocks.memberId, memberId), eq(memberBlocks.blockedId, talk.otherId)))
  }
  forgetPair(ctx, memberId, talk.otherId)
  talkChanged(ctx, talk)
  return talkDetail(ctx, memberId, talk.id, lang)
}

const REPORT_EXCERPT = 50

export async function reportTalk(
  ctx: AppContext,
  memberId: number,
  body: { talkId: string; typeNum: number; context: string },
): Promise<void> {
  const talk = await talkOf(ctx, memberId, Number(body.talkId))
  const last = await messagesBefore(ctx.db, talk.id, talk.lastSeq + 1, REPORT_EXCERPT)
  const excerpt = last.reverse().map((m) => presentMessage(ctx, m, memberId))
  const [made] = await ctx.db
    .insert(talkReports)
    .values({
      reporterId: memberId,
      talkId: talk.id,
      reportedId: talk.otherId,
      typeNum: body.typeNum,
      context: body.context,
      excerpt,
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: talkReports.id })
  if (!made) throw new AppError(409, ErrorCode.TALK_ALREADY_REPORTED, 'chat.talk.already.reported')
}
