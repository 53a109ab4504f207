import type { SearchSuggestions } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { createMember } from '../../../test/factories.ts'
import { type CategoryPath, createCategoryPath, createListing } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { categories, goods, type Localized } from '../../db/schema.ts'
import { clearCategoryCache } from '../categories/categories.service.ts'
import { SUGGEST_TITLE_MAX } from './suggest.service.ts'

const h = useTestApp()
// The category tree is cached per database for an hour, and every test starts at the same time.
beforeEach(() => clearCategoryCache(h.db))
const DAY = 24 * 60 * 60 * 1000

const suggestUrl = (keyword: string, count?: number) =>
  `/buyer/goods/goods/suggest?keyword=${encodeURIComponent(keyword)}${count === undefined ? '' : `&count=${count}`}`

async function suggest(keyword: string, opts: { count?: number; language?: string } = {}) {
  const res = await call<SearchSuggestions>(h.app, {
    method: 'GET',
    url: suggestUrl(keyword, opts.count),
    headers: { language: opts.language ?? 'zh-Hant' },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.result
}

/** A seller listing in one category path; `collectCount` orders the suggestions. */
async function world() {
  const seller = await createMember(h)
  const path = await createCategoryPath(h)
  const list = (name: string, collectCount = 0, intro = '好用') =>
    createListing(h, seller.id, path, { name, intro, collectCount })
  return { seller, path, list }
}

async function category(parentId: number, level: number, name: Localized): Promise<number> {
  const [row] = await h.db
    .insert(categories)
    .values({ parentId, level, name })
    .returning({ id: categories.id })
  if (!row) throw new Error('category insert failed')
  return row.id
}

/** 家居 › 傢俬 › 梳化 / 床, with each language's own words (the demo tree's style). */
async function furniture() {
  const home = await category(0, 1, { 'zh-Hant': '家居', 'zh-Hans': '家居', en: 'Home' })
  const furn = await category(home, 2, { 'zh-Hant': '傢俬', 'zh-Hans': '家具', en: 'Furniture' })
  const sofa = await category(furn, 3, { 'zh-Hant': '梳化', 'zh-Hans': '沙发', en: 'Sofas' })
  const bed = await category(furn, 3, { 'zh-Hant': '床及床褥', 'zh-Hans': '床及床垫', en: 'Beds' })
  const tables = await category(furn, 3, {
    'zh-Hant': '梳化檯及茶几',
    'zh-Hans': '茶几',
    en: 'Coffee tables',
  })
  return { home, furn, sofa, bed, tables }
}

describe('GET /buyer/goods/goods/suggest: words', () => {
  it('offers live listing titles in either Chinese script, most favourited first', async () => {
    const { list } = await world()
    await list('二手手機 九成新', 2)
    await list('全新手机壳', 5)
    await list('手機支架', 1)
    await list('單車')
    for (const keyword of ['手機', '手机']) {
      expect((await suggest(keyword)).words).toEqual(['全新手机壳', '二手手機 九成新', '手機支架'])
    }
    // A single character finds the titles that have it.
    expect((await suggest('車')).words).toEqual(['單車'])
  })

  it('reads the last word as a prefix, the others whole, ignoring case and width', async () => {
    const { list } = await world()
    await list('iPhone 15 Pro', 3)
    await list('iPhone 14', 2)
    await list('Samsung Galaxy phone', 1)
    expect((await suggest('iph')).words).toEqual(['iPhone 15 Pro', 'iPhone 14'])
    expect((await suggest('ＩＰＨＯＮＥ 1')).words).toEqual(['iPhone 15 Pro', 'iPhone 14'])
    expect((await suggest('iphone 15 p')).words).toEqual(['iPhone 15 Pro'])
    expect((await suggest('galaxy ph')).words).toEqual(['Samsung Galaxy phone'])
    // "phone" is a word of its own, not the end of iPhone.
    expect((await suggest('phone')).words).toEqual(['Samsung Galaxy phone'])
    expect((await suggest('iphone galaxy')).words).toEqual([])
    // Two letters swapped are one typo, like one dropped: corrected as the search corrects them.
    expect((await suggest('iphnoe')).words).toEqual(['iPhone 15 Pro', 'iPhone 14'])
    expect((await suggest('samsnug galaxy')).words).toEqual(['Samsung Galaxy phone'])
  })

  it('when the words as typed suggest nothing, reads them as the search does', async () => {
    const { list } = await world()
    await list('AirPods Pro 2', 3)
    await list('二手梳化 三人', 2)
    await list('Gift box 禮盒', 1)
    // Joined words, Mainland wording, a plural in "-es": each the way the search finds them.
    expect((await suggest('air pods')).words).toEqual(['AirPods Pro 2'])
    expect((await suggest('沙发')).words).toEqual(['二手梳化 三人'])
    expect((await suggest('boxes gif')).words).toEqual(['Gift box 禮盒'])
    // Still nothing for words nothing has.
    expect((await suggest('air fryer')).words).toEqual([])
    // A typo, corrected to a word listings use, as the search corrects it.
    expect((await suggest('airpod prro')).words).toEqual(['AirPods Pro 2'])
    expect((await suggest('xqzzy')).words).toEqual([])
  })

  it('shows each title once, on one line and at most 30 characters, and only when the title matches', async () => {
    const { list } = await world()
    await list('Nintendo Switch OLED', 3)
    await list('nintendo   switch oled', 2)
    await list('Switch games bundle with Mario Kart and Zelda Tears of the Kingdom', 1)
    // Found by its description only: not a title to suggest.
    await list('遊戲機', 9, 'Nintendo Switch 連兩個手掣')
    const { words } = await suggest('switch')
    expect(words).toEqual(['Nintendo Switch OLED', 'Switch games bundle with Mario'])
    for (const w of words) expect([...w].length).toBeLessThanOrEqual(SUGGEST_TITLE_MAX)
    const long = '全新未開封日本直送電飯煲三點五公升容量適合四至六人家庭使用附送量杯及飯匙'
    await list(long)
    expect((await suggest('電飯煲')).words).toEqual([[...long].slice(0, SUGGEST_TITLE_MAX).join('')])
    await list('iPhone 12 mini 64GB Blue, 85% battery, no scratches')
    await list('iPad 9 64GB Wi-Fi Silver, boxed, with pencil and case')
    expect((await suggest('iphone')).words).toEqual(['iPhone 12 mini 64GB Blue, 85%'])
    expect((await suggest('ipad')).words).toEqual(['iPad 9 64GB Wi-Fi Silver'])
  })

  it('is not crowded out by popular listings that mention the keyword only in their description', async () => {
    const { list } = await world()
    for (let i = 0; i < 8; i++) await list(`Bedside table ${i}`, 50, 'Comes with a free lamp')
    await list('Desk lamp', 0)
    expect((await suggest('lamp', { count: 1 })).words).toEqual(['Desk lamp'])
  })

  it('leaves out listings that are not live', async () => {
    const { list } = await world()
    const now = h.clock.now()
    await list('Desk lamp')
    const down = await list('Desk fan')
    const gone = await list('Desk chair')
    const old = await list('Desk mat')
    await h.db.update(goods).set({ marketEnable: 'DOWN' }).where(eq(goods.id, down.id))
    await h.db.update(goods).set({ deletedAt: now }).where(eq(goods.id, gone.id))
    await h.db
      .update(goods)
      .set({ closeTime: new Date(now.getTime() - DAY) })
      .where(eq(goods.id, old.id))
    expect((await suggest('desk')).words).toEqual(['Desk lamp'])
  })

  it('answers nothing for a keyword with nothing searchable in it', async () => {
    const { list } = await world()
    await list('!!! sale !!!')
    expect(await suggest('!!!')).toEqual({ words: [], categories: [] })
  })
})

describe('GET /buyer/goods/goods/suggest: categories', () => {
  it('finds a category by its name in any language and script, named in the reader’s language, leaf first', async () => {
    const { sofa, furn } = await furniture()
    const sofaIn = {
      'zh-Hant': { id: String(sofa), name: '梳化', path: ['梳化', '傢俬', '家居'] },
      'zh-Hans': { id: String(sofa), name: '沙发', path: ['沙发', '家具', '家居'] },
      en: { id: String(sofa), name: 'Sofas', path: ['Sofas', 'Furniture', 'Home'] },
    }
    // Hong Kong, Mainland (in either script) and English words all reach 梳化.
    for (const keyword of ['梳化', '沙發', '沙发', 'sofa', 'SOFAS']) {
      expect((await suggest(keyword, { language: 'zh-Hant' })).categories[0], keyword).toEqual(
        sofaIn['zh-Hant'],
      )
      expect((await suggest(keyword, { language: 'zh-Hans' })).categories[0], keyword).toEqual(
        sofaIn['zh-Hans'],
      )
      expect((await suggest(keyword, { language: 'en' })).categories[0], keyword).toEqual(sofaIn.en)
    }
    // A parent category is offered too, with its own path.
    expect((await suggest('furn', { language: 'en' })).categories).toEqual([
      { id: String(furn), name: 'Furniture', path: ['Furniture', 'Home'] },
    ])
    expect((await suggest('家具', { language: 'zh-Hant' })).categories).toEqual([
      { id: String(furn), name: '傢俬', path: ['傢俬', '家居'] },
    ])
  })

  it('puts the whole name first, then names starting with the keyword, then names containing it', async () => {
    const { sofa, tables } = await furniture()
    const ids = async (keyword: string, language = 'zh-Hant') =>
      (await suggest(keyword, { language })).categories.map((c) => c.id)
    expect(await ids('梳化')).toEqual([String(sofa), String(tables)])
    // In English "Coffee tables" does not say sofa: the Traditional name matched, so it comes after.
    expect(await ids('梳化', 'en')).toEqual([String(sofa), String(tables)])
    expect(await ids('床')).toHaveLength(1)
    expect(await ids('nothing like it')).toEqual([])
  })

  it('follows category changes once the cached tree is reloaded', async () => {
    await furniture()
    expect((await suggest('Toys', { language: 'en' })).categories).toEqual([])
    await category(0, 1, { 'zh-Hant': '玩具', 'zh-Hans': '玩具', en: 'Toys' })
    clearCategoryCache(h.db)
    expect((await suggest('Toys', { language: 'en' })).categories.map((c) => c.name)).toEqual(['Toys'])
  })
})

describe('GET /buyer/goods/goods/suggest: limits and input', () => {
  async function many(path: CategoryPath, n: number) {
    const seller = await createMember(h)
    for (let i = 1; i <= n; i++)
      await createListing(h, seller.id, path, { name: `Lamp model ${i}`, intro: 'x' })
  }

  it('offers 8 words by default and at most `count`, and at most 5 categories', async () => {
    const path = await createCategoryPath(h, ['Lamps', 'Lamps indoor', 'Lamps desk'])
    await many(path, 12)
    for (let i = 0; i < 6; i++)
      await category(0, 1, { 'zh-Hant': `燈${i}`, 'zh-Hans': `灯${i}`, en: `Lamp ${i}` })
    const byDefault = await suggest('lamp')
    expect(byDefault.words).toHaveLength(8)
    expect(byDefault.categories).toHaveLength(5)
    const three = await suggest('lamp', { count: 3 })
    expect(three.words).toHaveLength(3)
    expect(three.categories).toHaveLength(3)
    expect((await suggest('lamp', { count: 10 })).words).toHaveLength(10)
  })

  it('sends a short private cache time that varies by language', async () => {
    const res = await h.app.inject({ method: 'GET', url: suggestUrl('lamp'), headers: { language: 'en' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('private, max-age=60')
    expect(res.headers.vary).toContain('language')
  })

  it('refuses a missing, empty or blank keyword, control characters, an over-long keyword and a bad count', async () => {
    const bad = [
      '/buyer/goods/goods/suggest',
      suggestUrl(''),
      suggestUrl('   '),
      suggestUrl('lamp\u0000'),
      suggestUrl('lamp\u0007shade'),
      suggestUrl('燈'.repeat(1000)),
      suggestUrl('a'.repeat(1000)),
      suggestUrl('lamp', 0),
      suggestUrl('lamp', 11),
      `${suggestUrl('lamp')}&count=x`,
    ]
    for (const url of bad) {
      const res = await call(h.app, { method: 'GET', url })
      expect(res.status, url).toBe(400)
      expect(res.body.code, url).toBe(4002)
      expect(res.body.success).toBe(false)
    }
  })
})
