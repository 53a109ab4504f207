import { expect, type Locator, type Page, test } from '@playwright/test'
import {
  loginThroughDialog,
  pngImage,
  registerViaApi,
  shot,
  uniqueName,
  verifyPhoneThroughPage,
} from './helpers.ts'

/** Closes the toasts still showing (they go by themselves after 3 s), so screenshots show the page. */
async function closeToasts(page: Page) {
  for (const close of await page.locator('.toast').getByRole('button').all()) {
    await close.click({ timeout: 1000 }).catch(() => undefined) // it may just have gone by itself
  }
}

/** The card of one listing inside `scope` (grids hold many). */
const cardOf = (scope: Locator | Page, goodsId: string) =>
  scope.locator(`[data-testid="goods-card"][data-goods-id="${goodsId}"]`)

test('a seller lists with three photos; a buyer finds it on home and in the other script and likes it; the seller takes it down and puts it up', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const unique = uniqueName('kf')
  const title = `二手手機 ${unique}`
  const seller = await registerViaApi(request, uniqueName('sel'), 'SellPls1')
  const buyer = await registerViaApi(request, uniqueName('buy'), 'BuyPls12')
  const name = (step: string) => `listing-${step}`

  // 1. Coins: registering paid the welcome coins (10, a 7-day listing) and the email code's 5;
  // verifying a phone pays 10 more.
  await page.goto('/')
  await loginThroughDialog(page, seller.username, seller.password)
  await expect(page.getByTestId('checkin-card').getByTestId('coin-balance')).toContainText('15')
  await verifyPhoneThroughPage(page, request)
  await expect(page.getByTestId('profile-coins')).toHaveText('25')

  // 2. The sell wizard.
  await page.getByTestId('header-sell').click()
  await expect(page).toHaveURL(/\/sell$/)
  const form = page.getByTestId('sell-form')
  await expect(page.getByTestId('publish')).toBeDisabled()

  // A toast over an open modal dialog is inert (its ✕ does not work), so close them first.
  await closeToasts(page)
  await page.getByTestId('category-trigger').click()
  const picker = page.getByTestId('category-picker')
  await picker.getByRole('button', { name: '手機及配件', exact: true }).click()
  await picker.getByRole('button', { name: '手機', exact: true }).click()
  await shot(page, testInfo, name('01-category-picker'))
  await picker.getByRole('button', { name: 'Android 手機', exact: true }).click()
  await expect(picker).toHaveCount(0)
  await expect(page.getByTestId('category-trigger')).toHaveText(/手機及配件 › 手機 › Android 手機/)

  await page.getByTestId('sell-name').fill(title)
  await page.getByTestId('sell-intro').fill('用咗一年，冇花冇崩，有單有盒，送埋保護貼同叉電線。')
  await page.getByTestId('condition-1').check()

  const photos = [
    pngImage(96, 64, [220, 40, 40], [250, 200, 60]),
    pngImage(96, 64, [30, 120, 200], [120, 230, 180]),
    pngImage(64, 96, [90, 40, 160], [240, 160, 220]),
  ].map((buffer, i) => ({ name: `phone-${i + 1}.png`, mimeType: 'image/png', buffer }))
  await page.getByTestId('photo-input').setInputFiles(photos)
  const tiles = page.getByTestId('photo-tile')
  await expect(tiles).toHaveCount(3)
  await expect(page.locator('[data-testid="photo-tile"].status-done')).toHaveCount(3)
  await expect(tiles.first()).toContainText('封面')

  // Meet-up needs a place: add one through the address dialogs, which select it.
  await page.getByTestId('trading-1').check()
  await page.getByTestId('choose-places').click()
  const select = page.getByTestId('address-select')
  await expect(select).toContainText('你的地址簿未有地址')
  await page.getByTestId('address-manage-open').click()
  const manage = page.getByTestId('address-manage')
  await manage.getByTestId('address-add').click()
  await manage.getByLabel('地點名稱').fill('旺角站 E2 出口')
  await manage.getByLabel('地區').selectOption('YAU_TSIM_MONG')
  await manage.locator('#addr-detail').fill('朗豪坊門口')
  await shot(page, testInfo, name('02-address-form'))
  await manage.getByTestId('address-save').click()
  await expect(manage.getByTestId('address-item')).toHaveCount(1)
  await expect(manage.getByTestId('address-item')).toContainText('旺角站 E2 出口')
  await manage.locator('.addr-dialog-foot').getByRole('button', { name: '關閉' }).click()
  await expect(select.getByRole('checkbox')).toBeChecked()
  await select.getByTestId('address-select-ok').click()
  await expect(form.getByTestId('chosen-place')).toHaveCount(1)
  await expect(form.getByTestId('chosen-place')).toContainText('旺角站 E2 出口')
  await expect(form.getByTestId('chosen-place')).toContainText('油尖旺區 · 朗豪坊門口')

  await page.getByTestId('contact-whatsapp-value').fill('+852 9123 4567')
  await expect(page.getByTestId('contact-whatsapp')).toBeChecked()
  await page.getByTestId('sell-price').fill('12800')
  await expect(form).toContainText('買家會見到：HK$12,800')
  await page.getByTestId('openDays-7').check()
  await expect(page.getByTestId('coin-cost')).toContainText('需要 10 金幣')
  await expect(page.getByTestId('coin-cost')).toContainText('你現有 25 金幣')
  await expect(page.getByTestId('missing')).toHaveCount(0)
  await expect(page.getByTestId('publish')).toHaveText('支付 10 金幣並刊登')
  await closeToasts(page)
  await shot(page, testInfo, name('03-wizard-filled'))

  await page.getByTestId('publish').click()
  await expect(page).toHaveURL(/\/goodsDetail\?goodsId=\d+/)
  // The address saved a moment ago may still have its own toast up beside this one.
  await expect(page.locator('.toast-success', { hasText: '刊登成功！' })).toBeVisible()
  await closeToasts(page)
  const goodsId = new URL(page.url()).searchParams.get('goodsId') ?? ''
  const detail = page.getByTestId('goods-detail')
  await expect(detail.locator('h1')).toHaveText(title)
  await expect(page.getByTestId('detail-price')).toHaveText('HK$12,800')
  await expect(page.getByTestId('gallery-count')).toHaveText('1 / 3')
  await expect(page.getByTestId('gallery').locator('.gallery-thumbs img')).toHaveCount(3)
  await expect(page.getByTestId('owner-notice')).toBeVisible()
  await expect(page.getByTestId('favourite-button')).toHaveCount(0)
  await expect(detail).toContainText('Android 手機')
  await shot(page, testInfo, name('04-detail-owner'))

  // 3 and 4. Another member, in a browser of their own: finds it on home and by searching in
  // Simplified Chinese, opens it and likes it.
  const other = await browser.newContext()
  try {
    const b = await other.newPage()
    await b.goto('/')
    await loginThroughDialog(b, buyer.username, buyer.password)
    // Recommended: boosted demo listings first, then the newest — ours is after the boosted ones.
    const reco = b.getByTestId('recommended-section')
    const ours = cardOf(reco, goodsId)
    await expect(reco.getByTestId('goods-card').first()).toBeVisible()
    for (let i = 0; i < 20 && !(await ours.isVisible()); i++) {
      await reco.getByTestId('recommended-more').click()
      await expect(reco.getByTestId('recommended-more')).toBeEnabled()
    }
    await expect(ours).toBeVisible()
    await expect(ours).toContainText(title)
    await expect(ours).toContainText('HK$12,800')
    await closeToasts(b)
    await shot(b, testInfo, name('05-home-card'))

    await b.getByTestId('search-input').fill('二手手机')
    await b.getByTestId('search-input').press('Enter')
    await expect(b).toHaveURL(/\/goodsList\?goodsName=/)
    await expect(b.getByTestId('list-title')).toContainText('二手手机')
    await b.getByTestId('sort-1').click()
    await expect(b).toHaveURL(/sort=1/)
    const hit = cardOf(b.getByTestId('list-results'), goodsId)
    await expect(hit).toBeVisible()
    await expect(b.getByTestId('list-results').getByTestId('goods-card').first()).toHaveAttribute(
      'data-goods-id',
      goodsId,
    )
    await closeToasts(b)
    await shot(b, testInfo, name('06-search-simplified'))

    await hit.getByRole('link', { name: title }).click()
    await expect(b).toHaveURL(new RegExp(`goodsId=${goodsId}`))
    await expect(b.getByTestId('detail-price')).toHaveText('HK$12,800')
    const heart = b.getByTestId('favourite-button')
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await expect(b.getByTestId('detail-collect-count')).toHaveText('1')
    await closeToasts(b)
    await shot(b, testInfo, name('07-buyer-liked'))

    if (await b.getByTestId('header-favourites').isVisible()) {
      await b.getByTestId('header-favourites').click()
      await expect(b).toHaveURL(/\/collect$/)
    } else {
      // Phones reach the favourites through the menu drawer, in the member centre.
      await b.getByTestId('header-drawer').click()
      await b.getByTestId('drawer-favourites').click()
      await expect(b).toHaveURL(/\/home\/[^/]+\/Favorites$/)
    }
    await expect(cardOf(b.getByTestId('collect-page'), goodsId)).toContainText(title)
    await closeToasts(b)
    await shot(b, testInfo, name('08-collect'))

    // The seller was told: a COLLECTED notice about this listing.
    const session = await page.evaluate(() => ({
      accessToken: localStorage.getItem('accessToken') ?? '',
      uuid: localStorage.getItem('uuid') ?? '',
    }))
    const res = await request.get('/buyer/message/member?pageNumber=1&pageSize=10', {
      headers: { ...session, accept: 'application/json' },
    })
    expect(res.ok()).toBe(true)
    const notices = (await res.json()) as {
      result: { records: { noticeType: string; goodsId: string | null }[] }
    }
    expect(notices.result.records).toContainEqual(
      expect.objectContaining({ noticeType: 'COLLECTED', goodsId }),
    )

    // 5. The seller takes it down from my products, then puts it up again for 7 days.
    await page.goto('/setting/goods')
    const mine = cardOf(page, goodsId)
    await expect(mine.locator('.goods-label')).toHaveText('刊登中')
    await mine.getByTestId('tool-takeDown').click()
    await expect(page.getByRole('dialog')).toContainText(`確定要下架「${title}」嗎？`)
    await page.getByTestId('confirm-ok').click()
    await expect(mine.locator('.goods-label')).toHaveText('已下架')
    await expect(mine.getByTestId('tool-putUp')).toBeVisible()
    await expect(mine.getByTestId('tool-delete')).toBeVisible()
    await closeToasts(page)
    await shot(page, testInfo, name('09-unlisted'))

    // Others no longer see it.
    await b.goto(`/goodsDetail?goodsId=${goodsId}`)
    await expect(b.getByTestId('goods-not-found')).toBeVisible()

    // 25 − 10 leaves 15 coins, short of 30 days: the dialog says so and offers ways to earn; the
    // seller tops up.
    await mine.getByTestId('tool-putUp').click()
    let putUp = page.getByTestId('dialog-putUp')
    await expect(putUp.getByTestId('putUp-days-7')).toBeChecked()
    await expect(putUp.getByTestId('earn-coins')).toHaveCount(0)
    await putUp.getByTestId('putUp-days-30').check()
    await expect(putUp.getByTestId('earn-coins')).toContainText('金幣不足：需要 30 金幣，你現有 15 金幣。')
    await expect(putUp.getByTestId('pay-confirm')).toBeDisabled()
    await shot(page, testInfo, name('10-putup-short'))
    await putUp.getByRole('link', { name: '金幣增值' }).click()
    await expect(page).toHaveURL(/\/setting\/topup$/)
    await page.getByTestId('package-coins-100').click()
    await expect(page).toHaveURL(/\/payMent\?paymentId=/)
    await page.getByTestId('checkout-pay').click()
    await expect(page.getByTestId('checkout-status')).toHaveText('已付款')

    await page.goto('/setting/goods?label=UNLISTED')
    await expect(page.getByTestId('tab-UNLISTED')).toHaveAttribute('aria-selected', 'true')
    await mine.getByTestId('tool-putUp').click()
    putUp = page.getByTestId('dialog-putUp')
    await expect(putUp.getByTestId('coin-cost')).toContainText('你現有 115 金幣')
    await expect(putUp.getByTestId('earn-coins')).toHaveCount(0)
    await expect(putUp.getByTestId('pay-confirm')).toHaveText('支付 10 金幣')
    await putUp.getByTestId('pay-confirm').click()
    await expect(putUp).toHaveCount(0)
    await expect(page.getByText('已重新上架 7 日')).toBeVisible()

    await page.getByTestId('tab-ALL').click()
    await expect(mine.locator('.goods-label')).toHaveText('刊登中')
    await expect(mine.getByTestId('tool-takeDown')).toBeVisible()
    await expect(mine.locator('.owner-until')).toContainText('刊登至')
    await closeToasts(page)
    await shot(page, testInfo, name('11-listed-again'))

    // Listed again: the buyer sees it, still liked.
    await b.reload()
    await expect(b.getByTestId('detail-price')).toHaveText('HK$12,800')
    await expect(b.getByTestId('state-banner')).toHaveCount(0)
    await expect(b.getByTestId('favourite-button')).toHaveAttribute('aria-pressed', 'true')
  } finally {
    await other.close()
  }
})
