import { goodsSearchQuery, type Notice, type SavedSearch } from '@kaifong/contract'
import { beforeEach, describe, expect, it } from 'vitest'
import { createSignedIn, login } from '../../../test/factories.ts'
import { publish, seller } from '../../../test/goods-api.ts'
import { type CategoryPath, createCategoryPath } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { smtpStandIn } from '../../../test/smtp-stand-in.ts'
import { ALERT_QUERY_KEYS } from '../search/alert-match.ts'
import { runSavedSearchAlertsOnce } from './saved-searches.job.ts'

// Mails really go out over SMTP (nodemailer) to a local stand-in.
const smtp = await smtpStandIn()
const received = smtp.received

const h = useTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://kaifong.example' })
const MINUTE = 60_000
type Headers = Record<string, string>
let path: CategoryPath

beforeEach(async () => {
  received.length = 0
  path = await createCategoryPath(h)
})

const saveSearch = async (headers: Headers, payload: object) => {
  const res = await call<SavedSearch>(h.app, {
    method: 'POST',
    url: '/buyer/member/saved-searches',
    headers,
    payload,
  })
  if (res.status !== 200) throw new Error(JSON.stringify(res.body))
  return res.body.result
}
/** The member's saved-search notices, in English (a fresh session: the test clock runs past an hour). */
const noticesOf = async (who: { member: { username: string } }) => {
  const { accessToken } = await login(h.app, who.member.username)
  const res = await call<{ records: Notice[] }>(h.app, {
    method: 'GET',
    url: '/buyer/message/member?pageSize=50&pageNumber=1',
    headers: { accesstoken: accessToken, language: 'en' },
  })
  return res.body.result.records.filter((n) => n.noticeType === 'SAVED_SEARCH')
}
/** Turns a saved search's alerts on or off (a fresh session, as noticesOf's login replaced the last). */
const setAlert = async (who: { member: { username: string } }, id: string, alert: boolean) => {
  const { accessToken } = await login(h.app, who.member.username)
  const res = await call(h.app, {
    method: 'PUT',
    url: `/buyer/member/saved-searches/${id}`,
    headers: { accesstoken: accessToken },
    payload: { alert },
  })
  expect(res.status).toBe(200)
}
/** A mail's text as written (quoted-printable undone). */
const bodyOf = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')
const run = () => runSavedSearchAlertsOnce(h.app.ctx)

describe('saved search alerts', () => {
  it('a new matching listing gives exactly one notice, linking to the search, latest first', async () => {
    const buyer = await createSignedIn(h)
    const s = await seller(h)
    await saveSearch(buyer.headers, { query: { goodsName: 'switch', maxPrice: '2000' } })
    h.clock.advance(MINUTE)
    const listing = await publish(h, s, path, { goodsName: 'Nintendo Switch OLED 白色' })
    expect((await run()).alerted).toBe(1)
    expect((await run()).alerted).toBe(0)
    const notices = await noticesOf(buyer)
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatchObject({
      title: 'New listings for your saved search',
      content: '1 new listing for “switch”',
      goodsId: listing.id,
      link: '/goodsList?goodsName=switch&maxPrice=2000.00&sort=1',
    })
    // Nothing was chosen by mail.
    expect(received).toEqual([])
    expect(await noticesOf(s)).toEqual([])
  })

  it('mails only the members who chose mail, over SMTP, in the language they saved in', async () => {
    const byMail = await createSignedIn(h)
    const noMail = await createSignedIn(h)
    const s = await seller(h)
    await saveSearch(
      { ...byMail.headers, language: 'en' },
      { name: 'Cheap Switch', query: { goodsName: 'switch' }, email: true },
    )
    await saveSearch(noMail.headers, { query: { goodsName: 'switch' }, email: false })
    h.clock.advance(MINUTE)
    await publish(h, s, path, { goodsName: 'Switch Lite 藍色' })
    await publish(h, s, path, { goodsName: 'Switch 連 Mario Kart' })
    const done = await run()
    expect(done).toMatchObject({ listings: 2, alerted: 2, mailed: 1, mailFailed: 0 })
    expect(received).toHaveLength(1)
    expect(received[0]?.to).toEqual([byMail.member.email])
    expect(h.mailer.last(byMail.member.email)?.subject).toBe(
      '[Kaifong Market] 2 new listings for “Cheap Switch”',
    )
    const text = bodyOf(received[0]?.raw ?? '')
    expect(text).toContain(
      '2 new listings for “Cheap Switch”:\r\nhttps://kaifong.example/goodsList?goodsName=switch&sort=1',
    )
    expect(text).toContain('Manage or stop these alerts: https://kaifong.example/setting/saved-searches')
    expect((await noticesOf(noMail)).map((n) => n.content)).toEqual(['2 new listings for “switch”'])
  })

  it('never alerts a member about their own listing', async () => {
    const s = await seller(h)
    await saveSearch(s.headers, { query: { goodsName: 'switch' }, email: true })
    h.clock.advance(MINUTE)
    await publish(h, s, path, { goodsName: 'Nintendo Switch' })
    expect(await run()).toMatchObject({ listings: 1, alerted: 0, mailed: 0 })
    expect(await noticesOf(s)).toEqual([])
    expect(received).toEqual([])
  })

  it('matches the words and every filter: other words, prices, categories and conditions stay quiet', async () => {
    const buyer = await createSignedIn(h)
    const s = await seller(h, 500)
    const other = await createCategoryPath(h, ['家居', '傢俬', '梳化'])
    await saveSearch(buyer.headers, {
      query: {
        goodsName: 'switch',
        categoryId: String(path.middle),
        minPrice: '100',
        maxPrice: '500',
        goodsStatus: '1',
      },
    })
    h.clock.advance(MINUTE)
    await publish(h, s, path, { goodsName: 'PS5 光碟版', price: '300' })
    await publish(h, s, path, { goodsName: 'Switch 高價', price: '500.01' })
    await publish(h, s, other, { goodsName: 'Switch 放梳化', price: '300' })
    await publish(h, s, path, { goodsName: 'Switch 全新', price: '300', goodsStatus: 0 })
    expect(await run()).toMatchObject({ listings: 4, alerted: 0 })
    await publish(h, s, path, { goodsName: 'Switch 九成新', price: '500' })
    expect(await run()).toMatchObject({ listings: 1, alerted: 1 })
  })

  it('widens with the vocabulary as the search does, unless the search was exact', async () => {
    const wide = await createSignedIn(h)
    const exact = await createSignedIn(h)
    const s = await seller(h)
    await saveSearch(wide.headers, { query: { goodsName: '梳化' } })
    await saveSearch(exact.headers, { query: { goodsName: '梳化', exact: true } })
    h.clock.advance(MINUTE)
    await publish(h, s, path, { goodsName: '三座位沙發 九成新' })
    await run()
    expect(await noticesOf(wide)).toHaveLength(1)
    expect(await noticesOf(exact)).toEqual([])
  })

  it('tells a saved search at most once an hour: matches in between add up into the next notice', async () => {
    const buyer = await createSignedIn(h)
    const s = await seller(h, 500)
    await saveSearch(buyer.headers, { query: { goodsName: 'switch' } })
    h.clock.advance(MINUTE)
    await publish(h, s, path, { goodsName: 'Switch 一號' })
    expect((await run()).alerted).toBe(1)
    h.clock.advance(10 * MINUTE)
    await publish(h, s, path, { goodsName: 'Switch 二號' })
    h.clock.advance(10 * MINUTE)
    await publish(h, s, path, { goodsName: 'Switch 三號' })
    expect((await run()).alerted).toBe(0)
    h.clock.advance(40 * MINUTE)
    expect((await run()).alerted).toBe(1)
    expect((await noticesOf(buyer)).map((n) => n.content)).toEqual([
      '2 new listings for “switch”',
      '1 new listing for “switch”',
    ])
    const { accessToken } = await login(h.app, buyer.member.username)
    const [search] = (
      await call<SavedSearch[]>(h.app, {
        method: 'GET',
        url: '/buyer/member/saved-searches',
        headers: { accesstoken: accessToken },
      })
    ).body.result
    expect(search?.lastAlertTime).toBe(h.clock.now().toISOString())
  })

  it('stays quiet with alerts off, and does not announce the quiet time when they are turned on again', async () => {
    const buyer = await createSignedIn(h)
    const s = await seller(h)
    const saved = await saveSearch(buyer.headers, { query: { goodsName: 'switch' }, alert: false })
    h.clock.advance(MINUTE)
    await publish(h, s, path, { goodsName: 'Switch 靜音' })
    await run()
    expect(await noticesOf(buyer)).toEqual([])
    // Matched while on, then turned off before the alert went out: forgotten too.
    await setAlert(buyer, saved.id, true)
    await publish(h, s, path, { goodsName: 'Switch 再一部' })
    expect((await run()).alerted).toBe(1)
    h.clock.advance(5 * MINUTE)
    await publish(h, s, path, { goodsName: 'Switch 第三部' })
    await run()
    await setAlert(buyer, saved.id, false)
    await setAlert(buyer, saved.id, true)
    h.clock.advance(2 * 60 * MINUTE)
    expect((await run()).alerted).toBe(0)
    expect(await noticesOf(buyer)).toHaveLength(1)
  })

  it('does not announce listings published before the search was saved, nor deleted searches', async () => {
    const early = await createSignedIn(h)
    const gone = await createSignedIn(h)
    const s = await seller(h)
    const doomed = await saveSearch(gone.headers, { query: { goodsName: 'switch' } })
    await publish(h, s, path, { goodsName: 'Switch 早到' })
    h.clock.advance(MINUTE)
    await saveSearch(early.headers, { query: { goodsName: 'switch' } })
    await call(h.app, {
      method: 'DELETE',
      url: `/buyer/member/saved-searches/${doomed.id}`,
      headers: gone.headers,
    })
    expect(await run()).toMatchObject({ listings: 1, alerted: 0 })
  })

  it('understands every filter of the search query (a new search filter must be taught to alerts)', () => {
    expect(
      Object.keys(goodsSearchQuery.shape)
        .filter((k) => !['pageNumber', 'pageSize'].includes(k))
        .sort(),
    ).toEqual([...ALERT_QUERY_KEYS].sort())
  })
})
