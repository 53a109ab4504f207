/**
 * A listing's meet-up places picked in the sell form (docs/product/data.md#meet-up-places): MTR
 * stations and districts from the contract's lists and a note, without an address book.
 */
import type { GoodsCard, GoodsDetail, Page } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  addAddress,
  addMedia,
  goodsRow,
  goodsRowsOf,
  listingBody,
  publish,
  seller,
  spendsOf,
} from '../../../test/goods-api.ts'
import { createCategoryPath } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { goods } from '../../db/schema.ts'

const h = useTestApp()
const CREATE = '/buyer/goods/goods/create'
const UPDATE = '/buyer/goods/goods/update'

type Refusal = { fields: { field: string; message: string }[] }

describe('meet-up places in the sell form', () => {
  it('publishes with MTR stations, a district and a note, no address book needed', async () => {
    const s = await seller(h)
    const path = await createCategoryPath(h)
    const d = await publish(h, s, path, {
      tradingMethods: [0, 1],
      stationIds: ['KOT', 'SUW', 'KOT'],
      districts: ['SHA_TIN'],
      placeNote: ' C 出口，平日晚上 ',
    })
    // A repeated station is kept once; the note is trimmed.
    expect(d).toMatchObject({
      stationIds: ['KOT', 'SUW'],
      districts: ['SHA_TIN'],
      placeNote: 'C 出口，平日晚上',
      addresses: [],
      tradingMethods: [0, 1],
      placeStation: 'KOT',
      placeDistrict: 'SHA_TIN',
    })
    const row = await goodsRow(h, d.id)
    // Every district it meets in: picked first, then the stations' (Kowloon Tong and Sung Wong Toi are both Kowloon City).
    expect(row.meetupAreas).toEqual(['SHA_TIN', 'KOWLOON_CITY'])

    const view = await call<GoodsDetail>(h.app, { method: 'GET', url: `/buyer/goods/goods/get/${d.id}` })
    expect(view.body.result).toMatchObject({ stationIds: ['KOT', 'SUW'], districts: ['SHA_TIN'] })
  })

  it('shows the first station and district on the cards', async () => {
    const s = await seller(h)
    const path = await createCategoryPath(h)
    await publish(h, s, path, { goodsName: '站', tradingMethods: [1], stationIds: ['TUM'] })
    await publish(h, s, path, { goodsName: '區', tradingMethods: [1], districts: ['ISLANDS'] })
    const address = await addAddress(h, s.member.id)
    await publish(h, s, path, { goodsName: '簿', tradingMethods: [1], addressIds: [String(address)] })
    await publish(h, s, path, { goodsName: '寄', tradingMethods: [0] })
    const res = await call<Page<GoodsCard>>(h.app, {
      method: 'GET',
      url: `/buyer/goods/goods/es?sort=1&pageSize=10`,
    })
    const places = Object.fromEntries(
      res.body.result.records.map((c) => [c.goodsName, [c.placeStation, c.placeDistrict]]),
    )
    expect(places).toEqual({
      站: ['TUM', 'TUEN_MUN'],
      區: [null, 'ISLANDS'],
      簿: [null, 'YAU_TSIM_MONG'],
      寄: [null, null],
    })
  })

  it('meeting up needs a station, a district or an address: 400 with its message, nothing written', async () => {
    const s = await seller(h)
    const path = await createCategoryPath(h)
    const images = await addMedia(h, s.member.id)
    for (const [language, message] of [
      ['en', 'For meet-ups, choose at least one MTR station, district or place'],
      ['zh-Hant', '面交請選擇至少一個港鐵站、地區或地點'],
      ['zh-Hans', '面交请选择至少一个港铁站、地区或地点'],
    ] as const) {
      const res = await call<Refusal>(h.app, {
        method: 'POST',
        url: CREATE,
        headers: { ...s.headers, language },
        payload: listingBody(path, images, { tradingMethods: [1], placeNote: '隨便' }),
      })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ code: 4002, message })
      expect(res.body.result.fields.map((f) => f.field)).toContain('addressIds')
    }
    expect(await goodsRowsOf(h, s.member.id)).toHaveLength(0)
    expect(await spendsOf(h, s.member.id)).toEqual([])
  })

  it.each([
    [
      'an unknown station',
      { stationIds: ['XYZ'] },
      'stationIds',
      'Please choose an MTR station from the list',
    ],
    [
      'a station name for its id',
      { stationIds: ['Kowloon Tong'] },
      'stationIds',
      'Please choose an MTR station from the list',
    ],
    [
      'a Light Rail stop',
      { stationIds: ['LRT'] },
      'stationIds',
      'Please choose an MTR station from the list',
    ],
    [
      'six stations',
      { stationIds: ['KOT', 'TUM', 'TUC', 'SUW', 'KAT', 'HOK'] },
      'stationIds',
      'Up to 5 MTR stations',
    ],
    [
      'an unknown district',
      { districts: ['KOWLOON'] },
      'districts',
      'Please choose a district from the list',
    ],
    [
      'four districts',
      { districts: ['NORTH', 'TAI_PO', 'SHA_TIN', 'ISLANDS'] },
      'districts',
      'Up to 3 districts',
    ],
    [
      'a note too long',
      { placeNote: '出'.repeat(141) },
      'placeNote',
      'The meet-up note can be up to 140 characters',
    ],
  ])('%s → 400 naming the field, nothing written', async (_name, over, field, message) => {
    const s = await seller(h)
    const path = await createCategoryPath(h)
    const res = await call<Refusal>(h.app, {
      method: 'POST',
      url: CREATE,
      headers: { ...s.headers, language: 'en' },
      payload: listingBody(path, await addMedia(h, s.member.id), {
        tradingMethods: [1],
        districts: ['SHA_TIN'],
        ...(over as object),
      }),
    })
    expect(res.status).toBe(400)
    expect(res.body.result.fields).toContainEqual(
      expect.objectContaining({ field: expect.stringContaining(field), message }),
    )
    expect(await goodsRowsOf(h, s.member.id)).toHaveLength(0)
    expect(await spendsOf(h, s.member.id)).toEqual([])
  })

  it('with delivery alone the places are dropped; an edit replaces them', async () => {
    const s = await seller(h)
    const path = await createCategoryPath(h)
    const d = await publish(h, s, path, {
      tradingMethods: [0],
      stationIds: ['KOT'],
      districts: ['NORTH'],
      placeNote: 'x',
    })
    expect(d).toMatchObject({
      stationIds: [],
      districts: [],
      placeNote: '',
      placeStation: null,
      placeDistrict: null,
    })
    expect((await goodsRow(h, d.id)).meetupAreas).toEqual([])

    // Taken down, so it may be edited.
    await h.db
      .update(goods)
      .set({ marketEnable: 'DOWN', closeTime: null })
      .where(eq(goods.id, Number(d.id)))
    const images = d.images.map((i) => i.id)
    const res = await call<GoodsDetail>(h.app, {
      method: 'PUT',
      url: UPDATE,
      headers: s.headers,
      payload: { ...listingBody(path, images, { tradingMethods: [1], stationIds: ['TUC'] }), goodsId: d.id },
    })
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({ stationIds: ['TUC'], placeDistrict: 'ISLANDS' })
    expect((await goodsRow(h, d.id)).meetupAreas).toEqual(['ISLANDS'])
  })
})
