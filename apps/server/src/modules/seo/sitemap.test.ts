import { ErrorCode } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createMember } from '../../../test/factories.ts'
import { createCategoryPath, createListing } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { TEST_INDEX_HTML, useWebApps } from '../../../test/web-app.ts'
import { articles, goods } from '../../db/schema.ts'
import { sitemapXml } from './sitemap.ts'

const BASE = 'https://kaifong.example'
const DAY = 24 * 3600_000
const h = useTestApp({ PUBLIC_URL: BASE })
const apps = useWebApps(h)

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])
const goodsIds = (xml: string) => [...xml.matchAll(/goodsId=(\d+)<\/loc>/g)].map((m) => Number(m[1]))

async function collect(gen: AsyncGenerator<string>) {
  let out = ''
  for await (const chunk of gen) out += chunk
  return out
}

/** Five live listings (two opened at the same instant), and one each taken down, expired, deleted. */
async function market() {
  const m = await createMember(h)
  const p = await createCategoryPath(h)
  const at = (daysAgo: number) => new Date(h.clock.now().getTime() - daysAgo * DAY)
  const live = []
  for (const daysAgo of [3, 1, 2, 1, 4]) live.push(await createListing(h, m.id, p, { openTime: at(daysAgo) }))
  const down = await createListing(h, m.id, p, { marketEnable: 'DOWN', closeTime: null })
  const expired = await createListing(h, m.id, p, { closeTime: at(0.5) })
  const deleted = await createListing(h, m.id, p)
  await h.db.update(goods).set({ deletedAt: h.clock.now() }).where(eq(goods.id, deleted.id))
  // Newest first; the two opened at the same moment by id, highest first.
  const order = [...live].sort(
    (a, b) => (b.openTime?.getTime() ?? 0) - (a.openTime?.getTime() ?? 0) || b.id - a.id,
  )
  return { live, order, hidden: [down.id, expired.id, deleted.id] }
}

describe('sitemap and robots', () => {
  it('lists the home page, the site pages and every live listing, newest first, with lastmod', async () => {
    const { order, hidden } = await market()
    await h.db.insert(articles).values({
      key: 'about',
      type: 'PAGE',
      title: { 'zh-Hant': '關於', 'zh-Hans': '关于', en: 'About' },
      content: { 'zh-Hant': '…', 'zh-Hans': '…', en: '…' },
      updatedAt: new Date('2026-01-02T03:04:05Z'),
    })
    const res = await apps.web.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/xml')
    const xml = res.body
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true)
    expect(locs(xml).slice(0, 6)).toEqual(
      ['/', '/aboutUs', '/policy', '/termsOfUse', '/disclaimer', '/contact'].map((p) => `${BASE}${p}`),
    )
    expect(xml).toContain(`<loc>${BASE}/aboutUs</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod>`)
    expect(goodsIds(xml)).toEqual(order.map((g) => g.id))
    for (const id of hidden) expect(goodsIds(xml)).not.toContain(id)
    const first = order[0]
    expect(xml).toContain(
      `<loc>${BASE}/goodsDetail?goodsId=${first?.id}</loc><lastmod>${first?.updatedAt.toISOString()}</lastmod>`,
    )
  })

  it('reads listings a page at a time without skipping or repeating, and stops at the URL cap', async () => {
    const { order } = await market()
    const all = await collect(sitemapXml(h.app.ctx, { pageSize: 2 }))
    expect(goodsIds(all)).toEqual(order.map((g) => g.id))
    const capped = await collect(sitemapXml(h.app.ctx, { pageSize: 2, maxUrls: 9 }))
    expect(locs(capped)).toHaveLength(9)
    expect(goodsIds(capped)).toEqual(order.slice(0, 3).map((g) => g.id))
    expect(capped.trimEnd().endsWith('</urlset>')).toBe(true)
  })

  it('serves robots.txt allowing all and pointing to the sitemap, with or without the web app', async () => {
    for (const app of [apps.web, apps.bare]) {
      const res = await app.inject({ method: 'GET', url: '/robots.txt' })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toContain('text/plain')
      expect(res.body).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${BASE}/sitemap.xml\n`)
    }
  })

  it('leaves the SPA fallback and the 404 envelope as they were', async () => {
    const spa = await apps.web.inject({
      method: 'GET',
      url: '/goodsList?goodsName=x',
      headers: { accept: 'text/html' },
    })
    expect(spa.statusCode).toBe(200)
    expect(spa.body).toBe(TEST_INDEX_HTML)
    const asset = await apps.web.inject({ method: 'GET', url: '/assets/app.js' })
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const index = await apps.web.inject({ method: 'GET', url: '/index.html' })
    expect(index.headers['cache-control']).toBe('no-cache')
    const api = await call(apps.web, {
      method: 'GET',
      url: '/buyer/nothing',
      headers: { accept: 'text/html' },
    })
    expect(api.status).toBe(404)
    expect(api.body.success).toBe(false)
    // Without the web app, the share pages do not exist: the usual 404 envelope.
    const bare = await call(apps.bare, {
      method: 'GET',
      url: '/goodsDetail?goodsId=1',
      headers: { accept: 'text/html' },
    })
    expect(bare.status).toBe(404)
    expect(bare.body.code).toBe(ErrorCode.NOT_FOUND)
  })
})
