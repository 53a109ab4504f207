import type { GoodsDetail } from '@kaifong/contract'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  addAddress,
  addMedia,
  goodsRow,
  imageRowsOf,
  listingBody,
  publish,
  seller,
  spendsOf,
} from '../../../test/goods-api.ts'
import { createCategoryPath } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { queryRows } from '../../db/client.ts'
import { goods } from '../../db/schema.ts'
import { toTsQuery } from '../search/search-text.ts'

const h = useTestApp()

const rowOf = (id: string) => goodsRow(h, id)

const update = (headers: Record<string, string>, payload: object) =>
  call<GoodsDetail>(h.app, { method: 'PUT', url: '/buyer/goods/goods/update', headers, payload })

async function takenDown(coins = 100) {
  const s = await seller(h, coins)
  const path = await createCategoryPath(h)
  const d = await publish(h, s, path)
  await h.db
    .update(goods)
    .set({ marketEnable: 'DOWN', closeTime: null })
    .where(eq(goods.id, Number(d.id)))
  return { s, path, d }
}

describe('PUT update', () => {
  it('edits a taken-down listing: content, images, search fields; state and coins untouched', async () => {
    const { s, d } = await takenDown()
    const path2 = await createCategoryPath(h, ['家居', '廚房用品', '電飯煲'])
    const images = await addMedia(h, s.member.id, 2)
    const address = await addAddress(h, s.member.id)
    h.clock.advance(5000)
    const res = await update(s.headers, {
      ...listingBody(path2, images, {
        goodsName: '象印電飯煲 1.8L',
        intro: '搬屋放售，功能正常。',
        price: '350',
        goodsStatus: 0,
        severalInStock: true,
        tradingMethods: [1],
        addressIds: [String(address)],
      }),
      goodsId: d.id,
    })
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({
      goodsName: '象印電飯煲 1.8L',
      price: '350.00',
      goodsStatus: 0,
      severalInStock: true,
      marketEnable: 'DOWN',
      categoryId: String(path2.leaf),
      tradingMethods: [1],
      updateTime: h.clock.now().toISOString(),
    })
    expect(res.body.result.addresses).toHaveLength(1)
    expect(res.body.result.images.map((i) => i.id)).toEqual(images)
    const row = await rowOf(d.id)
    expect(row.searchText).toBe('象印电饭煲 1.8l')
    expect(row.cover).toBe(`/media/goods/${images[0]}-t.webp`)
    expect((await imageRowsOf(h, Number(d.id))).map((i) => i.mediaId)).toEqual(images)
    const [hits] = await queryRows<{ rice: boolean; old: boolean }>(
      h.db,
      sql`select search_vector @@ ${toTsQuery('电饭煲')}::tsquery as rice,
                 search_vector @@ ${toTsQuery('switch')}::tsquery as old
          from goods where id = ${Number(d.id)}`,
    )
    expect(hits).toEqual({ rice: true, old: false })
    expect(await spendsOf(h, s.member.id)).toEqual([['LIST_GOODS', -10]])
  })

  it('edits an evaluated (SOLD_OUT_DOWN) listing', async () => {
    const { s, path, d } = await takenDown()
    await h.db
      .update(goods)
      .set({ marketEnable: 'SOLD_OUT_DOWN' })
      .where(eq(goods.id, Number(d.id)))
    const res = await update(s.headers, {
      ...listingBody(path, await addMedia(h, s.member.id), { goodsName: 'renamed' }),
      goodsId: d.id,
    })
    expect(res.status).toBe(200)
    expect(res.body.result.goodsName).toBe('renamed')
  })

  it('a listed item cannot be edited (409 10002), live or expired; a sold one neither (10003)', async () => {
    const s = await seller(h)
    const path = await createCategoryPath(h)
    const d = await publish(h, s, path)
    const body = {
      ...listingBody(path, await addMedia(h, s.member.id), { goodsName: 'changed' }),
      goodsId: d.id,
    }
    const listed = await update({ ...s.headers, language: 'en' }, body)
    expect(listed.status).toBe(409)
    expect(listed.body).toMatchObject({
      code: 10002,
      message: 'A listed item cannot be edited: take it down first',
    })
    const past = new Date(h.clock.now().getTime() - 1000)
    await h.db
      .update(goods)
      .set({ closeTime: past })
      .where(eq(goods.id, Number(d.id)))
    expect((await update(s.headers, body)).body.code).toBe(10002)
    await h.db
      .update(goods)
      .set({ marketEnable: 'SOLD_OUT' })
      .where(eq(goods.id, Number(d.id)))
    const sold = await update(s.headers, body)
    expect(sold.status).toBe(409)
    expect(sold.body.code).toBe(10003)
    expect((await rowOf(d.id)).name).toBe('Nintendo Switch OLED 白色')
  })

  it('another member’s listing → the same 404 10001 as an unknown one, nothing changes', async () => {
    const { path, d } = await takenDown()
    const other = await seller(h)
    const body = listingBody(path, await addMedia(h, other.member.id), { goodsName: 'hijacked' })
    const res = await update(other.headers, { ...body, goodsId: d.id })
    const unknown = await update(other.headers, { ...body, goodsId: '987654' })
    expect(res.status).toBe(404)
    expect(res.body.code).toBe(10001)
    expect([res.status, res.body.code, res.body.message]).toEqual([
      unknown.status,
      unknown.body.code,
      unknown.body.message,
    ])
    const row = await rowOf(d.id)
    expect(row.name).toBe('Nintendo Switch OLED 白色')
    expect(row.updatedAt.toISOString()).toBe(d.updateTime)
  })

  it('unknown or deleted → 404 10001; logged out → 401 20003', async () => {
    const { s, path, d } = await takenDown()
    const body = { ...listingBody(path, await addMedia(h, s.member.id)), goodsId: d.id }
    expect((await update({}, body)).body.code).toBe(20003)
    await h.db
      .update(goods)
      .set({ deletedAt: h.clock.now() })
      .where(eq(goods.id, Number(d.id)))
    const deleted = await update(s.headers, body)
    expect(deleted.status).toBe(404)
    expect(deleted.body.code).toBe(10001)
    expect((await update(s.headers, { ...body, goodsId: '987654' })).body.code).toBe(10001)
  })

  it('validates like create: bad input, foreign images and addresses refused, nothing changes', async () => {
    const { s, path, d } = await takenDown()
    const other = await seller(h, 0)
    const cases: [object, number][] = [
      [{ ...listingBody(path, await addMedia(h, s.member.id), { contacts: [] }), goodsId: d.id }, 4002],
      [{ ...listingBody(path, await addMedia(h, s.member.id)), goodsId: 'x' }, 4002],
      [{ ...listingBody(path, await addMedia(h, other.member.id)), goodsId: d.id }, 10014],
      [
        {
          ...listingBody(path, await addMedia(h, s.member.id), {
            tradingMethods: [1],
            addressIds: [String(await addAddress(h, other.member.id))],
          }),
          goodsId: d.id,
        },
        10006,
      ],
      [
        {
          ...listingBody(path, await addMedia(h, s.member.id), { categoryId: String(path.top) }),
          goodsId: d.id,
        },
        10005,
      ],
    ]
    for (const [body, code] of cases) {
      const res = await update(s.headers, body)
      expect(res.status).toBe(400)
      expect(res.body.code).toBe(code)
    }
    const row = await rowOf(d.id)
    expect(row.updatedAt.toISOString()).toBe(d.updateTime)
    expect((await imageRowsOf(h, Number(d.id))).map((i) => i.mediaId)).toEqual(d.images.map((i) => i.id))
  })
})
