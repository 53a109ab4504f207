/**
 * The operator's console (docs/admin.md): members report a listing until it is held out of search,
 * the demo admin signs in with the second factor, takes the listing down with a reason, the seller
 * sees the notice arrive live and the reporters get the outcome; then a system notice and a coin
 * adjustment. The console at this project's width (1280 or 375 px); the seller's browser at 1280.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { registerViaApi, shot, submitLogin, uniqueName } from './helpers.ts'

const ADMIN = { username: 'admin', password: 'Admin12345!' }
const SELLER = { username: 'demo_seller', password: 'Demo1234!' }

/**
 * The demo admin's authenticator, shared by the projects through the server's data directory: the
 * first sign-in sets the factor up and keeps its secret there, later ones read it. A code's 30-second
 * step is accepted once, so a sign-in waits for a step not used before.
 */
const factorFile = () => path.join(process.env.E2E_DATA_DIR ?? '/tmp', 'e2e-admin-factor.json')

function savedFactor(): { secret: string; lastStep: number } | null {
  return existsSync(factorFile()) ? JSON.parse(readFileSync(factorFile(), 'utf8')) : null
}

async function freshCode(secret: string): Promise<string> {
  const last = savedFactor()?.lastStep ?? 0
  while (Math.floor(Date.now() / 30_000) <= last) await new Promise((r) => setTimeout(r, 500))
  const step = Math.floor(Date.now() / 30_000)
  writeFileSync(factorFile(), JSON.stringify({ secret, lastStep: step }))
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate()
}

async function signInToConsole(page: Page, testInfo: TestInfo) {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.getByTestId('signin-username').fill(ADMIN.username)
  await page.getByTestId('signin-password').fill(ADMIN.password)
  await page.getByTestId('signin-submit').click()
  const code = page.getByTestId('signin-code')
  await expect(code).toBeVisible()
  const saved = savedFactor()
  if (!saved) {
    // First sign-in: the authenticator is set up from the shown secret, then recovery codes shown once.
    await expect(page.getByTestId('signin-qr')).toBeVisible()
    const secret = ((await page.getByTestId('signin-secret').textContent()) ?? '').replace(/\s/g, '')
    await shot(page, testInfo, 'admin-setup')
    await code.fill(await freshCode(secret))
    await page.getByTestId('signin-submit').click()
    await expect(page.getByTestId('signin-recovery-codes')).toBeVisible()
    await shot(page, testInfo, 'admin-recovery-codes')
    await page.getByTestId('signin-codes-saved').click()
  } else {
    await code.fill(await freshCode(saved.secret))
    await page.getByTestId('signin-submit').click()
  }
  await expect(page.getByTestId('admin-frame')).toBeVisible()
}

async function apiLogin(request: APIRequestContext, username: string, password: string) {
  // Past the slider first, as the login form does after failures from this address (other journeys
  // try wrong passwords on purpose).
  const uuid = { uuid: `e2e-admin-${Date.now()}-${Math.random().toString(36).slice(2, 10)}` }
  await request.get('/common/common/slider/LOGIN', { headers: uuid })
  const answer = (await (await request.get('/dev/slider/LOGIN', { headers: uuid })).json()) as {
    result: { xPos: number; yPos: number }
  }
  await request.post('/common/common/slider/LOGIN', { headers: uuid, data: answer.result })
  const res = await request.post('/buyer/passport/member/userLogin', {
    headers: uuid,
    data: { username, password },
  })
  const body = (await res.json()) as { result: { accessToken: string } }
  expect(res.ok(), JSON.stringify(body)).toBe(true)
  const headers = { accesstoken: body.result.accessToken }
  const me = await (await request.get('/buyer/passport/member', { headers })).json()
  return { headers, id: String(me.result.id) }
}

/** A live listing of the demo seller's that no earlier run has touched. */
async function liveListingOf(request: APIRequestContext, sellerId: string) {
  const res = await request.get(`/buyer/goods/goods/OthersGoodsList?memberId=${sellerId}&pageSize=50`)
  const body = (await res.json()) as { result: { records: { id: string; goodsName: string }[] } }
  const listing = body.result.records.at(-1)
  if (!listing) throw new Error('the demo seller has no live listing left')
  return listing
}

async function searchFinds(request: APIRequestContext, name: string, id: string): Promise<boolean> {
  const res = await request.get(`/buyer/goods/goods/es?goodsName=${encodeURIComponent(name)}&pageSize=50`)
  const body = (await res.json()) as { result: { records: { id: string }[] } }
  return body.result.records.some((r) => r.id === id)
}

async function sellerBrowser(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto('/')
  await page.getByTestId('header-login').click()
  const form = page.locator('form:has([data-testid="login-submit"])')
  await form.locator('[name="username"]').fill(SELLER.username)
  await form.locator('[name="password"]').fill(SELLER.password)
  await submitLogin(page)
  await page.getByTestId('header-avatar').waitFor()
  return { context, page }
}

test('reports hold a listing, the admin takes it down with the second factor, notices reach everyone live', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000)
  const seller = await apiLogin(request, SELLER.username, SELLER.password)
  const listing = await liveListingOf(request, seller.id)
  expect(await searchFinds(request, listing.goodsName, listing.id)).toBe(true)

  // Three members report the listing; at the third it leaves search.
  const reporters = []
  for (const [i, reason] of [0, 1, 6].entries()) {
    const account = await registerViaApi(request, uniqueName(`rep${i}`), 'Report123!')
    const signed = await apiLogin(request, account.username, account.password)
    const res = await request.post('/buyer/goods/goods/report', {
      headers: signed.headers,
      data: { goodsId: listing.id, typeNum: reason, context: reason === 6 ? '相片是從別處抄來的' : '' },
    })
    expect(res.ok(), await res.text()).toBe(true)
    reporters.push({ ...account, ...signed })
    expect(await searchFinds(request, listing.goodsName, listing.id)).toBe(i < 2)
  }

  // The seller watches their page; the console opens at this project's width.
  const sellerSide = await sellerBrowser(browser)
  const bellCount = sellerSide.page.getByTestId('notice-bell-count')
  // The unread count as loaded (the demo seller has unread notices already: the bell, loaded after
  // the page, shows a number), before anything arrives.
  await expect(bellCount).toHaveText(/^\d+$/)
  const before = Number(await bellCount.textContent())

  await signInToConsole(page, testInfo)
  await expect(page.getByTestId('dashboard-totals')).toBeVisible()
  await shot(page, testInfo, 'admin-dashboard')
  await page.goto('/admin/reports')
  const row = page.getByTestId('report-open').filter({ hasText: listing.goodsName }).first()
  await expect(row).toBeVisible()
  await shot(page, testInfo, 'admin-reports')
  await row.click()
  await expect(page.getByTestId('report-listing')).toContainText(listing.goodsName)
  await page.getByTestId('report-action-DOWN').click()
  await page.getByTestId('confirm-reason-submit').click()
  // A takedown needs a reason: the dialog says so and stays.
  await expect(page.getByTestId('confirm-reason')).toBeVisible()
  await page.getByTestId('confirm-reason-input').fill('相片並非賣家所攝，違反刊登守則')
  await shot(page, testInfo, 'admin-takedown-reason')
  await page.getByTestId('confirm-reason-submit').click()
  await expect(page.getByTestId('confirm-reason')).toHaveCount(0)

  // The seller's bell counts the takedown notice as it arrives, and it says why.
  await expect(bellCount).toHaveText(String(before + 1))
  await sellerSide.page.getByTestId('notice-bell').click()
  await expect(sellerSide.page.getByTestId('dropdown-notice').first()).toContainText('相片並非賣家所攝')
  await shot(sellerSide.page, testInfo, 'seller-takedown-notice')
  await sellerSide.context.close()

  // Each reporter has the outcome.
  for (const reporter of reporters) {
    const res = await request.get('/buyer/message/member?pageSize=10', { headers: reporter.headers })
    const body = (await res.json()) as { result: { records: { noticeType: string }[] } }
    expect(body.result.records.map((n) => n.noticeType)).toContain('GOODS_FEEDBACK_DOWN')
  }

  // A system notice to the first reporter, and 50 coins for their trouble.
  const first = reporters[0]
  if (!first) throw new Error('no reporter')
  await page.goto('/admin/notices')
  await page.getByTestId('notice-audience').selectOption('MEMBER')
  await page.getByTestId('notice-member').fill(first.id)
  const form = page.getByTestId('notice-form')
  for (const [lang, title, content] of [
    ['zh-Hant', '多謝你的舉報', '我們已處理你舉報的商品。'],
    ['zh-Hans', '感谢你的举报', '我们已处理你举报的商品。'],
    ['en', 'Thank you for your report', 'We have dealt with the listing you reported.'],
  ] as const) {
    await form.getByTestId(`notice-title-${lang}`).fill(title)
    await form.getByTestId(`notice-content-${lang}`).fill(content)
  }
  await shot(page, testInfo, 'admin-notice-compose')
  await page.getByTestId('notice-submit').click()
  await expect(page.getByTestId('notice-done')).toBeVisible()

  await page.goto(`/admin/members/${first.id}`)
  await expect(page.getByTestId('member-profile')).toContainText(first.username)
  await page.getByTestId('coin-amount').fill('50')
  await page.getByTestId('coin-reason').fill('舉報獎勵')
  await page.getByTestId('coin-submit').click()
  await expect(page.getByTestId('coin-done')).toBeVisible()
  await shot(page, testInfo, 'admin-member-coins')

  const notices = await (
    await request.get('/buyer/message/member?pageSize=10', { headers: first.headers })
  ).json()
  const types = (notices.result.records as { noticeType: string; title: string }[]).map((n) => n.noticeType)
  expect(types).toContain('SYSTEM')
  expect(types).toContain('SYSTEM_POINT_CHANGE')

  // The audit log has every step, with the operator and the reason.
  await page.goto('/admin/audit')
  await expect(page.getByText('相片並非賣家所攝，違反刊登守則').first()).toBeVisible()
  await shot(page, testInfo, 'admin-audit')
})

test('the console in three languages, and a member is refused', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000)
  // A member's own session never opens the console.
  const member = await registerViaApi(request, uniqueName('nosy'), 'Nosy12345!')
  const signed = await apiLogin(request, member.username, member.password)
  const refused = await request.get('/admin/api/dashboard?days=7', { headers: signed.headers })
  expect(refused.status()).toBe(403)
  const visitor = await request.get('/admin/api/dashboard?days=7')
  expect(visitor.status()).toBe(401)

  await signInToConsole(page, testInfo)
  for (const [lang, label] of [
    ['en', 'Dashboard'],
    ['zh-Hans', '概览'],
    ['zh-Hant', '概覽'],
  ] as const) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang)
    await page.goto('/admin')
    await expect(page.getByTestId('admin-nav')).toContainText(label)
    await expect(page.getByTestId('dashboard-totals')).toBeVisible()
    await expect(page.getByTestId('chart-growth')).toBeVisible()
    await shot(page, testInfo, `admin-dashboard-${lang}`)
    await page.goto('/admin/categories')
    await expect(page.getByTestId('category-toggle').first()).toBeVisible()
    await shot(page, testInfo, `admin-categories-${lang}`)
    await page.goto('/admin/members')
    await expect(page.getByTestId('members-table')).toBeVisible()
    await shot(page, testInfo, `admin-members-${lang}`)
  }
})
