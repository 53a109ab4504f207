/**
 * What a keyword matches (docs/product/search.md): vocabulary in Hong Kong, Mainland and English
 * wording, spaces and joins, typos, partial matches of long queries, and `exact=true`.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { GoodsCard, Page, SearchInfo } from '@kaifong/contract'
import { asc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createMember } from '../../../test/factories.ts'
import { addMedia, listingBody, ownerCall, publish, seller } from '../../../test/goods-api.ts'
import { createCategoryPath, createListing, type ListingOverrides } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { goods, searchTermHits, searchTerms, searchWords } from '../../db/schema.ts'
import { migrationsDir } from '../../lib/paths.ts'
import { vectorOf } from './search-fields.ts'
import { flushSearchHits } from './search-hits.ts'
import { nearestWords } from './typos.repo.ts'

const h = useTestApp()

type SearchPage = Page<GoodsCard> & { searchInfo: SearchInfo | null }

async function search(query: Record<string, string | number | boolean>) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))
  const res = await call<SearchPage>(h.app, { method: 'GET', url: `/buyer/goods/goods/es?${qs}` })
  expect(res.status).toBe(200)
  return res.body.result
}
const names = (page: SearchPage) => page.records.map((r) => r.goodsName)
const found = async (goodsName: string, more: Record<string, string | number | boolean> = {}) =>
  names(await search({ goodsName, pageSize: 50, ...more })).sort()

async function world() {
  const member = await createMember(h)
  const path = await createCategoryPath(h)
  const list = (name: string, overrides: ListingOverrides = {}) =>
    createListing(h, member.id, path, { name, intro: '好用', ...overrides })
  return { member, path, list }
}

describe('GET /buyer/goods/goods/es: vocabulary', () => {
  it('finds the same listings for Hong Kong, Mainland and English wording, in either script', async () => {
    const { list } = await world()
    for (const name of [
      '梳化 三人位',
      '二手沙发 灰色',
      'IKEA sofa bed',
      '單車 21速',
      '自行车 山地',
      'Giant bicycle',
      '書枱 120cm',
      '书桌 白色',
      'BB 車 可摺',
      '嬰兒車 九成新',
      'Kaifong mug',
    ])
      await list(name)
    const groups = [
      {
        words: ['梳化', '沙發', '沙发', 'sofa', 'Sofas'],
        finds: ['梳化 三人位', '二手沙发 灰色', 'IKEA sofa bed'],
      },
      {
        words: ['單車', '单车', '自行車', '自行车', 'bicycle'],
        finds: ['單車 21速', '自行车 山地', 'Giant bicycle'],
      },
      { words: ['書枱', '书台', '書桌', '书桌', 'desk'], finds: ['書枱 120cm', '书桌 白色'] },
      { words: ['BB車', 'bb车', 'BB 車', '嬰兒車'], finds: ['BB 車 可摺', '嬰兒車 九成新'] },
    ]
    for (const { words, finds } of groups) {
      for (const word of words) expect(await found(word), word).toEqual([...finds].sort())
    }
    // Inside a longer CJK run: 灰色 + 沙發.
    expect(await found('灰色沙發')).toEqual(['二手沙发 灰色'])
    // Every listing here is second-hand: 二手梳化 is 梳化, "used sofa" is sofa.
    const sofas = ['IKEA sofa bed', '二手沙发 灰色', '梳化 三人位'].sort()
    expect(await found('二手梳化')).toEqual(sofas)
    expect(await found('used sofa')).toEqual(sofas)
    const page = await search({ goodsName: '沙發' })
    expect(page.searchInfo?.mode).toBe('expanded')
    expect(page.searchInfo?.correctedQuery).toBeNull()
    expect(page.searchInfo?.expandedWith).toEqual(expect.arrayContaining(['梳化', 'sofa']))
    expect(page.searchInfo?.expandedWith.length).toBeLessThanOrEqual(5)
    // A word outside the vocabulary is matched as typed.
    expect((await search({ goodsName: 'kaifong' })).searchInfo).toEqual({
      mode: 'exact',
      correctedQuery: null,
      expandedWith: [],
    })
  })
})

describe('GET /buyer/goods/goods/es: spaces, joined words and digits', () => {
  it('finds words typed apart, together, or next to digits and CJK characters', async () => {
    const { list } = await world()
    for (const name of [
      'AirPods Pro 2',
      'MacBook Air M2 13吋',
      'iPhone 15 Pro 256GB',
      'iPhone15 手機殼',
      'Samsung S23 256 GB',
      'iPhone 14',
      'iPhone殼二手',
      '二手 iPhone 13',
    ])
      await list(name)
    expect(await found('air pods')).toEqual(['AirPods Pro 2'])
    expect(await found('airpods')).toEqual(['AirPods Pro 2'])
    expect(await found('mac book')).toEqual(['MacBook Air M2 13吋'])
    expect(await found('MacBook air')).toEqual(['MacBook Air M2 13吋'])
    const fifteen = ['iPhone 15 Pro 256GB', 'iPhone15 手機殼']
    expect(await found('iphone15')).toEqual(fifteen)
    expect(await found('iphone 15')).toEqual(fifteen)
    expect(await found('IPHONE１５')).toEqual(fifteen)
    const big = ['Samsung S23 256 GB', 'iPhone 15 Pro 256GB']
    expect(await found('256gb')).toEqual(big)
    expect(await found('256 GB')).toEqual(big)
    // A word right before CJK characters is still a word, in the listing and in the query.
    expect(await found('iphone殼')).toEqual(['iPhone15 手機殼', 'iPhone殼二手'])
    expect(await found('殼iphone')).toEqual(['iPhone15 手機殼', 'iPhone殼二手'])
    // 二手 beside other words asks for nothing more (every listing here is second-hand); alone, it
    // is searched as typed.
    const iphones = ['iPhone 14', 'iPhone 15 Pro 256GB', 'iPhone15 手機殼', 'iPhone殼二手', '二手 iPhone 13']
    expect(await found('iphone二手')).toEqual(iphones)
    expect(await found('二手iphone')).toEqual(iphones)
    expect(await found('二手')).toEqual(['iPhone殼二手', '二手 iPhone 13'])
    // Numbers are still whole: iPhone 14 is not found by 1.
    expect(await found('iphone 1')).toEqual([])
  })
})

describe('GET /buyer/goods/goods/es: the last word', () => {
  it('is matched whole, and as the start of longer words only when nothing matches it whole', async () => {
    const { list } = await world()
    await list('App Store 禮品卡')
    await list('Apple Watch S9')
    await list('iPhone15 手機殼')
    await list('iPhone 14')
    // A word that listings use is that word, not every word it starts.
    expect(await found('app')).toEqual(['App Store 禮品卡'])
    expect(await found('app', { exact: true })).toEqual(['App Store 禮品卡'])
    // A word nobody uses may be unfinished: it is the start of longer words.
    expect(await found('appl')).toEqual(['Apple Watch S9'])
    expect(await found('apple wat')).toEqual(['Apple Watch S9'])
    expect(await found('appl', { exact: true })).toEqual(['Apple Watch S9'])
    // A word of letters and digits is also its parts: "iphone" finds iPhone15 without being a start.
    expect(await found('iphone')).toEqual(['iPhone 14', 'iPhone15 手機殼'])
    expect(await found('iphone', { exact: true })).toEqual(['iPhone 14', 'iPhone15 手機殼'])
  })
})

describe('GET /buyer/goods/goods/es: plurals', () => {
  it('finds a word and its plural, in "-s", "-es" and "-ies", whichever is typed', async () => {
    const { list } = await world()
    for (const name of [
      'Storage boxes 三個',
      'Gift box',
      'Smart watches',
      'Vintage watch',
      'AA batteries',
      'Car battery',
      'Blu-ray movies',
      'Old movie poster',
      'Reading glasses',
      'Glass vase',
    ])
      await list(name)
    const pairs: [string, string[]][] = [
      ['box', ['Gift box', 'Storage boxes 三個']],
      ['watch', ['Smart watches', 'Vintage watch']],
      ['battery', ['AA batteries', 'Car battery']],
      ['movie', ['Blu-ray movies', 'Old movie poster']],
      ['glass', ['Glass vase', 'Reading glasses']],
    ]
    for (const [word, names] of pairs) {
      const plural = names.find(
        (n) => !n.toLowerCase().includes(` ${word}`) && !n.toLowerCase().startsWith(word),
      )
      expect(await found(word), word).toEqual(names)
      expect(await found(`${word} `), word).toEqual(names)
      if (plural) expect(await found(plural.split(' ')[1] as string), plural).toEqual(names)
      expect(await found(word, { exact: true }), word).toEqual(names)
    }
    expect(await found('boxes storage')).toEqual(['Storage boxes 三個'])
    expect(await found('batteries car')).toEqual(['Car battery'])
  })
})

describe('migration 0006_goods_search', () => {
  it('gives listings indexed before it the parts of their words of letters and digits, and plural stems', async () => {
    const { list } = await world()
    // As the tokeniser indexed "iPhone15 Pro" before: the word of letters and digits whole only;
    // and "Storage boxes" with the plural only without its "s".
    const old = ['iphone15', 'pro']
    const row = await list('iPhone15 Pro', {
      intro: 'PS5 手掣',
      searchVector: vectorOf(old) as unknown as string,
    })
    const boxes = ['storage', 'boxes', 'boxe']
    await list('Storage boxes', { intro: '好用', searchVector: vectorOf(boxes) as unknown as string })
    const untouched = await list('Kaifong 二手', { intro: 'M2 晶片' })
    expect(await found('iphone pro')).toEqual([])
    expect(await found('box storage')).toEqual([])
    const migration = readFileSync(path.join(migrationsDir, '0006_goods_search.sql'), 'utf8')
    const patch = migration.split('--> statement-breakpoint').find((s) => s.includes('UPDATE "goods"'))
    if (!patch) throw new Error('no UPDATE in 0006_goods_search.sql')
    const before = await h.db.select().from(goods).where(eq(goods.id, untouched.id))
    await h.db.execute(sql.raw(patch))
    expect(await found('iphone pro')).toEqual(['iPhone15 Pro'])
    expect(await found('15 pro')).toEqual(['iPhone15 Pro'])
    expect(await found('box storage')).toEqual(['Storage boxes'])
    const [patched] = await h.db.select().from(goods).where(eq(goods.id, row.id))
    // "ps5": "ps" and "5"; "m2" stays whole (a letter part of one letter is a name, not a word).
    expect(String(patched?.searchVector)).toContain("'ps'")
    expect(await h.db.select().from(goods).where(eq(goods.id, untouched.id))).toEqual(before)
  })
})

describe('migration 0005_search_words', () => {
  it('gives listings indexed before it the words written right before CJK characters', async () => {
    const { list } = await world()
    // As the tokeniser indexed "iPhone殼 二手" before: the word and 殼 as one CJK run.
    const old = ['i', 'p', 'h', 'o', 'n', 'e', '壳', 'ip', 'ph', 'ho', 'on', 'ne', 'e壳', '二', '手', '二手']
    const row = await list('iPhone殼 二手', {
      intro: 'Cases好用',
      searchVector: vectorOf(old) as unknown as string,
    })
    const untouched = await list('Kaifong 二手', { intro: 'Cases' })
    expect(await found('iphone')).toEqual([])
    const migration = readFileSync(path.join(migrationsDir, '0005_search_words.sql'), 'utf8')
    const patch = migration.split('--> statement-breakpoint').find((s) => s.includes('UPDATE "goods"'))
    if (!patch) throw new Error('no UPDATE in 0005_search_words.sql')
    const before = await h.db.select().from(goods).where(eq(goods.id, untouched.id))
    await h.db.execute(sql.raw(patch))
    expect(await found('iphone')).toEqual(['iPhone殼 二手'])
    expect(await found('case 二手')).toEqual(['Kaifong 二手', 'iPhone殼 二手'].sort())
    const [patched] = await h.db.select().from(goods).where(eq(goods.id, row.id))
    expect(String(patched?.searchVector)).toContain("'cases'")
    expect(await h.db.select().from(goods).where(eq(goods.id, untouched.id))).toEqual(before)
  })
})

describe('migration 0005_search_words: back-fill', () => {
  it('fills the dictionary from the listings there are, as the triggers keep it', async () => {
    const { list } = await world()
    await list('Nintendo Switch OLED', { intro: 'two games' })
    await list('Nintendo Switch Lite')
    await list('Sony Walkman', { deletedAt: h.clock.now() })
    const kept = await h.db.select().from(searchWords).orderBy(asc(searchWords.word))
    expect(kept.map((w) => [w.word, w.listings])).toEqual([
      ['game', 1],
      ['games', 1],
      ['lite', 1],
      ['nintendo', 2],
      ['oled', 1],
      ['switch', 2],
      ['two', 1],
    ])
    await h.db.delete(searchWords)
    const migration = readFileSync(path.join(migrationsDir, '0005_search_words.sql'), 'utf8')
    const fill = migration
      .split('--> statement-breakpoint')
      .find((s) => s.includes('INSERT INTO "search_words"'))
    if (!fill) throw new Error('no back-fill in 0005_search_words.sql')
    await h.db.execute(sql.raw(fill))
    expect(await h.db.select().from(searchWords).orderBy(asc(searchWords.word))).toEqual(kept)
  })
})

describe('GET /buyer/goods/goods/es: typos', () => {
  it('replaces a misspelt word by the closest word listings use, and says so', async () => {
    const { list } = await world()
    await list('iPhone 15 Pro')
    await list('MacBook Air M2')
    await list('Nintendo Switch OLED')
    const ipone = await search({ goodsName: 'ipone' })
    expect(names(ipone)).toEqual(['iPhone 15 Pro'])
    expect(ipone.searchInfo).toEqual({ mode: 'corrected', correctedQuery: 'iphone', expandedWith: [] })
    const macbok = await search({ goodsName: 'Macbok Air' })
    expect(names(macbok)).toEqual(['MacBook Air M2'])
    expect(macbok.searchInfo?.correctedQuery).toBe('macbook Air')
    expect((await search({ goodsName: 'IPONE 15' })).searchInfo?.correctedQuery).toBe('iphone 15')
    expect((await search({ goodsName: 'nintedo swich' })).searchInfo?.correctedQuery).toBe('nintendo switch')
    // Two neighbouring letters swapped are one typo, like a dropped or an added letter.
    const swapped = await search({ goodsName: 'iphnoe' })
    expect(names(swapped)).toEqual(['iPhone 15 Pro'])
    expect(swapped.searchInfo).toEqual({ mode: 'corrected', correctedQuery: 'iphone', expandedWith: [] })
    expect((await search({ goodsName: 'Nintendo Swtich' })).searchInfo?.correctedQuery).toBe(
      'Nintendo switch',
    )
    expect((await search({ goodsName: 'nitnendo' })).searchInfo?.correctedQuery).toBe('nintendo')
    // Nothing close enough: nothing found, and nothing claimed.
    expect(await search({ goodsName: 'qwerty' })).toMatchObject({
      records: [],
      total: 0,
      searchInfo: { mode: 'exact', correctedQuery: null },
    })
  })

  it('prefers the word more listings use among equally close ones, and never replaces a word listings use', async () => {
    await h.db.insert(searchWords).values([
      { word: 'camera', listings: 30 },
      { word: 'camero', listings: 1 },
      { word: 'lensx', listings: 0 },
    ])
    expect(await nearestWords(h.db, ['camerx', 'camero', 'lensa'])).toEqual(new Map([['camerx', 'camera']]))
    await h.db.update(searchWords).set({ listings: 50 }).where(eq(searchWords.word, 'camero'))
    expect(await nearestWords(h.db, ['camerx'])).toEqual(new Map([['camerx', 'camero']]))
  })

  it('keeps the dictionary as listings are published, edited, deleted and removed', async () => {
    const count = async (word: string) =>
      (await h.db.select().from(searchWords).where(eq(searchWords.word, word)))[0]?.listings ?? 0
    const s = await seller(h, 100)
    const path = await createCategoryPath(h)
    const one = await publish(h, s, path, { goodsName: 'Nintendo Switch OLED', intro: 'with two games' })
    const two = await publish(h, s, path, { goodsName: 'Nintendo Switch Lite', intro: '有盒' })
    expect([
      await count('nintendo'),
      await count('switch'),
      await count('game'),
      await count('games'),
    ]).toEqual([2, 2, 1, 1])
    // Taken down and edited: the words it no longer has are taken away, the new ones added.
    await ownerCall(h, 'PUT', 'downGoods', s, { goodsId: two.id })
    const edit = await call(h.app, {
      method: 'PUT',
      url: '/buyer/goods/goods/update',
      headers: s.headers,
      payload: {
        ...listingBody(path, await addMedia(h, s.member.id), { goodsName: 'Sony Walkman', intro: '有盒' }),
        goodsId: two.id,
      },
    })
    expect(edit.status).toBe(200)
    expect([await count('nintendo'), await count('sony'), await count('lite')]).toEqual([1, 1, 0])
    // A state change does not touch it; a deleted listing no longer counts.
    expect((await ownerCall(h, 'DELETE', 'deleteGoods', s, { goodsId: two.id })).status).toBe(200)
    expect(await count('sony')).toBe(0)
    await h.db.delete(goods).where(eq(goods.id, Number(one.id)))
    expect(await count('nintendo')).toBe(0)
    // A word no listing uses is not offered.
    expect((await search({ goodsName: 'nintedo' })).records).toEqual([])
  })
})

describe('GET /buyer/goods/goods/es: partial matches of a long query', () => {
  it('ranks listings by how many words match, then by the sort asked', async () => {
    const { list } = await world()
    await list('iPhone 15 Pro Max 512GB', { price: '8000.00' }) // iphone 15 pro max: 4 of 6
    await list('iPhone 12 全新', { price: '3000.00' }) // iphone 全新: 2 of 6
    await list('iPhone 11 全新', { price: '2000.00' }) // 2 of 6
    await list('Samsung 全新', { price: '100.00' }) // 1 of 6: too few
    const q = 'iphone 15 pro max 256gb 全新'
    const cheap = await search({ goodsName: q, sort: 3 })
    expect(names(cheap)).toEqual(['iPhone 15 Pro Max 512GB', 'iPhone 11 全新', 'iPhone 12 全新'])
    expect(cheap.searchInfo).toEqual({ mode: 'partial', correctedQuery: null, expandedWith: [] })
    expect(names(await search({ goodsName: q, sort: 2 }))).toEqual([
      'iPhone 15 Pro Max 512GB',
      'iPhone 12 全新',
      'iPhone 11 全新',
    ])
    // Pages continue in the same order.
    const p1 = await search({ goodsName: q, sort: 3, pageSize: 2 })
    const p2 = await search({ goodsName: q, sort: 3, pageSize: 2, pageNumber: 2 })
    expect([...names(p1), ...names(p2)]).toEqual(names(cheap))
    expect(p2).toMatchObject({ total: 3, pages: 2 })
    // Filters still apply.
    expect(names(await search({ goodsName: q, maxPrice: '2500' }))).toEqual(['iPhone 11 全新'])
    // A short query does not fall back: every word must match.
    expect(await search({ goodsName: 'iphone samsung' })).toMatchObject({
      total: 0,
      searchInfo: { mode: 'exact' },
    })
  })
})

describe('GET /buyer/goods/goods/es: exact and no match', () => {
  it('exact=true searches only the words as typed', async () => {
    const { list } = await world()
    await list('二手沙发 灰色')
    await list('梳化 三人位')
    await list('AirPods Pro')
    await list('iPhone 15 Pro Max')
    const sofa = await search({ goodsName: '沙發', exact: true })
    expect(names(sofa)).toEqual(['二手沙发 灰色'])
    expect(sofa.searchInfo).toEqual({ mode: 'exact', correctedQuery: null, expandedWith: [] })
    expect(await found('air pods', { exact: true })).toEqual([])
    expect(await found('ipone', { exact: 1 })).toEqual([])
    expect(await found('iphone 15 pro max 256gb', { exact: 'true' })).toEqual([])
    expect(await found('iphone 15 pro max 256gb', { exact: false })).toEqual(['iPhone 15 Pro Max'])
  })

  it('a query nothing matches answers an empty page, mode exact; no keyword, no searchInfo', async () => {
    const { list } = await world()
    await list('單車')
    expect(await search({ goodsName: '馬鞍' })).toMatchObject({
      records: [],
      total: 0,
      searchInfo: { mode: 'exact', correctedQuery: null, expandedWith: [] },
    })
    expect(await search({ goodsName: '!!!' })).toMatchObject({ total: 0, searchInfo: { mode: 'exact' } })
    expect((await search({})).searchInfo).toBeNull()
  })

  it('refuses a bad exact flag like any bad input', async () => {
    const res = await call(h.app, { method: 'GET', url: '/buyer/goods/goods/es?goodsName=a&exact=maybe' })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(4002)
    expect((res.body.result as { fields: { field: string }[] }).fields[0]?.field).toBe('exact')
  })
})

describe('GET /buyer/goods/goods/es: filters and sorts in every mode', () => {
  it('applies category, price and sort to expanded and corrected searches', async () => {
    const { member, path, list } = await world()
    const furniture = await createCategoryPath(h, ['傢俬', '客廳', '梳化'])
    await list('梳化 三人位', { price: '900.00' })
    await list('二手沙发', { price: '300.00' })
    await createListing(h, member.id, furniture, { name: 'sofa bed', price: '500.00' })
    await list('iPhone 15', { price: '6000.00' })
    await list('iPhone 13', { price: '2000.00' })
    expect(names(await search({ goodsName: '沙發', sort: 3 }))).toEqual([
      '二手沙发',
      'sofa bed',
      '梳化 三人位',
    ])
    expect(names(await search({ goodsName: '沙發', sort: 2, maxPrice: '600' }))).toEqual([
      'sofa bed',
      '二手沙发',
    ])
    expect(names(await search({ goodsName: 'sofa', categoryId: furniture.top }))).toEqual(['sofa bed'])
    expect(names(await search({ goodsName: 'couch', categoryPathId: path.middle, sort: 3 }))).toEqual([
      '二手沙发',
      '梳化 三人位',
    ])
    const corrected = await search({ goodsName: 'ipone', minPrice: '3000' })
    expect(names(corrected)).toEqual(['iPhone 15'])
    expect(corrected.searchInfo?.mode).toBe('corrected')
    expect(names(await search({ goodsName: 'ipone', sort: 3 }))).toEqual(['iPhone 13', 'iPhone 15'])
  })
})

describe('GET /buyer/goods/goods/es: hot words', () => {
  it('counts the keyword as typed when its words found something, a corrected one as corrected', async () => {
    // Hits of earlier tests wait in the app's buffer: written (and wiped) first.
    await flushSearchHits(h.app.ctx)
    await h.db.execute(sql`truncate search_terms, search_term_hits`)
    const { list } = await world()
    await list('iPhone 15')
    await list('梳化')
    for (const goodsName of ['ipone', '沙發', '馬鞍']) await search({ goodsName })
    await flushSearchHits(h.app.ctx)
    const rows = await h.db
      .select({ term: searchTerms.term })
      .from(searchTerms)
      .orderBy(asc(searchTerms.term))
    // "ipone" was searched as "iphone"; "沙發" widened to 梳化 is still its own word.
    expect(rows.map((r) => r.term)).toEqual(['iphone', '沙发'])
    expect(await h.db.$count(searchTermHits)).toBe(2)
  })
})
