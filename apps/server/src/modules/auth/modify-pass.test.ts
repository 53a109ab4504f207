import type { InjectOptions } from 'fastify'
import { describe, expect, it } from 'vitest'
import { createSignedIn, DEFAULT_PASSWORD } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'

const h = useTestApp()
const URL = '/buyer/passport/member/modifyPass'

const modify = (headers: Record<string, string>, payload: InjectOptions['payload'], language = 'en') =>
  call(h.app, { method: 'PUT', url: URL, headers: { ...headers, language }, payload })
const tryLogin = (username: string, password: string) =>
  call(h.app, { method: 'POST', url: '/buyer/passport/member/userLogin', payload: { username, password } })

describe('changing the password', () => {
  it('needs the current password; the new one works at once and this session goes on', async () => {
    const s = await createSignedIn(h)
    const res = await modify(s.headers, { password: DEFAULT_PASSWORD, newPassword: 'NewPass99' })
    expect([res.status, res.body.message]).toEqual([
      200,
      'Password changed. Your other devices were signed out',
    ])
    expect(
      (await call(h.app, { method: 'GET', url: '/buyer/passport/member', headers: s.headers })).status,
    ).toBe(200)
    expect((await tryLogin(s.member.username, DEFAULT_PASSWORD)).status).toBe(401)
    expect((await tryLogin(s.member.username, 'NewPass99')).status).toBe(200)
  })

  it('refuses a wrong current password, a new one that is the same or too weak, and bad bodies; nothing changes', async () => {
    const s = await createSignedIn(h)
    const wrong = await modify(s.headers, { password: 'nope123', newPassword: 'NewPass99' }, 'zh-Hant')
    expect([wrong.status, wrong.body.code, wrong.body.message]).toEqual([400, 20010, '現有密碼不正確'])
    const same = await modify(s.headers, { password: DEFAULT_PASSWORD, newPassword: DEFAULT_PASSWORD })
    expect(same.status).toBe(400)
    expect(JSON.stringify(same.body)).toContain('The new password must differ from the current one')
    for (const body of [
      { password: DEFAULT_PASSWORD, newPassword: '123' },
      { password: DEFAULT_PASSWORD, newPassword: 'has space 1' },
      { password: DEFAULT_PASSWORD, newPassword: `a\u0000bcdef1` },
      { password: DEFAULT_PASSWORD, newPassword: 'x'.repeat(1_000_000) },
      { password: '', newPassword: 'NewPass99' },
      { newPassword: 'NewPass99' },
      {},
      'text',
    ]) {
      const res = await modify(s.headers, body)
      expect(res.status).toBe(400)
    }
    expect((await tryLogin(s.member.username, DEFAULT_PASSWORD)).status).toBe(200)
  })

  it('asks a visitor to log in before looking at the body', async () => {
    const res = await call(h.app, { method: 'PUT', url: URL, payload: { nonsense: true } })
    expect([res.status, res.body.code]).toEqual([401, 20003])
  })

  it('stops guessing: after 5 wrong passwords, even the right one waits 15 minutes', async () => {
    const s = await createSignedIn(h)
    for (let i = 0; i < 5; i++) {
      expect((await modify(s.headers, { password: `guess${i}x`, newPassword: 'NewPass99' })).status).toBe(400)
    }
    const blocked = await modify(s.headers, { password: DEFAULT_PASSWORD, newPassword: 'NewPass99' })
    expect([blocked.status, blocked.body.code]).toEqual([429, 1003])
    h.clock.advance(16 * 60_000)
    const later = await modify(s.headers, { password: DEFAULT_PASSWORD, newPassword: 'NewPass99' })
    expect(later.status).toBe(200)
  })

  it('does not count its wrong guesses against logins from the same address', async () => {
    const s = await createSignedIn(h)
    for (let i = 0; i < 6; i++) await modify(s.headers, { password: `guess${i}x`, newPassword: 'NewPass99' })
    const other = await createSignedIn(h)
    expect((await tryLogin(other.member.username, 'wrong-one')).body.code).toBe(20010)
  })

  it('checks at most 5 of 40 guesses sent at once', async () => {
    const s = await createSignedIn(h)
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        modify(s.headers, { password: `guess${i}x`, newPassword: 'NewPass99' }),
      ),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((x) => x === 400)).toHaveLength(5)
    expect(statuses.filter((x) => x === 429)).toHaveLength(35)
  })
})
