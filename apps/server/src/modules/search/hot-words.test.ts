import { randomUUID } from 'node:crypto'
import { asc, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { createMember, createSignedIn } from '../../../test/factories.ts'
import { createCategoryPath, createListing } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { searchTermHits, searchTerms } from '../../db/schema.ts'
import { flushSearchHits, SearchHitBuffer } from './search-hits.ts'

const h = useTestApp()
// Hits are written in batches: each test flushes before reading, and whatever a test leaves is
// written before the next test empties the tables.
const flush = () => flushSearchHits(h.app.ctx)
afterEach(flush)
const DAY = 24 * 60 * 60 * 1000
const MINUTE = 60 * 1000

// Hot words are cached per app for 5 minutes; each test runs at its own hour so one test's
// cached list is never another's.
let hour = 0
function freshClock() {
  hour += 1
  h.clock.set(new Date(Date.UTC(2026, 10, 23, hour)))
}

/** Anonymous from 127.0.0.1 unless told otherwise (a session in `headers`, another `address`). */
const search = (goodsName: string, pageNumber = 1, headers: Record<string, string> = {}, address?: string) =>
  call(h.app, {
    method: 'GET',
    url: `/buyer/goods/goods/es?goodsName=${encodeURIComponent(goodsName)}&pageNumber=${pageNumber}`,
    headers,
    ...(address ? { remoteAddress: address } : {}),
  })
let addresses = 0
/** A new address each time, so each search is a different searcher. */
const elsewhere = () => {
  addresses += 1
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`
}

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
    await search('iPhone', 1, {}, elsewhere())
    await search('  IPHONE ', 1, {}, elsewhere())
    await search('手機', 1, {}, elsewhere())
    h.clock.advance(MINUTE)
    await search('手机', 1, {}, elsewhere())
    await search('Nintendo   Switch', 1, {}, elsewhere())
    await flush()
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
    await search('nothing-like-this', 1, {}, elsewhere())
    await search('bike', 1, {}, elsewhere())
    await search('bike', 2, {}, elsewhere())
    await search('bike', 3, {}, elsewhere())
    await search('   ', 1, {}, elsewhere())
    await search('!!!', 1, {}, elsewhere())
    await call(h.app, { method: 'GET', url: '/buyer/goods/goods/es?categoryId=1' })
    await flush()
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
      await flush()
    } finally {
      await h.db.execute(sql`alter table search_terms drop constraint kf_test_refuse`)
    }
    expect(await terms()).toEqual([])
    // The batch is one transaction: no hit is kept that was not counted.
    expect(await h.db.select().from(searchTermHits)).toEqual([])
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
    for (let i = 0; i < 6; i++) await search('Second', 1, {}, elsewhere())
    await flush()
    h.clock.advance(4 * MINUTE)
    expect(await hot()).toEqual(['First'])
    h.clock.advance(MINUTE)
    expect(await hot()).toEqual(['Second', 'First'])
  })

  const hotIn = async (language: string, count?: number) => {
    const res = await call<string[]>(h.app, {
      method: 'GET',
      url: `/buyer/goods/goods/hot-words${count === undefined ? '' : `?count=${count}`}`,
      headers: { language },
    })
    expect(res.status).toBe(200)
    return res.body.result
  }

  it('shows the words in the reader’s script: Traditional for zh-Hant, Simplified for zh-Hans', async () => {
    freshClock()
    await seedTerm('手机', 50, 0)
    await seedTerm('電飯煲', 40, 0)
    await seedTerm('iPhone', 30, 0)
    expect(await hotIn('zh-Hant')).toEqual(['手機', '電飯煲', 'iPhone'])
    expect(await hotIn('zh-Hans')).toEqual(['手机', '电饭煲', 'iPhone'])
    // Without a language header the site's default, Traditional Chinese.
    expect(await hot()).toEqual(['手機', '電飯煲', 'iPhone'])
  })

  it('shows a vocabulary word to English readers as its group’s English word, any other word as typed', async () => {
    freshClock()
    await seedTerm('梳化', 90, 0)
    await seedTerm('iPhone', 80, 0)
    await seedTerm('BB 車', 70, 0)
    await seedTerm('單车', 60, 0)
    await seedTerm('街坊小店', 50, 0)
    await seedTerm('Laptops', 40, 0)
    await seedTerm('電飯鍋', 30, 0)
    await seedTerm('Kaifong', 20, 0)
    expect(await hotIn('en')).toEqual([
      'sofa',
      'iPhone',
      'stroller',
      'bicycle',
      '街坊小店',
      'laptop',
      'rice cooker',
      'Kaifong',
    ])
  })

  it('shows a word once when two searched words become the same in the reader’s language', async () => {
    freshClock()
    // Different terms (different words), but one vocabulary group and one Traditional spelling.
    await seedTerm('梳化', 90, 0)
    await seedTerm('sofa', 80, 0)
    await seedTerm('沙發', 70, 0)
    await seedTerm('couch', 60, 0)
    await seedTerm('街坊小店', 50, 0)
    expect(await hotIn('en')).toEqual(['sofa', '街坊小店'])
    expect(await hotIn('en', 1)).toEqual(['sofa'])
    expect(await hotIn('zh-Hant')).toEqual(['梳化', 'sofa', '沙發', 'couch', '街坊小店'])
    // The count applies after duplicates are gone.
    expect(await hotIn('en', 2)).toEqual(['sofa', '街坊小店'])
  })

  it('keeps each language’s list for 5 minutes, refreshed together', async () => {
    freshClock()
    await seedTerm('梳化', 5, 0)
    expect(await hotIn('en')).toEqual(['sofa'])
    expect(await hotIn('zh-Hans')).toEqual(['梳化'])
    await seedTerm('單車', 50, 0)
    h.clock.advance(4 * MINUTE)
    expect(await hotIn('en')).toEqual(['sofa'])
    expect(await hotIn('zh-Hant')).toEqual(['梳化'])
    h.clock.advance(MINUTE)
    expect(await hotIn('en')).toEqual(['bicycle', 'sofa'])
    expect(await hotIn('zh-Hans')).toEqual(['单车', '梳化'])
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

describe('hot words: each searcher counts once per term and Hong Kong day', () => {
  const hitsOf = async (term: string) => (await terms()).find((r) => r.term === term)?.hits

  async function world() {
    const seller = await createMember(h)
    const path = await createCategoryPath(h)
    await createListing(h, seller.id, path, { name: 'Spam fritters' })
    await createListing(h, seller.id, path, { name: 'Desk lamp' })
  }

  it('one client searching a word 300 times counts once, and loses to a word three members searched', async () => {
    freshClock()
    await world()
    const members = [await createSignedIn(h), await createSignedIn(h), await createSignedIn(h)]
    const results = await Promise.all(Array.from({ length: 300 }, () => search('spam')))
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200))
    for (const m of members) await search('lamp', 1, m.headers, elsewhere())
    await flush()
    expect(await hitsOf('spam')).toBe(1)
    expect(await hitsOf('lamp')).toBe(3)
    expect(await hot()).toEqual(['lamp', 'spam'])
  }, 120_000)

  it('an address and a member each count once; a header the client chooses makes no new searcher', async () => {
    freshClock()
    await world()
    const [mary, john] = [await createSignedIn(h), await createSignedIn(h)]
    await Promise.all([
      // Mary from 127.0.0.1, claiming a new device each time: her and the address, once.
      ...Array.from({ length: 50 }, () => search('lamp', 1, { ...mary.headers, uuid: randomUUID() })),
      // Anyone else from that address, with or without a device header: nothing more.
      ...Array.from({ length: 200 }, () => search('lamp', 1, { uuid: randomUUID() })),
      ...Array.from({ length: 20 }, () => search('lamp', 1, john.headers)),
    ])
    await flush()
    expect(await hitsOf('lamp')).toBe(1)
    // Mary from another address: she has counted already.
    await search('lamp', 1, mary.headers, '10.200.0.1')
    await flush()
    expect(await hitsOf('lamp')).toBe(1)
    // John from another address: he has searched it today (from the used address).
    await search('lamp', 1, john.headers, '10.200.0.2')
    await flush()
    expect(await hitsOf('lamp')).toBe(1)
    // A new member at a new address, and a visitor from a third.
    await search('lamp', 1, (await createSignedIn(h)).headers, '10.200.0.3')
    await search('lamp', 1, {}, '10.200.0.4')
    await flush()
    expect(await hitsOf('lamp')).toBe(3)
  }, 120_000)

  it('one IPv6 client is its /64: fresh addresses inside it add nothing', async () => {
    freshClock()
    await world()
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => search('lamp', 1, {}, `2001:db8:1:2::${(i + 1).toString(16)}`)),
    )
    await search('lamp', 1, {}, '2001:db8:1:3::1')
    await flush()
    expect(await hitsOf('lamp')).toBe(2)
  }, 120_000)

  it('200 visitors with fresh device ids from one address cannot lift a made-up word', async () => {
    freshClock()
    await world()
    const path = await createCategoryPath(h)
    // The word has a listing (the pusher's own), so it is a search that finds something.
    await createListing(h, (await createMember(h)).id, path, { name: 'Zorblax gadget' })
    for (let i = 0; i < 3; i++) await search('lamp', 1, {}, elsewhere())
    await Promise.all(
      Array.from({ length: 200 }, () => search('zorblax', 1, { uuid: randomUUID() }, '10.66.0.1')),
    )
    await flush()
    expect(await hitsOf('zorblax')).toBe(1)
    expect((await hot())[0]).toBe('lamp')
  }, 120_000)

  it('a word no listing has is not counted, even when other words of the search find something', async () => {
    freshClock()
    await world()
    // Partial: "lamp" matches, "qwzx" and "vbnm" match nothing.
    expect((await search('qwzx vbnm lamp', 1, {}, elsewhere())).body.result).toMatchObject({
      searchInfo: { mode: 'partial' },
    })
    // Corrected: counted as what was searched instead.
    const corrected = await search('lamq', 1, {}, elsewhere())
    expect(corrected.body.result).toMatchObject({ searchInfo: { mode: 'corrected', correctedQuery: 'lamp' } })
    await flush()
    expect((await terms()).map((r) => [r.term, r.hits])).toEqual([['lamp', 1]])
  }, 120_000)

  it('the same searcher counts again on the next Hong Kong day', async () => {
    // 15:30 UTC is 23:30 in Hong Kong (and the session stays valid past midnight there).
    h.clock.set('2026-11-23T15:30:00Z')
    await world()
    const member = await createSignedIn(h)
    await search('lamp', 1, member.headers)
    h.clock.set('2026-11-23T15:59:59Z')
    await search('lamp', 1, member.headers)
    await flush()
    expect(await hitsOf('lamp')).toBe(1)
    h.clock.set('2026-11-23T16:00:00Z')
    await search('lamp', 1, member.headers)
    await search('lamp', 1, member.headers)
    await flush()
    expect(await hitsOf('lamp')).toBe(2)
    expect((await terms()).find((r) => r.term === 'lamp')?.lastSearchedAt).toEqual(h.clock.now())
    // As the member and the address, each day.
    expect((await h.db.select().from(searchTermHits)).map((r) => r.searcher).sort()).toEqual([
      'a:127.0.0.1',
      'a:127.0.0.1',
      `m:${member.member.id}`,
      `m:${member.member.id}`,
    ])
  })

  it('searchers counted by another instance are not counted again', async () => {
    freshClock()
    await world()
    const other = new SearchHitBuffer(h.app.ctx, h.app.log)
    other.add('lamp', 'Lamp', ['a:10.99.0.1'])
    await other.stop()
    await search('lamp', 1, {}, '10.99.0.1')
    await search('lamp', 1, {}, elsewhere())
    await flush()
    expect(await hitsOf('lamp')).toBe(2)
    expect((await terms()).find((r) => r.term === 'lamp')?.display).toBe('Lamp')
  })

  it('hits of days before yesterday are deleted; the counts stay', async () => {
    freshClock()
    await world()
    await search('lamp', 1, {}, elsewhere())
    await flush()
    h.clock.advance(DAY)
    await search('spam', 1, {}, elsewhere())
    await flush()
    expect(await h.db.select().from(searchTermHits)).toHaveLength(2)
    h.clock.advance(DAY)
    await search('spam', 1, {}, elsewhere())
    await flush()
    const left = await h.db.select().from(searchTermHits)
    expect(left.map((r) => r.term).sort()).toEqual(['spam', 'spam'])
    expect([await hitsOf('lamp'), await hitsOf('spam')]).toEqual([1, 2])
  })
})
