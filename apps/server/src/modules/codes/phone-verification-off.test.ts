/**
 * A site that verifies no phones (PHONE_VERIFICATION=off; docs/decisions.md, "Codes and captcha"):
 * no SMS code is sent, members without a phone chat, offer and see contacts, and the public site
 * settings say so to the web app.
 */
import { randomUUID } from 'node:crypto'
import type { GoodsDetail, SiteSettings, TalkDetail } from '@kaifong/contract'
import { count } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createSignedIn, passSlider } from '../../../test/factories.ts'
import { createCategoryPath, createListing } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { outbox, verificationCodes } from '../../db/schema.ts'

const h = useTestApp({ PHONE_VERIFICATION: 'off' })

async function sendSms(mobile: string, headers: Record<string, string>) {
  const uuid = randomUUID()
  await passSlider(h, uuid, 'BIND_MOBILE')
  return call(h.app, {
    method: 'GET',
    url: `/common/common/sms/TC/BIND_MOBILE/852/${mobile}`,
    headers: { ...headers, uuid },
  })
}

describe('PHONE_VERIFICATION=off', () => {
  it('refuses SMS codes with 403 80216 in the member’s language, whatever the number, sending nothing', async () => {
    const s = await createSignedIn(h)
    for (const [language, message] of [
      ['zh-Hant', '本站不設手機驗證，毋須綁定手機號碼'],
      ['zh-Hans', '本站不设手机验证，无须绑定手机号码'],
      ['en', 'This site does not verify phone numbers: there is no need to bind one'],
    ] as const) {
      for (const mobile of ['91234567', '1234']) {
        const res = await sendSms(mobile, { ...s.headers, language })
        expect(res.status).toBe(403)
        expect(res.body).toMatchObject({ success: false, code: 80216, message, result: null })
      }
    }
    // A visitor is still told to sign in first.
    expect((await sendSms('91234567', {})).status).toBe(401)
    // Binding or changing a phone says the same, whatever code is given.
    for (const [url, payload] of [
      ['/buyer/passport/member/bindMobile', { countryCode: '852', mobile: '91234567', code: '123456' }],
      [
        '/buyer/passport/member/resetUserMobile',
        { memberId: String(s.member.id), countryCode: '852', mobile: '91234567', code: '123456' },
      ],
    ] as const) {
      const res = await call(h.app, {
        method: 'POST',
        url,
        headers: { ...s.headers, language: 'en' },
        payload,
      })
      expect([url, res.status, res.body.code]).toEqual([url, 403, 80216])
    }
    expect(h.mailer.sent).toEqual([])
    expect((await h.db.select({ n: count() }).from(verificationCodes))[0]?.n).toBe(0)
    expect((await h.db.select({ n: count() }).from(outbox))[0]?.n).toBe(0)
  })

  it('refuses the number check before the slider with 403 80216, before reading the number', async () => {
    const s = await createSignedIn(h)
    for (const mobile of ['91234567', '1234']) {
      const res = await call(h.app, {
        method: 'GET',
        url: `/common/common/sms/check/852/${mobile}`,
        headers: s.headers,
      })
      expect([mobile, res.status, res.body.code]).toEqual([mobile, 403, 80216])
    }
  })

  it('lets a member without a phone see contacts, open a talk and make an offer', async () => {
    const seller = await createSignedIn(h)
    const path = await createCategoryPath(h)
    const contacts = [{ type: 'whatsapp' as const, value: '+852 9123 4567' }]
    const listing = await createListing(h, seller.member.id, path, { price: '1200.00', contacts })
    const buyer = await createSignedIn(h)

    const detail = await call<GoodsDetail>(h.app, {
      method: 'GET',
      url: `/buyer/goods/goods/get/${listing.id}`,
      headers: buyer.headers,
    })
    expect(detail.body.result.contactAccess).toBe('REVEAL')
    const revealed = await call(h.app, {
      method: 'POST',
      url: `/buyer/goods/goods/contacts/${listing.id}`,
      headers: buyer.headers,
    })
    expect(revealed.status).toBe(200)
    expect(revealed.body.result).toMatchObject({ contacts })

    const talk = await call<{ id: string }>(h.app, {
      method: 'GET',
      url: `/buyer/goodsAAA/goodsAAA/getImTalk/${listing.id}`,
      headers: buyer.headers,
    })
    expect(talk.status).toBe(200)
    const offer = await call<TalkDetail>(h.app, {
      method: 'POST',
      url: '/im/talk/quote',
      headers: buyer.headers,
      payload: { talkId: talk.body.result.id, price: '1000' },
    })
    expect(offer.status).toBe(200)
    expect(offer.body.result.currentQuote).toMatchObject({ price: '1000.00' })
  })

  it('tells the web app in the public site settings', async () => {
    const res = await call<SiteSettings>(h.app, { method: 'GET', url: '/common/common/site' })
    expect(res.body.result.phoneVerification).toBe('off')
  })
})
