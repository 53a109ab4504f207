/**
 * Chat: talks, messages, offers (quotes) and deals (server module chat; docs/product/chat.md).
 * The WebSocket frames are here too, so the server and the web client read the same shapes.
 */

import { CHAT_SEQ_MAX, CHAT_TEXT_MAX, TALK_REPORT_CONTEXT_MAX } from '../chat-constants.ts'
import { MARKET_ENABLE } from '../enums.ts'
import { moneyOf } from '../money.ts'
import { plainText } from '../validation.ts'
import { z } from '../zod.ts'
import { idOf, idSchema } from './common.ts'
import { priceSchema } from './goods.ts'

/** Offer statuses on the wire (docs/product/data.md#trading-quotes-talks-and-reviews). */
export const QUOTE_STATUS = { QUOTED: 1, REJECTED: 2, ACCEPTED: 3, CANCELLED: 4, CLOSED: 5 } as const
export type QuoteStatus = (typeof QUOTE_STATUS)[keyof typeof QUOTE_STATUS]

/** A deal is active until both sides agree to cancel it. */
export const DEAL_STATUS = ['ACTIVE', 'CANCELLED'] as const
export type DealStatus = (typeof DEAL_STATUS)[number]

export const MESSAGE_KINDS = ['TEXT', 'PHOTO', 'EVENT'] as const
export type MessageKind = (typeof MESSAGE_KINDS)[number]

/**
 * What an EVENT message records: every step of the negotiation is in the history of both sides.
 * QUOTED (first offer), REQUOTED (the open offer's amount changed), REOFFERED (a new offer after a
 * rejection or cancellation), ACCEPTED, REJECTED, CANCELLED (the buyer withdrew), CLOSED (the
 * listing was sold to someone else, taken down or deleted), CANCEL_ASKED / CANCEL_AGREED /
 * CANCEL_REFUSED (cancelling a deal), REVIEWED (a side left its review).
 */
export const CHAT_EVENTS = [
  'QUOTED',
  'REQUOTED',
  'REOFFERED',
  'ACCEPTED',
  'REJECTED',
  'CANCELLED',
  'CLOSED',
  'CANCEL_ASKED',
  'CANCEL_AGREED',
  'CANCEL_REFUSED',
  'REVIEWED',
] as const
export type ChatEvent = (typeof CHAT_EVENTS)[number]

/**
 * Kinds of safety tip a message may carry for its receiver (chat-safety.ts), most serious first:
 * asking for a verification code is how accounts are taken over.
 */
export const SAFETY_KINDS = ['CODE_REQUEST', 'OFF_PLATFORM', 'PAY_AHEAD', 'LINK'] as const
export type SafetyKind = (typeof SAFETY_KINDS)[number]

/** A client's id for a message it sends: a resend with the same id never makes a second message. */
export const clientIdSchema = z
  .string({ error: 'field.required' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'field.invalid' })

export const chatTextSchema = plainText('chat.text.required')
  .transform((v) => v.replace(/\r\n?/g, '\n').trim())
  .refine((v) => v.length > 0, { error: 'chat.text.required', abort: true })
  .refine((v) => [...v].length <= CHAT_TEXT_MAX, { error: 'chat.text.length' })

/**
 * An offer's amount: HK$0.01 (QUOTE_MIN) to HK$9,999,999,999.99 (QUOTE_MAX), at most 2 decimals,
 * exact. The price schema already refuses more than 10 whole digits, so only zero is left to refuse.
 */
/** An offer's price: a listing price (exact HK$, docs/decisions.md "Money") above zero. */
export const quotePriceSchema = priceSchema.refine((v) => moneyOf(v) > 0n, { error: 'quote.price.min' })

// ---- REST bodies and queries ----

export const sendMessageBody = z.object({
  talkId: idSchema,
  clientId: clientIdSchema,
  text: chatTextSchema,
})
export type SendMessageBody = z.input<typeof sendMessageBody>

// Seqs are int4 in the database (CHAT_SEQ_MAX): a larger one is a 4002 here, never a database error.
export const historyQuery = z.object({
  /** Newest page first: messages with a smaller seq than this (omit for the newest). */
  before: z.coerce.number().int().min(1).max(CHAT_SEQ_MAX).optional(),
  /** Catch-up: messages with a greater seq than this, oldest first. */
  after: z.coerce.number().int().min(0).max(CHAT_SEQ_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
})

export const readBody = z.object({ seq: z.coerce.number().int().min(0).max(CHAT_SEQ_MAX) })

export const talkRef = z.object({ talkId: idSchema })
export const quoteBody = z.object({ talkId: idSchema, price: quotePriceSchema })
export type QuoteBody = z.input<typeof quoteBody>
export const quoteActionBody = z.object({ talkId: idSchema, quoteId: idOf('field.required') })

/** Why a talk is reported (the last messages go with the report). */
export const TALK_REPORT_REASONS = [
  'SCAM',
  'HARASSMENT',
  'SPAM',
  'OFF_PLATFORM',
  'INAPPROPRIATE',
  'OTHER',
] as const

export const talkReportBody = z
  .object({
    talkId: idSchema,
    typeNum: z.coerce
      .number({ error: 'report.type.required' })
      .int({ error: 'report.type.required' })
      .min(0, { error: 'report.type.required' })
      .max(TALK_REPORT_REASONS.length - 1, { error: 'report.type.required' }),
    context: plainText().trim().max(TALK_REPORT_CONTEXT_MAX, { error: 'report.context.length' }).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.typeNum === TALK_REPORT_REASONS.length - 1 && v.context.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['context'], message: 'report.context.required' })
    }
  })
export type TalkReportBody = z.input<typeof talkReportBody>

export const myQuotesQuery = z.object({
  role: z.enum(['BUYER', 'SELLER']).default('BUYER'),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
})

// ---- Shapes ----

export const chatPhoto = z.object({
  url: z.string(),
  thumbnail: z.string(),
  width: z.number(),
  height: z.number(),
})
export type ChatPhoto = z.infer<typeof chatPhoto>

export const chatMessage = z.object({
  id: z.string(),
  talkId: z.string(),
  /** Position in the talk, 1, 2, 3…: history and catch-up are read by it. */
  seq: z.number(),
  /** "0" for the system's own messages. */
  senderId: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  text: z.string(),
  photo: chatPhoto.nullable(),
  event: z.enum(CHAT_EVENTS).nullable(),
  /** The offer an EVENT message is about, with its amount at that moment. */
  quoteId: z.string().nullable(),
  price: z.string().nullable(),
  /** The sender's id for it; only in the sender's own copy. */
  clientId: z.string().nullable(),
  /** Safety tips for the receiver of a TEXT message (empty for the sender). */
  safety: z.array(z.enum(SAFETY_KINDS)),
  createTime: z.string(),
})
export type ChatMessage = z.infer<typeof chatMessage>

/** A page of history, always oldest first; `hasMore`: there are older (or, with `after`, newer) ones. */
export const historyPage = z.object({ records: z.array(chatMessage), hasMore: z.boolean() })
export type HistoryPage = z.infer<typeof historyPage>

export const chatQuote = z.object({
  id: z.string(),
  price: z.string(),
  status: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
})
export type ChatQuote = z.infer<typeof chatQuote>

export const chatDeal = z.object({
  id: z.string(),
  price: z.string(),
  status: z.enum(DEAL_STATUS),
  /** Who asked to cancel it ("" when nobody has). */
  cancelAskedBy: z.string(),
  /** Whether this side has reviewed the other. */
  reviewedByMe: z.boolean(),
  reviewedByOther: z.boolean(),
  createTime: z.string(),
})
export type ChatDeal = z.infer<typeof chatDeal>

/** A conversation in the talk list (docs/product/data.md: the talk item). */
export const talkItem = z.object({
  id: z.string(),
  /** The other member of the talk. */
  userId: z.string(),
  sellerId: z.string(),
  buyerId: z.string(),
  goodsId: z.string(),
  name: z.string(),
  face: z.string(),
  lastTalkMessage: z.string(),
  lastTalkTime: z.string().nullable(),
  goodsName: z.string(),
  goodsPicture: z.string(),
  goodsPrice: z.string(),
  /** The listing as the talk sees it: listed, taken down, sold, expired or deleted. */
  goodsState: z.enum([...MARKET_ENABLE, 'EXPIRED', 'DELETED']),
  /** The latest offer's amount ("" when none) and status (0 when none). */
  quote: z.string(),
  quoteStatus: z.number(),
  unread: z.number(),
  lastSeq: z.number(),
  /** The other side's read position, for "read" under one's own messages. */
  otherReadSeq: z.number(),
})
export type TalkItem = z.infer<typeof talkItem>

/** One talk opened: the item, the current offer and deal, and who blocked whom. */
export const talkDetail = talkItem.extend({
  myRole: z.enum(['BUYER', 'SELLER']),
  currentQuote: chatQuote.nullable(),
  deal: chatDeal.nullable(),
  blockedByMe: z.boolean(),
  blockedByOther: z.boolean(),
  /** The other member's account is gone: shown as "deleted user", no more messages. */
  otherDeleted: z.boolean(),
})
export type TalkDetail = z.infer<typeof talkDetail>

/** getImTalk's answer (docs/product/api.md): the talk and the other member. */
export const imTalkRef = z.object({ id: z.string(), userId: z.string() })

export const unreadCount = z.object({ total: z.number() })

export const myQuote = z.object({
  id: z.string(),
  talkId: z.string(),
  goodsId: z.string(),
  goodsName: z.string(),
  goodsPicture: z.string(),
  goodsPrice: z.string(),
  price: z.string(),
  status: z.number(),
  /** The other member. */
  userId: z.string(),
  name: z.string(),
  face: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
})
export type MyQuote = z.infer<typeof myQuote>

// ---- WebSocket frames (docs/product/chat.md#the-socket) ----

/** Frames a client sends. */
export const clientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('send'), talkId: idSchema, clientId: clientIdSchema, text: chatTextSchema }),
  z.object({ type: z.literal('read'), talkId: idSchema, seq: z.number().int().min(0).max(CHAT_SEQ_MAX) }),
  z.object({ type: z.literal('typing'), talkId: idSchema }),
  z.object({ type: z.literal('ping') }),
])
export type ClientFrame = z.input<typeof clientFrame>

/** Frames the server sends. */
export type ServerFrame =
  | { type: 'hello'; memberId: string }
  | { type: 'ack'; clientId: string; message: ChatMessage }
  | { type: 'message'; message: ChatMessage }
  | { type: 'read'; talkId: string; memberId: string; seq: number }
  | { type: 'typing'; talkId: string; memberId: string }
  /** The talk changed otherwise (offer, deal, block, listing): ask for it again. */
  | { type: 'talk'; talkId: string }
  | { type: 'error'; clientId?: string; code: number; message: string }
  /**
   * Frames over the socket's limits were dropped (CHAT_FRAME_BUDGET, "typing" and pings per
   * CHAT_TYPING_RELAY_MS and CHAT_PING_EVERY_MS): said once per flood (it ends after 10 s without
   * a drop); a socket that goes on is closed (CHAT_CLOSE.FLOODING). Clients slow down, and send
   * again what they still need (a read position).
   */
  | { type: 'error'; clientId?: undefined; code: 1003; message: string; dropped: true }
  /** A new notice (docs/product/states-and-notices.md#notices): ask for the notices again. */
  | { type: 'notice' }
  | { type: 'pong' }
