/**
 * Shopping (docs/product/cart.md, orders.md, money.md): a new member buys two SKUs of the demo
 * shop (gamer_jason's "Jason 遊戲舖") through the goods page, the cart and the checkout, pays part
 * with coins and the rest by card through the sandbox, the shop ships with a sandbox tracking
 * number, and the buyer sees the parcel and confirms receipt. Desktop in Traditional Chinese,
 * the phone (375 px) in English. Screenshots of each page.
 */
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { loginThroughDialog, registerViaApi, shot, uniqueName } from './helpers.ts'

const PASSWORD = 'Passw0rd!'
const SHOP_OWNER = { username: 'gamer_jason', password: 'Demo1234!' }

type Envelope<T> = { result: T }

/** The demo shop's goods: the console listing and the Joy-Con pair, by name. */
async function shopGoods(request: APIRequestContext): Promise<{ consoleId: string; joyconId: string }> {
  const res = await request.get('/buyer/goods/goods/es?storeId=1&pageSize=20')
  const records = ((await res.json()) as Envelope<{ records: { id: string; goodsName: string }[] }>).result
    .records
  const idOf = (part: string) => records.find((r) => r.goodsName.includes(part))?.id ?? ''
  return { consoleId: idOf('Nintendo Switch 主機'), joyconId: idOf('Joy-Con') }
}

async function addSku(page: Page, goodsId: string, value: string) {
  await page.goto(`/goodsDetail?goodsId=${goodsId}`)
  const panel = page.getByTestId('sku-panel')
  await panel.getByTestId('sku-value').filter({ hasText: value }).click()
  await expect(page).toHaveURL(/skuId=\d+/)
  await panel.getByTestId('add-to-cart').click()
}

/** The shop owner ships the order from their member space with a sandbox tracking number. */
async function shipAsShop(browser: Browser, sn: string, lang: string) {
  const context = await browser.newContext()
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang)
  const page = await context.newPage()
  await page.goto('/')
  await loginThroughDialog(page, SHOP_OWNER.username, SHOP_OWNER.password)
  await page.goto(`/setting/shop-orders?sn=${sn}`)
  const form = page.getByTestId('ship-form')
  await form.getByTestId('ship-carrier').selectOption('SANDBOX')
  await form.getByTestId('ship-tracking').fill(`SB${String(Date.now()).slice(-10)}`)
  await form.getByTestId('ship-submit').click()
  await expect(page.getByTestId('ship-form')).toHaveCount(0)
  await context.close()
}

test('a member buys two SKUs from a shop, pays partly with coins, and the shop ships', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const lang = testInfo.project.name === 'mobile' ? 'en' : 'zh-Hant'
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang)
  const username = uniqueName('shop')
  await registerViaApi(request, username, PASSWORD)
  // Signed in through the dialog, which answers the slider the server asks for after other
  // journeys' wrong passwords from this address; the page's session then adds the address.
  await page.goto('/')
  await loginThroughDialog(page, username, PASSWORD)
  const token = await page.evaluate(() => localStorage.getItem('accessToken') ?? '')
  const address = await request.post('/buyer/member/address', {
    headers: { accesstoken: token },
    data: {
      name: '屋企',
      district: 'SHA_TIN',
      detail: '沙田正街 18 號 12 樓 B 室',
      consignee: '陳大文',
      mobile: '91234567',
      isDefault: true,
    },
  })
  expect(address.ok()).toBe(true)
  const { consoleId, joyconId } = await shopGoods(request)
  expect(consoleId && joyconId).toBeTruthy()

  await addSku(page, consoleId, 'OLED 紅藍')
  await shot(page, testInfo, `shop-goods-${lang}`)
  await addSku(page, joyconId, '灰色')

  await page.goto('/shoppingCart')
  await expect(page.getByTestId('cart-line')).toHaveCount(2)
  await expect(page.getByTestId('cart-total')).toContainText('2,210')
  await shot(page, testInfo, `cart-${lang}`)
  await page.getByTestId('go-checkout').click()

  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByTestId('checkout-address')).toContainText('陳大文')
  // 1,850 + 360 is over the shop's free-delivery amount (HK$500): no shipping fee.
  await expect(page.getByTestId('price-total').last()).toContainText('2,210')
  await shot(page, testInfo, `checkout-${lang}`)
  await page.getByTestId('place-order').click()

  await expect(page).toHaveURL(/\/pay\?sn=T\d+/)
  await page.getByTestId('pay-coins-use').check()
  await expect(page.getByTestId('pay-coins-value')).toBeVisible()
  await page.getByTestId('pay-method-CARD').check()
  await shot(page, testInfo, `cashier-${lang}`)
  await page.getByTestId('pay-submit').click()

  // The sandbox stands in for the card provider's page.
  await expect(page.getByTestId('sandbox-banner')).toBeVisible()
  await page.getByTestId('checkout-pay').click()
  await expect(page).toHaveURL(/\/payDone/)
  await expect(page.getByTestId('pay-done-paid')).toBeVisible()
  await shot(page, testInfo, `paid-${lang}`)

  const orders = await request.get('/buyer/order/order?tag=ALL&pageNumber=1&pageSize=10', {
    headers: { accesstoken: token },
  })
  const [order] = ((await orders.json()) as Envelope<{ records: { sn: string; orderStatus: string }[] }>)
    .result.records
  expect(order?.orderStatus).toBe('UNDELIVERED')
  await shipAsShop(browser, order?.sn ?? '', lang)

  await page.goto(`/setting/order?sn=${order?.sn}`)
  const detail = page.getByTestId('order-detail')
  await expect(detail.getByTestId('order-tracking')).toContainText('SB')
  await shot(page, testInfo, `shipped-${lang}`)
  await detail.getByTestId('order-receive').click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: lang === 'en' ? /confirm/i : /確認/ })
    .click()
  await expect(detail.getByTestId('order-banner')).toContainText(lang === 'en' ? /completed/i : '已完成')
  await shot(page, testInfo, `completed-${lang}`)
})
