/**
 * The hold after reports (docs/admin.md, "Hold after reports"): the Nth distinct member's report
 * hides the listing from search and browsing, under concurrency too; its page still opens by
 * link, its seller still sees it, and resolving lifts it.
 */
import type { GoodsCard, GoodsDetail, Page } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createSignedIn } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { admin, reportViaApi, world } from '../../../test/moderation.ts'
import { goods, reports, settings } from '../../db/schema.ts'
import { sitemapXml } from '../seo/sitemap.ts'

const h = useTestApp()
const BASE = '/buyer/goods/goods'

const listingRow = async (id: number) => (await h.db.select().from(goods).where(eq(goods.id, id)))[0]
const signedIn = (n: number) => Promise.all(Array.from({ length: n }, () => createSignedIn(h)))
const cards = async (url: string, headers: Record<string, string> = {}) => {
  const res = await call<Page<GoodsCard>>(h.app, { method: 'GET', url: `${BASE}/${url}`, headers })
  expect(res.status).toBe(200)
  return res.body.result.records.map((c) => Number(c.id))
}
async function collect(gen: AsyncGenerator<string>) {
  let out = ''
  for await (const chunk of gen) out += chunk
  return out
}

async function reportAll(listingId: number, who: { headers: Record<string, string> }[]) {
  for (const member of who) expect((await reportViaApi(h, member.headers, listingId)).status).toBe(200)
}

describe('hold after reports', () => {
  it('holds at the third distinct reporter, not at the second; a reporter counts once', async () => {
    const w = await world(h)
    const listing = await w.list()
    const [a, b, c] = await signedIn(3)
    if (!a || !b || !c) throw new Error('members')
    await reportAll(listing.id, [a, b])
    expect(await listingRow(listing.id)).toMatchObject({ hiddenAt: null, hiddenReason: null })
    // The same member again is refused (409) and does not count.
    expect((await reportViaApi(h, a.headers, listing.id)).status).toBe(409)
    expect((await listingRow(listing.id))?.hiddenAt).toBeNull()
    await reportAll(listing.id, [c])
    expect(await listingRow(listing.id)).toMatchObject({ hiddenAt: h.clock.now(), hiddenReason: 'REPORTS' })
  })

  it('counts only open reports, and honours the setting moderation.holdAfterReports', async () => {
    const w = await world(h)
    await h.db.insert(settings).values({ key: 'moderation.holdAfterReports', value: 5 })
    const listing = await w.list()
    const members = await signedIn(6)
    await reportAll(listing.id, members.slice(0, 4))
    expect((await listingRow(listing.id))?.hiddenAt).toBeNull()
    // Two of the four were handled already: the fifth report makes three open ones, no hold.
    const [first, second] = members
    for (const m of [first, second]) {
      await h.db
        .update(reports)
        .set({ status: 'HANDLED' })
        .where(eq(reports.reporterId, m?.member.id ?? 0))
    }
    await reportAll(listing.id, members.slice(4, 5))
    expect((await listingRow(listing.id))?.hiddenAt).toBeNull()
    await h.db.update(reports).set({ status: 'OPEN' })
    await reportAll(listing.id, members.slice(5))
    expect((await listingRow(listing.id))?.hiddenReason).toBe('REPORTS')
  })

  it('50 members reporting at once hold the listing exactly once', async () => {
    const w = await world(h)
    const listing = await w.list()
    const members = await signedIn(50)
    const results = await Promise.all(
      members.map((m, i) => reportViaApi(h, m.headers, listing.id, i % 7 === 6 ? 0 : i % 6)),
    )
    expect(results.map((r) => r.status)).toEqual(members.map(() => 200))
    const row = await listingRow(listing.id)
    expect(row).toMatchObject({ hiddenAt: h.clock.now(), hiddenReason: 'REPORTS' })
    expect(await h.db.select().from(reports)).toHaveLength(50)
  }, 120_000)

  it('a held listing leaves every public list and search; its page opens; its seller still sees it', async () => {
    const w = await world(h)
    const seller = await createSignedIn(h)
    const held = await w.list({ sellerId: seller.member.id, name: '名牌手袋 held' })
    const shown = await w.list({ sellerId: seller.member.id, name: '名牌手袋 shown' })
    await reportAll(held.id, await signedIn(3))
    expect((await listingRow(held.id))?.hiddenReason).toBe('REPORTS')

    expect(await cards('es')).toEqual([shown.id])
    expect(await cards(`es?goodsName=${encodeURIComponent('名牌手袋')}`)).toEqual([shown.id])
    expect(await cards(`es?categoryId=${w.path.leaf}`)).toEqual([shown.id])
    expect(await cards('Popular')).toEqual([shown.id])
    expect(await cards(`OthersGoodsList?memberId=${seller.member.id}`)).toEqual([shown.id])
    const related = await call<GoodsCard[]>(h.app, {
      method: 'GET',
      url: `${BASE}/es/related?goodsId=${shown.id}`,
    })
    expect(related.body.result).toEqual([])
    const relatedOfHeld = await call<GoodsCard[]>(h.app, {
      method: 'GET',
      url: `${BASE}/es/related?goodsId=${held.id}`,
    })
    expect(relatedOfHeld.body.result.map((c) => Number(c.id))).toEqual([shown.id])
    const sellerCard = await call<{ goodsCount: number }>(h.app, {
      method: 'GET',
      url: `${BASE}/seller/${seller.member.id}`,
    })
    expect(sellerCard.body.result.goodsCount).toBe(1)
    const sitemap = await collect(sitemapXml(h.app.ctx))
    expect(sitemap).toContain(`goodsId=${shown.id}<`)
    expect(sitemap).not.toContain(`goodsId=${held.id}<`)

    const page = await call<GoodsDetail>(h.app, { method: 'GET', url: `${BASE}/get/${held.id}` })
    expect(page.status).toBe(200)
    expect(page.body.result.id).toBe(String(held.id))
    const mine = await cards('MyGoodsList', seller.headers)
    expect(mine.sort()).toEqual([held.id, shown.id].sort())

    // Resolved: back in the lists.
    const resolved = await admin(h, 'POST', `/reports/goods/${held.id}/resolve`, w.operator.headers, {
      action: 'DISMISS',
    })
    expect(resolved.status).toBe(200)
    expect((await cards('es')).sort()).toEqual([held.id, shown.id].sort())
    expect((await cards(`es?goodsName=${encodeURIComponent('名牌手袋')}`)).sort()).toEqual(
      [held.id, shown.id].sort(),
    )
  }, 60_000)
})
