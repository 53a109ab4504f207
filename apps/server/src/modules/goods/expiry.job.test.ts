import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { login } from '../../../test/factories.ts'
import { ownerCall, publish, seller } from '../../../test/goods-api.ts'
import { createCategoryPath, createListing } from '../../../test/goods-factories.ts'
import { useTestApp } from '../../../test/harness.ts'
import { queryRows } from '../../db/client.ts'
import { goods, notices } from '../../db/schema.ts'
import { runExpiryOnce, startExpiryJob } from './expiry.job.ts'

const h = useTestApp()
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

async function noticesOf(memberId: number) {
  return h.db.select().from(notices).where(eq(notices.memberId, memberId)).orderBy(notices.id)
}
const typesOf = async (memberId: number) =>
  (await noticesOf(memberId)).filter((n) => n.type.startsWith('GOODS_EXPIRED')).map((n) => n.type)

describe('expiry job', () => {
  it('warns 24 h before the end and tells at the end, once each, however often it runs', async () => {
    const s = await seller(h)
    const d = await publish(h, s, await createCategoryPath(h))
    const close = new Date(d.closeTime ?? '')
    expect(await runExpiryOnce(h.app.ctx)).toEqual({ soon: 0, expired: 0, skipped: false, more: false })

    h.clock.set(new Date(close.getTime() - 24 * HOUR - 1))
    await runExpiryOnce(h.app.ctx)
    expect(await typesOf(s.member.id)).toEqual([])

    h.clock.set(new Date(close.getTime() - 23 * HOUR))
    expect(await runExpiryOnce(h.app.ctx)).toMatchObject({ soon: 1, expired: 0 })
    await runExpiryOnce(h.app.ctx)
    h.clock.advance(HOUR)
    await runExpiryOnce(h.app.ctx)
    expect(await typesOf(s.member.id)).toEqual(['GOODS_EXPIRED_SOON'])

    h.clock.set(close)
    expect(await runExpiryOnce(h.app.ctx)).toMatchObject({ soon: 0, expired: 1 })
    h.clock.advance(DAY)
    await runExpiryOnce(h.app.ctx)
    expect(await typesOf(s.member.id)).toEqual(['GOODS_EXPIRED_SOON', 'GOODS_EXPIRED'])

    const [soon, expired] = (await noticesOf(s.member.id)).filter((n) => n.type.startsWith('GOODS_EXPIRED'))
    expect(soon).toMatchObject({
      goodsId: Number(d.id),
      goodsName: d.goodsName,
      goodsPicture: d.goodsPicture,
    })
    expect(soon?.title).toEqual({
      'zh-Hant': '貨品即將到期',
      'zh-Hans': '商品即将到期',
      en: 'Listing expiring soon',
    })
    expect(expired?.content.en).toBe(
      `Your listing "${d.goodsName}" has expired and is no longer shown. Put it up again or renew it to relist.`,
    )
    expect(expired?.content['zh-Hant']).toContain(`「${d.goodsName}」已到期`)
  })

  it('a listing already past its end gets only the expired notice', async () => {
    const s = await seller(h, 0)
    const path = await createCategoryPath(h)
    await createListing(h, s.member.id, path, { closeTime: new Date(h.clock.now().getTime() - HOUR) })
    await runExpiryOnce(h.app.ctx)
    expect(await typesOf(s.member.id)).toEqual(['GOODS_EXPIRED'])
  })

  it('two runs at once send each notice once', async () => {
    const s = await seller(h, 0)
    const path = await createCategoryPath(h)
    const now = h.clock.now().getTime()
    for (let i = 0; i < 3; i++) await createListing(h, s.member.id, path, { closeTime: new Date(now + HOUR) })
    for (let i = 0; i < 2; i++) await createListing(h, s.member.id, path, { closeTime: new Date(now - HOUR) })
    const runs = await Promise.all([
      runExpiryOnce(h.app.ctx),
      runExpiryOnce(h.app.ctx),
      runExpiryOnce(h.app.ctx),
    ])
    expect(runs.reduce((sum, r) => sum + r.soon, 0)).toBe(3)
    expect(runs.reduce((sum, r) => sum + r.expired, 0)).toBe(2)
    const types = await typesOf(s.member.id)
    expect(types.filter((t) => t === 'GOODS_EXPIRED_SOON')).toHaveLength(3)
    expect(types.filter((t) => t === 'GOODS_EXPIRED')).toHaveLength(2)
  })

  it('renewing starts a new period that is announced again', async () => {
    const s = await seller(h)
    const d = await publish(h, s, await createCategoryPath(h))
    const close = new Date(d.closeTime ?? '').getTime()
    h.clock.set(new Date(close + HOUR))
    await runExpiryOnce(h.app.ctx)
    expect(await typesOf(s.member.id)).toEqual(['GOODS_EXPIRED'])

    const tokens = await login(h.app, s.member.username)
    const renewed = await ownerCall(
      h,
      'PUT',
      'renewGoods',
      { headers: { accesstoken: tokens.accessToken } },
      {
        goodsId: d.id,
        openDays: 7,
      },
    )
    expect(renewed.body.result.label).toBe('LISTED')
    const [row] = await h.db
      .select()
      .from(goods)
      .where(eq(goods.id, Number(d.id)))
    expect(row).toMatchObject({ expirySoonNotifiedAt: null, expiredNotifiedAt: null })

    h.clock.set(new Date(close + HOUR + 7 * DAY - HOUR))
    await runExpiryOnce(h.app.ctx)
    h.clock.set(new Date(close + HOUR + 7 * DAY))
    await runExpiryOnce(h.app.ctx)
    await runExpiryOnce(h.app.ctx)
    expect(await typesOf(s.member.id)).toEqual(['GOODS_EXPIRED', 'GOODS_EXPIRED_SOON', 'GOODS_EXPIRED'])
  })

  it('leaves taken-down, sold and deleted listings alone', async () => {
    const s = await seller(h, 0)
    const path = await createCategoryPath(h)
    const past = new Date(h.clock.now().getTime() - HOUR)
    await createListing(h, s.member.id, path, { marketEnable: 'DOWN', closeTime: null })
    await createListing(h, s.member.id, path, { marketEnable: 'SOLD_OUT', closeTime: past })
    await createListing(h, s.member.id, path, { deletedAt: past, closeTime: past })
    expect(await runExpiryOnce(h.app.ctx)).toMatchObject({ soon: 0, expired: 0 })
    expect(await typesOf(s.member.id)).toEqual([])
  })

  it('drains a backlog in paced batches with one insert of notices each, never all in one tick', async () => {
    const s = await seller(h, 0)
    const first = await createListing(h, s.member.id, await createCategoryPath(h), {
      closeTime: new Date(h.clock.now().getTime() - HOUR),
    })
    // 1,250 expired listings: copies of the first, in one statement.
    const columns = (
      await queryRows<{ column_name: string }>(
        h.db,
        sql`select column_name from information_schema.columns where table_name = 'goods' and column_name <> 'id'`,
      )
    ).map((c) => `"${c.column_name}"`)
    await h.db.execute(
      sql.raw(
        `insert into goods (${columns.join(', ')}) select ${columns.join(', ')} from goods, generate_series(1, 1249) where goods.id = ${first.id}`,
      ),
    )
    const rests: number[] = []
    const pace = { maxBatches: 2, rest: async (ms: number) => void rests.push(ms) }
    expect(await runExpiryOnce(h.app.ctx, pace)).toEqual({
      soon: 0,
      expired: 1000,
      skipped: false,
      more: true,
    })
    // Rested between the two batches, not after the last one allowed.
    expect(rests).toHaveLength(1)
    for (const ms of rests) expect(ms).toBeGreaterThan(0)
    expect(await runExpiryOnce(h.app.ctx, pace)).toEqual({
      soon: 0,
      expired: 250,
      skipped: false,
      more: false,
    })
    expect(await runExpiryOnce(h.app.ctx, pace)).toMatchObject({ expired: 0, more: false })
    const [n] = await queryRows<{ n: number }>(
      h.db,
      sql`select count(*)::int as n from notices where member_id = ${s.member.id} and type = 'GOODS_EXPIRED'`,
    )
    expect(n?.n).toBe(1250)
  })

  it('started as a timer, it runs by itself and stops cleanly', async () => {
    const s = await seller(h, 0)
    await createListing(h, s.member.id, await createCategoryPath(h), {
      closeTime: new Date(h.clock.now().getTime() - HOUR),
    })
    const job = startExpiryJob(h.app.ctx, h.app.log, 20)
    for (let i = 0; i < 100 && (await typesOf(s.member.id)).length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    await job.stop()
    expect(await typesOf(s.member.id)).toEqual(['GOODS_EXPIRED'])
  })
})
