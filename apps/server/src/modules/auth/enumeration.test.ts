/**
 * Registration and password reset answer alike for an address with an account and one without
 * (docs/decisions.md, "Accounts"): the code is checked first, and "taken" or "not registered" is
 * said only to whoever gave the right code, that is, whoever reads the mailbox.
 */
import { randomUUID } from 'node:crypto'
import { ErrorCode } from '@kaifong/contract'
import { describe, expect, it } from 'vitest'
import { createMember, emailCode, passSlider } from '../../../test/factories.ts'
import { type ApiResponse, call, useTestApp } from '../../../test/harness.ts'

const h = useTestApp()
const REGISTER = '/buyer/passport/member/register'
const RESET = '/buyer/passport/member/resetByEmail'

/** The whole envelope but its timestamp: what a prober compares. */
const seen = (res: ApiResponse) => {
  const { timestamp: _t, ...rest } = res.body
  return { status: res.status, ...rest }
}

async function requestCode(type: string, email: string, uuid = randomUUID()) {
  await passSlider(h, uuid, type)
  return call(h.app, {
    method: 'GET',
    url: `/common/common/email/${type}/${encodeURIComponent(email)}`,
    headers: { uuid, language: 'en' },
  })
}

const registerWith = (email: string, code: string) =>
  call(h.app, {
    method: 'POST',
    url: REGISTER,
    headers: { language: 'en' },
    payload: { username: 'new_person', password: 'Secret12!', email, code },
  })

const resetWith = (email: string, code: string, uuid: string) =>
  call(h.app, { method: 'POST', url: RESET, headers: { uuid, language: 'en' }, payload: { email, code } })

/** Asks the same for an address with an account and one without; expects one answer, and returns it. */
async function alike(ask: (email: string) => Promise<ApiResponse>, withAccount: string, without: string) {
  const answers = [await ask(withAccount), await ask(without)]
  expect(seen(answers[0] as ApiResponse)).toEqual(seen(answers[1] as ApiResponse))
  return (answers[0] as ApiResponse).body
}

const notThe = (code: string) => (code === '111111' ? '222222' : '111111')

describe('taken and free addresses answer alike', () => {
  it('registration: the code request, then any wrong code, whether the email has an account or not', async () => {
    await createMember(h, { email: 'taken@example.com' })
    const both = (ask: (email: string) => Promise<ApiResponse>) =>
      alike(ask, 'taken@example.com', 'free@example.com')
    expect((await both((e) => registerWith(e, '123456'))).code).toBe(ErrorCode.CODE_EXPIRED)
    expect(await both((e) => requestCode('REGISTER', e))).toMatchObject({ code: 200, message: 'Code sent' })
    const wrong = notThe(h.mailer.last('free@example.com')?.code ?? '')
    expect((await both((e) => registerWith(e, wrong))).code).toBe(ErrorCode.CODE_WRONG)
    // A second request is refused alike too (the resend wait holds for both).
    expect((await both((e) => requestCode('REGISTER', e))).code).toBe(ErrorCode.CODE_RESEND_WAIT)
  })

  it('registration: the taken address is told by mail that it has an account, and how to reset the password', async () => {
    await createMember(h, { username: 'mary_chan', email: 'taken@example.com' })
    await requestCode('REGISTER', 'taken@example.com')
    await requestCode('REGISTER', 'free@example.com')
    const toTaken = h.mailer.last('taken@example.com')
    expect(toTaken?.code).toBe('')
    expect(toTaken?.text).toContain(`${h.config.PUBLIC_URL}/forgetPassword`)
    expect(toTaken?.subject).toBe('[Kaifong Market] You already have an account')
    expect(h.mailer.last('free@example.com')?.code).toMatch(/^\d{6}$/)
  })

  it('password reset: the code request, then any wrong code, whether the email has an account or not', async () => {
    await createMember(h, { email: 'mary@example.com' })
    const uuid = randomUUID()
    const both = (ask: (email: string) => Promise<ApiResponse>) =>
      alike(ask, 'mary@example.com', 'who@example.com')
    expect((await both((e) => resetWith(e, '123456', uuid))).code).toBe(ErrorCode.CODE_EXPIRED)
    expect(await both((e) => requestCode('FIND_USER', e))).toMatchObject({ code: 200, message: 'Code sent' })
    const real = h.mailer.last('mary@example.com')?.code ?? ''
    expect(real).toMatch(/^\d{6}$/)
    expect((await both((e) => resetWith(e, notThe(real), uuid))).code).toBe(ErrorCode.CODE_WRONG)
    // The unknown address hears that it has no account here, and gets no code.
    const toUnknown = h.mailer.last('who@example.com')
    expect(toUnknown?.code).toBe('')
    expect(toUnknown?.subject).toBe('[Kaifong Market] No account uses this email')
  })

  it('says "email taken" only to whoever gives the right code', async () => {
    const code = await emailCode(h, 'REGISTER', 'fan@example.com')
    await createMember(h, { email: 'fan@example.com' })
    const res = await registerWith('fan@example.com', code)
    expect(res.status).toBe(409)
    expect(res.body.code).toBe(ErrorCode.EMAIL_TAKEN)
  })
})
