/**
 * Complaints over HTTP (docs/product/after-sales.md, "Complaints"): complaining on a paid order,
 * the thread between the buyer, the shop and operators, the console's queue and decision (audited,
 * both sides told), and the refusals: strangers 404 like missing, visitors 401, moderators 403,
 * bad input 400.
 */
import { type ComplaintView, ErrorCode, type Page } from '@kaifong/contract'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createOperator } from '../../../test/admin-factories.ts'
import { addMedia } from '../../../test/goods-api.ts'
import { useTestApp } from '../../../test/harness.ts'
import { api, buyer, paidOrder, placeOrder, shopWorld } from '../../../test/order-api.ts'
import { auditLog, complaints, notices } from '../../db/schema.ts'

const h = useTestApp()
const base = '/buyer/order/complain'
const body = (orderSn: string, over: object = {}) => ({
  orderSn,
  reasonCode: 'NOT_SHIPPED',
  content: '付款三日仍未發貨',
  ...over,
})

async function world() {
  const w = await shopWorld(h)
  const m = await buyer(h)
  const sn = await paidOrder(h, w, m)
  return { w, m, sn }
}

describe('complaints', () => {
  it('a buyer complains, the shop and the buyer write, an operator decides; both sides are told; audited', async () => {
    const { w, m, sn } = await world()
    const photos = await addMedia(h, m.member.id, 2)
    const made = await api<ComplaintView>(h, m, 'POST', base, body(sn, { photos }))
    expect([made.status, made.body.result.status, made.body.result.photos.length]).toEqual([200, 'OPEN', 2])
    const id = made.body.result.id
    const again = await api(h, m, 'POST', base, body(sn))
    expect([again.status, again.body.code]).toEqual([409, ErrorCode.COMPLAINT_OPEN_EXISTS])
    const reply = await api<ComplaintView>(h, w.seller, 'POST', `${base}/communication`, {
      complainId: id,
      content: '明日一定寄出',
    })
    expect(reply.body.result.messages.map((x) => x.author)).toEqual(['SELLER'])
    await api(h, m, 'POST', `${base}/communication`, { complainId: id, content: '好，等你' })
    const shopList = await api<Page<ComplaintView>>(h, w.seller, 'GET', '/buyer/store/complain')
    expect(shopList.body.result.records.map((r) => r.id)).toEqual([id])
    const admin = await createOperator(h)
    const queue = await api<Page<ComplaintView>>(h, admin, 'GET', '/admin/api/complaints?status=OPEN')
    expect(queue.body.result.records.map((r) => r.id)).toEqual([id])
    const decided = await api<ComplaintView>(h, admin, 'POST', `/admin/api/complaints/${id}/decide`, {
      favour: 'BUYER',
      decision: '店舖須於兩日內發貨',
    })
    expect([decided.body.result.status, decided.body.result.favour]).toEqual(['DECIDED', 'BUYER'])
    expect(decided.body.result.messages.map((x) => x.author)).toEqual(['SELLER', 'BUYER', 'OPERATOR'])
    const twice = await api(h, admin, 'POST', `/admin/api/complaints/${id}/decide`, {
      favour: 'NONE',
      decision: 'x',
    })
    expect([twice.status, twice.body.code]).toEqual([409, ErrorCode.COMPLAINT_STATE])
    const late = await api(h, m, 'POST', `${base}/communication`, { complainId: id, content: '仲未收到' })
    expect([late.status, late.body.code]).toEqual([409, ErrorCode.COMPLAINT_STATE])
    const [audit] = await h.db.select().from(auditLog).where(eq(auditLog.targetType, 'complaint'))
    expect([audit?.action, audit?.targetId, audit?.reason]).toEqual([
      'complaint.decide',
      id,
      '店舖須於兩日內發貨',
    ])
    const typesOf = async (memberId: number) =>
      (await h.db.select().from(notices).where(eq(notices.memberId, memberId)))
        .map((n) => n.type)
        .filter((t) => t.startsWith('COMPLAINT'))
    expect(await typesOf(w.seller.member.id)).toEqual([
      'COMPLAINT_NEW',
      'COMPLAINT_MESSAGE',
      'COMPLAINT_DECIDED',
    ])
    expect(await typesOf(m.member.id)).toEqual(['COMPLAINT_MESSAGE', 'COMPLAINT_DECIDED'])
    const [told] = await h.db
      .select()
      .from(notices)
      .where(and(eq(notices.memberId, m.member.id), eq(notices.type, 'COMPLAINT_DECIDED')))
    expect(told?.content['zh-Hant']).toContain('店舖須於兩日內發貨')
  })

  it('refuses strangers (404 like missing), visitors (401), moderators (403), unpaid orders and bad input', async () => {
    const { w, m, sn } = await world()
    const unpaid = (await placeOrder(h, m, w.skuIds[1] as number)).orders[0]?.sn ?? ''
    const early = await api(h, m, 'POST', base, body(unpaid))
    expect([early.status, early.body.code]).toEqual([409, ErrorCode.COMPLAINT_ORDER_STATE])
    const stranger = await buyer(h)
    const theirs = await api(h, stranger, 'POST', base, body(sn))
    expect([theirs.status, theirs.body.code]).toEqual([404, ErrorCode.ORDER_NOT_FOUND])
    const id = (await api<ComplaintView>(h, m, 'POST', base, body(sn))).body.result.id
    for (const [method, url, payload] of [
      ['GET', `${base}/${id}`, undefined],
      ['POST', `${base}/communication`, { complainId: id, content: 'hi' }],
    ] as const) {
      const res = await api(h, stranger, method, url, payload)
      expect([res.status, res.body.code]).toEqual([404, ErrorCode.COMPLAINT_NOT_FOUND])
      const missing = await api(
        h,
        stranger,
        method,
        url.replace(id, '999999'),
        payload && { ...payload, complainId: '999999' },
      )
      expect([missing.status, missing.body.code]).toEqual([404, ErrorCode.COMPLAINT_NOT_FOUND])
      expect((await api(h, null, method, url, payload)).status).toBe(401)
    }
    for (const over of [
      { reasonCode: 'BORED' },
      { content: '' },
      { content: 'x'.repeat(501) },
      { content: 'a\u0000b' },
      { photos: Array.from({ length: 7 }, (_, i) => `p${i}`) },
    ]) {
      const res = await api(h, m, 'POST', base, body(sn, over))
      expect([res.status, res.body.code]).toEqual([400, ErrorCode.PARAM_ERROR])
    }
    expect((await api(h, m, 'POST', base, body(sn, { content: 'x'.repeat(1024 * 1024) }))).status).toBe(413)
    const mod = await createOperator(h, 'MODERATOR')
    expect((await api(h, mod, 'GET', '/admin/api/complaints')).status).toBe(403)
    expect((await api(h, m, 'GET', '/admin/api/complaints')).status).toBe(403)
    const admin = await createOperator(h)
    const bad = await api(h, admin, 'POST', `/admin/api/complaints/${id}/decide`, {
      favour: 'MAYBE',
      decision: 'x',
    })
    expect(bad.status).toBe(400)
    const missing = await api(h, admin, 'POST', '/admin/api/complaints/999999/decide', {
      favour: 'NONE',
      decision: 'x',
    })
    expect([missing.status, missing.body.code]).toEqual([404, ErrorCode.COMPLAINT_NOT_FOUND])
    const reasons = await api<{ code: string; label: string }[]>(
      h,
      m,
      'GET',
      `${base}/reasons`,
      undefined,
      'zh-Hans',
    )
    expect(reasons.body.result.find((r) => r.code === 'FAKE_GOODS')?.label).toBe('怀疑假货')
    expect(await h.db.select().from(complaints)).toHaveLength(1)
  })

  it('two operators decide at once: one decision', async () => {
    const { m, sn } = await world()
    const id = (await api<ComplaintView>(h, m, 'POST', base, body(sn))).body.result.id
    const a = await createOperator(h)
    const b = await createOperator(h)
    const results = await Promise.all(
      [a, b, a, b].map((op) =>
        api(h, op, 'POST', `/admin/api/complaints/${id}/decide`, { favour: 'SELLER', decision: '已發貨' }),
      ),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(await h.db.select().from(auditLog).where(eq(auditLog.targetType, 'complaint'))).toHaveLength(1)
  })
})
