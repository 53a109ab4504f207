import { randomUUID } from 'node:crypto'
import { and, count, eq, isNotNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  createMember,
  createSignedIn,
  DEFAULT_PASSWORD,
  emailCode,
  login,
  smsCode,
} from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { coinLedger, medalAwards, members, outbox, verifiedClaims } from '../../db/schema.ts'
import { findMemberById } from '../members/members.repo.ts'

const h = useTestApp()
const EMAIL = '/buyer/passport/member/resetUserEmail'
const MOBILE = '/buyer/passport/member/resetUserMobile'

type Signed = Awaited<ReturnType<typeof createSignedIn>>

const post = (url: string, headers: object, payload: object, language = 'en') =>
  call<Record<string, unknown> | null>(h.app, {
    method: 'POST',
    url,
    headers: { ...headers, language },
    payload,
  })

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000')

/** The verify step of an email change, done right. */
async function verifyEmail(s: Signed) {
  const code = await emailCode(h, 'CHANGE_EMAIL', s.member.email, randomUUID(), s.headers)
  const res = await post(EMAIL, s.headers, { email: s.member.email, code, step: 'verify' })
  expect([res.status, res.body.result]).toEqual([200, null])
}

/** The verify step of a phone change, done right. */
async function verifyPhone(s: Signed) {
  const { countryCode, mobile } = s.member
  const code = await smsCode(h, 'CHANGE_MOBILE', countryCode ?? '', mobile ?? '', s.headers)
  const res = await post(MOBILE, s.headers, { mobile, countryCode, code, step: 'verify' })
  expect([res.status, res.body.result]).toEqual([200, null])
}

const withPhone = (mobile = '91234567') =>
  createSignedIn(h, { mobile, countryCode: '852', phoneVerifiedAt: new Date('2026-01-01T00:00:00Z') })

async function claimCount() {
  const [row] = await h.db.select({ n: count() }).from(verifiedClaims)
  return row?.n ?? 0
}

const noticesTo = (to: string) => h.mailer.sent.filter((m) => m.to === to && m.code === '')

describe('changing the email', () => {
  it('verifies the current address, then sets a free new one; the old address is told', async () => {
    const s = await createSignedIn(h)
    const old = s.member.email
    await verifyEmail(s)
    const code = await emailCode(h, 'CHANGE_EMAIL', 'new.me@example.com', randomUUID(), s.headers)
    const res = await post(EMAIL, s.headers, { email: 'New.Me@example.com', code, step: 'reset' })
    expect([res.status, res.body.message]).toEqual([200, 'Your email address has been changed'])
    expect(res.body.result).toMatchObject({ id: String(s.member.id), email: 'new.me@example.com' })
    const row = await findMemberById(h.db, s.member.id)
    expect(row?.email).toBe('new.me@example.com')
    expect(row?.emailVerifiedAt?.toISOString()).toBe(h.clock.now().toISOString())
    // The notice lands in the dev outbox, in the request's language, with the new address masked.
    const mailed = await h.db.select().from(outbox).where(eq(outbox.to, old))
    const notice = mailed.find((m) => m.code === '')
    expect(notice?.subject).toMatch(/Your email address was changed$/)
    expect(notice?.text).toContain('ne***me@example.com')
    expect(notice?.text).toContain('2026-11-23 10:00 (Hong Kong time)')
    expect(notice?.text).not.toContain('new.me@example.com')
    expect(noticesTo('new.me@example.com')).toEqual([])
    // This session goes on; the new address signs in.
    const me = await call(h.app, { method: 'GET', url: '/buyer/passport/member', headers: s.headers })
    expect(me.status).toBe(200)
    await login(h.app, 'new.me@example.com')
  })

  it('tells the steps apart without `step`, and takes the member’s own `memberId`, as the original product sends', async () => {
    const s = await createSignedIn(h)
    const old = s.member.email
    const first = await emailCode(h, 'CHANGE_EMAIL', old, randomUUID(), s.headers)
    const memberId = String(s.member.id)
    const verify = await post(EMAIL, s.headers, { email: old, code: first, memberId }, 'zh-Hant')
    expect([verify.status, verify.body.message]).toEqual([
      200,
      '已驗證現時的電郵地址，請於 10 分鐘內設定新的電郵地址',
    ])
    const second = await emailCode(h, 'CHANGE_EMAIL', 'fresh@example.com', randomUUID(), s.headers)
    const reset = await post(
      EMAIL,
      s.headers,
      { email: 'fresh@example.com', code: second, memberId },
      'zh-Hant',
    )
    expect([reset.status, reset.body.message]).toEqual([200, '電郵地址已更改'])
    expect(noticesTo(old).map((m) => m.subject)).toEqual(['【街坊市集】你的電郵地址已更改'])
  })

  it('verify step: only the current address, with its right code, used once; a wrong address spends nothing', async () => {
    const s = await createSignedIn(h)
    const code = await emailCode(h, 'CHANGE_EMAIL', s.member.email, randomUUID(), s.headers)
    const other = await post(EMAIL, s.headers, { email: 'else@example.com', code, step: 'verify' }, 'zh-Hans')
    expect([other.status, other.body.code, other.body.message]).toEqual([
      400,
      20030,
      '这不是你账户当前的电邮地址',
    ])
    const wrong = await post(EMAIL, s.headers, {
      email: s.member.email,
      code: otherThan(code),
      step: 'verify',
    })
    expect([wrong.status, wrong.body.code]).toEqual([400, 80210])
    expect(await claimCount()).toBe(0)
    const right = await post(EMAIL, s.headers, { email: s.member.email, code, step: 'verify' })
    expect(right.status).toBe(200)
    const again = await post(EMAIL, s.headers, { email: s.member.email, code, step: 'verify' })
    expect([again.status, again.body.code]).toEqual([400, 80211])
  })

  it('reset step: needs this session’s proof; a refusal spends neither the code nor the proof', async () => {
    const s = await createSignedIn(h)
    const code = await emailCode(h, 'CHANGE_EMAIL', 'one@example.com', randomUUID(), s.headers)
    const unproved = await post(EMAIL, s.headers, { email: 'one@example.com', code, step: 'reset' })
    expect([unproved.status, unproved.body.code, unproved.body.message]).toEqual([
      400,
      20031,
      'Verify your current email address first (a verification lasts 10 minutes)',
    ])
    await verifyEmail(s)
    const done = await post(EMAIL, s.headers, { email: 'one@example.com', code, step: 'reset' })
    expect(done.status).toBe(200)
  })

  it('reset step: the proof lapses after 10 minutes and serves once', async () => {
    const s = await createSignedIn(h)
    await verifyEmail(s)
    h.clock.advance(10 * 60_000 + 1)
    const late = await emailCode(h, 'CHANGE_EMAIL', 'one@example.com', randomUUID(), s.headers)
    const lapsed = await post(EMAIL, s.headers, { email: 'one@example.com', code: late, step: 'reset' })
    expect(lapsed.body.code).toBe(20031)
    expect((await findMemberById(h.db, s.member.id))?.email).toBe(s.member.email)

    await verifyEmail(s)
    const done = await post(EMAIL, s.headers, { email: 'one@example.com', code: late, step: 'reset' })
    expect(done.status).toBe(200)
    const next = await emailCode(h, 'CHANGE_EMAIL', 'two@example.com', randomUUID(), s.headers)
    const reused = await post(EMAIL, s.headers, { email: 'two@example.com', code: next, step: 'reset' })
    expect(reused.body.code).toBe(20031)
  })

  it('reset step: a proof is this session’s and this address’s only', async () => {
    const s = await createSignedIn(h)
    await verifyEmail(s)
    // Signing in again replaces the session: the proof stays with the one that made it.
    const again = await login(h.app, s.member.username)
    const code = await emailCode(h, 'CHANGE_EMAIL', 'mine@example.com', randomUUID(), {
      accesstoken: again.accessToken,
    })
    const res = await post(
      EMAIL,
      { accesstoken: again.accessToken },
      { email: 'mine@example.com', code, step: 'reset' },
    )
    expect(res.body.code).toBe(20031)
  })

  it('reset step: the new address must differ from the current one and be free', async () => {
    const s = await createSignedIn(h)
    const taken = await createMember(h)
    await verifyEmail(s)
    const same = await post(
      EMAIL,
      s.headers,
      { email: s.member.email, code: '123456', step: 'reset' },
      'zh-Hant',
    )
    expect([same.status, same.body.code, same.body.message]).toEqual([
      400,
      20032,
      '新電郵地址不可與現時的相同',
    ])
    const other = await post(EMAIL, s.headers, { email: taken.email, code: '123456', step: 'reset' })
    expect([other.status, other.body.code, other.body.message]).toEqual([
      409,
      20009,
      'This email is already registered',
    ])
    // Nor can a code for it be had.
    const send = await call(h.app, {
      method: 'GET',
      url: `/common/common/email/CHANGE_EMAIL/${encodeURIComponent(taken.email)}`,
      headers: { ...s.headers, uuid: randomUUID() },
    })
    expect(send.status).toBeGreaterThanOrEqual(400)
    expect((await findMemberById(h.db, s.member.id))?.email).toBe(s.member.email)
    expect(await claimCount()).toBe(1)
  })

  it('refuses another member’s id, or an unknown one, alike', async () => {
    const s = await createSignedIn(h)
    const other = await createMember(h)
    const answers = await Promise.all(
      [String(other.id), '999999999'].map((memberId) =>
        post(EMAIL, s.headers, { email: s.member.email, code: '123456', memberId }),
      ),
    )
    for (const res of answers)
      expect([res.status, res.body.code, res.body.message]).toEqual([404, 20002, 'Member not found'])
  })

  it.each([
    [{ email: '', code: '123456' }, 'en', 'Please enter an email address'],
    [{ email: 'not-an-email', code: '123456' }, 'zh-Hant', '電郵地址格式不正確'],
    [{ email: 'a@example.com', code: '' }, 'zh-Hant', '驗證碼不能為空'],
    [{ email: 'a@example.com', code: '' }, 'zh-Hans', '验证码不能为空'],
    [{ email: 'a@example.com', code: '12ab56' }, 'en', 'The verification code has 6 digits'],
    [{ email: 'a@example.com', code: '123456', step: 'later' }, 'en', 'Invalid value'],
    [{ email: 'a@example.com', code: '123456', memberId: 'me' }, 'en', 'Invalid value'],
    [{ email: `a\u0000@example.com`, code: '123456' }, 'en', ''],
  ])('refuses %j with a 400 in %s and writes nothing', async (payload, language, message) => {
    const s = await createSignedIn(h)
    const res = await post(EMAIL, s.headers, payload, language)
    expect(res.status).toBe(400)
    if (message) expect(JSON.stringify(res.body)).toContain(message)
    expect(await findMemberById(h.db, s.member.id)).toEqual(s.member)
    expect(await claimCount()).toBe(0)
  })

  it('asks a visitor to log in, and sends no CHANGE_EMAIL code to one', async () => {
    const res = await post(EMAIL, {}, { nonsense: true })
    expect([res.status, res.body.code, res.body.result]).toEqual([401, 20003, null])
    const send = await call(h.app, {
      method: 'GET',
      url: '/common/common/email/CHANGE_EMAIL/a%40example.com',
      headers: { uuid: randomUUID() },
    })
    expect([send.status, send.body.code]).toEqual([401, 20003])
  })

  it('50 parallel resets with one proof and one code: one changes the address, the rest are refused cleanly', async () => {
    const s = await createSignedIn(h)
    await verifyEmail(s)
    const code = await emailCode(h, 'CHANGE_EMAIL', 'race@example.com', randomUUID(), s.headers)
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        post(EMAIL, s.headers, { email: 'race@example.com', code, step: 'reset' }),
      ),
    )
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1)
    for (const r of answers.filter((a) => a.status !== 200)) {
      expect(r.status).toBe(400)
      // Later ones find the address already theirs (20032), the proof or the code used up.
      expect([20031, 20032, 80211, 80212]).toContain(r.body.code)
    }
    expect((await findMemberById(h.db, s.member.id))?.email).toBe('race@example.com')
    expect(noticesTo(s.member.email)).toHaveLength(1)
  })

  it('50 parallel requests for one free address, a change against a sign-up: one holds it, the other is told 409', async () => {
    const s = await createSignedIn(h)
    await verifyEmail(s)
    const target = 'wanted@example.com'
    const changeCode = await emailCode(h, 'CHANGE_EMAIL', target, randomUUID(), s.headers)
    const signUpCode = await emailCode(h, 'REGISTER', target)
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? post(EMAIL, s.headers, { email: target, code: changeCode, step: 'reset' })
          : call(h.app, {
              method: 'POST',
              url: '/buyer/passport/member/register',
              payload: {
                username: 'wanted_one',
                password: DEFAULT_PASSWORD,
                email: target,
                code: signUpCode,
              },
            }),
      ),
    )
    expect(answers.map((r) => r.status).filter((status) => status === 200)).toHaveLength(1)
    expect(answers.every((r) => r.status === 200 || r.status === 400 || r.status === 409)).toBe(true)
    expect(answers.some((r) => r.status === 409 && r.body.code === 20009)).toBe(true)
    const holders = await h.db.select({ id: members.id }).from(members).where(eq(members.email, target))
    expect(holders).toHaveLength(1)
  })
})

describe('changing the phone', () => {
  it('verifies the current number, then sets a free new one; the member is told by email; the old number is free again', async () => {
    const s = await withPhone()
    await verifyPhone(s)
    const code = await smsCode(h, 'CHANGE_MOBILE', '86', '13800138000', s.headers)
    const res = await post(MOBILE, s.headers, {
      mobile: '13800138000',
      countryCode: '86',
      code,
      step: 'reset',
    })
    expect([res.status, res.body.message]).toEqual([200, 'Your phone number has been changed'])
    expect(res.body.result).toMatchObject({ mobile: '13800138000', countryCode: '86', phoneVerified: true })
    const row = await findMemberById(h.db, s.member.id)
    expect([row?.countryCode, row?.mobile]).toEqual(['86', '13800138000'])
    expect(row?.phoneVerifiedAt?.toISOString()).toBe(h.clock.now().toISOString())
    const [notice] = noticesTo(s.member.email)
    expect(notice?.subject).toMatch(/Your phone number was changed$/)
    expect(notice?.text).toContain('+86 138****8000')

    const other = await createSignedIn(h)
    const bindCode = await smsCode(h, 'BIND_MOBILE', '852', '91234567', other.headers)
    const bind = await post('/buyer/passport/member/bindMobile', other.headers, {
      mobile: '91234567',
      countryCode: '852',
      code: bindCode,
    })
    expect(bind.status).toBe(200)
  })

  it('tells the steps apart without `step`', async () => {
    const s = await withPhone()
    const first = await smsCode(h, 'CHANGE_MOBILE', '852', '91234567', s.headers)
    const verify = await post(
      MOBILE,
      s.headers,
      { mobile: '91234567', countryCode: '852', code: first },
      'zh-Hans',
    )
    expect([verify.status, verify.body.message]).toEqual([
      200,
      '已验证当前的手机号码，请于 10 分钟内设置新的手机号码',
    ])
    const second = await smsCode(h, 'CHANGE_MOBILE', '852', '51234567', s.headers)
    const reset = await post(MOBILE, s.headers, { mobile: '51234567', countryCode: '852', code: second })
    expect(reset.status).toBe(200)
    expect((await findMemberById(h.db, s.member.id))?.mobile).toBe('51234567')
  })

  it('without a verified phone there is nothing to change: bind one first', async () => {
    const s = await createSignedIn(h)
    for (const step of ['verify', 'reset', undefined]) {
      const res = await post(
        MOBILE,
        s.headers,
        { mobile: '91234567', countryCode: '852', code: '123456', step },
        'zh-Hant',
      )
      expect([res.status, res.body.code, res.body.message]).toEqual([
        409,
        20033,
        '你未有已驗證的手機號碼，請先綁定手機',
      ])
    }
    expect(await findMemberById(h.db, s.member.id)).toEqual(s.member)
  })

  it('verify step: only the current number; reset step: a different number, free, with this session’s proof, once', async () => {
    const s = await withPhone()
    const holder = await createMember(h, {
      mobile: '61234567',
      countryCode: '852',
      phoneVerifiedAt: new Date(),
    })
    const notMine = await post(MOBILE, s.headers, {
      mobile: '92345678',
      countryCode: '852',
      code: '123456',
      step: 'verify',
    })
    expect([notMine.status, notMine.body.code, notMine.body.message]).toEqual([
      400,
      20030,
      'This is not the phone number of your account',
    ])
    const code = await smsCode(h, 'CHANGE_MOBILE', '852', '92345678', s.headers)
    const unproved = await post(MOBILE, s.headers, {
      mobile: '92345678',
      countryCode: '852',
      code,
      step: 'reset',
    })
    expect([unproved.status, unproved.body.code]).toEqual([400, 20031])
    await verifyPhone(s)
    const same = await post(MOBILE, s.headers, {
      mobile: '91234567',
      countryCode: '852',
      code,
      step: 'reset',
    })
    expect([same.status, same.body.code, same.body.message]).toEqual([
      400,
      20032,
      'The new phone number must differ from the current one',
    ])
    const taken = await post(MOBILE, s.headers, {
      mobile: '61234567',
      countryCode: '852',
      code,
      step: 'reset',
    })
    expect([taken.status, taken.body.code]).toEqual([409, 20013])
    expect((await findMemberById(h.db, holder.id))?.mobile).toBe('61234567')
    // None of those spent the code or the proof.
    const done = await post(MOBILE, s.headers, {
      mobile: '92345678',
      countryCode: '852',
      code,
      step: 'reset',
    })
    expect(done.status).toBe(200)
    const next = await smsCode(h, 'CHANGE_MOBILE', '852', '93456789', s.headers)
    const reused = await post(MOBILE, s.headers, {
      mobile: '93456789',
      countryCode: '852',
      code: next,
      step: 'reset',
    })
    expect([reused.status, reused.body.code, reused.body.message]).toEqual([
      400,
      20031,
      'Verify your current phone number first (a verification lasts 10 minutes)',
    ])
  })

  it.each([
    [{ mobile: '', countryCode: '852', code: '123456' }, 'zh-Hant', '請輸入手機號碼'],
    [{ mobile: '', countryCode: '852', code: '123456' }, 'en', 'Please enter a phone number'],
    [{ mobile: '91234567', countryCode: '852', code: '' }, 'zh-Hant', '驗證碼不能為空'],
    [{ mobile: '91234567', countryCode: '852', code: '' }, 'en', 'Verification code cannot be empty'],
    [{ mobile: '21234567', countryCode: '852', code: '123456' }, 'en', 'Invalid phone number'],
    [{ mobile: '31234567', countryCode: '852', code: '123456' }, 'zh-Hans', '手机号码格式不正确'],
    [{ mobile: '9123456', countryCode: '852', code: '123456' }, 'en', 'Invalid phone number'],
    [{ mobile: '912345678', countryCode: '852', code: '123456' }, 'en', 'Invalid phone number'],
    [
      { mobile: '91234567', countryCode: '44', code: '123456' },
      'en',
      'Please choose a country or region code',
    ],
    [{ mobile: '23800138000', countryCode: '86', code: '123456' }, 'en', 'Invalid phone number'],
  ])('refuses %j with a 400 in %s and writes nothing', async (payload, language, message) => {
    const s = await withPhone('98765432')
    const res = await post(MOBILE, s.headers, payload, language)
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain(message)
    expect(await findMemberById(h.db, s.member.id)).toEqual(s.member)
    expect(await claimCount()).toBe(0)
  })

  it('pays the phone task and the inviter once per member: a change pays nothing again', async () => {
    const inviter = await createMember(h)
    const s = await createSignedIn(h, { invitedBy: inviter.id })
    const bindCode = await smsCode(h, 'BIND_MOBILE', '852', '91234567', s.headers)
    const bind = await post('/buyer/passport/member/bindMobile', s.headers, {
      mobile: '91234567',
      countryCode: '852',
      code: bindCode,
    })
    expect(bind.status).toBe(200)
    const ledger = () =>
      h.db
        .select({ memberId: coinLedger.memberId, reason: coinLedger.reason, amount: coinLedger.amount })
        .from(coinLedger)
        .orderBy(coinLedger.id)
    const medals = () => h.db.select().from(medalAwards).orderBy(medalAwards.memberId, medalAwards.medal)
    const paid = await ledger()
    expect(paid.filter((e) => e.reason === 'TASK_VERIFY_PHONE' && e.memberId === s.member.id)).toHaveLength(1)
    expect(paid.filter((e) => e.reason === 'INVITE_FRIEND' && e.memberId === inviter.id)).toHaveLength(1)
    const awarded = await medals()

    s.member = (await findMemberById(h.db, s.member.id)) ?? s.member
    await verifyPhone(s)
    const code = await smsCode(h, 'CHANGE_MOBILE', '852', '51234567', s.headers)
    const res = await post(MOBILE, s.headers, { mobile: '51234567', countryCode: '852', code, step: 'reset' })
    expect(res.status).toBe(200)
    expect(await ledger()).toEqual(paid)
    expect(await medals()).toEqual(awarded)
  })

  it('refuses another member’s id like a missing one, and visitors', async () => {
    const s = await withPhone()
    const other = await createMember(h)
    const res = await post(MOBILE, s.headers, {
      mobile: '91234567',
      countryCode: '852',
      code: '123456',
      memberId: String(other.id),
    })
    expect([res.status, res.body.code]).toEqual([404, 20002])
    const visitor = await post(MOBILE, {}, { nonsense: true })
    expect([visitor.status, visitor.body.code, visitor.body.result]).toEqual([401, 20003, null])
  })

  it('50 parallel requests for one free number, a change against a bind: one holds it, the other is told 409', async () => {
    const s = await withPhone()
    const rival = await createSignedIn(h)
    await verifyPhone(s)
    const changeCode = await smsCode(h, 'CHANGE_MOBILE', '852', '66666666', s.headers)
    const bindCode = await smsCode(h, 'BIND_MOBILE', '852', '66666666', rival.headers)
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? post(MOBILE, s.headers, {
              mobile: '66666666',
              countryCode: '852',
              code: changeCode,
              step: 'reset',
            })
          : post('/buyer/passport/member/bindMobile', rival.headers, {
              mobile: '66666666',
              countryCode: '852',
              code: bindCode,
            }),
      ),
    )
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1)
    expect(answers.every((r) => r.status === 200 || r.status === 400 || r.status === 409)).toBe(true)
    expect(answers.some((r) => r.status === 409 && r.body.code === 20013)).toBe(true)
    const holders = await h.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.mobile, '66666666'), isNotNull(members.phoneVerifiedAt)))
    expect(holders).toHaveLength(1)
  })
})
