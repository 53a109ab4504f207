/**
 * Contact privacy (docs/product/domain-rules.md, "Contact privacy"): the listing page never shows
 * a seller's contacts by itself. A visitor is asked to log in, a member without a verified phone
 * to verify one, and a verified member reveals them on request; a chat-only listing has only
 * the chat. Uses the demo data (陳大文 is demo_seller; some demo listings are chat only).
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { latestCode, registerViaApi, shot, solveSlider, submitLogin, uniqueName } from './helpers.ts'

interface Card {
  id: string
  sellerName: string
  label: string
}
interface Detail {
  chatOnly: boolean
  contactTypes: string[]
  contactAccess: string
}

/** The first live listing (as a visitor sees it) that `wanted` accepts. */
async function listing(request: APIRequestContext, wanted: (card: Card, detail: Detail) => boolean) {
  const res = await request.get('/buyer/goods/goods/es?pageSize=100')
  const body = (await res.json()) as { result: { records: Card[] } }
  for (const card of body.result.records.filter((c) => c.label === 'LISTED')) {
    const detail = (await (await request.get(`/buyer/goods/goods/get/${card.id}`)).json()) as {
      result: Detail
    }
    if (wanted(card, detail.result)) return card
  }
  throw new Error('no such listing in the demo data')
}

async function logInHere(page: Page, username: string, password: string) {
  const form = page.locator('form:has([data-testid="login-submit"])')
  await form.locator('[name="username"]').fill(username)
  await form.locator('[name="password"]').fill(password)
  await submitLogin(page)
  await page.getByTestId('header-avatar').waitFor()
}

test('a visitor is asked to log in, a member to verify a phone, and a verified member reveals the contacts', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const seller = await listing(
    request,
    (card, d) => card.sellerName === '陳大文' && !d.chatOnly && d.contactTypes.includes('whatsapp'),
  )
  const account = await registerViaApi(request, uniqueName('ctc'), 'Contact1!')
  const url = `/goodsDetail?goodsId=${seller.id}`

  // 1. A visitor sees which kinds of contact there are, never their values.
  await page.goto(url)
  const section = page.getByTestId('detail-contacts')
  await expect(section).toContainText('賣家提供了： WhatsApp 號碼')
  await expect(section).toContainText('登入後即可查看賣家的聯絡方法。')
  await expect(page.getByTestId('goods-detail')).not.toContainText('9123 4567')
  await expect(page.getByTestId('reveal-contacts')).toHaveCount(0)
  await section.scrollIntoViewIfNeeded()
  await shot(page, testInfo, 'contacts-01-visitor')

  // 2. Logging in from there: without a verified phone the member is sent to verify one.
  await page.getByTestId('contacts-login').click()
  await expect(page.getByTestId('auth-dialog')).toContainText('登入後即可查看賣家的聯絡方式。')
  await logInHere(page, account.username, account.password)
  await expect(page).toHaveURL(new RegExp(`goodsId=${seller.id}`))
  await expect(section).toContainText('驗證手機號碼後，即可查看賣家的聯絡方法。')
  await expect(page.getByTestId('reveal-contacts')).toHaveCount(0)
  await section.scrollIntoViewIfNeeded()
  await shot(page, testInfo, 'contacts-02-verify-phone')
  // 3. Verifying happens right here, in a dialog (docs/product/chat.md, "Verification"); then the
  // contacts are revealed without going back to the button.
  await page.getByTestId('contacts-verify').click()
  const dialog = page.getByRole('dialog')
  const mobile = `9${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`
  await dialog.locator('#bind-mobile').fill(mobile)
  await shot(page, testInfo, 'contacts-02b-verify-inline')
  await dialog.getByTestId('send-code').click()
  await solveSlider(page, request, 'BIND_MOBILE')
  await dialog.locator('#bind-code').fill(await latestCode(request, `+852${mobile}`))
  await dialog.getByTestId('bind-submit').click()
  await expect(page.locator('#bind-mobile')).toHaveCount(0)
  if (await page.getByTestId('reveal-contacts').isVisible()) await page.getByTestId('reveal-contacts').click()
  const whatsapp = section.getByRole('link', { name: '用 WhatsApp 傳送' })
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/85291234567\?text=/)
  await expect(section.getByTestId('contact-list')).toContainText('9123 4567')
  await expect(page.getByTestId('reveals-left')).toHaveText('今日還可以查看 19 件貨品的聯絡方法。')
  await section.scrollIntoViewIfNeeded()
  await shot(page, testInfo, 'contacts-03-revealed')

  // 4. The same listing again that day is free.
  await page.reload()
  await page.getByTestId('reveal-contacts').click()
  await expect(page.getByTestId('reveals-left')).toHaveText('今日還可以查看 19 件貨品的聯絡方法。')
})

test('a chat-only listing shows no contacts, only the chat', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000)
  // Not demo_seller's: the chat journey counts that seller's talks.
  const chatOnly = await listing(request, (card, d) => d.chatOnly && card.sellerName !== '陳大文')
  await page.goto('/')
  await page.getByTestId('header-login').click()
  await logInHere(page, 'demo_buyer', 'Demo1234!')
  await page.goto(`/goodsDetail?goodsId=${chatOnly.id}`)
  const section = page.getByTestId('detail-contacts')
  await expect(section).toContainText('此賣家只接受站內傾偈，請用傾偈聯絡對方。')
  await expect(page.getByTestId('reveal-contacts')).toHaveCount(0)
  await expect(page.getByTestId('contact-button')).toHaveCount(0)
  await expect(section.getByRole('link')).toHaveCount(0)
  await section.scrollIntoViewIfNeeded()
  await shot(page, testInfo, 'contacts-04-chat-only')
  await section.getByTestId('contacts-chat').click()
  await expect(page).toHaveURL(/\/im\?talkId=\d+$/)
})
