import { describe, expect, it } from 'vitest'
import { createSignedIn } from '../../test/factories.ts'
import { call, useTestApp } from '../../test/harness.ts'

const h = useTestApp()

/** Member-only routes whose bodies a visitor may not learn about (lib/auth.ts, membersOnly). */
const writes = [
  { method: 'POST', url: '/buyer/goods/goods/create' },
  { method: 'PUT', url: '/buyer/goods/goods/update' },
  { method: 'PUT', url: '/buyer/goods/goods/downGoods' },
  { method: 'POST', url: '/buyer/goods/goods/report' },
  { method: 'POST', url: '/buyer/members/task' },
  { method: 'POST', url: '/buyer/passport/member/bindMobile' },
] as const

describe('member-only routes authenticate before they validate', () => {
  it.each(writes)(
    'a visitor posting an invalid body to $method $url gets 401, no field names',
    async (route) => {
      const res = await call(h.app, { ...route, payload: { nonsense: true } })
      expect(res.status).toBe(401)
      expect(res.body.code).toBe(20003)
      expect(res.body.result).toBeNull()
    },
  )

  it('a signed-in member posting the same body gets the 400 with its fields', async () => {
    const s = await createSignedIn(h)
    const res = await call<{ fields: unknown[] }>(h.app, {
      method: 'POST',
      url: '/buyer/goods/goods/create',
      payload: { nonsense: true },
      headers: s.headers,
    })
    expect(res.status).toBe(400)
    expect(res.body.result?.fields.length).toBeGreaterThan(0)
  })
})
