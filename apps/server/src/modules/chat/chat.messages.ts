/**
 * Messages (docs/product/chat.md): history, read positions, and sending text and photos.
 * Everything a member sends goes through the module's writer (chat.writer.ts), over REST and the
 * socket alike, and reaches both members' sockets through ctx.realtime once it is committed.
 */
import { CHAT_SEND_LIMIT, type ChatMessage, type HistoryPage } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { tooMany } from '../../lib/errors.ts'
import { deliverMessage, frame } from './chat.delivery.ts'
import { historyOf } from './chat.messages.repo.ts'
import { removeChatFiles, storeChatPhoto } from './chat.photos.ts'
import type { Side } from './chat.policy.ts'
import { talkNotFound } from './chat.policy.ts'
import { presentMessage } from './chat.present.ts'
import { markRead } from './chat.repo.ts'
import { talkOf } from './chat.service.ts'
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
