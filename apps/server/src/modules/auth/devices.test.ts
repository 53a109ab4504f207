import { ErrorCode } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { createMember, createSignedIn, DEFAULT_PASSWORD } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { sessions } from '../../db/schema.ts'

const h = useTestApp()
const ME = '/buyer/passport/member'
const SESSIONS = '/buyer/passport/member/sessions'
const refreshUrl = (token: string) => `/buyer/passport/member/refresh/${token}`

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

interface Device {
  id: string
  clientType: string
  browser: string
  os: string
  ip: string
  country: string
  createdAt: string
  lastSeenAt: string
  current: boolean
}
interface Devices {
  sessions: Device[]
  lastSignIn: { time: string; country: string; ip: string } | null
}

/** Logs in as a browser of one client type would; answers its tokens and token header. */
async function signIn(username: string, clientType: string, opts: { ip?: string; userAgent?: string } = {}) {
  const res = await call<{ accessToken: string; refreshToken: string }>(h.app, {
    method: 'POST',
    url: '/buyer/passport/member/userLogin',
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: { clienttype: clientType, 'user-agent': opts.userAgent ?? DESKTOP },
    payload: { username, password: DEFAULT_PASSWORD },
  })
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`)
  return { ...res.body.result, headers: { accesstoken: res.body.result.accessToken } }
}

const me = (headers: Record<string, string>) => call(h.app, { method: 'GET', url: ME, headers })
const list = (headers: Record<string, string>, language = 'en') =>
  call<Devices>(h.app, { method: 'GET', url: SESSIONS, headers: { ...headers, language } })
const signOut = (headers: Record<string, string>, id: string, language = 'en') =>
  call(h.app, {
    method: 'DELETE',
    url: `${SESSIONS}/${encodeURIComponent(id)}`,
    headers: { ...headers, language },
  })

describe('one live session per account and client type', () => {
  it('lets a desktop (PC) and a phone (H5) stay signed in together; a new login of a type ends the older one of that type only', async () => {
    const m = await createMember(h)
    const pc = await signIn(m.username, 'PC')
    const phone = await signIn(m.username, 'H5', { userAgent: IPHONE })
    expect((await me(pc.headers)).status).toBe(200)
    expect((await me(phone.headers)).status).toBe(200)

    const pc2 = await signIn(m.username, 'PC')
    const replaced = await call(h.app, { method: 'GET', url: ME, headers: { ...pc.headers, language: 'en' } })
    expect([replaced.status, replaced.body.code]).toEqual([401, 20444])
    expect((await me(phone.headers)).status).toBe(200)
    expect((await me(pc2.headers)).status).toBe(200)

    await signIn(m.username, 'H5', { userAgent: IPHONE })
    expect((await me(phone.headers)).body.code).toBe(20444)
    expect((await me(pc2.headers)).status).toBe(200)
  })

  it('reads the clientType header as PC or H5 only: anything else, or none, is a desktop', async () => {
    const m = await createMember(h)
    const phone = await signIn(m.username, ' h5 ', { userAgent: IPHONE })
    const app = await signIn(m.username, 'APP')
    const none = await signIn(m.username, '')
    const rows = await h.db.select().from(sessions).where(eq(sessions.memberId, m.id))
    expect(rows.map((r) => r.clientType).sort()).toEqual(['H5', 'PC', 'PC'])
    // "APP" was a desktop, so the login without a type replaced it; the phone stays.
    expect((await me(app.headers)).body.code).toBe(20444)
    expect((await me(phone.headers)).status).toBe(200)
    expect((await me(none.headers)).status).toBe(200)
  })

  it('a login of one type also replaces an older session of an unknown recorded type', async () => {
    const m = await createMember(h)
    const old = await signIn(m.username, 'PC')
    // A session recorded before only PC and H5 were kept.
    await h.db.update(sessions).set({ clientType: 'WAP' }).where(eq(sessions.memberId, m.id))
    await signIn(m.username, 'PC')
    expect((await me(old.headers)).body.code).toBe(20444)
  })

  it('keeps one live session of each type when the account logs in as both at once', async () => {
    const m = await createMember(h)
    // Five in all: more in flight at once would need the login slider (login.test.ts).
    const logins = await Promise.all(
      ['PC', 'H5', 'PC', 'H5', 'PC'].map((type) => signIn(m.username, type).then((s) => ({ type, s }))),
    )
    const live = await Promise.all(
      logins.map(async ({ type, s }) => ({ type, ok: (await me(s.headers)).status === 200 })),
    )
    expect(live.filter((l) => l.ok && l.type === 'PC')).toHaveLength(1)
    expect(live.filter((l) => l.ok && l.type === 'H5')).toHaveLength(1)
    const rows = await h.db.select().from(sessions).where(eq(sessions.memberId, m.id))
    expect(rows.filter((r) => r.revokedAt === null)).toHaveLength(2)
  }, 60_000)
})

describe('GET /buyer/passport/member/sessions', () => {
  it('lists the live devices, this one first, with what each told at sign-in and when it was last seen', async () => {
    const m = await createMember(h)
    const signedInAt = h.clock.now().toISOString()
    const pc = await signIn(m.username, 'PC', { ip: '8.8.8.8' })
    h.clock.advance(5 * 60_000)
    const phoneAt = h.clock.now().toISOString()
    const phone = await signIn(m.username, 'H5', { ip: '10.0.0.7', userAgent: IPHONE })
    h.clock.advance(30 * 60_000)
    const refreshedAt = h.clock.now().toISOString()
    expect((await call(h.app, { method: 'GET', url: refreshUrl(pc.refreshToken) })).status).toBe(200)

    const res = await list(phone.headers)
    expect(res.status).toBe(200)
    expect(res.body.result.sessions).toEqual([
      {
        id: expect.any(String),
        clientType: 'H5',
        browser: 'Safari',
        os: 'iOS',
        ip: '10.0.0.*',
        country: '',
        createdAt: phoneAt,
        lastSeenAt: phoneAt,
        current: true,
      },
      {
        id: expect.any(String),
        clientType: 'PC',
        browser: 'Chrome',
        os: 'Windows',
        ip: '8.8.8.*',
        country: 'US',
        createdAt: signedInAt,
        lastSeenAt: refreshedAt,
        current: false,
      },
    ])
    // The sign-in before this device's: the desktop's.
    expect(res.body.result.lastSignIn).toEqual({ time: signedInAt, country: 'US', ip: '8.8.8.*' })
    // The id names the session, not a token.
    const text = JSON.stringify(res.body)
    for (const secret of [pc.accessToken, pc.refreshToken, phone.accessToken, phone.refreshToken])
      expect(text).not.toContain(secret)
  })

  it('records the country at sign-in and leaves it empty for private and loopback addresses', async () => {
    const m = await createMember(h)
    await signIn(m.username, 'PC', { ip: '::ffff:8.8.4.4' })
    await signIn(m.username, 'H5', { ip: '192.168.1.20', userAgent: IPHONE })
    const rows = await h.db.select().from(sessions).where(eq(sessions.memberId, m.id))
    expect(Object.fromEntries(rows.map((r) => [r.clientType, r.country]))).toEqual({ PC: 'US', H5: '' })
  })

  it('leaves out ended sessions; the last sign-in counts them, and is null at the first', async () => {
    const m = await createMember(h)
    const first = await signIn(m.username, 'PC', { ip: '8.8.8.8' })
    const alone = await list(first.headers)
    expect(alone.body.result.sessions.map((s) => s.current)).toEqual([true])
    expect(alone.body.result.lastSignIn).toBeNull()

    h.clock.advance(60_000)
    const second = await signIn(m.username, 'PC', { ip: '1.1.1.1' })
    const res = await list(second.headers)
    expect(res.body.result.sessions).toHaveLength(1)
    expect(res.body.result.sessions[0]?.ip).toBe('1.1.1.*')
    expect(res.body.result.lastSignIn).toMatchObject({ ip: '8.8.8.*', country: 'US' })
  })

  it('leaves out sessions past their time', async () => {
    const m = await createMember(h)
    await signIn(m.username, 'H5', { userAgent: IPHONE })
    h.clock.advance(16 * 24 * 60 * 60_000)
    const pc = await signIn(m.username, 'PC')
    const res = await list(pc.headers)
    expect(res.body.result.sessions.map((s) => s.clientType)).toEqual(['PC'])
  })

  it('shows only the member’s own devices', async () => {
    const a = await createSignedIn(h)
    await createSignedIn(h)
    const res = await list(a.headers)
    expect(res.body.result.sessions).toHaveLength(1)
    expect(res.body.result.sessions[0]?.current).toBe(true)
  })

  it('is for members only', async () => {
    const res = await call(h.app, { method: 'GET', url: SESSIONS, headers: { language: 'en' } })
    expect([res.status, res.body.code]).toEqual([401, 20003])
    const del = await call(h.app, { method: 'DELETE', url: `${SESSIONS}/abc` })
    expect([del.status, del.body.code]).toEqual([401, 20003])
  })
})

describe('DELETE /buyer/passport/member/sessions/{id}', () => {
  async function twoDevices() {
    const m = await createMember(h)
    const pc = await signIn(m.username, 'PC')
    const phone = await signIn(m.username, 'H5', { userAgent: IPHONE })
    const listed = await list(pc.headers)
    const phoneId = listed.body.result.sessions.find((s) => !s.current)?.id ?? ''
    const pcId = listed.body.result.sessions.find((s) => s.current)?.id ?? ''
    return { m, pc, phone, phoneId, pcId }
  }

  it('signs the other device out: its next request and its refresh get 20004, not 20444', async () => {
    const { pc, phone, phoneId } = await twoDevices()
    const res = await signOut(pc.headers, phoneId)
    expect([res.status, res.body.message]).toEqual([200, 'That device has been signed out'])
    const after = await call(h.app, { method: 'GET', url: ME, headers: { ...phone.headers, language: 'en' } })
    expect([after.status, after.body.code, after.body.message]).toEqual([
      401,
      20004,
      'Your session has expired, please log in again',
    ])
    const refresh = await call(h.app, { method: 'GET', url: refreshUrl(phone.refreshToken) })
    expect([refresh.status, refresh.body.code]).toEqual([401, 20004])
    expect((await me(pc.headers)).status).toBe(200)
    expect((await list(pc.headers)).body.result.sessions.map((s) => s.clientType)).toEqual(['PC'])
    const [row] = await h.db.select().from(sessions).where(eq(sessions.id, phoneId))
    expect(row?.revokedReason).toBe('SIGNED_OUT')
  })

  it('refuses this device’s own session with 400 (logout is for that) and keeps it', async () => {
    const { pc, pcId } = await twoDevices()
    for (const [language, message] of [
      ['zh-Hant', '這是你正在使用的裝置，請用「登出」離開'],
      ['zh-Hans', '这是你正在使用的设备，请用“退出登录”离开'],
      ['en', 'This is the device you are using: use Log out instead'],
    ] as const) {
      const res = await signOut(pc.headers, pcId, language)
      expect([res.status, res.body.code, res.body.message]).toEqual([400, 20041, message])
    }
    expect((await me(pc.headers)).status).toBe(200)
  })

  it('answers another member’s session exactly like a missing one (404) and leaves it signed in', async () => {
    const { pc } = await twoDevices()
    const other = await twoDevices()
    const theirs = await signOut(pc.headers, other.phoneId)
    const missing = await signOut(pc.headers, '00000000-0000-4000-8000-000000000000')
    const junk = await signOut(pc.headers, 'not a session')
    for (const res of [theirs, missing, junk]) {
      expect(res.status).toBe(404)
      expect(res.body).toMatchObject({ success: false, code: 20040, result: null })
      expect(res.body.message).toBe(missing.body.message)
    }
    expect(missing.body.message).toBe('Device not found: it may have signed out already')
    expect((await signOut(pc.headers, other.phoneId, 'zh-Hant')).body.message).toBe(
      '找不到此裝置，可能已經登出',
    )
    expect((await me(other.phone.headers)).status).toBe(200)
  })

  it('answers 404 for a session that has already ended', async () => {
    const { m, pc, phoneId } = await twoDevices()
    expect((await signOut(pc.headers, phoneId)).status).toBe(200)
    expect((await signOut(pc.headers, phoneId)).body.code).toBe(20040)
    // Replaced by a newer login of its type: ended too.
    const pc2 = await signIn(m.username, 'PC')
    const listed = await list(pc2.headers)
    expect(listed.body.result.sessions).toHaveLength(1)
    const oldPcId = (await h.db.select().from(sessions).where(eq(sessions.revokedReason, 'REPLACED')))[0]?.id
    expect((await signOut(pc2.headers, oldPcId ?? '')).body.code).toBe(20040)
  })

  it('50 sign-outs of one device at once: one succeeds, the other 49 get 404', async () => {
    const { pc, phone, phoneId } = await twoDevices()
    const answers = await Promise.all(Array.from({ length: 50 }, () => signOut(pc.headers, phoneId)))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 404 && a.body.code === 20040)).toHaveLength(49)
    expect((await me(phone.headers)).body.code).toBe(20004)
  }, 60_000)
})

describe('the signed-out device’s chat socket', () => {
  let base = ''
  const open: WebSocket[] = []
  beforeAll(async () => {
    base = await h.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => {
    for (const ws of open) ws.terminate()
  })

  it('closes at once with 20004', async () => {
    const { pc, phone, phoneId } = await (async () => {
      const m = await createMember(h)
      const p = await signIn(m.username, 'PC')
      const ph = await signIn(m.username, 'H5', { userAgent: IPHONE })
      const listed = await list(p.headers)
      return { pc: p, phone: ph, phoneId: listed.body.result.sessions.find((s) => !s.current)?.id ?? '' }
    })()
    // The chat socket's protocol: the token rides in the protocol header, as the web app sends it.
    const ws = new WebSocket(
      `${base.replace(/^http/, 'ws')}/im/ws`,
      ['kaifong.v1', `token.${phone.accessToken}`],
      { origin: base },
    )
    open.push(ws)
    const frames: { type: string; code?: number }[] = []
    const hello = new Promise<void>((resolve, reject) => {
      ws.on('message', (data) => {
        const frame = JSON.parse(String(data))
        frames.push(frame)
        if (frame.type === 'hello') resolve()
      })
      ws.on('error', reject)
    })
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)))
    await hello
    expect((await signOut(pc.headers, phoneId)).status).toBe(200)
    expect(await closed).toBe(4401)
    expect(frames.find((f) => f.type === 'error')?.code).toBe(ErrorCode.SESSION_EXPIRED)
  })
})
