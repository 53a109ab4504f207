/**
 * Talks and messages (docs/product/chat.md): opening a talk from a listing, the talk list, history,
 * read positions, sending, blocking and reporting. Everything a member sends goes through the
 * module's writer (chat.writer.ts) and reaches both members' sockets through ctx.realtime once it
 * is committed.
 */
import {
  CHAT_SEND_LIMIT,
  type ChatMessage,
  ErrorCode,
  type HistoryPage,
  type Language,
  type Page,
  type ServerFrame,
  type TalkDetail,
  type TalkItem,
} from '@kaifong/contract'
import { and, desc, eq } from 'drizzle-orm'
import { deals, evaluations, memberBlocks, quotes, talkReports } from '../../db/schema.ts'
import type { AppContext } from '../../lib/context.ts'
import { page } from '../../lib/envelope.ts'
import { AppError, tooMany } from '../../lib/errors.ts'
import { findGoods, goodsNotFound, isLive } from '../goods/index.ts'
import { findMemberById } from '../members/index.ts'
import { talkListRow, talkPage, unreadTotal } from './chat.lists.repo.ts'
import { removeChatFiles, storeChatPhoto } from './chat.photos.ts'
import { assertMember, ownGoods, phoneRequired, type Side, talkNotFound } from './chat.policy.ts'
import { presentMessage, presentQuote, presentTalkItem } from './chat.present.ts'
import {
  findOrInsertTalk,
  findTalk,
  findTalkBetween,
  findTalkOf,
  historyOf,
  type MessageRow,
  markRead,
  messagesBefore,
  type TalkRow,
} from './chat.repo.ts'
import { forgetPair } from './chat.talk-cache.ts'
import { type ChatWriter, createWriter, type SendItem } from './chat.writer.ts'

const writers = new WeakMap<AppContext, ChatWriter>()
function writerOf(ctx: AppContext): ChatWriter {
  let writer = writers.get(ctx)
  if (!writer) {
    writer = createWriter(ctx)
    writers.set(ctx, writer)
  }
  return writer
}

// ---- Delivery ----

const frame = (f: ServerFrame) => JSON.stringify(f)

/**
 * A committed message to both members' sockets, each with their own copy; `except` is the socket
 * it came from, which has its acknowledgement instead.
 */
export function deliverMessage(
  ctx: AppContext,
  talk: Pick<TalkRow, 'buyerId' | 'sellerId'>,
  row: MessageRow,
  except?: string,
): void {
  ctx.realtime.deliver(
    [talk.buyerId, talk.sellerId].map((memberId) => ({
      memberId,
      json: frame({ type: 'message', message: presentMessage(ctx, row, memberId) }),
      ...(except && memberId === row.senderId ? { except } : {}),
    })),
  )
}

/** Tells both members that a talk changed (offer, deal, block, listing): they ask for it again. */
export function talkChanged(ctx: AppContext, talk: Pick<TalkRow, 'id' | 'buyerId' | 'sellerId'>): void {
  const json = frame({ type: 'talk', talkId: String(talk.id) })
  ctx.realtime.deliver([talk.buyerId, talk.sellerId].map((memberId) => ({ memberId, json })))
}

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

// ---- Messages ----

export async function history(
  ctx: AppContext,
  memberId: number,
  talkId: number,
  q: { before?: number | undefined; after?: number | undefined; limit: number },
): Promise<HistoryPage> {
  // One more than asked tells whether there are more.
  const rows = await historyOf(ctx.db, {
    talkId,
    memberId,
    before: q.after === undefined ? (q.before ?? null) : null,
    after: q.after ?? null,
    limit: q.limit + 1,
  })
  if (!rows) throw talkNotFound()
  const hasMore = rows.length > q.limit
  const kept =
    q.after !== undefined ? rows.slice(0, q.limit) : rows.slice(rows.length - Math.min(rows.length, q.limit))
  return { records: kept.map((r) => presentMessage(ctx, r, memberId)), hasMore }
}

/** Moves the member's read position and tells both sides. */
export async function readTalk(
  ctx: AppContext,
  memberId: number,
  talkId: number,
  seq: number,
): Promise<{ seq: number }> {
  const row = await markRead(ctx.db, talkId, memberId, seq)
  if (!row) throw talkNotFound()
  const side: Side = row.buyerId === memberId ? 'BUYER' : 'SELLER'
  const reached = side === 'BUYER' ? row.buyerReadSeq : row.sellerReadSeq
  const json = frame({ type: 'read', talkId: String(row.id), memberId: String(memberId), seq: reached })
  ctx.realtime.deliver([row.buyerId, row.sellerId].map((id) => ({ memberId: id, json })))
  return { seq: reached }
}

/**
 * Counts one send of `memberId`, over REST and every socket on every instance together (shared
 * through Redis when it is set); refuses the 21st within 10 seconds (docs/product/chat.md#the-socket).
 */
export async function countSend(ctx: AppContext, memberId: number): Promise<void> {
  const limit = {
    max: CHAT_SEND_LIMIT.count * ctx.config.RATE_LIMIT_SCALE,
    windowMs: CHAT_SEND_LIMIT.windowMs,
  }
  if (!(await ctx.limits.take(`chat:send:${memberId}`, limit, ctx.clock.now().getTime()))) throw tooMany()
}

/**
 * Stores a message (or finds its earlier copy by client id), then delivers it to both members.
 * Answers the sender's copy; an error is thrown as it would be for any request.
 */
async function send(ctx: AppContext, item: SendItem, fromSocket?: string): Promise<ChatMessage> {
  const result = await writerOf(ctx).write(item)
  if (!result.ok) throw result.error
  if (result.created) deliverMessage(ctx, result.talk, result.message, fromSocket)
  return presentMessage(ctx, result.message, item.senderId)
}

/** `fromSocket`: the socket that sent it (answered by an acknowledgement, not an echo). */
export function sendText(
  ctx: AppContext,
  memberId: number,
  body: { talkId: string; clientId: string; text: string },
  fromSocket?: string,
): Promise<ChatMessage> {
  return send(
    ctx,
    {
      talkId: Number(body.talkId),
      senderId: memberId,
      clientId: body.clientId,
      kind: 'TEXT',
      text: body.text,
      photo: null,
    },
    fromSocket,
  )
}

export async function sendPhoto(
  ctx: AppContext,
  memberId: number,
  talkId: number,
  clientId: string,
  bytes: Buffer,
): Promise<ChatMessage> {
  // Members of the talk only, before any decoding.
  await talkOf(ctx, memberId, talkId)
  const stored = await storeChatPhoto(ctx, memberId, bytes)
  const { paths, ...photo } = stored
  try {
    const message = await send(ctx, { talkId, senderId: memberId, clientId, kind: 'PHOTO', text: '', photo })
    // A resend keeps the first photo: these files are not used.
    if (message.photo && !message.photo.url.includes(photo.url)) await removeChatFiles(paths)
    return message
  } catch (err) {
    await removeChatFiles(paths)
    throw err
  }
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
