/**
 * Search by where to meet (docs/product/search.md, "Filters"): district, MTR station and trading
 * method, when browsing (goods and its GIN indexes) and with a keyword (goods_search facets).
 */
import type { GoodsCard, GoodsDetail, Page } from '@kaifong/contract'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { addAddress, goodsRow, publish, seller } from '../../../test/goods-api.ts'
import { createCategoryPath } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { queryRows } from '../../db/client.ts'

const h = useTestApp()

async function search(query: Record<string, string>, language = 'en') {
  const qs = new URLSearchParams({ pageSize: '50', sort: '3', ...query })
  return call<Page<GoodsCard>>(h.app, {
    method: 'GET',
    url: `/buyer/goods/goods/es?${qs}`,
    headers: { language },
  })
}

async function names(query: Record<string, string>) {
  const res = await search(query)
  expect(res.status).toBe(200)
  return res.body.result.records.map((r) => r.goodsName).sort()
}

/** Two sellers' listings meeting in different places (prices keep the order stable). */
async function market() {
  const path = await createCategoryPath(h)
  const mary = await seller(h)
  const sam = await seller(h)
  const address = await addAddress(h, sam.member.id)
  const listed: Record<string, GoodsDetail> = {}
  const list = async (who: typeof mary, name: string, over: object) => {
    listed[name] = await publish(h, who, path, { goodsName: `梳化 ${name}`, ...over })
  }
  await list(mary, 'kowloon-tong', { tradingMethods: [1], stationIds: ['KOT'] })
  await list(mary, 'kai-tak-post', { tradingMethods: [0, 1], stationIds: ['KAT'], price: '20.00' })
  await list(mary, 'post-only', { tradingMethods: [0], price: '30.00' })
  await list(sam, 'sha-tin-district', { tradingMethods: [1], districts: ['SHA_TIN'], price: '40.00' })
  await list(sam, 'tuen-mun', {
    tradingMethods: [1],
    stationIds: ['TUM'],
    placeNote: '屯門市廣場',
    price: '50.00',
  })
  await list(sam, 'address-book', {
    tradingMethods: [1],
    addressIds: [String(address)],
    price: '60.00',
  })
  return { path, mary, sam, listed }
}

const ALL = [
  '梳化 address-book',
  '梳化 kai-tak-post',
  '梳化 kowloon-tong',
  '梳化 post-only',
  '梳化 sha-tin-district',
  '梳化 tuen-mun',
]

describe('search by where to meet', () => {
  for (const keyword of [undefined, '梳化']) {
    const withKeyword = (q: Record<string, string>) => (keyword ? { ...q, goodsName: keyword } : q)
    const mode = keyword ? 'with a keyword (goods_search facets)' : 'browsing (goods indexes)'

    it(`district, station and trading method filters, ${mode}`, async () => {
      await market()
      expect(await names(withKeyword({}))).toEqual(ALL)
      // A district finds listings meeting there by a station in it, by name, or by an address there.
      expect(await names(withKeyword({ district: 'KOWLOON_CITY' }))).toEqual([
        '梳化 kai-tak-post',
        '梳化 kowloon-tong',
      ])
      expect(await names(withKeyword({ district: 'SHA_TIN' }))).toEqual(['梳化 sha-tin-district'])
      // The address book's place is in Yau Tsim Mong (test/goods-api.ts addAddress).
      expect(await names(withKeyword({ district: 'YAU_TSIM_MONG' }))).toEqual(['梳化 address-book'])
      expect(await names(withKeyword({ district: 'SHA_TIN,TUEN_MUN' }))).toEqual([
        '梳化 sha-tin-district',
        '梳化 tuen-mun',
      ])
      expect(await names(withKeyword({ district: 'ISLANDS' }))).toEqual([])
      // A station: only listings naming it (a district of the same name is not a station).
      expect(await names(withKeyword({ stationId: 'KOT' }))).toEqual(['梳化 kowloon-tong'])
      expect(await names(withKeyword({ stationId: 'KAT,TUM' }))).toEqual([
        '梳化 kai-tak-post',
        '梳化 tuen-mun',
      ])
      expect(await names(withKeyword({ stationId: 'SHT' }))).toEqual([])
      // Delivery or meet-up.
      expect(await names(withKeyword({ tradingMethod: '0' }))).toEqual([
        '梳化 kai-tak-post',
        '梳化 post-only',
      ])
      expect(await names(withKeyword({ tradingMethod: '1' }))).toEqual(
        ALL.filter((n) => n !== '梳化 post-only'),
      )
      // Together, and with the other filters.
      expect(await names(withKeyword({ district: 'KOWLOON_CITY', tradingMethod: '0' }))).toEqual([
        '梳化 kai-tak-post',
      ])
      expect(await names(withKeyword({ district: 'KOWLOON_CITY', maxPrice: '10' }))).toEqual([])
      const total = await search(withKeyword({ district: 'KOWLOON_CITY' }))
      expect(total.body.result.total).toBe(2)
    })
  }

  it('follows an edit of the places, and a listing taken out of meet-up leaves the district', async () => {
    const { path, sam, listed } = await market()
    const d = listed['sha-tin-district']
    if (!d) throw new Error('no listing')
    await h.db.execute(
      sql`update goods set market_enable = 'DOWN', close_time = null where id = ${Number(d.id)}`,
    )
    const res = await call<GoodsDetail>(h.app, {
      method: 'PUT',
      url: '/buyer/goods/goods/update',
      headers: sam.headers,
      payload: {
        goodsId: d.id,
        categoryId: String(path.leaf),
        goodsName: '梳化 sha-tin-district',
        intro: '好用',
        goodsStatus: 1,
        images: d.images.map((i) => i.id),
        tradingMethods: [0],
        stationIds: ['SHT'],
        contacts: [{ type: 'whatsapp', value: '91234567' }],
        price: '40.00',
      },
    })
    expect(res.status).toBe(200)
    await h.db.execute(
      sql`update goods set market_enable = 'UPPER', close_time = now() + interval '7 days' where id = ${Number(d.id)}`,
    )
    for (const q of [{}, { goodsName: '梳化' }] as Record<string, string>[]) {
      expect(await names({ ...q, district: 'SHA_TIN' })).toEqual([])
      expect(await names({ ...q, stationId: 'SHT' })).toEqual([])
      expect(await names({ ...q, tradingMethod: '0' })).toContain('梳化 sha-tin-district')
    }
  })

  it("another member cannot change a listing's places: refused like a missing listing, nothing written", async () => {
    const { path, mary, listed } = await market()
    const d = listed['kowloon-tong']
    if (!d) throw new Error('no listing')
    await h.db.execute(
      sql`update goods set market_enable = 'DOWN', close_time = null where id = ${Number(d.id)}`,
    )
    const before = await goodsRow(h, d.id)
    const other = await seller(h)
    const payload = {
      categoryId: String(path.leaf),
      goodsName: 'mine now',
      intro: 'x',
      goodsStatus: 1,
      images: d.images.map((i) => i.id),
      tradingMethods: [1],
      stationIds: ['TUC'],
      contacts: [{ type: 'whatsapp', value: '91234567' }],
      price: '1.00',
    }
    const update = (goodsId: string) =>
      call(h.app, {
        method: 'PUT',
        url: '/buyer/goods/goods/update',
        headers: other.headers,
        payload: { ...payload, goodsId },
      })
    const res = await update(d.id)
    const missing = await update('987654321')
    expect(res.status).toBe(missing.status)
    expect(res.body.code).toBe(missing.body.code)
    const after = await goodsRow(h, d.id)
    expect(after.meetupStations).toEqual(before.meetupStations)
    expect(after.meetupAreas).toEqual(['KOWLOON_CITY'])
    expect(mary.member.id).toBe(after.sellerId)
  })

  it.each([
    ['an unknown station', { stationId: 'XYZ' }, 'Please choose an MTR station from the list'],
    ['an unknown district', { district: 'KOWLOON' }, 'Please choose a district from the list'],
    ['a trading method that is neither', { tradingMethod: '2' }, null],
  ])('%s → 400', async (_name, query, message) => {
    const res = await search(query)
    expect(res.status).toBe(400)
    if (message) expect(res.body.message).toBe(message)
  })

  it('browsing by district or station can use their GIN indexes', async () => {
    await market()
    // With sequential scans priced out, the planner shows an index it can use for each condition.
    const plans: string[] = []
    await h.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      for (const where of [
        sql`meetup_areas && '{SHA_TIN}'::text[]`,
        sql`meetup_stations && '{KOT,TUM}'::text[]`,
      ]) {
        const rows = await queryRows<{ 'QUERY PLAN': string }>(
          tx,
          sql`explain select id from goods where ${where}`,
        )
        plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'))
      }
    })
    expect(plans[0]).toContain('goods_meetup_areas_idx')
    expect(plans[1]).toContain('goods_meetup_stations_idx')
  })
})
