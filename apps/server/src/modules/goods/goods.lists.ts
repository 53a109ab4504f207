/** Lists of listings (popular, mine, another member's), the seller card and the condition labels. */
import {
  ErrorCode,
  type GoodsCard,
  type GoodsLabel,
  type Language,
  type Page,
  reviewAverage,
  type SellerCard,
} from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { page } from '../../lib/envelope.ts'
import { AppError } from '../../lib/errors.ts'
import { t } from '../../lib/messages.ts'
import { type ShortCache, shortCache } from '../../lib/short-cache.ts'
import { findMemberById, publicName } from '../members/index.ts'
import type { CardRow } from './goods.cards.ts'
import { livePageOf, ownPage, popularPage, sellerCounts } from './goods.lists.repo.ts'
import { presentCard } from './goods.present.ts'

export interface Paging {
  pageNumber: number
  pageSize: number
}

const sliceOf = (p: Paging) => ({ offset: (p.pageNumber - 1) * p.pageSize, limit: p.pageSize })

function cards(found: { rows: CardRow[]; total: number }, p: Paging, now: Date): Page<GoodsCard> {
  return page(
    found.rows.map((r) => presentCard(r, now)),
    found.total,
    p.pageNumber,
    p.pageSize,
  )
}

/**
 * How long a page of popular listings is shared between visitors (docs/decisions.md, "The home page
 * at scale"): favourites and views move the order slowly, and every home page asks for it.
 */
export const POPULAR_CACHE_MS = 30_000

const popularCaches = new WeakMap<AppContext, ShortCache<Page<GoodsCard>>>()

/** Live listings by favourites, then views; total counted up to SEARCH_TOTAL_CAP. */
export function popular(ctx: AppContext, p: Paging): Promise<Page<GoodsCard>> {
  let cache = popularCaches.get(ctx)
  if (!cache) {
    cache = shortCache(ctx.clock, POPULAR_CACHE_MS)
    popularCaches.set(ctx, cache)
  }
  return cache.get(`${p.pageNumber}:${p.pageSize}`, async () => {
    const now = ctx.clock.now()
    return cards(await popularPage(ctx.db, now, sliceOf(p)), p, now)
  })
}

export async function myGoods(
  ctx: AppContext,
  memberId: number,
  label: GoodsLabel | undefined,
  p: Paging,
): Promise<Page<GoodsCard>> {
  const now = ctx.clock.now()
  return cards(await ownPage(ctx.db, memberId, label, now, sliceOf(p)), p, now)
}

export async function othersGoods(ctx: AppContext, memberId: number, p: Paging): Promise<Page<GoodsCard>> {
  const now = ctx.clock.now()
  return cards(await livePageOf(ctx.db, memberId, now, sliceOf(p)), p, now)
}

/**
 * The public seller card (docs/product/permissions.md, "Member pages"): anyone may read it, so it
 * names what is public only, never a contact detail. A banned member's page is gone while the ban
 * lasts, like their listings (404, as a missing member); a deleted account keeps only its reviews,
 * under the "deleted member" name in the viewer's language.
 */
export async function sellerCard(ctx: AppContext, memberId: number, lang: Language): Promise<SellerCard> {
  const member = await findMemberById(ctx.db, memberId)
  if (!member || member.disabled) throw new AppError(404, ErrorCode.MEMBER_NOT_FOUND, 'member.not.found')
  const reviews = {
    score: reviewAverage(member.reviewScoreSum, member.reviewCount),
    reviewCount: member.reviewCount,
  }
  const createTime = member.createdAt.toISOString()
  if (member.deletedAt) {
    return {
      id: String(member.id),
      deleted: true,
      nickName: publicName(member.nickName, true, lang),
      face: '',
      bio: '',
      district: null,
      createTime,
      phoneVerified: false,
      goodsCount: 0,
      medalCount: 0,
      ...reviews,
    }
  }
  const counts = await sellerCounts(ctx.db, memberId, ctx.clock.now())
  return {
    id: String(member.id),
    deleted: false,
    nickName: member.nickName,
    face: member.face,
    bio: member.bio,
    district: member.district,
    createTime,
    phoneVerified: member.phoneVerifiedAt !== null,
    ...counts,
    ...reviews,
  }
}

const CONDITIONS = [0, 1, 2, 3] as const

/** docs/product/data.md goodsStatus: new, used, for rent, service. */
export function conditions(lang: Language) {
  return CONDITIONS.map((value) => ({ value, label: t(lang, `goods.condition.${value}`) }))
}
