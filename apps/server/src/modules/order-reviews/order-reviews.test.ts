/**
 * Order reviews over HTTP (docs/product/after-sales.md, "Order reviews"): each item of a completed
 * order once, by its buyer; the shop's rating; the goods page's list; the buyer's lists; bad input,
 * strangers and visitors.
 */
import { ErrorCode, type ItemToReviewView, type OrderReviewView, type Page } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { completedOrder, deliveredOrder, firstItemId } from '../../../test/aftersale-api.ts'
import { addMedia } from '../../../test/goods-api.ts'
import { useTestApp } from '../../../test/harness.ts'
import { api, buyer, orderRow, shopWorld } from '../../../test/order-api.ts'
import { orderItems, orderReviews, shops } from '../../db/schema.ts'

const h = useTestApp()
const base = '/buyer/order/review'
const review = (s: Parameters<typeof api>[1], body: object, lang = 'en') =>
  api<OrderReviewView>(h, s, 'POST', base, body, lang)

describe('order reviews', () => {
  it('reviews an item of a completed order once; the shop’s rating and the goods page show it', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    const sn = await completedOrder(h, w, m)
    const itemId = await firstItemId(h, sn)
    const toReview = await api<Page<ItemToReviewView>>(h, m, 'GET', `${base}?tab=TO_REVIEW`)
    expect(toReview.body.result.records.map((r) => [r.orderSn, r.itemId])).toEqual([[sn, itemId]])
    const photos = await addMedia(h, m.member.id, 2)
    const res = await review(m, { orderSn: sn, itemId, score: 4, content: '質素好，送貨快', photos })
    expect([res.status, res.body.result.score, res.body.result.photos.length]).toEqual([200, 4, 2])
    const twice = await review(m, { orderSn: sn, itemId, score: 5 })
    expect([twice.status, twice.body.code]).toEqual([409, ErrorCode.ALREADY_REVIEWED])
    const [item] = await h.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.id, Number(itemId)))
    expect(item?.reviewedAt).not.toBeNull()
    const [shop] = await h.db.select().from(shops).where(eq(shops.id, w.seller.shop.id))
    expect([shop?.scoreSum, shop?.reviewCount]).toEqual([4, 1])
    const onGoods = await api<Page<OrderReviewView>>(
      h,
      null,
      'GET',
      `/buyer/goods/goods/reviews/${w.goods.id}`,
    )
    expect(onGoods.body.result.records.map((r) => [r.score, r.content, r.memberName])).toEqual([
      [4, '質素好，送貨快', m.member.nickName],
    ])
    expect((await api<Page<ItemToReviewView>>(h, m, 'GET', `${base}?tab=TO_REVIEW`)).body.result.total).toBe(
      0,
    )
    const mine = await api<Page<OrderReviewView>>(h, m, 'GET', `${base}?tab=REVIEWED`)
    expect(mine.body.result.records.map((r) => r.id)).toEqual([res.body.result.id])
    const detail = await api<OrderReviewView>(h, m, 'GET', `${base}/${res.body.result.id}`)
    expect(detail.body.result.content).toBe('質素好，送貨快')
    const other = await buyer(h)
    expect((await api(h, other, 'GET', `${base}/${res.body.result.id}`)).status).toBe(404)
  })

  it('concurrent double submits: one review', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    const sn = await completedOrder(h, w, m)
    const itemId = await firstItemId(h, sn)
    const results = await Promise.all(
      Array.from({ length: 5 }, () => review(m, { orderSn: sn, itemId, score: 5 })),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    for (const r of results.filter((x) => x.status !== 200))
      expect(r.body.code).toBe(ErrorCode.ALREADY_REVIEWED)
    expect(await h.db.select().from(orderReviews).where(eq(orderReviews.orderSn, sn))).toHaveLength(1)
  })

  it('refuses: not completed, another member’s order, unknown item, bad scores and input; visitors 401', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    const open = await deliveredOrder(h, w, m)
    const openItem = await firstItemId(h, open)
    const early = await review(m, { orderSn: open, itemId: openItem, score: 5 })
    expect([early.status, early.body.code]).toEqual([409, ErrorCode.ORDER_REVIEW_NOT_ALLOWED])
    const sn = await completedOrder(h, w, m)
    const itemId = await firstItemId(h, sn)
    const other = await buyer(h)
    const theirs = await review(other, { orderSn: sn, itemId, score: 5 })
    const missing = await review(other, { orderSn: 'NONE', itemId, score: 5 })
    expect([theirs.status, theirs.body.code]).toEqual([404, ErrorCode.ORDER_NOT_FOUND])
    expect([missing.status, missing.body.code]).toEqual([404, ErrorCode.ORDER_NOT_FOUND])
    const wrongItem = await review(m, { orderSn: sn, itemId: openItem, score: 5 })
    expect([wrongItem.status, wrongItem.body.code]).toEqual([400, ErrorCode.AFTER_SALE_ITEM_UNKNOWN])
    for (const over of [
      { score: 0 },
      { score: 6 },
      { score: 4.5 },
      { score: -1 },
      { score: '5' },
      { score: 1e300 },
      { content: 'x'.repeat(501) },
      { content: 'a\u0000b' },
      { photos: ['a', 'b', 'c', 'd', 'e'] },
      { itemId: '-1' },
    ]) {
      const res = await review(m, { orderSn: sn, itemId, score: 5, ...over })
      expect([res.status, res.body.code]).toEqual([400, ErrorCode.PARAM_ERROR])
    }
    const [strangerPhoto] = await addMedia(h, other.member.id)
    const photo = await review(m, { orderSn: sn, itemId, score: 5, photos: [strangerPhoto] })
    expect([photo.status, photo.body.code]).toEqual([400, ErrorCode.AFTER_SALE_PHOTO_UNKNOWN])
    const huge = await review(m, { orderSn: sn, itemId, score: 5, content: 'x'.repeat(1024 * 1024) })
    expect(huge.status).toBe(413)
    for (const [method, url] of [
      ['POST', base],
      ['GET', base],
    ] as const) {
      const res = await api(
        h,
        null,
        method,
        url,
        method === 'POST' ? { orderSn: sn, itemId, score: 5 } : undefined,
      )
      expect([res.status, res.body.code]).toEqual([401, 20003])
    }
    expect(await h.db.select().from(orderReviews)).toHaveLength(0)
    expect((await orderRow(h, sn)).status).toBe('COMPLETED')
  })
})
