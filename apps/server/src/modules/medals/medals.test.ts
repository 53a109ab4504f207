import { describe, expect, it } from 'vitest'
import { createMember, createSignedIn } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { awardMedal } from './medals.service.ts'

const h = useTestApp()
type MedalList = {
  memberId: string
  count: number
  medals: { key: string; haveOwned: boolean; ownedTime: string | null }[]
}

describe('medals', () => {
  it('lists the four medals for oneself, owned ones with their time', async () => {
    const s = await createSignedIn(h)
    expect(await awardMedal(h.app.ctx, h.db, s.member.id, 'verifyPhone', h.clock.now())).toBe(true)
    expect(await awardMedal(h.app.ctx, h.db, s.member.id, 'verifyPhone', h.clock.now())).toBe(false)
    const res = await call<MedalList>(h.app, {
      method: 'GET',
      url: '/buyer/members/medal',
      headers: s.headers,
    })
    expect(res.body.result.count).toBe(1)
    expect(res.body.result.medals.map((m) => [m.key, m.haveOwned])).toEqual([
      ['verifyPhone', true],
      ['addGoods', false],
      ['inviteFriends', false],
      ['moreMedal', false],
    ])
    expect(res.body.result.medals[0]?.ownedTime).toBe(h.clock.now().toISOString())
  })

  it('shows another member’s medals by id, and 404 for nobody', async () => {
    const s = await createSignedIn(h)
    const other = await createMember(h, { nickName: '陳大文' })
    await awardMedal(h.app.ctx, h.db, other.id, 'addGoods', h.clock.now())
    const res = await call<MedalList & { nickName: string }>(h.app, {
      method: 'GET',
      url: `/buyer/members/medal?memberId=${other.id}`,
      headers: s.headers,
    })
    expect(res.body.result).toMatchObject({ memberId: String(other.id), nickName: '陳大文', count: 1 })
    const none = await call(h.app, {
      method: 'GET',
      url: '/buyer/members/medal?memberId=99999',
      headers: s.headers,
    })
    expect(none.status).toBe(404)
  })
})
