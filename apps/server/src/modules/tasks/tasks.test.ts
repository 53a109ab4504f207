import { WELCOME_COINS_DEFAULT } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createMember, createSignedIn, emailCode, login, smsCode } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { coinLedger, members, settings } from '../../db/schema.ts'
import { coinBalance } from '../coins/coins.service.ts'
import { medalsOf } from '../medals/medals.service.ts'

const h = useTestApp()

type Task = {
  key: string
  status: string
  done: number
  limit: number
  reward: number
  claimableAt: string | null
}
const video = (headers: Record<string, string>, action: 'START' | 'CLAIM') =>
  call<{ tasks: Task[]; point: number | null }>(h.app, {
    method: 'POST',
    url: '/buyer/members/task',
    headers,
    payload: { taskKey: 'VIDEO', action },
  })

async function bindPhone(headers: Record<string, string>, mobile: string) {
  const code = await smsCode(h, 'BIND_MOBILE', '852', mobile, headers)
  const res = await call(h.app, {
    method: 'POST',
    url: '/buyer/passport/member/bindMobile',
    headers,
    payload: { mobile, code, countryCode: '852' },
  })
  expect(res.status).toBe(200)
}

describe('the video task', () => {
  it('pays only after the countdown, and up to the daily limit', async () => {
    const s = await createSignedIn(h)
    const started = await video(s.headers, 'START')
    expect(started.body.result.tasks.find((t) => t.key === 'VIDEO')).toMatchObject({
      status: 'IN_PROGRESS',
      done: 0,
    })
    const early = await video(s.headers, 'CLAIM')
    expect(early.status).toBe(400)
    expect(early.body.code).toBe(40002)
    h.clock.advance(15_000)
    const claimed = await video(s.headers, 'CLAIM')
    expect(claimed.body.result.point).toBe(2)
    expect((await video(s.headers, 'CLAIM')).body.code).toBe(40004)
    for (let i = 0; i < 2; i++) {
      await video(s.headers, 'START')
      h.clock.advance(15_000)
      expect((await video(s.headers, 'CLAIM')).status).toBe(200)
    }
    const limit = await video(s.headers, 'START')
    expect(limit.status).toBe(429)
    expect(limit.body.code).toBe(40003)
    expect(await coinBalance(h.app.ctx, s.member.id)).toBe(6)
  })

  it('starts afresh the next day', async () => {
    const s = await createSignedIn(h)
    for (let i = 0; i < 3; i++) {
      await video(s.headers, 'START')
      h.clock.advance(15_000)
      await video(s.headers, 'CLAIM')
    }
    h.clock.advance(24 * 60 * 60 * 1000)
    const headers = { accesstoken: (await login(h.app, s.member.username)).accessToken }
    expect((await video(headers, 'START')).status).toBe(200)
  })

  it('follows the reward settings', async () => {
    await h.db.insert(settings).values({ key: 'coins.rewards', value: { video: 5, videoSeconds: 30 } })
    const s = await createSignedIn(h)
    await video(s.headers, 'START')
    h.clock.advance(15_000)
    expect((await video(s.headers, 'CLAIM')).body.code).toBe(40002)
    h.clock.advance(15_000)
    expect((await video(s.headers, 'CLAIM')).body.result.point).toBe(5)
  })

  it('refuses bad actions and logged-out calls', async () => {
    const s = await createSignedIn(h)
    const bad = await call(h.app, {
      method: 'POST',
      url: '/buyer/members/task',
      headers: s.headers,
      payload: { taskKey: 'VIDEO', action: 'FINISH' },
    })
    expect(bad.status).toBe(400)
    expect((await video({}, 'START')).body.code).toBe(20003)
  })
})

describe('one-time tasks and invitations', () => {
  it('pays 5 coins for the email proven at registration, once', async () => {
    const code = await emailCode(h, 'REGISTER', 'new@example.com')
    const res = await call<{ id: string }>(h.app, {
      method: 'POST',
      url: '/buyer/passport/member/register',
      payload: { username: 'newbie_hk', password: 'Secret12!', email: 'new@example.com', code },
    })
    const id = Number(res.body.result.id)
    const paid = await h.db.select().from(coinLedger).where(eq(coinLedger.memberId, id))
    expect(paid.filter((r) => r.reason === 'TASK_VERIFY_EMAIL').map((r) => r.amount)).toEqual([5])
    // Beside the welcome coins (welcome.test.ts).
    expect(await coinBalance(h.app.ctx, id)).toBe(5 + WELCOME_COINS_DEFAULT)
  })

  it('pays 10 coins and the medal for the first verified phone; re-binding pays nothing', async () => {
    const s = await createSignedIn(h)
    await bindPhone(s.headers, '91234567')
    expect(await coinBalance(h.app.ctx, s.member.id)).toBe(10)
    h.clock.advance(61_000)
    await bindPhone(s.headers, '92345678')
    expect(await coinBalance(h.app.ctx, s.member.id)).toBe(10)
    const medals = await medalsOf(h.app.ctx, s.member.id)
    expect(medals.medals.find((m) => m.key === 'verifyPhone')?.haveOwned).toBe(true)
    expect(medals.count).toBe(1)
    const tasks = await call<Task[]>(h.app, { method: 'GET', url: '/buyer/members/task', headers: s.headers })
    expect(tasks.body.result.find((t) => t.key === 'VERIFY_PHONE')?.status).toBe('DONE')
  })

  it('rewards the inviter only when the friend verifies a phone, exactly once', async () => {
    const inviter = await createSignedIn(h, { invitationCode: 'FRIEND22' })
    const code = await emailCode(h, 'REGISTER', 'friend@example.com')
    const reg = await call<{ id: string; username: string }>(h.app, {
      method: 'POST',
      url: '/buyer/passport/member/register',
      payload: {
        username: 'friend_one',
        password: 'Secret12!',
        email: 'friend@example.com',
        code,
        invitationCode: 'FRIEND22',
      },
    })
    expect(await coinBalance(h.app.ctx, inviter.member.id)).toBe(0)
    const friendHeaders = { accesstoken: (await login(h.app, 'friend_one', 'Secret12!')).accessToken }
    await bindPhone(friendHeaders, '93456789')
    expect(await coinBalance(h.app.ctx, inviter.member.id)).toBe(10)
    h.clock.advance(61_000)
    await bindPhone(friendHeaders, '94567890')
    expect(await coinBalance(h.app.ctx, inviter.member.id)).toBe(10)
    const medals = await medalsOf(h.app.ctx, inviter.member.id)
    expect(medals.medals.find((m) => m.key === 'inviteFriends')?.haveOwned).toBe(true)

    const info = await call<{ invitationCode: string; link: string; friends: { rewarded: boolean }[] }>(
      h.app,
      {
        method: 'GET',
        url: '/buyer/members/invite',
        headers: { accesstoken: (await login(h.app, inviter.member.username)).accessToken },
      },
    )
    expect(info.body.result).toMatchObject({
      invitationCode: 'FRIEND22',
      link: 'http://localhost:3000/SignUp?inviteCode=FRIEND22',
      friends: [{ nickName: 'friend_one', phoneVerified: true, rewarded: true }],
    })
    expect(reg.body.result.username).toBe('friend_one')
  })

  it('lists no friends for a member who invited nobody', async () => {
    const s = await createSignedIn(h)
    await createMember(h)
    const [me] = await h.db.select().from(members).where(eq(members.id, s.member.id))
    const info = await call<{ friends: unknown[]; invitationCode: string }>(h.app, {
      method: 'GET',
      url: '/buyer/members/invite',
      headers: s.headers,
    })
    expect(info.body.result).toMatchObject({ friends: [], invitationCode: me?.invitationCode })
  })
})
