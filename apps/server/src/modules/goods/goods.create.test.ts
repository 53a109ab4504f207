import type { GoodsDetail } from '@kaifong/contract'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  addAddress,
  addMedia,
  giveCoins,
  goodsRowsOf,
  imageRowsOf,
  ledgerOf,
  listingBody,
  publish,
  seller,
  spendsOf,
} from '../../../test/goods-api.ts'
import { createCategoryPath } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { queryRows } from '../../db/client.ts'
import { addresses, goodsImages, medalAwards } from '../../db/schema.ts'
import { toTsQuery } from '../search/search-text.ts'

const h = useTestApp()
const DAY = 24 * 60 * 60 * 1000
const CREATE = '/buyer/goods/goods/create'

async function matches(goodsId: number, text: string) {
  const [row] = await queryRows<{ hit: boolean }>(
    h.db,
    sql`select search_vector @@ ${toTsQuery(text)}::tsquery as hit from goods where id = ${goodsId}`,
  )
  return row?.hit
}

async function medalsOf(memberId: number) {
  return h.db.select().from(medalAwards).where(eq(medalAwards.memberId, memberId))
}

describe('POST create', () => {
  it('publishes: UPPER for 7 days, exact price, images, search fields, 10 coins, first-listing medal', async () => {
    const s = await seller(h, 25)
    const path = await createCategoryPath(h)
    const images = await addMedia(h, s.member.id, 3)
    const res = await call<GoodsDetail>(h.app, {
      method: 'POST',
      url: CREATE,
      headers: { ...s.headers, language: 'en' },
      payload: listingBody(path, images),
    })
    expect(res.status).toBe(200)
    const d = res.body.result
    const now = h.clock.now()
    expect(d).toMatchObject({
      sellerId: String(s.member.id),
      goodsName: 'Nintendo Switch OLED 白色',
      price: '1680.50',
      marketEnable: 'UPPER',
      label: 'LISTED',
      openDays: 7,
      openTime: now.toISOString(),
      closeTime: new Date(now.getTime() + 7 * DAY).toISOString(),
      isOwner: true,
      contactTypes: ['whatsapp'],
      chatOnly: false,
      contactAccess: 'REVEAL',
      tradingMethods: [0],
      addresses: [],
      categoryId: String(path.leaf),
    })
    expect(d.categoryPath.map((c) => c.name)).toEqual(['電子產品-en', '手機-en', '智能手機-en'])
    expect(d.images.map((i) => i.id)).toEqual(images)

    const [row] = await goodsRowsOf(h, s.member.id)
    expect(row?.price).toBe('1680.50')
    expect(row?.categoryPath).toEqual([path.top, path.middle, path.leaf])
    expect(row?.searchText).toBe('nintendo switch oled 白色')
    const stored = await imageRowsOf(h, Number(d.id))
    expect(stored.map((i) => i.mediaId)).toEqual(images)
    expect(stored[0]?.thumbnail).toBe(`/media/goods/${images[0]}-t.webp`)
    expect(row?.cover).toBe(stored[0]?.thumbnail)
    expect(d.goodsPicture).toBe(row?.cover)
    // Found by title, description, and any category name of the path in any script.
    for (const text of ['switch', '手掣', '电子产品', '手機', '智能手机'])
      expect(await matches(Number(d.id), text)).toBe(true)

    const ledger = await ledgerOf(h, s.member.id)
    expect(ledger.at(-1)).toMatchObject({
      amount: -10,
      reason: 'LIST_GOODS',
      ref: d.id,
      idempotencyKey: `list:${d.id}`,
      balanceAfter: 15,
    })
    expect((await medalsOf(s.member.id)).map((m) => m.medal)).toEqual(['addGoods'])
  })

  it('30 days costs 30 coins; a second listing earns no second medal', async () => {
    const s = await seller(h, 40)
    const path = await createCategoryPath(h)
    await publish(h, s, path)
    const d = await publish(h, s, path, { openDays: 30 })
    expect(d.closeTime).toBe(new Date(h.clock.now().getTime() + 30 * DAY).toISOString())
    expect(await spendsOf(h, s.member.id)).toEqual([
      ['LIST_GOODS', -10],
      ['LIST_GOODS', -30],
    ])
    expect(await medalsOf(s.member.id)).toHaveLength(1)
  })

  it('meeting up stores a snapshot of the seller’s own addresses', async () => {
    const s = await seller(h)
    const path = await createCategoryPath(h)
    const a1 = await addAddress(h, s.member.id)
    const a2 = await addAddress(h, s.member.id, '沙田新城市廣場')
    const d = await publish(h, s, path, { tradingMethods: [1, 0], addressIds: [String(a2), String(a1)] })
    expect(d.tradingMethods).toEqual([0, 1])
    expect(d.addresses).toEqual([
      { name: '沙田新城市廣場', district: 'YAU_TSIM_MONG', detail: '彌敦道 688 號' },
      { name: '旺角港鐵站 E2 出口', district: 'YAU_TSIM_MONG', detail: '彌敦道 688 號' },
    ])
    await h.db.update(addresses).set({ name: 'changed later' }).where(eq(addresses.id, a1))
    const again = await call<GoodsDetail>(h.app, {
      method: 'GET',
      url: `/buyer/goods/goods/get/${d.id}`,
      headers: s.headers,
    })
    expect(again.body.result.addresses[1]?.name).toBe('旺角港鐵站 E2 出口')
  })

  it('delivery only drops address ids; contacts of every kind are stored', async () => {
    const s = await seller(h)
    const path = await createCategoryPath(h)
    const contacts = [
      { type: 'wechat' as const, value: 'kaifong_hk' },
      { type: 'email' as const, value: 'seller@example.com' },
      { type: 'other' as const, value: '' },
    ]
    const d = await publish(h, s, path, { addressIds: [String(await addAddress(h, s.member.id))], contacts })
    expect(d.addresses).toEqual([])
    expect(d.contactTypes).toEqual(['wechat', 'email', 'other'])
    expect((await goodsRowsOf(h, s.member.id))[0]?.contacts).toEqual(contacts)
  })

  it.each([
    ['no trading method', { tradingMethods: [] }, 'tradingMethods'],
    // Meeting up without any place: goods.places.test.ts.
    ['no contact method', { contacts: [] }, 'contacts'],
  ])('%s → 400 with the docs/product/messages.md message, nothing written', async (_name, over, field) => {
    const s = await seller(h)
    const path = await createCategoryPath(h)
    const images = await addMedia(h, s.member.id)
    for (const [language, message] of [
      ['en', 'Please select at least one transaction method, address or contact method'],
      ['zh-Hant', '請至少選擇一種交易方式、地址或聯絡方式'],
    ]) {
      const res = await call<{ fields: { field: string }[] }>(h.app, {
        method: 'POST',
        url: CREATE,
        headers: { ...s.headers, language: language ?? 'en' },
        payload: listingBody(path, images, over),
      })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ code: 4002, message })
      expect(res.body.result.fields.map((f) => f.field)).toContain(field)
    }
    expect(await goodsRowsOf(h, s.member.id)).toHaveLength(0)
    expect(await spendsOf(h, s.member.id)).toEqual([])
  })

  it.each([
    ['no images', { images: [] }, 'Please upload at least one photo'],
    ['empty name', { goodsName: '  ' }, 'Please enter a title'],
    ['no description', { intro: '' }, 'Please enter a description'],
    ['bad condition', { goodsStatus: 4 }, 'Please choose the condition'],
    ['3 decimals', { price: '1.005' }, 'Use at most two decimals, e.g. 120 or 99.50'],
    ['bad duration', { openDays: 10 as 7 }, 'Please choose 7 or 30 days'],
    [
      'empty WhatsApp',
      { contacts: [{ type: 'whatsapp' as const, value: '' }] },
      'Contact details cannot be empty',
    ],
    ['bad email', { contacts: [{ type: 'email' as const, value: 'nope' }] }, 'Invalid email address'],
  ])('%s → 400, nothing written', async (_name, over, message) => {
    const s = await seller(h)
    const path = await createCategoryPath(h)
    const res = await call(h.app, {
      method: 'POST',
      url: CREATE,
      headers: { ...s.headers, language: 'en' },
      payload: listingBody(path, await addMedia(h, s.member.id), over),
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 4002, message })
    expect(await goodsRowsOf(h, s.member.id)).toHaveLength(0)
  })

  it('keeps prices exact', async () => {
    const s = await seller(h, 100)
    const path = await createCategoryPath(h)
    expect((await publish(h, s, path, { price: '0.1' })).price).toBe('0.10')
    expect((await publish(h, s, path, { price: '1,234.5' })).price).toBe('1234.50')
    expect((await publish(h, s, path, { price: '9999999999.99' })).price).toBe('9999999999.99')
    expect((await publish(h, s, path, { price: 0 })).price).toBe('0.00')
  })

  it('refuses a category that is not a leaf, or unknown (10005); nothing written', async () => {
    const s = await seller(h)
    const path = await createCategoryPath(h)
    for (const categoryId of [String(path.middle), String(path.top), '999999']) {
      const res = await call(h.app, {
        method: 'POST',
        url: CREATE,
        headers: s.headers,
        payload: listingBody(path, await addMedia(h, s.member.id), { categoryId }),
      })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe(10005)
    }
    expect(await goodsRowsOf(h, s.member.id)).toHaveLength(0)
    expect(await spendsOf(h, s.member.id)).toEqual([])
  })

  it('refuses images that are not the member’s own uploads (10014); nothing written', async () => {
    const s = await seller(h)
    const other = await seller(h, 0)
    const path = await createCategoryPath(h)
    const mine = await addMedia(h, s.member.id)
    const theirs = await addMedia(h, other.member.id)
    for (const images of [[...mine, ...theirs], ['not-an-upload']]) {
      const res = await call(h.app, {
        method: 'POST',
        url: CREATE,
        headers: { ...s.headers, language: 'en' },
        payload: listingBody(path, images),
      })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({
        code: 10014,
        message: 'A photo is no longer available, please upload it again',
      })
    }
    expect(await goodsRowsOf(h, s.member.id)).toHaveLength(0)
    expect(await h.db.select().from(goodsImages)).toHaveLength(0)
  })

  it('refuses another member’s or an unknown address (10006); nothing written', async () => {
    const s = await seller(h)
    const other = await seller(h, 0)
    const path = await createCategoryPath(h)
    const theirs = await addAddress(h, other.member.id)
    for (const addressIds of [[String(theirs)], ['123456789']]) {
      const res = await call(h.app, {
        method: 'POST',
        url: CREATE,
        headers: s.headers,
        payload: listingBody(path, await addMedia(h, s.member.id), { tradingMethods: [1], addressIds }),
      })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe(10006)
    }
    expect(await goodsRowsOf(h, s.member.id)).toHaveLength(0)
  })

  it('not enough coins → 409 40001 and nothing written (no listing, images, ledger entry or medal)', async () => {
    const s = await seller(h, 25)
    const path = await createCategoryPath(h)
    const res = await call(h.app, {
      method: 'POST',
      url: CREATE,
      headers: { ...s.headers, language: 'en' },
      payload: listingBody(path, await addMedia(h, s.member.id, 2), { openDays: 30 }),
    })
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ code: 40001, message: 'Not enough coins: 30 needed, you have 25' })
    expect(await goodsRowsOf(h, s.member.id)).toHaveLength(0)
    expect(await h.db.select().from(goodsImages)).toHaveLength(0)
    expect(await ledgerOf(h, s.member.id)).toHaveLength(1)
    expect(await medalsOf(s.member.id)).toHaveLength(0)
  })

  it('the same Idempotency-Key publishes once and pays once, also when sent twice at once', async () => {
    const s = await seller(h, 100)
    const path = await createCategoryPath(h)
    const payload = listingBody(path, await addMedia(h, s.member.id))
    const send = (key: string) =>
      call<GoodsDetail>(h.app, {
        method: 'POST',
        url: CREATE,
        headers: { ...s.headers, 'idempotency-key': key },
        payload,
      })
    const first = await send('wizard-1')
    const retry = await send('wizard-1')
    expect(retry.status).toBe(200)
    expect(retry.body.result.id).toBe(first.body.result.id)
    const twins = await Promise.all([send('wizard-2'), send('wizard-2')])
    expect(twins.map((r) => r.status)).toEqual([200, 200])
    expect(twins[0]?.body.result.id).toBe(twins[1]?.body.result.id)
    expect(twins[0]?.body.result.id).not.toBe(first.body.result.id)
    expect(await goodsRowsOf(h, s.member.id)).toHaveLength(2)
    const spends = (await ledgerOf(h, s.member.id)).filter((e) => e.amount < 0)
    expect(spends.map((e) => e.idempotencyKey)).toEqual([
      `list:${s.member.id}:wizard-1`,
      `list:${s.member.id}:wizard-2`,
    ])
    // Another member's identical key is their own.
    const other = await seller(h, 10)
    const theirs = await call<GoodsDetail>(h.app, {
      method: 'POST',
      url: CREATE,
      headers: { ...other.headers, 'idempotency-key': 'wizard-1' },
      payload: listingBody(path, await addMedia(h, other.member.id)),
    })
    expect(theirs.body.result.sellerId).toBe(String(other.member.id))
  })

  it('refuses a malformed Idempotency-Key', async () => {
    const s = await seller(h)
    const path = await createCategoryPath(h)
    const res = await call(h.app, {
      method: 'POST',
      url: CREATE,
      headers: { ...s.headers, 'idempotency-key': 'has spaces and ✓' },
      payload: listingBody(path, await addMedia(h, s.member.id)),
    })
    expect(res.status).toBe(400)
    expect(await goodsRowsOf(h, s.member.id)).toHaveLength(0)
  })

  it('logged out → 401 20003', async () => {
    const s = await seller(h)
    const path = await createCategoryPath(h)
    await giveCoins(h, s.member.id, 10)
    const res = await call(h.app, {
      method: 'POST',
      url: CREATE,
      payload: listingBody(path, await addMedia(h, s.member.id)),
    })
    expect(res.status).toBe(401)
    expect(res.body.code).toBe(20003)
    expect(await goodsRowsOf(h, s.member.id)).toHaveLength(0)
  })
})
