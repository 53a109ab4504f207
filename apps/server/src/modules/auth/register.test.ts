import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createMember, emailCode } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { members, sessions } from '../../db/schema.ts'

const h = useTestApp()
const URL = '/buyer/passport/member/register'

async function memberCount() {
  const [row] = await h.db.select({ n: count() }).from(members)
  return row?.n ?? 0
}

function body(overrides: Record<string, string> = {}) {
  return {
    username: 'kaifong_fan',
    password: 'Secret12!',
    email: 'fan@example.com',
    code: '000000',
    ...overrides,
  }
}

describe('POST /buyer/passport/member/register', () => {
  it('registers with a valid REGISTER code and stores an argon2id hash', async () => {
    const code = await emailCode(h, 'REGISTER', 'fan@example.com')
    const res = await call(h.app, {
      method: 'POST',
      url: URL,
      payload: body({ code, username: 'Kaifong_Fan' }),
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ success: true, code: 200, message: '註冊成功' })
    expect(res.body.result).toMatchObject({
      username: 'kaifong_fan',
      email: 'fan@example.com',
      phoneVerified: false,
    })
    const [row] = await h.db.select().from(members).where(eq(members.username, 'kaifong_fan'))
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true)
    expect(row?.passwordHash).not.toContain('Secret12!')
  })

  it('signs the new member in on this device, as a login would: the tokens open the account and refresh', async () => {
    const code = await emailCode(h, 'REGISTER', 'fan@example.com')
    const res = await call<{ id: string; accessToken: string; refreshToken: string }>(h.app, {
      method: 'POST',
      url: URL,
      remoteAddress: '10.1.2.3',
      headers: { clienttype: 'H5', 'user-agent': 'FanBrowser/1.0' },
      payload: body({ code }),
    })
    expect(res.status).toBe(200)
    const { accessToken, refreshToken } = res.body.result
    expect(accessToken).toEqual(expect.any(String))
    expect(refreshToken).toEqual(expect.any(String))
    const me = await call(h.app, {
      method: 'GET',
      url: '/buyer/passport/member',
      headers: { accesstoken: accessToken },
    })
    expect(me.status).toBe(200)
    expect(me.body.result).toMatchObject({ id: res.body.result.id, username: 'kaifong_fan' })
    const [session] = await h.db.select().from(sessions)
    expect(session).toMatchObject({
      memberId: Number(res.body.result.id),
      clientType: 'H5',
      ip: '10.1.2.3',
      userAgent: 'FanBrowser/1.0',
      revokedAt: null,
    })
    const refreshed = await call(h.app, {
      method: 'GET',
      url: `/buyer/passport/member/refresh/${refreshToken}`,
    })
    expect(refreshed.status).toBe(200)
  })

  it('starts no session when registering fails', async () => {
    const res = await call(h.app, { method: 'POST', url: URL, payload: body({ code: '123456' }) })
    expect(res.status).toBe(400)
    expect(await h.db.select().from(sessions)).toEqual([])
  })

  it('accepts a form-encoded body', async () => {
    const code = await emailCode(h, 'REGISTER', 'fan@example.com')
    const res = await h.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body({ code })).toString(),
    })
    expect(res.statusCode).toBe(200)
  })

  it.each([
    ['abcd', 'Username must be 5 to 15 characters'],
    ['a'.repeat(16), 'Username must be 5 to 15 characters'],
    ['bad name', 'Username may only contain letters a-z, digits, underscores and periods'],
    ['中文用戶名稱呀', 'Username may only contain letters a-z, digits, underscores and periods'],
    ['john..doe', 'Username cannot contain consecutive periods'],
    ['12345678', 'Username cannot be all digits'],
    ['', 'Please enter a username'],
  ])('refuses username %j with "%s" and writes nothing', async (username, message) => {
    const res = await call(h.app, {
      method: 'POST',
      url: URL,
      headers: { language: 'en' },
      payload: body({ username }),
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ success: false, code: 4002, message })
    expect(await memberCount()).toBe(0)
  })

  it.each([
    ['12345', 'Password must be 6 to 20 characters'],
    ['a'.repeat(21), 'Password must be 6 to 20 characters'],
    ['has space1', 'Password may only contain letters, digits and ! # $ % ^ & * . ~ , @'],
    ['paren(1)', 'Password may only contain letters, digits and ! # $ % ^ & * . ~ , @'],
  ])('refuses password %j', async (password, message) => {
    const res = await call(h.app, {
      method: 'POST',
      url: URL,
      headers: { language: 'en' },
      payload: body({ password }),
    })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(message)
  })

  it('allows every listed special character including @', async () => {
    const code = await emailCode(h, 'REGISTER', 'fan@example.com')
    const res = await call(h.app, {
      method: 'POST',
      url: URL,
      payload: body({ code, password: 'a!#$%^&*.~,@1' }),
    })
    expect(res.status).toBe(200)
  })

  it('localises validation messages (zh-Hant default, zh-Hans)', async () => {
    const hant = await call(h.app, { method: 'POST', url: URL, payload: body({ email: 'not-an-email' }) })
    expect(hant.body.message).toBe('電郵地址格式不正確')
    const hans = await call(h.app, {
      method: 'POST',
      url: URL,
      headers: { language: 'zh-Hans' },
      payload: body({ email: 'not-an-email' }),
    })
    expect(hans.body.message).toBe('电邮地址格式不正确')
    expect(hans.body.result).toEqual({ fields: [{ field: 'email', message: '电邮地址格式不正确' }] })
  })

  it('refuses a wrong code with 80210 and a missing one with 80211, writing nothing', async () => {
    const code = await emailCode(h, 'REGISTER', 'fan@example.com')
    const wrong = code === '123456' ? '654321' : '123456'
    const res = await call(h.app, { method: 'POST', url: URL, payload: body({ code: wrong }) })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(80210)
    const none = await call(h.app, {
      method: 'POST',
      url: URL,
      payload: body({ email: 'other@example.com' }),
    })
    expect(none.body.code).toBe(80211)
    expect(await memberCount()).toBe(0)
  })

  it('uses a code once', async () => {
    const code = await emailCode(h, 'REGISTER', 'fan@example.com')
    expect((await call(h.app, { method: 'POST', url: URL, payload: body({ code }) })).status).toBe(200)
    // The account's name and address freed (members are never deleted: the coin ledger keeps them).
    await h.db.update(members).set({ username: 'renamed_fan', email: 'renamed@example.com' })
    const again = await call(h.app, { method: 'POST', url: URL, payload: body({ code }) })
    expect(again.body.code).toBe(80211)
  })

  it('refuses a taken username (20008), and a taken email (20009) after its right code', async () => {
    const code = await emailCode(h, 'REGISTER', 'fan@example.com')
    await createMember(h, { username: 'kaifong_fan', email: 'someone@example.com' })
    const res = await call(h.app, {
      method: 'POST',
      url: URL,
      headers: { language: 'en' },
      payload: body({ code }),
    })
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ code: 20008, message: 'This username is already taken' })
    // Taken since the code was sent: only the code's reader learns it (docs/decisions.md, "Accounts").
    await createMember(h, { username: 'another_one', email: 'fan@example.com' })
    const res2 = await call(h.app, {
      method: 'POST',
      url: URL,
      payload: body({ code, username: 'new_person' }),
    })
    expect(res2.status).toBe(409)
    expect(res2.body.code).toBe(20009)
    expect(await memberCount()).toBe(2)
  })

  it('records the inviter for a valid invitation code and refuses an unknown one', async () => {
    const inviter = await createMember(h, { invitationCode: 'ABCD2345' })
    const bad = await call(h.app, { method: 'POST', url: URL, payload: body({ invitationCode: 'ZZZZ9999' }) })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('邀請碼無效')
    const code = await emailCode(h, 'REGISTER', 'fan@example.com')
    const res = await call(h.app, {
      method: 'POST',
      url: URL,
      payload: body({ code, invitationCode: 'abcd2345' }),
    })
    expect(res.status).toBe(200)
    const [row] = await h.db.select().from(members).where(eq(members.username, 'kaifong_fan'))
    expect(row?.invitedBy).toBe(inviter.id)
  })

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, code: 4002 })
  })
})
