/** Shop applications in the console (docs/admin.md, "Shops"): list, detail, approve, refuse, audit and notices. */
import type { Page, ShopApplication } from '@kaifong/contract'
import type { AdminShopDetail, AdminShopRow } from '@kaifong/contract/admin'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createOperator } from '../../../test/admin-factories.ts'
import { createSignedIn } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { applicationBody } from '../../../test/shop-factories.ts'
import { auditLog, members, notices, shopAddresses, shops } from '../../db/schema.ts'

const h = useTestApp()

async function applied(overrides: Parameters<typeof applicationBody>[2] = {}) {
  const s = await createSignedIn(h)
  const res = await call<ShopApplication>(h.app, {
    method: 'POST',
    url: '/buyer/store/store/apply',
    headers: s.headers,
    payload: await applicationBody(h, s.member.id, overrides),
  })
  if (res.status !== 200) throw new Error(JSON.stringify(res.body))
  return { ...s, shopId: Number(res.body.result.id) }
}

const admin = <T>(headers: Record<string, string>, method: 'GET' | 'POST', path: string, payload?: object) =>
  call<T>(h.app, { method, url: `/admin/api/shops${path}`, headers, payload })

describe('GET /admin/api/shops', () => {
  it('lists by status (waiting ones oldest first) and finds by name, BRN or member id', async () => {
    const op = await createOperator(h)
    const a = await applied({ storeName: '甲店' })
    h.clock.advance(60_000)
    const b = await applied({ storeName: '乙店', brn: '22223333' })
    await h.db.update(shops).set({ status: 'OPEN' }).where(eq(shops.id, b.shopId))
    h.clock.advance(60_000)
    await applied({ storeName: '丙店' })
    const waiting = await admin<Page<AdminShopRow>>(op.headers, 'GET', '?status=APPLYING')
    expect(waiting.body.result.records.map((r) => r.storeName)).toEqual(['甲店', '丙店'])
    expect(waiting.body.result.total).toBe(2)
    const all = await admin<Page<AdminShopRow>>(op.headers, 'GET', '')
    expect(all.body.result.records.map((r) => r.storeName)).toEqual(['丙店', '乙店', '甲店'])
    expect(all.body.result.records[2]).toMatchObject({
      id: String(a.shopId),
      status: 'APPLYING',
      brn: '12345678',
      memberId: String(a.member.id),
      memberName: a.member.nickName,
      reviewTime: null,
    })
    const find = async (q: string) =>
      (
        await admin<Page<AdminShopRow>>(op.headers, 'GET', `?q=${encodeURIComponent(q)}`)
      ).body.result.records.map((r) => r.storeName)
    expect(await find('乙')).toEqual(['乙店'])
    expect(await find('22223333')).toEqual(['乙店'])
    expect(await find(String(a.member.id))).toContain('甲店')
    expect(await find('100%_')).toEqual([])
    expect((await admin(op.headers, 'GET', '?status=NOPE')).status).toBe(400)
    expect((await admin(op.headers, 'GET', '?pageSize=51')).status).toBe(400)
  })

  it('shows an application whole; an unknown one 404 31001', async () => {
    const op = await createOperator(h)
    const a = await applied()
    const res = await admin<AdminShopDetail>(op.headers, 'GET', `/${a.shopId}`)
    expect(res.body.result).toMatchObject({
      storeDesc: '旺角二手電器，保用三個月',
      linkName: '陳大文',
      linkPhone: '91234567',
      pickupAddress: '旺角彌敦道 688 號 3 樓',
      refuseReason: '',
      reviewerName: '',
      memberDisabled: false,
    })
    expect((await admin(op.headers, 'GET', '/999999')).body.code).toBe(31001)
  })

  it('is refused to moderators (the right shops is the admins’)', async () => {
    const mod = await createOperator(h, 'MODERATOR')
    const res = await admin(mod.headers, 'GET', '')
    expect(res.status).toBe(403)
    expect(res.body.code).toBe(60001)
  })
})

describe('approve and refuse', () => {
  it('approval opens the shop, makes its first pickup point, audits and tells the applicant', async () => {
    const op = await createOperator(h)
    const a = await applied()
    const res = await admin<AdminShopDetail>(op.headers, 'POST', `/${a.shopId}/approve`)
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({
      status: 'OPEN',
      reviewerName: op.member.username,
      reviewTime: h.clock.now().toISOString(),
    })
    const points = await h.db.select().from(shopAddresses).where(eq(shopAddresses.shopId, a.shopId))
    expect(points).toEqual([
      expect.objectContaining({
        name: '阿明二手電器',
        district: 'YAU_TSIM_MONG',
        detail: '旺角彌敦道 688 號 3 樓',
      }),
    ])
    const [audit] = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(a.shopId)))
    expect(audit).toMatchObject({
      action: 'shop.approve',
      targetType: 'shop',
      actorId: op.member.id,
      before: { status: 'APPLYING' },
      after: { status: 'OPEN', memberId: a.member.id, pickupId: points[0]?.id },
    })
    const [notice] = await h.db.select().from(notices).where(eq(notices.memberId, a.member.id))
    expect(notice).toMatchObject({ type: 'SHOP_APPROVED', link: `/merchant?id=${a.shopId}` })
    expect(notice?.content).toEqual({
      'zh-Hant': '「阿明二手電器」已開業，你可以為店鋪刊登貨品',
      'zh-Hans': '“阿明二手電器”已开业，你可以为店铺发布商品',
      en: '"阿明二手電器" is open: you can now list goods for your shop',
    })
    const again = await admin(op.headers, 'POST', `/${a.shopId}/approve`)
    expect(again.status).toBe(409)
    expect(again.body.code).toBe(31003)
    expect(await h.db.select().from(auditLog)).toHaveLength(1)
  })

  it('refusal needs a reason (400 otherwise), keeps it, audits it, tells it; the member may apply again', async () => {
    const op = await createOperator(h)
    const a = await applied()
    const headers = { ...op.headers, language: 'en' }
    for (const payload of [
      {},
      { reason: '  ' },
      { reason: 'a\u0000b' },
      { reason: 'x'.repeat(501) },
      { reason: 'x'.repeat(1_000_000) },
    ]) {
      const res = await admin(headers, 'POST', `/${a.shopId}/refuse`, payload)
      expect(res.status).toBe(400)
      expect(res.body.code).toBe(4002)
    }
    expect((await admin(headers, 'POST', `/${a.shopId}/refuse`, {})).body.message).toContain(
      'Please fill this in',
    )
    const res = await admin<AdminShopDetail>(op.headers, 'POST', `/${a.shopId}/refuse`, {
      reason: '商業登記證相片不清楚',
    })
    expect(res.body.result).toMatchObject({ status: 'REFUSED', refuseReason: '商業登記證相片不清楚' })
    const [audit] = await h.db.select().from(auditLog)
    expect(audit).toMatchObject({
      action: 'shop.refuse',
      reason: '商業登記證相片不清楚',
      after: { status: 'REFUSED' },
    })
    const [notice] = await h.db.select().from(notices).where(eq(notices.memberId, a.member.id))
    expect(notice).toMatchObject({ type: 'SHOP_REFUSED', link: '/shopEntry' })
    expect(notice?.content.en).toContain('商業登記證相片不清楚')
    expect(await h.db.select().from(shopAddresses)).toHaveLength(0)
    const mine = await call<ShopApplication>(h.app, {
      method: 'GET',
      url: '/buyer/store/store/apply',
      headers: a.headers,
    })
    expect(mine.body.result).toMatchObject({ status: 'REFUSED', refuseReason: '商業登記證相片不清楚' })
    expect((await admin(op.headers, 'POST', `/${a.shopId}/approve`)).body.code).toBe(31003)
    const redo = await call<ShopApplication>(h.app, {
      method: 'POST',
      url: '/buyer/store/store/apply',
      headers: a.headers,
      payload: await applicationBody(h, a.member.id),
    })
    expect(redo.body.result).toMatchObject({ id: String(a.shopId), status: 'APPLYING', refuseReason: '' })
  })

  it('a banned applicant cannot be approved (409 31004), nothing written; refusing still works', async () => {
    const op = await createOperator(h)
    const a = await applied()
    await h.db.update(members).set({ disabled: true }).where(eq(members.id, a.member.id))
    const res = await admin(op.headers, 'POST', `/${a.shopId}/approve`)
    expect(res.status).toBe(409)
    expect(res.body.code).toBe(31004)
    const [row] = await h.db.select().from(shops).where(eq(shops.id, a.shopId))
    expect(row?.status).toBe('APPLYING')
    expect(await h.db.select().from(auditLog)).toHaveLength(0)
    expect(await h.db.select().from(notices)).toHaveLength(0)
    expect((await admin(op.headers, 'POST', `/${a.shopId}/refuse`, { reason: '帳戶已停權' })).status).toBe(
      200,
    )
  })

  it('an unknown application: 404 31001 for both decisions', async () => {
    const op = await createOperator(h)
    expect((await admin(op.headers, 'POST', '/999999/approve')).body.code).toBe(31001)
    expect((await admin(op.headers, 'POST', '/999999/refuse', { reason: 'x' })).body.code).toBe(31001)
  })
})
