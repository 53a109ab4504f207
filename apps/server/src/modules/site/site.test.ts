import { WELCOME_COINS_DEFAULT } from '@kaifong/contract'
import { describe, expect, it } from 'vitest'
import { call, useTestApp } from '../../../test/harness.ts'
import { settings } from '../../db/schema.ts'
import { SITE_SERVER_CACHE_MS } from './site.service.ts'

const h = useTestApp()

describe('GET /common/common/site', () => {
  it('answers the defaults in the envelope when nothing is configured', async () => {
    const res = await call(h.app, { method: 'GET', url: '/common/common/site' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ success: true, code: 200, result: { siteName: '街坊市集' } })
    expect(res.headers['cache-control']).toBe('public, max-age=3600')
  })

  it('localises the site name by the language header', async () => {
    await call(h.app, { method: 'GET', url: '/common/common/site' })
    await h.db.insert(settings).values({
      key: 'site',
      value: {
        siteName: { 'zh-Hant': '街坊市集', 'zh-Hans': '街坊市集', en: 'Kaifong Market' },
        buyerSideLogo: '/media/logo.png',
        buyerSideIcon: '/media/icon.png',
      },
    })
    // Each process keeps the settings for a minute: the change shows once that has passed.
    const cached = await call(h.app, {
      method: 'GET',
      url: '/common/common/site',
      headers: { language: 'en' },
    })
    expect(cached.body.result).toMatchObject({ buyerSideLogo: '/logo.svg' })
    h.clock.advance(SITE_SERVER_CACHE_MS)
    const res = await call(h.app, { method: 'GET', url: '/common/common/site', headers: { language: 'en' } })
    expect(res.body.result).toEqual({
      siteName: 'Kaifong Market',
      buyerSideLogo: '/media/logo.png',
      buyerSideIcon: '/media/icon.png',
      phoneVerification: 'sms',
      // Stored before the welcome coins existed: the default.
      welcomeCoins: WELCOME_COINS_DEFAULT,
    })
  })
})

describe('errors', () => {
  it('answers unknown API paths with a localized 404 envelope', async () => {
    const res = await call(h.app, { method: 'GET', url: '/buyer/nothing', headers: { language: 'en' } })
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ success: false, code: 4004, message: 'Not found' })
  })

  it('refuses a bad article id with 400 and a message', async () => {
    const res = await call(h.app, {
      method: 'GET',
      url: '/buyer/other/article/get/abc',
      headers: { language: 'en' },
    })
    expect(res.status).toBe(400)
    expect(res.body.success).toBe(false)
    expect(res.body.code).toBe(4002)
  })
})

describe('unusual requests', () => {
  it('answers a malformed %-escape with the 400 envelope', async () => {
    const res = await call(h.app, {
      method: 'GET',
      url: '/buyer/other/article/get/%E0%A4%A',
      headers: { language: 'en' },
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ success: false, code: 4002, message: 'Invalid parameters' })
  })

  it('accepts long path parameters such as a 254-character email', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(180)}.com`
    const res = await call(h.app, {
      method: 'GET',
      url: `/common/common/email/REGISTER/${email}`,
      headers: { uuid: 'abcdef12-3456', language: 'en' },
    })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(80204)
  })
})
