import { asc, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createMember } from '../../../test/factories.ts'
import { createCategoryPath, createListing } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { searchTerms } from '../../db/schema.ts'

const h = useTestApp()
const DAY = 24 * 60 * 60 * 1000
const MINUTE = 60 * 1000

// Hot words are cached per app for 5 minutes; each test runs at its own hour so one test's
// cached list is never another's.
let hour = 0
function freshClock() {
  hour += 1
  h.clock.set(new Date(Date.UTC(2026, 10, 23, hour)))
}

const search = (goodsName: string, pageNumber = 1) =>
  call(h.app, {
    method: 'GET',
    url: `/buyer/goods/goods/es?goodsName=${encodeURIComponent(goodsName)}&pageNumber=${pageNumber}`,
  })

const hot = async (count?: number) => {
  const res = await call<string[]>(h.app, {
    method: 'GET',
    url: `/buyer/goods/goods/hot-words${count === undefined ? '' : `?count=${count}`}`,
  })
  expect(res.status).toBe(200)
  return res.body.result
}

const terms = () => h.db.select().from(searchTerms).orderBy(asc(searchTerms.term))

describe('search terms', () => {
  it('counts each keyword search under its normalised term, keeping the first spelling', async () => {
    freshClock()
    const seller = await createMember(h)
    const path = await createCategoryPath(h)
    await createListing(h, seller.id, path, { name: 'iPhone 15' })
    await createListing(h, seller.id, path, { name: '二手手機' })
    await createListing(h, seller.id, path, { name: 'Nintendo Switch OLED' })
    await search('iPhone')
    await search('  IPHONE ')
    await search('手機')
    h.clock.advance(MINUTE)
    await search('手机')
    await search('Nintendo   Switch')
    const rows = await terms()
    expect(rows.map((r) => [r.term, r.display, r.hits])).toEqual([
      ['iphone', 'iPhone', 2],
      ['nintendo switch', 'Nintendo   Switch', 1],
      ['手机', '手機', 2],
    ])
    expect(rows.find((r) => r.term === '手机')?.lastSearchedAt).toEqual(h.clock.now())
  })

  it('does not count further pages, searches that found nothing, empty or unsearchable keywords', async () => {
    freshClock()
    const seller = await createMember(h)
    await createListing(h, seller.id, await createCategoryPath(h), { name: 'Giant bike' })
    await search('nothing-like-this')
    await search('bike')
    await search('bike', 2)
    await search('bike', 3)
    await search('   ')
    await search('!!!')
    await call(h.app, { method: 'GET', url: '/buyer/goods/goods/es?categoryId=1' })
    expect((await terms()).map((r) => [r.term, r.hits])).toEqual([['bike', 1]])
  })

  it('a failure to count never fails the search', async () => {
    freshClock()
    const seller = await createMember(h)
    await createListing(h, seller.id, await createCategoryPath(h), { name: 'camera' })
    await h.db.execute(sql`alter table search_terms add constraint kf_test_refuse check (hits < 0) not valid`)
    try {
      const res = await call<{ total: number }>(h.app, {
        method: 'GET',
        url: '/buyer/goods/goods/es?goodsName=camera',
      })
      expect(res.status).toBe(200)
      expect(res.body.result.total).toBe(1)
    } finally {
      await h.db.execute(sql`alter table search_terms drop constraint kf_test_refuse`)
    }
    expect(await terms()).toEqual([])
  })
})

describe('GET /buyer/goods/goods/hot-words', () => {
  async function seedTerm(term: string, hits: number, daysAgo: number) {
    await h.db.insert(searchTerms).values({
      term: term.toLowerCase(),
      display: term,
      hits,
      lastSearchedAt: new Date(h.clock.now().getTime() - daysAgo * DAY),
    })
  }

  it('lists the most searched terms of the last 30 days, as typed, 8 by default', async () => {
    freshClock()
    for (let i = 1; i <= 10; i++) await seedTerm(`Term${i}`, i * 10, 1)
    await seedTerm('Old', 1000, 31)
    expect(await hot()).toEqual(['Term10', 'Term9', 'Term8', 'Term7', 'Term6', 'Term5', 'Term4', 'Term3'])
  })

  it('tops up with older terms when recent ones are too few', async () => {
    freshClock()
    await seedTerm('Recent', 1, 0)
    await seedTerm('Older', 500, 60)
    await seedTerm('Oldest', 100, 400)
    expect(await hot(5)).toEqual(['Recent', 'Older', 'Oldest'])
    expect(await hot(2)).toEqual(['Recent', 'Older'])
  })

  it('is empty before anyone has searched', async () => {
    freshClock()
    expect(await hot()).toEqual([])
  })

  it('keeps the list for 5 minutes', async () => {
    freshClock()
    await seedTerm('First', 5, 0)
    expect(await hot()).toEqual(['First'])
    const seller = await createMember(h)
    await createListing(h, seller.id, await createCategoryPath(h), { name: 'Second hand desk' })
    await search('Second')
    await search('Second')
    await search('Second')
    await search('Second')
    await search('Second')
    await search('Second')
    h.clock.advance(4 * MINUTE)
    expect(await hot()).toEqual(['First'])
    h.clock.advance(MINUTE)
    expect(await hot()).toEqual(['Second', 'First'])
  })

  it('refuses a count over 20 or below 1', async () => {
    freshClock()
    for (const count of ['21', '0', 'x']) {
      const res = await call(h.app, { method: 'GET', url: `/buyer/goods/goods/hot-words?count=${count}` })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe(4002)
    }
    for (let i = 1; i <= 25; i++) await seedTerm(`T${i}`, i, 0)
    expect(await hot(20)).toHaveLength(20)
  })
})
