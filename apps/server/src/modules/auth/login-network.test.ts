/**
 * Failed logins per address and per network (docs/decisions.md, "Accounts"; lib/ip.ts: an IPv4
 * address or IPv6 /64, in an IPv4 /24 or IPv6 /48): counted when an
 * attempt starts, so parallel attempts cannot all slip under the limit, and refused whatever slider
 * the client passed. Races run on PostgreSQL too (`npm run test:pg`).
 */
import { randomUUID } from 'node:crypto'
import {
  ErrorCode,
  LOGIN_FAILURES_BEFORE_LOCK,
  LOGIN_FAILURES_PER_IP,
  LOGIN_FAILURES_PER_SUBNET,
} from '@kaifong/contract'
import { describe, expect, it } from 'vitest'
import { createMember, DEFAULT_PASSWORD, passSlider } from '../../../test/factories.ts'
import { type ApiResponse, call, useTestApp } from '../../../test/harness.ts'
import { sliderChallenges } from '../../db/schema.ts'

const h = useTestApp()
const LOGIN = '/buyer/passport/member/userLogin'

function attempt(username: string, password: string, ip: string, uuid?: string) {
  return call(h.app, {
    method: 'POST',
    url: LOGIN,
    remoteAddress: ip,
    headers: { language: 'en', ...(uuid ? { uuid } : {}) },
    payload: { username, password },
  })
}

/** A try past a solved slider (the attacker reads the hole off the picture). */
async function solved(username: string, password: string, ip: string) {
  const uuid = randomUUID()
  await passSlider(h, uuid, 'LOGIN')
  return attempt(username, password, ip, uuid)
}

/**
 * Passed LOGIN sliders of `n` devices, written as the captcha module records a pass (captcha.repo.ts):
 * these tests are about the login's counts, and 200 pictures would only make them slow (`solved`
 * takes the real path).
 */
async function solvedSliders(n: number): Promise<string[]> {
  const now = h.clock.now()
  const uuids = Array.from({ length: n }, () => randomUUID())
  await h.db.insert(sliderChallenges).values(
    uuids.map((uuid) => ({
      uuid,
      type: 'LOGIN',
      xPos: 100,
      yPos: 40,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 5 * 60_000),
      attemptedAt: now,
      passedAt: now,
    })),
  )
  return uuids
}

/** `total` failures spread over a network's addresses, four each: under every per-address and per-account count. */
async function failAcross(addresses: (i: number) => string, total: number) {
  for (let i = 0; i < total; i++) {
    const res = await attempt(`nobody${i}`, 'wrong1', addresses(Math.floor(i / 4)))
    expect(res.body.code).toBe(ErrorCode.WRONG_PASSWORD)
  }
}

const codes = (answers: ApiResponse[]) => {
  const tally: Record<number, number> = {}
  for (const a of answers) tally[a.body.code] = (tally[a.body.code] ?? 0) + 1
  return tally
}

describe('failed logins per address and per network', () => {
  it(`refuses an IP after ${LOGIN_FAILURES_PER_IP} failures in 15 minutes, even the right password past a slider`, async () => {
    const m = await createMember(h)
    for (let i = 0; i < LOGIN_FAILURES_PER_IP; i++)
      expect((await solved(`nobody${i}`, 'wrong1', '10.50.0.1')).body.code).toBe(ErrorCode.WRONG_PASSWORD)
    const refused = await solved(m.username, DEFAULT_PASSWORD, '10.50.0.1')
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({
      code: ErrorCode.LOGIN_NETWORK_LIMITED,
      message: 'Too many failed sign-ins from your network. Try again in 15 min (at 10:15, Hong Kong time)',
    })
    // The neighbour on the same subnet is not held up, and the address is free again after the window.
    expect((await attempt(m.username, DEFAULT_PASSWORD, '10.50.0.2')).status).toBe(200)
    h.clock.advance(15 * 60_000)
    expect((await attempt(m.username, DEFAULT_PASSWORD, '10.50.0.1')).status).toBe(200)
  }, 60_000)

  it(`refuses an IPv4 /24 after ${LOGIN_FAILURES_PER_SUBNET} failures, and lets the next /24 in`, async () => {
    const m = await createMember(h)
    await failAcross((i) => `10.60.0.${i + 1}`, LOGIN_FAILURES_PER_SUBNET)
    const refused = await attempt(m.username, DEFAULT_PASSWORD, '10.60.0.250')
    expect(refused.status).toBe(429)
    expect(refused.body.code).toBe(ErrorCode.LOGIN_NETWORK_LIMITED)
    // An IPv4-mapped IPv6 address is the same network.
    expect((await attempt(m.username, DEFAULT_PASSWORD, '::ffff:10.60.0.251')).body.code).toBe(
      ErrorCode.LOGIN_NETWORK_LIMITED,
    )
    expect((await attempt(m.username, DEFAULT_PASSWORD, '10.60.1.1')).status).toBe(200)
  }, 60_000)

  it('counts an IPv6 client by its /64, and its network by the /48 around it', async () => {
    const m = await createMember(h)
    // One client may use any address of its /64: twenty of them are one address's twenty failures.
    for (let i = 0; i < LOGIN_FAILURES_PER_IP; i++)
      expect((await solved(`nobody${i}`, 'wrong1', `2001:db8:0:1::${i + 1}`)).body.code).toBe(
        ErrorCode.WRONG_PASSWORD,
      )
    const sameClient = await solved(m.username, DEFAULT_PASSWORD, '2001:db8:0:1:ffff::1')
    expect(sameClient.body.code).toBe(ErrorCode.LOGIN_NETWORK_LIMITED)
    // A hundred failures spread over the /64s of one /48 close that network.
    await failAcross((i) => `2001:db8:1:${(i + 1).toString(16)}::1`, LOGIN_FAILURES_PER_SUBNET)
    const refused = await attempt(m.username, DEFAULT_PASSWORD, '2001:db8:1:ff::1')
    expect(refused.status).toBe(429)
    expect(refused.body.code).toBe(ErrorCode.LOGIN_NETWORK_LIMITED)
    expect((await attempt(m.username, DEFAULT_PASSWORD, '2001:db8:2::1')).status).toBe(200)
  }, 60_000)

  it('does not count successes: more people than the limit behind one carrier NAT log in at once, again and again', async () => {
    // Attempts in flight count until they settle; the ones past the limit wait for them, not refused.
    const people = await Promise.all(
      Array.from({ length: LOGIN_FAILURES_PER_IP + 10 }, () => createMember(h)),
    )
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(people.map((p) => attempt(p.username, DEFAULT_PASSWORD, '10.70.0.1')))
      expect(answers.map((a) => a.status)).toEqual(people.map(() => 200))
    }
  }, 60_000)

  for (const n of [30, 200]) {
    it(`checks at most ${LOGIN_FAILURES_PER_IP} of ${n} parallel wrong logins from one IP at different accounts`, async () => {
      const people = await Promise.all(Array.from({ length: n }, () => createMember(h)))
      const uuids = await solvedSliders(n)
      const answers = await Promise.all(
        people.map((p, i) => attempt(p.username, `guess${i}`, '10.80.0.1', uuids[i])),
      )
      expect(codes(answers)).toEqual({
        [ErrorCode.WRONG_PASSWORD]: LOGIN_FAILURES_PER_IP,
        [ErrorCode.LOGIN_NETWORK_LIMITED]: n - LOGIN_FAILURES_PER_IP,
      })
    }, 120_000)

    it(`checks at most ${LOGIN_FAILURES_BEFORE_LOCK + 1} of ${n} parallel wrong logins at one account from one IP`, async () => {
      const m = await createMember(h)
      const uuids = await solvedSliders(n)
      const answers = await Promise.all(
        uuids.map((uuid, i) => attempt(m.username, `guess${i}`, '10.90.0.1', uuid)),
      )
      // Five free failures, and the one past the slider that starts the lock; the rest wait for it.
      expect(codes(answers)).toEqual({
        [ErrorCode.WRONG_PASSWORD]: LOGIN_FAILURES_BEFORE_LOCK + 1,
        [ErrorCode.LOGIN_LOCKED]: n - LOGIN_FAILURES_BEFORE_LOCK - 1,
      })
    }, 120_000)
  }
})
