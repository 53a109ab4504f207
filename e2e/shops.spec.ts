/**
 * Shops (docs/product/shops.md): a member applies at /shopEntry with a logo, an operator approves
 * the application in the console, and the shop's page /merchant shows it in three languages, with
 * "search in this shop" and the favourite button (a visitor is asked to log in). Screenshots at
 * both sizes (desktop 1280 px, mobile 375 px).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, type Page, type TestInfo, test } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { loginThroughDialog, pngImage, registerViaApi, shot, uniqueName } from './helpers.ts'

const ADMIN = { username: 'admin', password: 'Admin12345!' }

/** The demo admin's authenticator, shared with admin.spec.ts through the server's data directory. */
const factorFile = () => path.join(process.env.E2E_DATA_DIR ?? '/tmp', 'e2e-admin-factor.json')
const savedFactor = (): { secret: string; lastStep: number } | null =>
  existsSync(factorFile()) ? JSON.parse(readFileSync(factorFile(), 'utf8')) : null

async function freshCode(secret: string): Promise<string> {
  const last = savedFactor()?.lastStep ?? 0
  while (Math.floor(Date.now() / 30_000) <= last) await new Promise((r) => setTimeout(r, 500))
  const step = Math.floor(Date.now() / 30_000)
  writeFileSync(factorFile(), JSON.stringify({ secret, lastStep: step }))
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate()
}

async function signInToConsole(page: Page) {
  await page.goto('/admin')
  await page.getByTestId('signin-username').fill(ADMIN.username)
  await page.getByTestId('signin-password').fill(ADMIN.password)
  await page.getByTestId('signin-submit').click()
  await expect(page.getByTestId('signin-code')).toBeVisible()
  const saved = savedFactor()
  if (!saved) {
    const secret = ((await page.getByTestId('signin-secret').textContent()) ?? '').replace(/\s/g, '')
    await page.getByTestId('signin-code').fill(await freshCode(secret))
    await page.getByTestId('signin-submit').click()
    await page.getByTestId('signin-codes-saved').click()
  } else {
    await page.getByTestId('signin-code').fill(await freshCode(saved.secret))
    await page.getByTestId('signin-submit').click()
  }
  await expect(page.getByTestId('admin-frame')).toBeVisible()
}

async function apply(page: Page, testInfo: TestInfo, shopName: string) {
  await page.goto('/shopEntry')
  await expect(page.getByRole('heading', { level: 1, name: '開店申請' })).toBeVisible()
  await page.getByTestId('shop-apply-submit').click()
  await expect(page.getByText('請輸入商業登記號碼')).toBeVisible()
  await page.getByLabel('店鋪名稱').fill(shopName)
  await page.getByTestId('shop-logo-input').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: pngImage(320, 320, [240, 120, 40], [250, 220, 120]),
  })
  await expect(page.getByAltText('店鋪標誌預覽')).toBeVisible()
  await page.getByLabel('店鋪簡介').fill('旺角二手電器，全部貨品保用三個月。\n星期一至六 11:00–20:00')
  await page.getByLabel('商業登記號碼').fill('1234567')
  await page.getByLabel('聯絡人姓名').click()
  await expect(page.getByText('商業登記號碼為 8 位數字，例如 12345678 或 12345678-000')).toBeVisible()
  await shot(page, testInfo, 'shop-entry-form')
  await page.getByLabel('商業登記號碼').fill('12345678-000')
  await page.getByLabel('聯絡人姓名').fill('陳大文')
  await page.getByLabel('聯絡手機號碼').fill('9123 4567')
  await page.getByLabel('地區').selectOption('YAU_TSIM_MONG')
  await page.getByLabel('自取地址').fill('旺角彌敦道 688 號 3 樓')
  await page.getByTestId('shop-apply-submit').click()
  await expect(page.getByTestId('shop-status')).toContainText('申請審核中')
  await shot(page, testInfo, 'shop-entry-applying')
}

async function approve(page: Page, testInfo: TestInfo, shopName: string) {
  await signInToConsole(page)
  // On a phone the console's navigation folds behind its menu button.
  const menu = page.getByTestId('admin-menu-button')
  if (await menu.isVisible()) await menu.click()
  await page.getByRole('link', { name: '店鋪申請' }).click()
  await page.getByTestId('shops-q').fill(shopName)
  await page.getByTestId('shops-search').click()
  await page.getByRole('link', { name: shopName }).click()
  await expect(page.getByTestId('shop-facts')).toContainText('12345678')
  await shot(page, testInfo, 'console-shop-application')
  await page.getByTestId('shop-approve').click()
  await page.getByTestId('confirm-action').getByRole('button', { name: '批准' }).click()
  await expect(page.getByTestId('shop-decision-done')).toBeVisible()
}

test('a member applies, an operator approves, the shop page shows in three languages', async ({
  browser,
  request,
}, testInfo) => {
  const username = uniqueName('shop')
  const shopName = `阿明電器 ${username.slice(-4)}`
  await registerViaApi(request, username, 'Passw0rd!')
  const member = await browser.newPage({ viewport: testInfo.project.use.viewport ?? undefined })
  await member.goto('/')
  await loginThroughDialog(member, username, 'Passw0rd!')
  await apply(member, testInfo, shopName)

  const operator = await browser.newPage({ viewport: testInfo.project.use.viewport ?? undefined })
  await approve(operator, testInfo, shopName)

  await member.goto('/shopEntry')
  await member.getByTestId('shop-open-link').click()
  await expect(member.getByRole('heading', { level: 1, name: shopName })).toBeVisible()
  await expect(member.getByTestId('merchant-rating')).toContainText('未有評價')
  await expect(member.getByTestId('store-favourite')).toHaveCount(0)
  await shot(member, testInfo, 'merchant-owner')
  const shopUrl = member.url()

  const visitor = await browser.newPage({ viewport: testInfo.project.use.viewport ?? undefined })
  for (const [lang, search, empty] of [
    ['en', 'Search this shop', 'This shop has no goods for now'],
    ['zh-Hans', '在此店铺搜索商品', '此店铺暂时没有商品'],
  ] as const) {
    await visitor.goto('/')
    await visitor.evaluate((l) => localStorage.setItem('lang', l), lang)
    await visitor.goto(shopUrl)
    await expect(visitor.getByRole('heading', { level: 1, name: shopName })).toBeVisible()
    await expect(visitor.getByText(empty)).toBeVisible()
    await expect(visitor.getByPlaceholder(search)).toBeVisible()
    await shot(visitor, testInfo, `merchant-${lang}`)
  }
  await visitor.getByPlaceholder('在此店铺搜索商品').fill('耳机')
  await visitor.getByPlaceholder('在此店铺搜索商品').press('Enter')
  await expect(visitor).toHaveURL(/keyword=/)
  await expect(visitor.getByText('此店铺没有符合“耳机”的商品')).toBeVisible()
  await visitor.getByTestId('store-favourite').click()
  await expect(visitor.getByRole('dialog')).toBeVisible()
})
