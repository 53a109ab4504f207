/**
 * Contact privacy (docs/product/domain-rules.md, "Contact privacy"): a listing's detail tells only
 * which contact methods exist; their values come from revealContacts, for members with a verified
 * phone, at most CONTACT_REVEALS_PER_DAY distinct listings per member and Hong Kong day.
 */
import {
  CONTACT_REVEALS_PER_DAY,
  type ContactAccess,
  type ContactMethod,
  ErrorCode,
  type RevealedContacts,
} from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { hkDay } from '../../lib/hk-time.ts'
import { lockKey } from '../../lib/locks.ts'
import { findMemberById } from '../members/index.ts'
import { recordReveal, revealsToday } from './goods.contacts.repo.ts'
import { goodsNotFound, isLive } from './goods.policy.ts'
import { findGoods, type GoodsRow } from './goods.repo.ts'

type ContactsOf = Pick<GoodsRow, 'contacts' | 'chatOnly'>
type AccessOf = ContactsOf & Pick<GoodsRow, 'sellerId' | 'marketEnable' | 'closeTime'>

/** A chat-only listing keeps no contacts; an older one may have none: either way there is nothing to show. */
const hasContacts = (row: ContactsOf) => !row.chatOnly && row.contacts.length > 0

/** The kinds of contact a listing offers, in the seller's order, without their values. */
export function contactTypesOf(row: ContactsOf): ContactMethod[] {
  return hasContacts(row) ? [...new Set(row.contacts.map((c) => c.type))] : []
}

/**
 * What the detail tells a viewer about revealing (the contract's CONTACT_ACCESS); revealContacts
 * applies the same rules, with the limit on top. The seller may see their own at any state.
 */
export function contactAccessOf(
  row: AccessOf,
  viewerId: number | null,
  viewerPhoneVerified: boolean,
  now: Date,
): ContactAccess {
  if (!hasContacts(row)) return 'NONE'
  if (viewerId !== null && viewerId === row.sellerId) return 'REVEAL'
  if (!isLive(row, now)) return 'NONE'
  if (viewerId === null) return 'LOGIN'
  return viewerPhoneVerified ? 'REVEAL' : 'VERIFY_PHONE'
}

const chatOnly = () => new AppError(404, ErrorCode.CONTACTS_CHAT_ONLY, 'goods.contacts.chat.only')
const phoneRequired = () => new AppError(403, ErrorCode.PHONE_NOT_VERIFIED, 'goods.contacts.phone')
const limitReached = () =>
  new AppError(429, ErrorCode.CONTACT_REVEAL_LIMIT, 'goods.contacts.limit', {
    limit: CONTACT_REVEALS_PER_DAY,
  })

const valuesOf = (row: ContactsOf) =>
  hasContacts(row) ? row.contacts.map((c) => ({ type: c.type, value: c.value })) : []

/**
 * POST contacts/{goodsId}. Anything but a live listing is missing to a buyer (404 10001, as a
 * taken-down one is everywhere); the seller reads their own in any state (the edit form loads them
 * so) without it counting. Each member's count and insert run under their own lock, so parallel
 * reveals of different listings cannot pass the limit together.
 */
export async function revealContacts(
  ctx: AppContext,
  memberId: number,
  goodsId: number,
): Promise<RevealedContacts> {
  const now = ctx.clock.now()
  const day = hkDay(now)
  const row = await findGoods(ctx.db, goodsId)
  if (!row) throw goodsNotFound()
  if (row.sellerId === memberId) {
    const { count } = await revealsToday(ctx.db, memberId, day, goodsId)
    return { contacts: valuesOf(row), revealsLeft: Math.max(0, CONTACT_REVEALS_PER_DAY - count) }
  }
  if (!isLive(row, now)) throw goodsNotFound()
  if (!hasContacts(row)) throw chatOnly()
  // PHONE_VERIFICATION=off: this site verifies no phones, so none is asked for (config.ts).
  if (ctx.config.PHONE_VERIFICATION === 'sms' && !(await findMemberById(ctx.db, memberId))?.phoneVerifiedAt) {
    throw phoneRequired()
  }
  const count = await ctx.db.transaction(async (tx) => {
    await lockKey(tx, 'contact-reveal', memberId)
    const today = await revealsToday(tx, memberId, day, goodsId)
    if (today.already) return today.count
    if (today.count >= CONTACT_REVEALS_PER_DAY) throw limitReached()
    await recordReveal(tx, { memberId, day, goodsId, createdAt: now })
    return today.count + 1
  })
  return { contacts: valuesOf(row), revealsLeft: Math.max(0, CONTACT_REVEALS_PER_DAY - count) }
}
