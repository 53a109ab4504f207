import { describe, expect, it } from 'vitest'
import { createSignedIn } from '../../../test/factories.ts'
import { createCategoryPath, createListing, type ListingOverrides } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { reports } from '../../db/schema.ts'

const h = useTestApp()
type Headers = Record<string, string>

const report = (payload: Record<string, unknown>, headers: Headers = {}) =>
  call(h.app, { method: 'POST', url: '/buyer/goods/goods/report', payload, headers })
const reportForm = (form: Record<string, string>, headers: Headers = {}) =>
  call(h.app, {
    method: 'POST',
    url: '/buyer/goods/goods/report',
    payload: new URLSearchParams(form).toString(),
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
  })
const stored = () => h.db.select().from(reports)

async function world() {
  const seller = await createSignedIn(h)
  const reporter = await createSignedIn(h)
  const path = await createCategoryPath(h)
  const list = (o: ListingOverrides = {}) =>
    createListing(h, seller.member.id, path, { name: '名牌手袋', cover: '/media/goods/bag.webp', ...o })
  return { seller, reporter, list }
}

describe('POST /buyer/goods/goods/report', () => {
  it('stores the report with the listing’s own name and picture, not the client’s', async () => {
    const { reporter, list } = await world()
    const listing = await list()
    const res = await report(
      {
        typeNum: 0,
        goodsId: String(listing.id),
        goodsName: 'something else',
        goodsPicture: 'https://evil.example/x.png',
        type: 'GOODS',
      },
      { ...reporter.headers, language: 'en' },
    )
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ success: true, result: null })
    expect(res.body.message).toBe('Thank you, we have received your report and will look into it soon')
    expect(await stored()).toEqual([
      expect.objectContaining({
        reporterId: reporter.member.id,
        goodsId: listing.id,
        typeNum: 0,
        context: '',
        goodsName: '名牌手袋',
        goodsPicture: '/media/goods/bag.webp',
        status: 'OPEN',
      }),
    ])
  })

  it('accepts form encoding; reason 6 (other) needs a context', async () => {
    const { reporter, list } = await world()
    const listing = await list()
    const missing = await reportForm({ typeNum: '6', goodsId: String(listing.id) }, reporter.headers)
    expect(missing.status).toBe(400)
    expect(missing.body.code).toBe(4002)
    expect(await stored()).toEqual([])
    const res = await reportForm(
      { typeNum: '6', context: '  賣家要求先過數  ', goodsId: String(listing.id) },
      reporter.headers,
    )
    expect(res.status).toBe(200)
    expect((await stored())[0]).toMatchObject({ typeNum: 6, context: '賣家要求先過數' })
  })

  it('a second report of the same listing → 409 10020, also when sent at once', async () => {
    const { reporter, list } = await world()
    const listing = await list()
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => report({ typeNum: i % 6, goodsId: listing.id }, reporter.headers)),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    for (const r of results.filter((r) => r.status !== 200)) {
      expect(r.status).toBe(409)
      expect(r.body.code).toBe(10020)
      expect(r.body.message).toBe('你已舉報過此貨品，我們會盡快處理')
    }
    expect(await stored()).toHaveLength(1)
    // Another member may still report it, and the same member another listing.
    const other = await createSignedIn(h)
    expect((await report({ typeNum: 1, goodsId: listing.id }, other.headers)).status).toBe(200)
    const second = await list()
    expect((await report({ typeNum: 1, goodsId: second.id }, reporter.headers)).status).toBe(200)
    expect(await stored()).toHaveLength(3)
  }, 60_000)

  it('own listing → 400 10004 in the request language', async () => {
    const { seller, list } = await world()
    const listing = await list()
    const res = await report({ typeNum: 1, goodsId: listing.id }, { ...seller.headers, language: 'zh-Hans' })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 10004, message: '不可举报自己的商品' })
    expect(await stored()).toEqual([])
  })

  it('unknown, deleted or taken-down listing → 404 10001; sold and expired ones can be reported', async () => {
    const { reporter, list } = await world()
    const deleted = await list({ deletedAt: h.clock.now() })
    const down = await list({ marketEnable: 'DOWN', closeTime: null })
    for (const goodsId of [deleted.id, down.id, 999999]) {
      const res = await report({ typeNum: 1, goodsId }, reporter.headers)
      expect(res.status).toBe(404)
      expect(res.body.code).toBe(10001)
    }
    expect(await stored()).toEqual([])
    const sold = await list({ marketEnable: 'SOLD_OUT' })
    const expired = await list({ closeTime: new Date(h.clock.now().getTime() - 1) })
    expect((await report({ typeNum: 2, goodsId: sold.id }, reporter.headers)).status).toBe(200)
    expect((await report({ typeNum: 2, goodsId: expired.id }, reporter.headers)).status).toBe(200)
  })

  it('refuses bad input with the field named, and a visitor', async () => {
    const { reporter, list } = await world()
    const listing = await list()
    for (const [payload, field] of [
      [{ typeNum: 7, goodsId: listing.id }, 'typeNum'],
      [{ typeNum: -1, goodsId: listing.id }, 'typeNum'],
      [{ goodsId: listing.id }, 'typeNum'],
      [{ typeNum: 1 }, 'goodsId'],
      [{ typeNum: 1, goodsId: 'abc' }, 'goodsId'],
      [{ typeNum: 1, goodsId: listing.id, context: 'x'.repeat(501) }, 'context'],
    ] as const) {
      const res = await report(payload, { ...reporter.headers, language: 'en' })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe(4002)
      const fields = (res.body.result as { fields: { field: string; message: string }[] }).fields
      expect(fields[0]?.field).toBe(field)
      expect(fields[0]?.message).toMatch(/[a-z]/i)
    }
    const anon = await report({ typeNum: 1, goodsId: listing.id })
    expect(anon.status).toBe(401)
    expect(anon.body.code).toBe(20003)
    expect(await stored()).toEqual([])
  })
})
