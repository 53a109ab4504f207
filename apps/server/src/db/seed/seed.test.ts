import { existsSync } from 'node:fs'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { login as loginAs } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { verifyPassword } from '../../lib/passwords.ts'
import { coinBalance } from '../../modules/coins/coins.service.ts'
import { categories, deals, evaluations, goods, members, messages, talks } from '../schema.ts'
import { DEMO_OPERATORS } from './admins.ts'
import { seedDemoData } from './index.ts'
import { DEMO_MEMBERS, DEMO_PASSWORD } from './members.ts'

const h = useTestApp()

describe('demo data', () => {
  it('starts conversations as the chat keeps them: seqs without gaps, an open offer, deals and reviews', async () => {
    await seedDemoData(h.db, h.config)
    const allTalks = await h.db.select().from(talks)
    expect(allTalks.length).toBeGreaterThanOrEqual(6)
    for (const talk of allTalks) {
      const seqs = (await h.db.select().from(messages).where(eq(messages.talkId, talk.id))).map((m) => m.seq)
      expect(seqs.sort((a, b) => a - b)).toEqual(Array.from({ length: talk.lastSeq }, (_, i) => i + 1))
      expect(talk.buyerReadSeq).toBeLessThanOrEqual(talk.lastSeq)
      expect(talk.sellerReadSeq).toBeLessThanOrEqual(talk.lastSeq)
    }
    for (const deal of await h.db.select().from(deals)) {
      const [listing] = await h.db.select().from(goods).where(eq(goods.id, deal.goodsId))
      const sellerReviewed = (
        await h.db.select().from(evaluations).where(eq(evaluations.dealId, deal.id))
      ).some((e) => e.memberId === deal.sellerId)
      expect(listing?.marketEnable).toBe(sellerReviewed ? 'SOLD_OUT_DOWN' : 'SOLD_OUT')
    }
    const [buyer] = await h.db.select().from(members).where(eq(members.username, 'demo_buyer'))
    const waiting = await call<{ records: unknown[] }>(h.app, {
      method: 'GET',
      url: '/buyer/member/evaluation/userToBeEvaluatedList',
      headers: { accesstoken: (await loginAs(h.app, 'demo_buyer', DEMO_PASSWORD)).accessToken },
    })
    expect(buyer).toBeDefined()
    expect(waiting.body.result.records.length).toBeGreaterThanOrEqual(1)
  })

  it('builds a three-level category tree named in all three languages', async () => {
    await seedDemoData(h.db, h.config)
    const rows = await h.db.select().from(categories)
    const byId = new Map(rows.map((r) => [r.id, r]))
    expect(new Set(rows.map((r) => r.level))).toEqual(new Set([1, 2, 3]))
    expect(rows.filter((r) => r.level === 1).length).toBeGreaterThanOrEqual(10)
    for (const r of rows) {
      expect(r.name['zh-Hant'] && r.name['zh-Hans'] && r.name.en).toBeTruthy()
      if (r.level > 1) expect(byId.get(r.parentId)?.level).toBe(r.level - 1)
    }
    // Simplified names are the Mainland words, not the Hong Kong ones converted.
    expect(rows.find((r) => r.name.en === 'Furniture & Home')?.name['zh-Hans']).toBe('家具及家居')
    expect(rows.find((r) => r.name.en === 'Fridges')?.name).toEqual({
      'zh-Hant': '雪櫃',
      'zh-Hans': '冰箱',
      en: 'Fridges',
    })
  })

  it('serves the pages in three languages', async () => {
    await seedDemoData(h.db, h.config)
    for (const key of ['about', 'privacy', 'terms', 'disclaimer', 'contact']) {
      const en = await call<{ title: string; content: string }>(h.app, {
        method: 'GET',
        url: `/buyer/other/article/key/${key}`,
        headers: { language: 'en' },
      })
      expect(en.status).toBe(200)
      expect(en.body.result.content.length).toBeGreaterThan(100)
      const hans = await call<{ title: string }>(h.app, {
        method: 'GET',
        url: `/buyer/other/article/key/${key}`,
        headers: { language: 'zh-Hans' },
      })
      expect(hans.body.result.title).not.toBe(en.body.result.title)
    }
  })

  it('draws the banner images', async () => {
    await seedDemoData(h.db, h.config)
    const res = await call<{ imageUrl: string; title: string }[]>(h.app, {
      method: 'GET',
      url: '/buyer/banner/banner/List',
    })
    expect(res.body.result.length).toBeGreaterThanOrEqual(3)
    for (const b of res.body.result) {
      const file = path.join(h.config.DATA_DIR, b.imageUrl)
      expect(existsSync(file)).toBe(true)
      expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 400 })
      const served = await h.app.inject({ method: 'GET', url: b.imageUrl })
      expect(served.statusCode).toBe(200)
    }
  })

  it('creates demo members who can log in, and seeds only once', async () => {
    await seedDemoData(h.db, h.config)
    const [seller] = await h.db.select().from(members).where(eq(members.username, 'demo_seller'))
    expect(await verifyPassword(seller?.passwordHash ?? null, DEMO_PASSWORD)).toBe(true)
    expect(seller?.phoneVerifiedAt).not.toBeNull()
    expect(await coinBalance(h.app.ctx, seller?.id ?? 0)).toBe(200)
    await seedDemoData(h.db, h.config)
    const [n] = await h.db.select({ n: count() }).from(members)
    expect(n?.n).toBe(DEMO_MEMBERS.length + DEMO_OPERATORS.length)
  })
})
