/**
 * Talk and message rows to API shapes. A message is presented for one viewer: the sender's copy
 * keeps its client id, the receiver's carries the safety tips. The socket sends the same shapes
 * as the HTTP history.
 */
import { type ChatMessage, type ChatQuote, formatHkd, type Language, type TalkItem } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { t } from '../../lib/messages.ts'
import { publicName } from '../members/index.ts'
import type { TalkListRow } from './chat.lists.repo.ts'
import type { MessageRow } from './chat.messages.repo.ts'
import { presentPhoto } from './chat.photos.ts'

export function presentMessage(ctx: AppContext, row: MessageRow, viewerId: number): ChatMessage {
  const own = row.senderId === viewerId
  return {
    id: String(row.id),
    talkId: String(row.talkId),
    seq: row.seq,
    senderId: String(row.senderId ?? 0),
    kind: row.kind,
    text: row.text,
    photo: row.photo ? presentPhoto(ctx, row.talkId, row.photo) : null,
    event: row.event ?? null,
    quoteId: row.quoteId === null ? null : String(row.quoteId),
    price: row.price ?? null,
    clientId: own ? row.clientId : null,
    safety: own ? [] : row.safety,
    createTime: row.createdAt.toISOString(),
  }
}

/** A message's one-line summary for the talk list, in the viewer's language. */
export function previewOf(
  row: Pick<MessageRow, 'kind' | 'text' | 'event' | 'price'> | null,
  lang: Language,
): string {
  if (!row) return ''
  if (row.kind === 'PHOTO') return t(lang, 'chat.preview.photo')
  if (row.kind === 'EVENT' && row.event) {
    return t(lang, `chat.event.${row.event}`, { price: row.price ? formatHkd(row.price) : '' })
  }
  return row.text.length > 120 ? `${[...row.text].slice(0, 119).join('')}…` : row.text
}

export function presentQuote(row: {
  id: number
  price: string
  status: number
  createdAt: Date
  updatedAt: Date
}): ChatQuote {
  return {
    id: String(row.id),
    price: row.price,
    status: row.status,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  }
}

/** The listing as a talk shows it. */
export function goodsStateOf(
  g: { marketEnable: TalkItem['goodsState']; closeTime: Date | null; deletedAt: Date | null },
  now: Date,
): TalkItem['goodsState'] {
  if (g.deletedAt) return 'DELETED'
  if (g.marketEnable === 'UPPER' && (g.closeTime === null || g.closeTime <= now)) return 'EXPIRED'
  return g.marketEnable
}

export function presentTalkItem(row: TalkListRow, viewerId: number, lang: Language, now: Date): TalkItem {
  const buyer = row.buyerId === viewerId
  const readSeq = buyer ? row.buyerReadSeq : row.sellerReadSeq
  return {
    id: String(row.id),
    userId: String(buyer ? row.sellerId : row.buyerId),
    sellerId: String(row.sellerId),
    buyerId: String(row.buyerId),
    goodsId: String(row.goodsId),
    name: publicName(row.otherName, row.otherDeleted, lang),
    face: row.otherDeleted ? '' : row.otherFace,
    lastTalkMessage: previewOf(row.lastMessage, lang),
    lastTalkTime: row.lastMessageAt?.toISOString() ?? null,
    goodsName: row.goodsName,
    goodsPicture: row.goodsCover,
    goodsPrice: row.goodsPrice,
    goodsState: goodsStateOf(
      { marketEnable: row.goodsMarketEnable, closeTime: row.goodsCloseTime, deletedAt: row.goodsDeletedAt },
      now,
    ),
    quote: row.quotePrice ?? '',
    quoteStatus: row.quoteStatus ?? 0,
    unread: Math.max(0, row.lastSeq - readSeq),
    lastSeq: row.lastSeq,
    otherReadSeq: buyer ? row.sellerReadSeq : row.buyerReadSeq,
  }
}
