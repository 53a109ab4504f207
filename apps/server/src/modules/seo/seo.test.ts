import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { beforeEach, describe, expect, it } from 'vitest'
import { createMember } from '../../../test/factories.ts'
import { createCategoryPath, createListing } from '../../../test/goods-factories.ts'
import { useTestApp } from '../../../test/harness.ts'
import { useWebApps } from '../../../test/web-app.ts'
import { goods, goodsImages, members, settings } from '../../db/schema.ts'

const BASE = 'https://kaifong.example'
const DAY = 24 * 3600_000
const h = useTestApp({ PUBLIC_URL: BASE })
const apps = useWebApps(h)

beforeEach(async () => {
  await h.db.insert(settings).values({
    key: 'site',
    value: {
      siteName: { 'zh-Hant': '街坊市集', 'zh-Hans': '街坊市集', en: 'Kaifong Market' },
      buyerSideLogo: '/logo.svg',
      buyerSideIcon: '/favicon.svg',
    },
  })
})

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
function metaOf(html: string, key: string): string | undefined {
  const m = html.match(
    new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`),
  )
  return m?.[1] === undefined ? undefined : decode(m[1])
}
function jsonLdOf(html: string): Record<string, unknown> {
  const m = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)
  if (!m?.[1]) throw new Error('no JSON-LD')
  return JSON.parse(m[1])
}
const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { accept: '*/*', ...headers } })

async function firstImage(goodsId: number) {
  const [row] = await h.db
    .select({ url: goodsImages.url })
    .from(goodsImages)
    .where(and(eq(goodsImages.goodsId, goodsId), eq(goodsImages.position, 0)))
  return row?.url
}

async function seller(nickName = '陳大文') {
  return createMember(h, { nickName, phoneVerifiedAt: h.clock.now() })
}

describe('listing share page', () => {
  it('writes title, description, canonical, OpenGraph, Twitter and JSON-LD into index.html', async () => {
    const m = await seller()
    const path3 = await createCategoryPath(h)
    const intro = `九成新，無花痕。\n\n  送保護殼同叉電線。${'電池健康度 88%，'.repeat(20)}`
    const g = await createListing(h, m.id, path3, {
      name: 'iPhone 13 128GB',
      intro,
      price: '1200.00',
      imageCount: 2,
    })
    const res = await get(apps.web, `/goodsDetail?goodsId=${g.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.headers['cache-control']).toBe('no-cache')
    const html = res.body
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain('<title>iPhone 13 128GB – HK$1,200 | 街坊市集</title>')
    expect(html).not.toContain('SPA default')
    expect(html).toContain('<html lang="zh-Hant">')
    const description = metaOf(html, 'description') ?? ''
    expect(description.startsWith('九成新，無花痕。 送保護殼同叉電線。')).toBe(true)
    expect([...description].length).toBeLessThanOrEqual(160)
    expect(description.endsWith('…')).toBe(true)
    const url = `${BASE}/goodsDetail?goodsId=${g.id}`
    expect(html).toContain(`<link rel="canonical" href="${url.replace('&', '&amp;')}" />`)
    expect(metaOf(html, 'og:type')).toBe('product')
    expect(metaOf(html, 'og:title')).toBe('iPhone 13 128GB – HK$1,200 | 街坊市集')
    expect(metaOf(html, 'og:url')).toBe(url)
    expect(metaOf(html, 'og:site_name')).toBe('街坊市集')
    expect(metaOf(html, 'og:locale')).toBe('zh_HK')
    const first = await firstImage(g.id)
    expect(metaOf(html, 'og:image')).toBe(`${BASE}${first}`)
    expect(metaOf(html, 'og:image:width')).toBe('800')
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image')
    expect(metaOf(html, 'product:price:amount')).toBe('1200.00')
    const ld = jsonLdOf(html)
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'iPhone 13 128GB',
      sku: String(g.id),
      category: '智能手機',
      offers: {
        '@type': 'Offer',
        price: '1200.00',
        priceCurrency: 'HKD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
        url,
        seller: { '@type': 'Person', name: '陳大文' },
      },
    })
    expect(ld.image).toHaveLength(2)
    // The SPA still boots: its script is there, untouched.
    expect(html).toContain('<script type="module" src="/assets/app.js"></script>')
  })

  it('escapes what members wrote, so a title cannot break out of an attribute or the JSON-LD script', async () => {
    const m = await seller('<b>"Sam" & co</b>')
    const name = `</script><script>alert("x")</script> 'quoted' & <b>bold</b>`
    const g = await createListing(h, m.id, await createCategoryPath(h), {
      name,
      intro: '"><img src=x onerror=alert(1)>',
    })
    const html = (await get(apps.web, `/goodsDetail?goodsId=${g.id}`)).body
    expect(html.match(/<script/g)).toHaveLength(2) // the SPA's module script and the JSON-LD block
    expect(html).not.toContain('<script>alert')
    expect(html).not.toContain('<img src=x')
    expect(html).not.toContain('<b>')
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert')
    expect(metaOf(html, 'og:title')).toBe(`${name} – HK$1,200 | 街坊市集`)
    expect(metaOf(html, 'description')).toBe('"><img src=x onerror=alert(1)>')
    const ld = jsonLdOf(html)
    expect(ld.name).toBe(name)
    expect((ld.offers as { seller: { name: string } }).seller.name).toBe('<b>"Sam" & co</b>')
  })

  it('speaks the language asked for by ?lang= or the language header', async () => {
    const m = await seller()
    const g = await createListing(h, m.id, await createCategoryPath(h))
    const en = (await get(apps.web, `/goodsDetail?goodsId=${g.id}&lang=en`)).body
    expect(en).toContain('| Kaifong Market</title>')
    expect(metaOf(en, 'og:locale')).toBe('en_GB')
    expect(en).toContain('<html lang="en">')
    expect(jsonLdOf(en).category).toBe('智能手機-en')
    const hans = (await get(apps.web, `/goodsDetail?goodsId=${g.id}`, { language: 'zh-Hans' })).body
    expect(metaOf(hans, 'og:locale')).toBe('zh_CN')
    expect(hans).toContain('<html lang="zh-Hans">')
  })

  it('tells crawlers whether the item can still be had, and its condition', async () => {
    const m = await seller()
    const p = await createCategoryPath(h)
    const now = h.clock.now()
    const sold = await createListing(h, m.id, p, { marketEnable: 'SOLD_OUT', goodsStatus: 0 })
    const expired = await createListing(h, m.id, p, { closeTime: new Date(now.getTime() - DAY) })
    const service = await createListing(h, m.id, p, { goodsStatus: 3, price: '1234567.5' })
    const offer = async (id: number) => {
      const html = (await get(apps.web, `/goodsDetail?goodsId=${id}`)).body
      return { html, offer: jsonLdOf(html).offers as Record<string, unknown> }
    }
    const a = await offer(sold.id)
    expect(a.offer.availability).toBe('https://schema.org/SoldOut')
    expect(a.offer.itemCondition).toBe('https://schema.org/NewCondition')
    expect(metaOf(a.html, 'product:availability')).toBe('out of stock')
    expect((await offer(expired.id)).offer.availability).toBe('https://schema.org/OutOfStock')
    const s = await offer(service.id)
    expect(s.offer.itemCondition).toBeUndefined()
    expect(s.offer.price).toBe('1234567.50')
    expect(s.html).toContain('– HK$1,234,567.50 |')
  })

  it('serves the plain app with noindex for unknown, deleted, taken-down or malformed listings', async () => {
    const m = await seller()
    const p = await createCategoryPath(h)
    const down = await createListing(h, m.id, p, { marketEnable: 'DOWN', closeTime: null })
    const gone = await createListing(h, m.id, p)
    await h.db.update(goods).set({ deletedAt: h.clock.now() }).where(eq(goods.id, gone.id))
    const disabled = await createMember(h, { disabled: true })
    const hidden = await createListing(h, disabled.id, p)
    for (const q of [`${down.id}`, `${gone.id}`, `${hidden.id}`, '999999', 'abc', '-1', '']) {
      const res = await get(apps.web, `/goodsDetail?goodsId=${q}`)
      expect(res.statusCode, q).toBe(200)
      expect(res.body).toContain('<meta name="robots" content="noindex" />')
      expect(res.body).toContain('<title>SPA default title</title>')
      expect(res.body).not.toContain('og:title')
      expect(res.body).not.toContain('application/ld+json')
    }
    expect((await get(apps.web, '/goodsDetail')).body).toContain('noindex')
  })
})

describe('member share page', () => {
  it("shows the member's nickname and live listing count", async () => {
    const m = await seller('旺角 Mary')
    const p = await createCategoryPath(h)
    await createListing(h, m.id, p, { openTime: new Date(h.clock.now().getTime() - DAY) })
    const newest = await createListing(h, m.id, p, { imageCount: 1 })
    await createListing(h, m.id, p, { marketEnable: 'DOWN', closeTime: null })
    await createListing(h, m.id, p, { closeTime: new Date(h.clock.now().getTime() - 1000) })
    const res = await get(apps.web, `/user/${encodeURIComponent('旺角 Mary')}?id=${m.id}`)
    expect(res.statusCode).toBe(200)
    const html = res.body
    expect(html).toContain('<title>旺角 Mary 的二手好物 | 街坊市集</title>')
    expect(metaOf(html, 'description')).toBe('旺角 Mary 在街坊市集出售中的貨品：2 件。直接傾、即時出價。')
    expect(metaOf(html, 'og:type')).toBe('profile')
    const canonical = `${BASE}/user/${encodeURIComponent('旺角 Mary')}?id=${m.id}`
    expect(metaOf(html, 'og:url')).toBe(canonical)
    expect(metaOf(html, 'og:image')).toBe(`${BASE}${await firstImage(newest.id)}`)
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: '旺角 Mary', identifier: String(m.id) },
    })
    const en = (await get(apps.web, `/user/anything?id=${m.id}&lang=en`)).body
    expect(metaOf(en, 'description')).toBe(
      'Items for sale by 旺角 Mary on Kaifong Market: 2. Chat directly and make an offer.',
    )
  })

  it("adds the member's review count and exact average once they have reviews", async () => {
    const m = await seller('沙田 Sam')
    await h.db.update(members).set({ reviewCount: 3, reviewScoreSum: 13 }).where(eq(members.id, m.id))
    const hant = (await get(apps.web, `/user/sam?id=${m.id}`)).body
    expect(metaOf(hant, 'description')).toBe(
      '沙田 Sam 在街坊市集出售中的貨品：0 件。直接傾、即時出價。評價 3 個，平均 4.3 分（5 分滿分）。',
    )
    const en = (await get(apps.web, `/user/sam?id=${m.id}&lang=en`)).body
    expect(metaOf(en, 'description')).toBe(
      'Items for sale by 沙田 Sam on Kaifong Market: 0. Chat directly and make an offer. Reviews: 3, averaging 4.3 out of 5.',
    )
  })

  it('serves the plain app with noindex for an unknown or disabled member', async () => {
    const disabled = await createMember(h, { disabled: true })
    for (const q of [`${disabled.id}`, '424242', 'x']) {
      const res = await get(apps.web, `/user/someone?id=${q}`)
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('<meta name="robots" content="noindex" />')
      expect(res.body).not.toContain('og:type')
    }
  })
})
