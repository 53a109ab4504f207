/**
 * The console's content and settings (docs/admin.md, "Content and settings"): each endpoint's
 * effect and audit row, bad input refused with nothing written, the public reads that show the
 * change at once, and who may call them.
 */
import { ErrorCode } from '@kaifong/contract'
import { asc, desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createOperator } from '../../../test/admin-factories.ts'
import { createSignedIn } from '../../../test/factories.ts'
import { addMedia } from '../../../test/goods-api.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { multipart, solid } from '../../../test/media.ts'
import { articles, auditLog, banners, hotWordRules, media, searchTerms, settings } from '../../db/schema.ts'

const h = useTestApp()
const API = '/admin/api'
const names = (zh: string, en = zh) => ({ 'zh-Hant': zh, 'zh-Hans': zh, en })

async function admin() {
  return createOperator(h, 'ADMIN')
}

const auditRows = () => h.db.select().from(auditLog).orderBy(asc(auditLog.id))
const lastAudit = async () => (await h.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]

describe('who may edit content and settings', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', `${API}/settings/site`],
    [
      'PUT',
      `${API}/settings/site`,
      { siteName: names('x'), buyerSideLogo: '', buyerSideIcon: '', welcomeCoins: 10 },
    ],
    ['PUT', `${API}/settings/moderation`, { holdAfterReports: 2 }],
    ['GET', `${API}/settings/home`],
    ['GET', `${API}/banners`],
    ['POST', `${API}/banners`, {}],
    ['GET', `${API}/hot-words`],
    ['PUT', `${API}/hot-words/abc`, { action: 'PIN', sortOrder: 0 }],
    ['GET', `${API}/categories`],
    ['POST', `${API}/categories`, {}],
    ['GET', `${API}/articles`],
    ['DELETE', `${API}/articles/1`],
    ['POST', `${API}/media`],
  ]

  it('refuses visitors (401), members (403) and moderators (403) before reading the body', async () => {
    const member = await createSignedIn(h)
    const moderator = await createOperator(h, 'MODERATOR')
    for (const [method, url, payload] of routes) {
      const visitor = await call(h.app, { method: method as 'GET', url, payload: payload as object })
      expect(visitor.status, `${method} ${url}`).toBe(401)
      expect(visitor.body.code).toBe(ErrorCode.NOT_LOGGED_IN)
      for (const who of [member, moderator]) {
        const res = await call(h.app, {
          method: method as 'GET',
          url,
          payload: payload as object,
          headers: who.headers,
        })
        expect(res.status, `${method} ${url}`).toBe(403)
        expect(res.body.code).toBe(ErrorCode.ADMIN_FORBIDDEN)
      }
    }
    expect(await auditRows()).toEqual([])
  })
})

describe('site settings', () => {
  it('saves the name and pictures, audits before and after, and the public site shows them at once', async () => {
    const op = await admin()
    const [logoId] = await addMedia(h, op.member.id)
    // The public site info is cached per process: read it first so the cache holds the old value.
    const first = await call(h.app, {
      method: 'GET',
      url: '/common/common/site',
      headers: { language: 'en' },
    })
    expect(first.body.result).toMatchObject({ siteName: 'Kaifong Market', buyerSideLogo: '/logo.svg' })
    const form = await call(h.app, { method: 'GET', url: `${API}/settings/site`, headers: op.headers })
    expect(form.body.result).toEqual({
      siteName: { 'zh-Hant': '街坊市集', 'zh-Hans': '街坊市集', en: 'Kaifong Market' },
      buyerSideLogo: '',
      buyerSideIcon: '',
      welcomeCoins: 10,
    })
    const body = {
      siteName: { 'zh-Hant': '街坊二手', 'zh-Hans': '街坊二手', en: ' Kaifong Bazaar ' },
      buyerSideLogo: `/media/goods/${logoId}.webp`,
      buyerSideIcon: '',
      welcomeCoins: 25,
    }
    const res = await call(h.app, {
      method: 'PUT',
      url: `${API}/settings/site`,
      headers: op.headers,
      payload: body,
    })
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({ siteName: { en: 'Kaifong Bazaar' } })
    const site = await call(h.app, { method: 'GET', url: '/common/common/site', headers: { language: 'en' } })
    expect(site.body.result).toEqual({
      siteName: 'Kaifong Bazaar',
      buyerSideLogo: `/media/goods/${logoId}.webp`,
      buyerSideIcon: '/favicon.svg',
      phoneVerification: 'sms',
      welcomeCoins: 25,
    })
    const audit = await lastAudit()
    expect(audit).toMatchObject({
      actorId: op.member.id,
      action: 'settings.site',
      targetType: 'setting',
      targetId: 'site',
      before: { siteName: { en: 'Kaifong Market' }, buyerSideLogo: '', welcomeCoins: 10 },
      after: {
        siteName: { en: 'Kaifong Bazaar' },
        buyerSideLogo: `/media/goods/${logoId}.webp`,
        welcomeCoins: 25,
      },
    })
  })

  it('refuses bad input with 400 and writes nothing', async () => {
    const op = await admin()
    const ok = { siteName: names('a'), buyerSideLogo: '', buyerSideIcon: '', welcomeCoins: 10 }
    const bad = [
      { ...ok, siteName: names('') },
      { ...ok, siteName: names('x'.repeat(41)) },
      { ...ok, siteName: { 'zh-Hant': 'a', en: 'b' } },
      { ...ok, buyerSideLogo: 'https://evil.example/logo.png' },
      { ...ok, buyerSideLogo: '/media/../etc/passwd' },
      { ...ok, siteName: names('a\u0000') },
      { ...ok, welcomeCoins: -1 },
      { ...ok, welcomeCoins: 2.5 },
      { ...ok, welcomeCoins: 10_001 },
      { ...ok, welcomeCoins: '10' },
      { siteName: names('a'), buyerSideLogo: '', buyerSideIcon: '' },
    ]
    for (const payload of bad) {
      const res = await call(h.app, {
        method: 'PUT',
        url: `${API}/settings/site`,
        headers: op.headers,
        payload,
      })
      expect(res.status, JSON.stringify(payload)).toBe(400)
      expect(res.body.code).toBe(ErrorCode.PARAM_ERROR)
    }
    // A path under /media/ that is no upload.
    const unknown = await call(h.app, {
      method: 'PUT',
      url: `${API}/settings/site`,
      headers: { ...op.headers, language: 'en' },
      payload: { ...ok, buyerSideLogo: '/media/goods/nothing.webp' },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.code).toBe(ErrorCode.CONTENT_MEDIA_UNKNOWN)
    expect(unknown.body.message).toMatch(/uploaded/)
    expect(await h.db.select().from(settings).where(eq(settings.key, 'site'))).toEqual([])
    expect(await auditRows()).toEqual([])
  })
})

describe('moderation and home settings', () => {
  it('saves holdAfterReports (1–100) with its audit row', async () => {
    const op = await admin()
    const before = await call(h.app, {
      method: 'GET',
      url: `${API}/settings/moderation`,
      headers: op.headers,
    })
    expect(before.body.result).toEqual({ holdAfterReports: 3 })
    for (const holdAfterReports of [0, 101, 2.5, '5']) {
      const res = await call(h.app, {
        method: 'PUT',
        url: `${API}/settings/moderation`,
        headers: op.headers,
        payload: { holdAfterReports },
      })
      expect(res.status).toBe(400)
    }
    const res = await call(h.app, {
      method: 'PUT',
      url: `${API}/settings/moderation`,
      headers: op.headers,
      payload: { holdAfterReports: 5 },
    })
    expect(res.status).toBe(200)
    const after = await call(h.app, { method: 'GET', url: `${API}/settings/moderation`, headers: op.headers })
    expect(after.body.result).toEqual({ holdAfterReports: 5 })
    expect(await auditRows()).toMatchObject([
      { action: 'settings.moderation', before: { holdAfterReports: 3 }, after: { holdAfterReports: 5 } },
    ])
  })

  it('saves the order and visibility of the home sections, shown by the public API at once', async () => {
    const op = await admin()
    const publicBlocks = async () =>
      (
        await call<{ key: string; visible: boolean }[]>(h.app, {
          method: 'GET',
          url: '/common/common/home-blocks',
        })
      ).body.result
    expect((await publicBlocks()).map((b) => b.key)).toEqual([
      'hotWords',
      'banners',
      'checkIn',
      'welcome',
      'popular',
      'recommended',
    ])
    const blocks = [
      { key: 'recommended', visible: true },
      { key: 'popular', visible: false },
      { key: 'banners', visible: true },
      { key: 'hotWords', visible: true },
      { key: 'checkIn', visible: false },
      { key: 'welcome', visible: true },
    ]
    for (const bad of [
      blocks.slice(1),
      [...blocks.slice(1), { key: 'popular', visible: true }],
      [...blocks.slice(1), { key: 'ads', visible: true }],
    ]) {
      const res = await call(h.app, {
        method: 'PUT',
        url: `${API}/settings/home`,
        headers: op.headers,
        payload: { blocks: bad },
      })
      expect(res.status).toBe(400)
    }
    const res = await call(h.app, {
      method: 'PUT',
      url: `${API}/settings/home`,
      headers: op.headers,
      payload: { blocks },
    })
    expect(res.status).toBe(200)
    expect(await publicBlocks()).toEqual(blocks)
    const form = await call(h.app, { method: 'GET', url: `${API}/settings/home`, headers: op.headers })
    expect(form.body.result).toEqual({ blocks })
    expect(await auditRows()).toMatchObject([{ action: 'settings.home', after: { blocks } }])
  })
})

describe('POST /admin/api/media', () => {
  it('stores an image through the media pipeline, owned by the operator', async () => {
    const op = await admin()
    const png = await solid(64, 48).png().toBuffer()
    const form = await multipart([{ bytes: png, type: 'image/png', filename: 'logo.png' }])
    const res = await call<{ id: string; url: string }>(h.app, {
      method: 'POST',
      url: `${API}/media`,
      headers: { ...op.headers, ...form.headers },
      payload: form.payload,
    })
    expect(res.status).toBe(200)
    expect(res.body.result.url).toMatch(/^\/media\/.+\.webp$/)
    const [row] = await h.db.select().from(media).where(eq(media.id, res.body.result.id))
    expect(row?.ownerId).toBe(op.member.id)
    // Usable as the site logo at once.
    const save = await call(h.app, {
      method: 'PUT',
      url: `${API}/settings/site`,
      headers: op.headers,
      payload: {
        siteName: names('a'),
        buyerSideLogo: res.body.result.url,
        buyerSideIcon: '',
        welcomeCoins: 10,
      },
    })
    expect(save.status).toBe(200)
  })

  it('refuses what is not an image', async () => {
    const op = await admin()
    const form = await multipart([{ bytes: Buffer.from('<svg onload=alert(1)>'), type: 'image/svg+xml' }])
    const res = await call(h.app, {
      method: 'POST',
      url: `${API}/media`,
      headers: { ...op.headers, ...form.headers },
      payload: form.payload,
    })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(ErrorCode.IMAGE_TYPE)
    expect(await h.db.select().from(media)).toEqual([])
  })
})

describe('banners', () => {
  it('creates, lists, updates and deletes, each audited, and the public list follows', async () => {
    const op = await admin()
    const [image, other] = await addMedia(h, op.member.id, 2)
    const body = {
      imageUrl: `/media/goods/${image}.webp`,
      title: names('大減價', 'Big sale'),
      link: '/goodsList?goodsName=iphone',
      sortOrder: 2,
      enabled: true,
    }
    const created = await call<{ id: string }>(h.app, {
      method: 'POST',
      url: `${API}/banners`,
      headers: op.headers,
      payload: body,
    })
    expect(created.status).toBe(200)
    const id = created.body.result.id
    const publicList = async () =>
      (
        await call<{ title: string }[]>(h.app, {
          method: 'GET',
          url: '/buyer/banner/banner/List',
          headers: { language: 'en' },
        })
      ).body.result
    expect(await publicList()).toEqual([{ id, imageUrl: body.imageUrl, title: 'Big sale', link: body.link }])

    const edit = { ...body, imageUrl: `/media/goods/${other}.webp`, enabled: false }
    const updated = await call(h.app, {
      method: 'PUT',
      url: `${API}/banners/${id}`,
      headers: op.headers,
      payload: edit,
    })
    expect(updated.status).toBe(200)
    expect(await publicList()).toEqual([])
    const list = await call(h.app, { method: 'GET', url: `${API}/banners`, headers: op.headers })
    expect(list.body.result).toEqual([{ id, ...edit }])

    const removed = await call(h.app, { method: 'DELETE', url: `${API}/banners/${id}`, headers: op.headers })
    expect(removed.status).toBe(200)
    expect(await h.db.select().from(banners)).toEqual([])
    const again = await call(h.app, { method: 'DELETE', url: `${API}/banners/${id}`, headers: op.headers })
    expect(again.status).toBe(404)
    expect((await auditRows()).map((r) => [r.action, r.targetId])).toEqual([
      ['banner.create', id],
      ['banner.update', id],
      ['banner.delete', id],
    ])
    expect((await auditRows())[1]).toMatchObject({ before: { enabled: true }, after: { enabled: false } })
  })

  it('refuses bad links, unknown images and missing titles', async () => {
    const op = await admin()
    const [image] = await addMedia(h, op.member.id)
    const good = {
      imageUrl: `/media/goods/${image}.webp`,
      title: names('t'),
      link: '',
      sortOrder: 0,
      enabled: true,
    }
    for (const payload of [
      { ...good, link: 'javascript:alert(1)' },
      { ...good, link: '//evil.example' },
      // Browsers read a backslash as a slash: "/\evil.example" is another site.
      { ...good, link: '/\\evil.example' },
      { ...good, link: '/\t/evil.example' },
      { ...good, link: 'https://kaifong.hk@evil.example/' },
      { ...good, title: names(' ') },
      { ...good, imageUrl: 'data:image/png;base64,AAAA' },
      { ...good, sortOrder: -1 },
    ]) {
      const res = await call(h.app, { method: 'POST', url: `${API}/banners`, headers: op.headers, payload })
      expect(res.status, JSON.stringify(payload)).toBe(400)
    }
    const unknown = await call(h.app, {
      method: 'POST',
      url: `${API}/banners`,
      headers: op.headers,
      payload: { ...good, imageUrl: '/media/goods/not-uploaded.webp' },
    })
    expect(unknown.body.code).toBe(ErrorCode.CONTENT_MEDIA_UNKNOWN)
    expect(await h.db.select().from(banners)).toEqual([])
    // A path is stored as the browser reads it.
    const saved = await call(h.app, {
      method: 'POST',
      url: `${API}/banners`,
      headers: op.headers,
      payload: { ...good, link: ' /goodsList?goodsName=單車 ' },
    })
    expect(saved.status).toBe(200)
    const [row] = await h.db.select().from(banners)
    expect(row?.link).toBe('/goodsList?goodsName=%E5%96%AE%E8%BB%8A')
    await h.db.delete(banners)
    expect((await auditRows()).map((r) => r.action)).toEqual(['banner.create'])
  })
})

describe('hot words', () => {
  const publicHot = async () =>
    (await call<string[]>(h.app, { method: 'GET', url: '/buyer/goods/goods/hot-words' })).body.result

  it('pins words first in their order and never shows hidden ones, at once', async () => {
    const op = await admin()
    const at = h.clock.now()
    await h.db.insert(searchTerms).values([
      { term: 'iphone', display: 'iPhone', hits: 30, lastSearchedAt: at },
      { term: 'switch', display: 'Switch', hits: 20, lastSearchedAt: at },
      { term: '梳化', display: '梳化', hits: 10, lastSearchedAt: at },
    ])
    expect(await publicHot()).toEqual(['iPhone', 'Switch', '梳化'])
    const put = (word: string, action: 'PIN' | 'HIDE', sortOrder = 0) =>
      call(h.app, {
        method: 'PUT',
        url: `${API}/hot-words/${encodeURIComponent(word)}`,
        headers: op.headers,
        payload: { action, sortOrder },
      })
    expect((await put('BB車', 'PIN', 2)).status).toBe(200)
    expect((await put('梳化', 'PIN', 1)).status).toBe(200)
    // Another spelling of the same term hides what searches counted as "iPhone".
    expect((await put('IPHONE', 'HIDE')).status).toBe(200)
    expect(await publicHot()).toEqual(['梳化', 'BB車', 'Switch'])

    const overview = await call<{ computed: unknown[]; shown: string[]; rules: { word: string }[] }>(h.app, {
      method: 'GET',
      url: `${API}/hot-words`,
      headers: op.headers,
    })
    expect(overview.body.result.computed).toEqual([
      { word: 'iPhone', count: 30 },
      { word: 'Switch', count: 20 },
      { word: '梳化', count: 10 },
    ])
    expect(overview.body.result.shown).toEqual(['梳化', 'BB車', 'Switch'])
    expect(overview.body.result.rules.map((r) => r.word)).toEqual(['IPHONE', '梳化', 'BB車'])

    // Pinning "iphone" replaces the rule of its term.
    expect((await put('iphone', 'PIN', 0)).status).toBe(200)
    expect(
      await h.db.select({ word: hotWordRules.word }).from(hotWordRules).orderBy(asc(hotWordRules.word)),
    ).toEqual([{ word: 'BB車' }, { word: 'iphone' }, { word: '梳化' }])
    expect(await publicHot()).toEqual(['iphone', '梳化', 'BB車', 'Switch'])

    const cleared = await call(h.app, {
      method: 'DELETE',
      url: `${API}/hot-words/IPhone`,
      headers: op.headers,
    })
    expect(cleared.status).toBe(200)
    expect(await publicHot()).toEqual(['梳化', 'BB車', 'iPhone', 'Switch'])
    const none = await call(h.app, { method: 'DELETE', url: `${API}/hot-words/nothing`, headers: op.headers })
    expect(none.status).toBe(404)
    expect((await auditRows()).map((r) => [r.action, r.targetId])).toEqual([
      ['hotWord.pin', 'BB車'],
      ['hotWord.pin', '梳化'],
      ['hotWord.hide', 'IPHONE'],
      ['hotWord.pin', 'iphone'],
      ['hotWord.clear', 'IPhone'],
    ])
  })

  it('refuses bad rules', async () => {
    const op = await admin()
    for (const [word, payload] of [
      ['abc', { action: 'BOOST', sortOrder: 0 }],
      ['abc', { action: 'PIN', sortOrder: 1.5 }],
      ['x'.repeat(33), { action: 'PIN', sortOrder: 0 }],
      ['%20%20', { action: 'PIN', sortOrder: 0 }],
    ] as const) {
      const res = await call(h.app, {
        method: 'PUT',
        url: `${API}/hot-words/${word}`,
        headers: op.headers,
        payload,
      })
      expect(res.status, word).toBe(400)
    }
    expect(await h.db.select().from(hotWordRules)).toEqual([])
  })

  it('writes one rule per term when 50 saves of its spellings race', async () => {
    const op = await admin()
    const spellings = ['iPhone', 'IPHONE', 'iphone', 'IPhone', 'iPHONE']
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(h.app, {
          method: 'PUT',
          url: `${API}/hot-words/${spellings[i % spellings.length]}`,
          headers: op.headers,
          payload: { action: i % 2 ? 'PIN' : 'HIDE', sortOrder: i },
        }),
      ),
    )
    expect(results.every((r) => r.status === 200)).toBe(true)
    expect(await h.db.select().from(hotWordRules)).toHaveLength(1)
    expect(await auditRows()).toHaveLength(50)
  })
})

describe('articles', () => {
  const page = (key: string, over: Record<string, unknown> = {}) => ({
    key,
    type: 'PAGE',
    title: names('關於我們', 'About us'),
    content: names('## 我們\n\n街坊市集', '## Us\n\n<script>alert(1)</script> [x](javascript:alert(1))'),
    sortOrder: 0,
    ...over,
  })

  it('creates, reads, updates and deletes, audited; the public page renders safe HTML', async () => {
    const op = await admin()
    const created = await call<{ id: string }>(h.app, {
      method: 'POST',
      url: `${API}/articles`,
      headers: op.headers,
      payload: page('about'),
    })
    expect(created.status).toBe(200)
    const id = created.body.result.id
    const pub = await call<{ content: string; html: string }>(h.app, {
      method: 'GET',
      url: '/buyer/other/article/key/about',
      headers: { language: 'en' },
    })
    expect(pub.body.result.content).toContain('<script>')
    // A line that starts with HTML is an HTML block: all of it shows as text.
    expect(pub.body.result.html).toBe(
      '<h2>Us</h2>\n&lt;script&gt;alert(1)&lt;/script&gt; [x](javascript:alert(1))',
    )

    h.clock.advance(1000)
    const edit = page('about', { content: names('新內容', '**new**') })
    const updated = await call(h.app, {
      method: 'PUT',
      url: `${API}/articles/${id}`,
      headers: op.headers,
      payload: edit,
    })
    expect(updated.status).toBe(200)
    const fresh = await call<{ html: string }>(h.app, {
      method: 'GET',
      url: '/buyer/other/article/key/about',
      headers: { language: 'en' },
    })
    expect(fresh.body.result.html).toBe('<p><strong>new</strong></p>\n')

    const one = await call(h.app, { method: 'GET', url: `${API}/articles/${id}`, headers: op.headers })
    expect(one.body.result).toMatchObject({ id, key: 'about', type: 'PAGE', content: edit.content })
    const list = await call<{ total: number }>(h.app, {
      method: 'GET',
      url: `${API}/articles?type=PAGE`,
      headers: op.headers,
    })
    expect(list.body.result.total).toBe(1)

    const removed = await call(h.app, { method: 'DELETE', url: `${API}/articles/${id}`, headers: op.headers })
    expect(removed.status).toBe(200)
    expect(await h.db.select().from(articles)).toEqual([])
    expect(
      (await call(h.app, { method: 'GET', url: `${API}/articles/${id}`, headers: op.headers })).status,
    ).toBe(404)
    expect((await auditRows()).map((r) => r.action)).toEqual([
      'article.create',
      'article.update',
      'article.delete',
    ])
  })

  it('keeps each page key once, also when 50 creations race', async () => {
    const op = await admin()
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(h.app, { method: 'POST', url: `${API}/articles`, headers: op.headers, payload: page('terms') }),
      ),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(
      results.filter((r) => r.status === 409).every((r) => r.body.code === ErrorCode.ARTICLE_KEY_TAKEN),
    ).toBe(true)
    expect(await h.db.select().from(articles)).toHaveLength(1)
    // A help article takes no key; announcements any number.
    const help = await call(h.app, {
      method: 'POST',
      url: `${API}/articles`,
      headers: op.headers,
      payload: page('', { type: 'HELP' }),
    })
    expect(help.status).toBe(200)
    const publicHelp = await call<{ total: number }>(h.app, {
      method: 'GET',
      url: '/buyer/other/article?type=HELP',
    })
    expect(publicHelp.body.result.total).toBe(1)
  })

  it('refuses bad articles with 400 and writes nothing', async () => {
    const op = await admin()
    for (const payload of [
      page('careers'),
      page(''),
      page('about', { type: 'HELP' }),
      page('about', { type: 'BLOG' }),
      page('about', { title: names('x'.repeat(101)) }),
      page('about', { content: names('x'.repeat(50_001)) }),
      page('about', { title: names('') }),
    ]) {
      const res = await call(h.app, { method: 'POST', url: `${API}/articles`, headers: op.headers, payload })
      expect(res.status).toBe(400)
    }
    const longest = await call(h.app, {
      method: 'POST',
      url: `${API}/articles`,
      headers: op.headers,
      payload: page('about', { content: names('字'.repeat(50_000)) }),
    })
    expect(longest.status).toBe(200)
    expect(await h.db.select().from(articles)).toHaveLength(1)
    expect(await auditRows()).toHaveLength(1)
  })
})
