import { describe, expect, it } from 'vitest'
import { createSignedIn, login } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'

const h = useTestApp()
const DAY = 24 * 60 * 60 * 1000

/** A member, and calls that log in afresh each time (access tokens last an hour; tests skip days). */
async function signIn() {
  const s = await createSignedIn(h)
  const headers = async () => ({ accesstoken: (await login(h.app, s.member.username)).accessToken })
  const checkIn = async () =>
    call<{ signDays: number; reward: number; point: number }>(h.app, {
      method: 'POST',
      url: '/buyer/members/sign',
      headers: await headers(),
    })
  const status = async () =>
    call<{ signDays: number; selfSigned: boolean; nextReward: number }>(h.app, {
      method: 'GET',
      url: `/buyer/members/sign/checkDays?memberId=${s.member.id}`,
      headers: await headers(),
    })
  return { s, checkIn, status }
}

describe('daily check-in', () => {
  it('rewards 1…7 coins over a week, then starts the cycle again', async () => {
    const { checkIn } = await signIn()
    const rewards: number[] = []
    let point = 0
    for (let day = 0; day < 9; day++) {
      const res = await checkIn()
      expect(res.status).toBe(200)
      rewards.push(res.body.result.reward)
      point = res.body.result.point
      h.clock.advance(DAY)
    }
    expect(rewards).toEqual([1, 2, 3, 4, 5, 6, 7, 1, 2])
    expect(point).toBe(28 + 3)
  })

  it('refuses a second check-in the same Hong Kong day with 47001', async () => {
    const { checkIn, status } = await signIn()
    expect((await checkIn()).status).toBe(200)
    const again = await checkIn()
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ code: 47001, message: '今日已經簽到' })
    expect((await status()).body.result).toEqual({ signDays: 1, selfSigned: true, nextReward: 2 })
  })

  it('counts days in Hong Kong time: 23:59 and 00:01 HKT are two days', async () => {
    const { checkIn } = await signIn()
    h.clock.set('2026-11-23T15:59:00Z') // 23:59 HKT
    expect((await checkIn()).body.result.signDays).toBe(1)
    h.clock.set('2026-11-23T16:01:00Z') // 00:01 HKT the next day
    expect((await checkIn()).body.result.signDays).toBe(2)
  })

  it('resets the streak after a missed day', async () => {
    const { checkIn, status } = await signIn()
    await checkIn()
    h.clock.advance(DAY)
    await checkIn()
    h.clock.advance(2 * DAY)
    expect((await status()).body.result).toEqual({ signDays: 0, selfSigned: false, nextReward: 1 })
    const res = await checkIn()
    expect(res.body.result).toMatchObject({ signDays: 1, reward: 1 })
  })

  it('shows yesterday’s streak until today’s check-in', async () => {
    const { checkIn, status } = await signIn()
    await checkIn()
    h.clock.advance(DAY)
    expect((await status()).body.result).toEqual({ signDays: 1, selfSigned: false, nextReward: 2 })
  })

  it('needs a session and refuses another member’s status', async () => {
    const none = await call(h.app, { method: 'POST', url: '/buyer/members/sign' })
    expect(none.body.code).toBe(20003)
    const { s } = await signIn()
    const other = await call(h.app, {
      method: 'GET',
      url: `/buyer/members/sign/checkDays?memberId=${s.member.id + 1}`,
      headers: s.headers,
    })
    expect(other.status).toBe(403)
  })
})
