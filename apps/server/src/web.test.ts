import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { GALLERY_SIZES } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { compressDist } from '../../../scripts/compress-dist.mjs'
import { createMember } from '../test/factories.ts'
import { createCategoryPath, createListing } from '../test/goods-factories.ts'
import { useTestApp } from '../test/harness.ts'
import { banners, categories, goods, goodsImages } from './db/schema.ts'
import { registerErrorHandling } from './lib/error-handler.ts'
import { preferredEncoding, withFirstScreenImage } from './lib/first-screen.ts'
import { parseLanguage } from './lib/messages.ts'
import { serverRoot } from './lib/paths.ts'
import { clearCategoryCache } from './modules/categories/categories.service.ts'
import { registerCompression, registerWeb } from './web.ts'

const h = useTestApp()

const SCRIPT = `${Array.from({ length: 200 }, (_, i) => `export const line${i} = 'kaifong market ${i}'`).join('\n')}\n`
const INDEX = `<!doctype html>
<html lang="zh-Hant">
  <head><meta charset="UTF-8" /><title>街坊市集 Kaifong Market</title>
    <script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>
  </head>
  <body><div id="root"></div><!-- ${'padding '.repeat(40)} --></body>
</html>
`

/** The text of a response, decoded as its Content-Encoding says. */
function bodyOf(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8')
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8')
  return res.payload
}

/**
 * The web layer as buildApp puts it together (compression first, the web layer last) over `dist`,
 * after the build's own compression step.
 */
async function webOver(dist: string): Promise<FastifyInstance> {
  compressDist(dist)
  const web = Fastify()
  web.decorateRequest('lang', 'zh-Hant')
  web.addHook('onRequest', async (request) => {
    request.lang = parseLanguage(request.headers.language)
  })
  registerErrorHandling(web)
  await registerCompression(web)
  await registerWeb(web, h.app.ctx, { distDir: dist })
  await web.ready()
  return web
}

describe('the built web app', () => {
  let web: FastifyInstance
  let dist: string
  beforeAll(async () => {
    // A dist folder as the web build leaves it, compressed by the build's own step.
    dist = mkdtempSync(path.join(tmpdir(), 'kf-delivery-'))
    mkdirSync(path.join(dist, 'assets'))
    mkdirSync(path.join(dist, '.vite'))
    writeFileSync(path.join(dist, 'index.html'), INDEX)
    writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), SCRIPT)
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}')
    web = await webOver(dist)
  })
  afterAll(async () => {
    await web?.close()
    rmSync(dist, { recursive: true, force: true })
  })

  const asset = (acceptEncoding?: string) =>
    web.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    })

  it('sends a script brotli-compressed when the browser takes brotli', async () => {
    const res = await asset('gzip, deflate, br')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/^(?:application|text)\/javascript/)
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4)
    expect(bodyOf(res)).toBe(SCRIPT)
  })

  it('sends it gzip-compressed when the browser takes only gzip', async () => {
    const res = await asset('gzip')
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(bodyOf(res)).toBe(SCRIPT)
  })

  it('sends it as it is to a client that takes neither', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await asset(acceptEncoding)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-encoding'], acceptEncoding).toBeUndefined()
      expect(res.headers.vary).toMatch(/accept-encoding/i)
      expect(res.payload).toBe(SCRIPT)
    }
  })

  it('lets browsers keep hashed assets for a year without asking again', async () => {
    for (const acceptEncoding of [undefined, 'gzip', 'br']) {
      const res = await asset(acceptEncoding)
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    }
  })

  it('has index.html checked on every visit, compressed too, for client routes and by name', async () => {
    for (const url of ['/', '/goodsList?keyword=iphone', '/index.html']) {
      const res = await web.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'br' },
      })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type'], url).toMatch(/^text\/html/)
      expect(res.headers['content-encoding'], url).toBe('br')
      expect(res.headers['cache-control'], url).toBe('no-cache')
      expect(bodyOf(res), url).toBe(INDEX)
    }
  })

  it('does not serve the build manifest', async () => {
    const res = await web.inject({ method: 'GET', url: '/.vite/manifest.json' })
    expect(res.statusCode).toBe(404)
  })
})

describe('the first screen', () => {
  // The web app's own index.html (the build keeps its body as it is): the header and a content
  // skeleton paint before any script runs (docs/architecture.md, "Delivery: compression, caching,
  // first load").
  const source = readFileSync(path.resolve(serverRoot, '../web/index.html'), 'utf8')
  let web: FastifyInstance
  let dist: string
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'kf-first-screen-'))
    writeFileSync(path.join(dist, 'index.html'), source)
    web = await webOver(dist)
  })
  afterAll(async () => {
    await web?.close()
    rmSync(dist, { recursive: true, force: true })
  })

  /** What is inside <div id="root"> until React's first render replaces it. */
  const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('<script'))

  it('is in the HTML of the home and of a listing page, compressed and revalidated like the rest', async () => {
    for (const url of ['/', '/goodsDetail?goodsId=1']) {
      const res = await web.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'br' },
      })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-encoding'], url).toBe('br')
      expect(res.headers['cache-control'], url).toBe('no-cache')
      const root = rootOf(bodyOf(res))
      expect(root, url).toContain('class="fs-header"')
      // The logo is drawn in the HTML itself: the header is contentful before any request.
      expect(root, url).toMatch(/<span class="fs-brand"><svg /)
      expect(root, url).toContain('街坊市集')
      expect(root, url).toContain('class="fs-grid"')
      // The listing page gets the gallery-and-info layout, the home its banner and grid.
      expect(root.includes('<div class="fs fs-detail" aria-hidden="true">'), url).toBe(url !== '/')
    }
  })

  /** The largest picture, as the skeleton shows it and as <head> preloads it. */
  const pictureOf = (html: string) => ({
    preload: html.slice(0, html.indexOf('</head>')).match(/<link rel="preload" as="image"[^>]*>/g) ?? [],
    shown: rootOf(html).match(/<div class="fs-(?:banner|img) fs-pic"><img [^>]*><\/div>/g) ?? [],
  })
  const page = async (url: string, headers: Record<string, string> = {}) => {
    const res = await web.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', 'accept-encoding': 'br', ...headers },
    })
    expect(res.statusCode, url).toBe(200)
    return res
  }
  // Pages keep their picture for 30 s (first-screen-pages.ts): each test starts past the last one's.
  beforeEach(() => h.clock.advance(60_000))

  it('writes the first banner into the home page, preloaded, compressed once and revalidated by ETag', async () => {
    expect(pictureOf(bodyOf(await page('/')))).toEqual({ preload: [], shown: [] })
    await h.db.insert(banners).values([
      {
        imageUrl: '/media/banners/b.webp',
        title: { 'zh-Hant': '乙', 'zh-Hans': '乙', en: 'B' },
        sortOrder: 2,
      },
      {
        imageUrl: '/media/banners/a.webp',
        title: { 'zh-Hant': '甲', 'zh-Hans': '甲', en: 'A' },
        sortOrder: 1,
      },
    ])
    h.clock.advance(31_000)
    const res = await page('/')
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    const html = bodyOf(res)
    expect(pictureOf(html)).toEqual({
      preload: ['<link rel="preload" as="image" href="/media/banners/a.webp" fetchpriority="high" />'],
      shown: [
        '<div class="fs-banner fs-pic"><img src="/media/banners/a.webp" alt="" fetchpriority="high" /></div>',
      ],
    })
    // The rest is index.html as built.
    expect(
      html.replace(/\n\s*<link rel="preload" as="image"[^>]*>/, '').replace(/ fs-pic"><img [^>]*>/, '">'),
    ).toBe(source)
    expect(bodyOf(await page('/', { 'accept-encoding': 'gzip' }))).toBe(html)
    expect(bodyOf(await page('/', { 'accept-encoding': 'identity' }))).toBe(html)
    const etag = String(res.headers.etag)
    const again = await web.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', 'if-none-match': etag },
    })
    expect(again.statusCode).toBe(304)

    // A banner edited elsewhere shows once the page's 30 s are up.
    await h.db.update(banners).set({ enabled: false }).where(eq(banners.imageUrl, '/media/banners/a.webp'))
    expect(pictureOf(bodyOf(await page('/'))).shown[0]).toContain('/media/banners/a.webp')
    h.clock.advance(31_000)
    expect(pictureOf(bodyOf(await page('/'))).shown[0]).toContain('/media/banners/b.webp')
  })

  it("writes a listing's first photo into its page at the gallery's sizes", async () => {
    const seller = await createMember(h, { nickName: '陳大文' })
    const g = await createListing(h, seller.id, await createCategoryPath(h), { imageCount: 2 })
    await h.db
      .update(goodsImages)
      .set({ url: '/media/test/p.webp', thumbnail: '/media/test/p-thumb.webp', width: 1280, height: 960 })
      .where(eq(goodsImages.goodsId, g.id))
    const html = bodyOf(await page(`/goodsDetail?goodsId=${g.id}`))
    const srcset = '/media/test/p-thumb.webp 400w, /media/test/p.webp 1280w'
    expect(pictureOf(html)).toEqual({
      preload: [
        `<link rel="preload" as="image" href="/media/test/p.webp" imagesrcset="${srcset}" imagesizes="${GALLERY_SIZES}" fetchpriority="high" />`,
      ],
      shown: [
        `<div class="fs-banner fs-pic"><img src="/media/test/p.webp" srcset="${srcset}" sizes="${GALLERY_SIZES}" alt="" fetchpriority="high" /></div>`,
      ],
    })
    expect(rootOf(html)).toContain('<div class="fs fs-detail" aria-hidden="true">')
  })

  it("writes the first result's picture into the goods list, for the search the page makes", async () => {
    const seller = await createMember(h, { nickName: '陳大文' })
    const phones = await createCategoryPath(h)
    const lamps = await createCategoryPath(h, ['家居', '燈飾', '檯燈'])
    const t0 = h.clock.now().getTime()
    await createListing(h, seller.id, phones, {
      cover: '/media/test/old-t.webp',
      openTime: new Date(t0 - 60_000),
    })
    await createListing(h, seller.id, phones, { cover: '/media/test/new-t.webp', openTime: new Date(t0) })
    await createListing(h, seller.id, lamps, { cover: '/media/test/lamp-t.webp', openTime: new Date(t0) })
    const shownOn = async (url: string) => pictureOf(bodyOf(await page(url))).shown
    /** The first picture the page's own search (features/discover: 20 a page) answers. */
    const firstOf = async (query: string) => {
      const res = await h.app.inject({ method: 'GET', url: `/buyer/goods/goods/es?${query}&pageSize=20` })
      return res.json().result.records[0]?.goodsPicture
    }

    const list = bodyOf(await page(`/goodsList?categoryId=${phones.top}&categoryName=%E9%9B%BB`))
    expect(rootOf(list)).toContain('<div class="fs fs-list" aria-hidden="true">')
    const first = await firstOf(`categoryId=${phones.top}`)
    expect(first).toMatch(/^\/media\/test\/(?:old|new)-t\.webp$/)
    expect(pictureOf(list)).toEqual({
      preload: [`<link rel="preload" as="image" href="${first}" fetchpriority="high" />`],
      shown: [`<div class="fs-img fs-pic"><img src="${first}" alt="" fetchpriority="high" /></div>`],
    })
    expect(await shownOn(`/goodsList?categoryId=${lamps.top}`)).toEqual([
      '<div class="fs-img fs-pic"><img src="/media/test/lamp-t.webp" alt="" fetchpriority="high" /></div>',
    ])
    // Price low to high, then high to low (GOODS_SORT.PRICE_ASC, PRICE_DESC).
    await h.db.update(goods).set({ price: '10.00' }).where(eq(goods.cover, '/media/test/old-t.webp'))
    expect(await firstOf(`categoryId=${phones.top}&sort=3`)).toBe('/media/test/old-t.webp')
    expect((await shownOn(`/goodsList?categoryId=${phones.top}&sort=3`))[0]).toContain(
      '/media/test/old-t.webp',
    )
    expect((await shownOn(`/goodsList?categoryId=${phones.top}&sort=2`))[0]).toContain(
      '/media/test/new-t.webp',
    )
    // Nothing found, or an address the search would refuse: the skeleton without a picture.
    expect(await shownOn('/goodsList?goodsName=%E5%92%96%E5%95%A1%E6%A9%9F')).toEqual([])
    expect(await shownOn('/goodsList?pageNumber=abc')).toEqual([])
    expect(bodyOf(await page('/goodsList?pageNumber=abc'))).toContain(
      '<div class="fs fs-list" aria-hidden="true">',
    )
  })

  it('is hidden from screen readers, with nothing to focus and nothing the end-to-end tests look for', () => {
    const root = rootOf(source)
    expect(root).toContain('<div class="fs" aria-hidden="true">')
    expect(root).not.toMatch(/<(?:a|button|input|select|textarea)\b|tabindex|data-testid/i)
  })
})

describe('API responses', () => {
  beforeEach(() => clearCategoryCache(h.db))

  /** Enough categories that the tree is well over the 1 KB threshold. */
  async function manyCategories() {
    const rows = Array.from({ length: 40 }, (_, i) => ({
      parentId: 0,
      level: 1,
      sortOrder: i,
      name: { 'zh-Hant': `分類${i}`, 'zh-Hans': `分类${i}`, en: `Category ${i}` },
    }))
    await h.db.insert(categories).values(rows)
  }
  const tree = (acceptEncoding?: string) =>
    h.app.inject({
      method: 'GET',
      url: '/buyer/goods/category/get/0',
      headers: { language: 'en', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    })

  it('compresses a large JSON answer as the client prefers, and keeps it plain for one that asks nothing', async () => {
    await manyCategories()
    const plain = await tree()
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.payload.length).toBeGreaterThan(1024)

    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await tree(accept)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-encoding']).toBe(encoding)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      // The route's own Vary (language) is kept beside the one compression adds.
      expect(res.headers.vary).toMatch(/language/)
      expect(res.headers.vary).toMatch(/accept-encoding/)
      expect(res.rawPayload.length).toBeLessThan(plain.payload.length / 2)
      expect(JSON.parse(bodyOf(res)).result).toEqual(plain.json().result)
    }
  })

  it('leaves small answers such as the health check as they are', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/common/common/health',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.json()).toMatchObject({ success: true, result: { status: 'ok' } })
  })
})

describe('the first screen picture', () => {
  it('escapes what it writes into attributes', () => {
    const html = '<head><meta charset="UTF-8" /></head><body><div class="fs-banner"></div></body>'
    const out = withFirstScreenImage(html, { src: '/media/a".webp', srcset: '/m/<b> 1w', sizes: '&' })
    expect(out).toContain('href="/media/a&quot;.webp" imagesrcset="/m/&lt;b&gt; 1w" imagesizes="&amp;"')
    expect(out).toContain('<img src="/media/a&quot;.webp" srcset="/m/&lt;b&gt; 1w" sizes="&amp;"')
    expect(out.indexOf('<link rel="preload"')).toBeGreaterThan(out.indexOf('<meta charset'))
  })

  it('leaves a document without the slot as it is', () => {
    expect(withFirstScreenImage('<div id="root"></div>', { src: '/a.webp' })).toBe('<div id="root"></div>')
  })

  it('takes brotli, else gzip, as Accept-Encoding allows', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br')
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip')
    expect(preferredEncoding('*')).toBe('gzip')
    expect(preferredEncoding('identity')).toBeNull()
    expect(preferredEncoding(undefined)).toBeNull()
  })
})
