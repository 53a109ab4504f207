import { describe, expect, it } from 'vitest'
import { emailCode } from '../../../test/factories.ts'
import { useTestApp } from '../../../test/harness.ts'
import { verifyCode } from './codes.service.ts'

const h = useTestApp()
const target = { target: 'a@example.com', type: 'REGISTER' }
const issued = () => emailCode(h, 'REGISTER', 'a@example.com')
const check = (code: string) => verifyCode(h.app.ctx, h.db, { ...target, code })
const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000')

describe('verifyCode', () => {
  it('uses a right code once', async () => {
    const code = await issued()
    await expect(check(code)).resolves.toBeUndefined()
    await expect(check(code)).rejects.toMatchObject({ code: 80211 })
  })

  it('counts wrong tries and locks after 5', async () => {
    const code = await issued()
    for (let i = 0; i < 5; i++) await expect(check(wrongFor(code))).rejects.toMatchObject({ code: 80210 })
    await expect(check(code)).rejects.toMatchObject({ code: 80212 })
  })

  it('accepts the right code on the fifth try', async () => {
    const code = await issued()
    for (let i = 0; i < 4; i++) await expect(check(wrongFor(code))).rejects.toMatchObject({ code: 80210 })
    await expect(check(code)).resolves.toBeUndefined()
  })

  it('gives parallel guesses no more than 5 tries between them', async () => {
    const code = await issued()
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => check(wrongFor(code))))
    const codes = results.map((r) => (r.status === 'rejected' ? (r.reason as { code: number }).code : 0))
    expect(codes.filter((c) => c === 80210)).toHaveLength(5)
    expect(codes.filter((c) => c === 80212)).toHaveLength(7)
    await expect(check(code)).rejects.toMatchObject({ code: 80212 })
  })

  it('expires after 5 minutes', async () => {
    const code = await issued()
    h.clock.advance(5 * 60_000 + 1)
    await expect(check(code)).rejects.toMatchObject({ code: 80211 })
  })

  it('only checks the newest code, for the same purpose', async () => {
    const first = await issued()
    h.clock.advance(61_000)
    const second = await issued()
    await expect(
      verifyCode(h.app.ctx, h.db, { ...target, type: 'LOGIN', code: second }),
    ).rejects.toMatchObject({
      code: 80211,
    })
    if (first !== second) await expect(check(first)).rejects.toMatchObject({ code: 80210 })
    await expect(check(second)).resolves.toBeUndefined()
  })

  it('lets one of two concurrent uses through', async () => {
    const code = await issued()
    const results = await Promise.allSettled([check(code), check(code)])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
  })
})
