/** The shop page, the owner's settings and pickup points (docs/product/shops.md, "The shop page", "Settings"). */
import type { ShopAddress, ShopPage, ShopSettings } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createSignedIn } from '../../../test/factories.ts'
import { addMedia } from '../../../test/goods-api.ts'
import { createCategoryPath, createListing } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { createOpenShop } from '../../../test/shop-factories.ts'
import { members, shopAddresses, shops } from '../../db/schema.ts'

const h = useTestApp()
const BASE = '/buyer/store/store'
type Fields = { fields: { field: string; message: string }[] }

const page = (id: number | string, headers: Record<string, string> = {}) =>
  call<ShopPage>(h.app, { method: 'GET', url: `${BASE}/get/detail/${id}`, headers })
const settings = (headers: Record<string, string>) =>
  call<ShopSettings>(h.app, { method: 'GET', url: `${BASE}/mine`, headers })
const save = (headers: Record<string, string>, payload: object) =>
  call<ShopSettings & Fields>(h.app, { method: 'PUT', url: `${BASE}/mine`, headers, payload })
const addPickup = (headers: Record<string, string>, payload: object) =>
  call<ShopAddress & Fields>(h.app, { method: 'POST', url: `${BASE}/mine/address`, headers, payload })
const pickup = { name: '觀塘門市', district: 'KWUN_TONG', detail: '觀塘道 388 號', hours: '11:00–20:00' }

describe('GET /buyer/store/store/get/detail/{id}', () => {
  it('answers an open shop to anyone: rating to one decimal, live goods counted (not down, hidden, expired, deleted)', async () => {
    const s = await createSignedIn(h)
    const { shop } = await createOpenShop(h, s.member.id, { scoreSum: 0, reviewCount: 0 })
    const path = await createCategoryPath(h)
    await createListing(h, s.member.id, path, { storeId: shop.id })
    await createListing(h, s.member.id, path, { storeId: shop.id })
    await createListing(h, s.member.id, path, { storeId: shop.id, marketEnable: 'DOWN' })
    await createListing(h, s.member.id, path, { storeId: shop.id, hiddenAt: h.clock.now() })
    await createListing(h, s.member.id, path, { storeId: shop.id, closeTime: h.clock.now() })
    await createListing(h, s.member.id, path, { storeId: shop.id, deletedAt: h.clock.now() })
    await createListing(h, s.member.id, path)
    const res = await page(shop.id)
    expect(res.status).toBe(200)
    expect(res.body.result).toEqual({
      id: String(shop.id),
      memberId: String(s.member.id),
      storeName: '阿明二手電器',
      storeLogo: '/media/goods/logo.webp',
      banner: '',
      storeDesc: '旺角二手電器',
      district: 'YAU_TSIM_MONG',
      score: '',
      reviewCount: 0,
      goodsCount: 2,
      createTime: h.clock.now().toISOString(),
    })
    await h.db.update(shops).set({ scoreSum: 14, reviewCount: 3 }).where(eq(shops.id, shop.id))
    expect((await page(shop.id)).body.result).toMatchObject({ score: '4.7', reviewCount: 3 })
  })

  it('a shop applying, refused or closed, of a banned owner, or unknown: 404 31001', async () => {
    for (const status of ['APPLYING', 'REFUSED', 'CLOSED'] as const) {
      const s = await createSignedIn(h)
      const { shop } = await createOpenShop(h, s.member.id, { status })
      const res = await page(shop.id, { language: 'en' })
      expect(res.status).toBe(404)
      expect(res.body).toMatchObject({ code: 31001, message: 'Shop not found' })
    }
    const banned = await createSignedIn(h)
    const { shop } = await createOpenShop(h, banned.member.id)
    await h.db.update(members).set({ disabled: true }).where(eq(members.id, banned.member.id))
    expect((await page(shop.id)).body.code).toBe(31001)
    expect((await page(999999)).body.code).toBe(31001)
    expect((await page('abc')).status).toBe(400)
  })
})

describe('GET/PUT /buyer/store/store/mine', () => {
  it('the owner sees fees and pickup points; without an open shop 404 31001; visitors 401', async () => {
    const s = await createSignedIn(h)
    expect((await settings(s.headers)).body.code).toBe(31001)
    const { shop, pickup: first } = await createOpenShop(h, s.member.id)
    const res = await settings(s.headers)
    expect(res.body.result).toMatchObject({
      id: String(shop.id),
      status: 'OPEN',
      deliveryFee: '30.00',
      lockerFee: '20.00',
      convenienceFee: '15.00',
      freeShippingOver: null,
      addresses: [{ id: String(first.id), name: '阿明二手電器', district: 'YAU_TSIM_MONG', hours: '' }],
    })
    expect((await settings({})).status).toBe(401)
    expect((await save({}, { storeDesc: 'x' })).body.code).toBe(20003)
  })

  it('saves logo, banner, description and exact fees; other fields stay', async () => {
    const s = await createSignedIn(h)
    await createOpenShop(h, s.member.id)
    const [logo, banner] = await addMedia(h, s.member.id, 2)
    const res = await save(s.headers, {
      storeLogo: logo,
      banner,
      storeDesc: '新簡介',
      deliveryFee: '35.5',
      lockerFee: 0,
      freeShippingOver: '500',
    })
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({
      storeDesc: '新簡介',
      deliveryFee: '35.50',
      lockerFee: '0.00',
      convenienceFee: '15.00',
      freeShippingOver: '500.00',
    })
    expect(res.body.result.storeLogo).toBe(`/media/goods/${logo}.webp`)
    expect(res.body.result.banner).toBe(`/media/goods/${banner}.webp`)
    const kept = await save(s.headers, {
      storeLogo: res.body.result.storeLogo,
      banner: '',
      freeShippingOver: '',
    })
    expect(kept.body.result).toMatchObject({
      storeLogo: res.body.result.storeLogo,
      banner: '',
      freeShippingOver: null,
    })
  })

  it('refuses bad fees and images with localized 400s and changes nothing', async () => {
    const s = await createSignedIn(h)
    const { shop } = await createOpenShop(h, s.member.id)
    const other = await createSignedIn(h)
    const [theirs] = await addMedia(h, other.member.id)
    const headers = { ...s.headers, language: 'en' }
    for (const [payload, text] of [
      [{ deliveryFee: '-1' }, 'Enter an amount'],
      [{ deliveryFee: '1.234' }, 'Enter an amount'],
      [{ lockerFee: 'abc' }, 'Enter an amount'],
      [{ convenienceFee: 0.1 + 0.2 }, 'Enter an amount'],
      [{ deliveryFee: '10000' }, 'too large'],
      [{ freeShippingOver: '100000' }, 'too large'],
      [{ storeDesc: 'x'.repeat(501) }, '500'],
      [{ storeDesc: 'a\u0000b' }, 'control characters'],
      [{ storeLogo: '' }, 'logo'],
    ] as [object, string][]) {
      const res = await save(headers, payload)
      expect(res.status, JSON.stringify(payload)).toBe(400)
      const said = `${res.body.message} ${res.body.result.fields.map((f) => f.message).join(' ')}`
      expect(said, JSON.stringify(payload)).toContain(text)
    }
    const res = await save(headers, { banner: theirs, storeDesc: 'changed' })
    expect(res.body.code).toBe(10014)
    const [row] = await h.db.select().from(shops).where(eq(shops.id, shop.id))
    expect(row).toMatchObject({ intro: '旺角二手電器', banner: '', deliveryFee: '30.00' })
  })
})

describe('pickup points /buyer/store/store/mine/address', () => {
  it('adds, changes and deletes; the public list shows the live ones', async () => {
    const s = await createSignedIn(h)
    const { shop, pickup: first } = await createOpenShop(h, s.member.id)
    const added = await addPickup(s.headers, pickup)
    expect(added.body.result).toMatchObject(pickup)
    const id = added.body.result.id
    const changed = await call<ShopAddress>(h.app, {
      method: 'PUT',
      url: `${BASE}/mine/address/${id}`,
      headers: s.headers,
      payload: { ...pickup, name: '觀塘新門市' },
    })
    expect(changed.body.result.name).toBe('觀塘新門市')
    const removed = await call(h.app, {
      method: 'DELETE',
      url: `${BASE}/mine/address/${first.id}`,
      headers: s.headers,
    })
    expect(removed.status).toBe(200)
    const list = await call<ShopAddress[]>(h.app, { method: 'GET', url: `${BASE}/address/${shop.id}` })
    expect(list.body.result.map((a) => a.name)).toEqual(['觀塘新門市'])
    const [gone] = await h.db.select().from(shopAddresses).where(eq(shopAddresses.id, first.id))
    expect(gone?.deletedAt).not.toBeNull()
  })

  it('another shop’s point answers exactly like a missing one (404 31005)', async () => {
    const a = await createSignedIn(h)
    const b = await createSignedIn(h)
    const { pickup: theirs } = await createOpenShop(h, a.member.id)
    await createOpenShop(h, b.member.id, { brn: '87654321' })
    const answers = []
    for (const id of [theirs.id, 999999]) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const res = await call(h.app, {
          method,
          url: `${BASE}/mine/address/${id}`,
          headers: b.headers,
          payload: method === 'PUT' ? pickup : undefined,
        })
        answers.push([res.status, res.body.code, res.body.message])
      }
    }
    expect(new Set(answers.map((x) => JSON.stringify(x))).size).toBe(1)
    expect(answers[0]).toEqual([404, 31005, '找不到此自取地點'])
    const [row] = await h.db.select().from(shopAddresses).where(eq(shopAddresses.id, theirs.id))
    expect(row).toMatchObject({ name: '阿明二手電器', deletedAt: null })
  })

  it('at most 10 live points (409 31006); bad input 400; no open shop 404', async () => {
    const s = await createSignedIn(h)
    expect((await addPickup(s.headers, pickup)).body.code).toBe(31001)
    await createOpenShop(h, s.member.id)
    for (let i = 0; i < 9; i++) expect((await addPickup(s.headers, pickup)).status).toBe(200)
    const full = await addPickup({ ...s.headers, language: 'en' }, pickup)
    expect(full.status).toBe(409)
    expect(full.body).toMatchObject({ code: 31006, message: 'A shop can have up to 10 pickup points' })
    for (const bad of [
      { ...pickup, detail: '' },
      { ...pickup, district: 'X' },
      { ...pickup, hours: 'h'.repeat(61) },
    ]) {
      expect((await addPickup(s.headers, bad)).status).toBe(400)
    }
  })
})
