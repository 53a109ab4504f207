import type { Address } from '@kaifong/contract'
import { describe, expect, it } from 'vitest'
import { createSignedIn } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'

const h = useTestApp()
const URL = '/buyer/member/address'
const base = { name: '屋企', district: 'SHA_TIN', detail: '沙田正街 1 號 12 樓 A 室' }

describe('an address for delivery: consignee and mobile (docs/product/cart.md, "Address and receipt")', () => {
  it('keeps the recipient and a Hong Kong phone, written as people write it; both stay optional', async () => {
    const s = await createSignedIn(h)
    const post = (payload: object) =>
      call<Address>(h.app, { method: 'POST', url: URL, headers: s.headers, payload })
    const res = await post({ ...base, consignee: ' 陳小明 ', mobile: '+852 9123-4567' })
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({ consignee: '陳小明', mobile: '91234567' })
    expect((await post({ ...base, mobile: '85212345' })).body.result.mobile).toBe('85212345')
    expect((await post(base)).body.result).toMatchObject({ consignee: '', mobile: '' })
    const id = res.body.result.id
    const put = await call<Address>(h.app, {
      method: 'PUT',
      url: `${URL}/${id}`,
      headers: s.headers,
      payload: { ...base, consignee: '陳太', mobile: '23456789' },
    })
    expect(put.body.result).toMatchObject({ consignee: '陳太', mobile: '23456789' })
    const got = await call<Address>(h.app, { method: 'GET', url: `${URL}/get/${id}`, headers: s.headers })
    expect(got.body.result).toMatchObject({ consignee: '陳太', mobile: '23456789' })
  })

  it('refuses a phone that is not 8 Hong Kong digits, a long or control-character name → localized 400', async () => {
    const s = await createSignedIn(h)
    const post = (payload: object, language = 'en') =>
      call(h.app, { method: 'POST', url: URL, headers: { ...s.headers, language }, payload })
    for (const mobile of ['1234567', '12345678', '912345678', 'abcdefgh', '+86 13812345678']) {
      const res = await post({ ...base, mobile })
      expect([res.status, res.body.code, res.body.message], mobile).toEqual([
        400,
        4002,
        'Enter an 8-digit Hong Kong phone number',
      ])
    }
    const long = await post({ ...base, consignee: '陳'.repeat(31) }, 'zh-Hant')
    expect([long.status, long.body.message]).toEqual([400, '收件人最多 30 個字'])
    expect((await post({ ...base, consignee: 'A\u0000B' })).status).toBe(400)
    const list = await call<Address[]>(h.app, { method: 'GET', url: URL, headers: s.headers })
    expect(list.body.result).toEqual([])
  })
})
