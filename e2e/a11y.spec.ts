/**
 * Accessibility: axe-core (WCAG 2.1 A and AA rules, and label-in-name) finds no critical or serious violation on any
 * route, logged out and logged in, at both widths of the suite (desktop 1280 px, mobile 375 px).
 * Dialogs are checked open, since that is where focus and labels matter most.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { loginThroughDialog, registerViaApi, uniqueName } from './helpers.ts'

/** A translation key shown as it is ("sell.coins.short"): its section was not loaded. */
const RAW_KEY =
  /\b(?:address|auth|chat|checkout|collect|common|detail|discover|errors|evaluate|goods|homeGoods|invite|medals|member|memberCentre|myGoods|nav|pages|profile|search|sell|topup|tracks)\.[a-z][A-Za-z]+/

type Found = { route: string; rule: string; impact: string; targets: string[] }

async function seriousViolations(page: Page, route: string): Promise<Found[]> {
  const result = await new AxeBuilder({ page })
    // Off by default in axe (experimental): an accessible name must contain the visible label
    // (WCAG 2.5.3, label in name), so that a voice user can say what they see.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => ({
      route,
      rule: v.id,
      impact: v.impact ?? '',
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }))
}

async function visit(page: Page, route: string): Promise<Found[]> {
  await page.goto(route)
  await page.waitForLoadState('networkidle')
  // A page that failed to render has nothing to complain about: make sure it is there, and that
  // every text found its catalogue section (a section a page forgot to load shows its raw keys).
  await expect(page.getByTestId('lang-select')).toBeVisible()
  expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY)
  // Skeletons give way to content; check what a reader meets once the page has settled.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  return seriousViolations(page, route)
}

/** A live listing's id, from the search API, for the detail route. */
async function someListing(page: Page): Promise<string> {
  const res = await page.request.get('/buyer/goods/goods/es?pageSize=1')
  const body = (await res.json()) as { result: { records: { id: string }[] } }
  const id = body.result.records[0]?.id
  if (!id) throw new Error('no live listing in the demo data')
  return id
}

const PUBLIC_ROUTES = [
  '/',
  '/goodsList?categoryId=1',
  '/goodsList?goodsName=iphone',
  '/goodsList?goodsName=%E9%A6%AC%E9%9E%8D',
  '/aboutUs',
  // Articles with links inside their text (underlined: colour alone does not set a link apart).
  '/policy',
  '/termsOfUse',
  '/user/demo_seller',
  '/no-such-page',
]

test('logged out: no critical or serious axe violation on any public route', async ({ page }) => {
  test.setTimeout(120_000)
  const found: Found[] = []
  for (const route of [...PUBLIC_ROUTES, `/goodsDetail?goodsId=${await someListing(page)}`])
    found.push(...(await visit(page, route)))
  // The login dialog, opened from the header.
  await page.goto('/')
  await page.getByTestId('header-login').click()
  await page.getByTestId('login-submit').waitFor()
  // Its texts are a catalogue section of their own, loaded with the dialog.
  expect(await page.getByTestId('auth-dialog').innerText()).not.toMatch(RAW_KEY)
  found.push(...(await seriousViolations(page, '/ (login dialog)')))
  // The sign-up dialog: its terms and privacy links sit inside the agreement's sentence.
  await page.goto('/')
  await page.getByTestId('header-register').click()
  await page.getByTestId('agree-terms').waitFor()
  found.push(...(await seriousViolations(page, '/ (sign-up dialog)')))
  // The side drawer (its texts load with it), opened from the header's menu button.
  await page.goto('/')
  await page.getByTestId('header-drawer').click()
  await page.getByTestId('drawer-login-prompt').waitFor()
  await page.getByTestId('drawer-categories').getByRole('link').nth(1).waitFor()
  expect(await page.getByTestId('side-drawer').innerText()).not.toMatch(RAW_KEY)
  found.push(...(await seriousViolations(page, '/ (side drawer)')))
  expect(found).toEqual([])
})

test('logged in: no critical or serious axe violation on any member route', async ({ page, request }) => {
  test.setTimeout(210_000)
  const account = await registerViaApi(request, uniqueName('a11y'), 'Access1ble')
  await page.goto('/')
  await loginThroughDialog(page, account.username, account.password)
  const found: Found[] = []
  const routes = [
    '/',
    `/goodsDetail?goodsId=${await someListing(page)}`,
    '/sell',
    '/task',
    '/collect',
    '/authPhone',
    '/setting',
    '/setting/point',
    '/setting/topup',
    '/setting/invite',
    '/setting/goods',
    '/setting/address',
    '/setting/tracks',
    '/setting/medal',
    '/setting/evaluate',
    '/setting/offers',
    '/setting/notices',
    '/setting/password',
    // Its credit link sits inside a sentence.
    '/setting/devices',
    // The member centre: the same pages in the same side menu, under the original product's names.
    ...[
      '',
      '/MyTracks',
      '/Favorites',
      '/Point',
      '/ModifyPwd',
      '/MyAddress',
      '/AddAddress',
      '/MsgList',
      '/Invited',
    ].map((child) => `/home/${account.username}${child}`),
  ]
  for (const route of routes) found.push(...(await visit(page, route)))
  expect(found).toEqual([])
})

test('the chat with a talk open: no critical or serious axe violation', async ({ page }) => {
  test.setTimeout(120_000)
  // A talk needs a verified phone: the demo buyer has one. Any listing not its own will do.
  const res = await page.request.get('/buyer/goods/goods/es?pageSize=20')
  const body = (await res.json()) as { result: { records: { id: string; sellerName: string }[] } }
  const listing = body.result.records.find((r) => r.sellerName !== 'Mary Chan')
  if (!listing) throw new Error('no listing of another member in the demo data')
  await page.goto('/')
  await loginThroughDialog(page, 'demo_buyer', 'Demo1234!')
  await page.goto(`/im?goodsId=${listing.id}`)
  await expect(page).toHaveURL(/talkId=/)
  const composer = page.getByTestId('composer-text')
  await composer.fill('Hello! Is https://example.com/manual the right model?')
  await composer.press('Enter')
  await expect(page.locator('.msg-mine').last()).toContainText('example.com/manual')
  await expect(page.locator('.msg-pending')).toHaveCount(0)
  // The chat hides the footer (and its language menu): check its own texts instead.
  expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  const found = await seriousViolations(page, '/im (a talk open)')
  // The talk list on its own (the phone's first screen) and the header's dropdown.
  await page.goto('/im')
  await expect(page.getByTestId('talk-link').first()).toBeVisible()
  found.push(...(await seriousViolations(page, '/im')))
  // The notification centre: the bell's dropdown where it opens (wide screens), a notice's page.
  if ((page.viewportSize()?.width ?? 0) >= 768) {
    await page.getByTestId('notice-bell').click()
    await expect(page.getByTestId('notice-dropdown')).toBeVisible()
    await expect(page.getByTestId('notice-dropdown').getByText('…')).toHaveCount(0)
    found.push(...(await seriousViolations(page, 'notice dropdown')))
  }
  expect(found).toEqual([])
})
