import { expect, test } from '@playwright/test'
import {
  latestCode,
  loginThroughDialog,
  pngImage,
  registerViaApi,
  shot,
  solveSlider,
  uniqueName,
} from './helpers.ts'

/**
 * A Hong Kong member's first day (docs/product/domain-rules.md, "Coins"; docs/product/data.md,
 * "Meet-up places"): sign up, list at once with the welcome coins and an MTR station, share it.
 */
test('a new member signs up, lists at once with an MTR station, and shares the listing', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  // No share sheet here (as on most desktops): the menu's WhatsApp and "copy link".
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share')
  })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const username = uniqueName('day')
  const email = `${username}@example.com`
  const title = `雪櫃 ${username}`

  // 1. Sign up from the home page.
  await page.goto('/')
  await page.getByTestId('header-register').click()
  const form = page.locator('form:has([name="confirmPassword"])')
  await form.locator('[name="username"]').fill(username)
  await form.locator('[name="password"]').fill('FirstDay1!')
  await form.locator('[name="confirmPassword"]').fill('FirstDay1!')
  await form.locator('[name="email"]').fill(email)
  await page.getByTestId('send-code').click()
  await solveSlider(page, request, 'REGISTER')
  await form.locator('[name="code"]').fill(await latestCode(request, email))
  await page.getByTestId('agree-terms').check()
  await page.getByTestId('agree-adult').check()
  await page.getByTestId('register-submit').click()
  await expect(page.getByTestId('header-avatar')).toBeVisible()
  // Greeted as new, not "welcome back".
  await expect(page.getByTestId('home-welcome-new')).toBeVisible()
  await shot(page, testInfo, 'first-day-01-welcome')

  // 2. List at once: the welcome coins pay for seven days, no check-ins needed first.
  await page.getByTestId('header-sell').click()
  await expect(page).toHaveURL(/\/sell$/)
  await page.getByTestId('category-trigger').click()
  const picker = page.getByTestId('category-picker')
  await picker.getByRole('button', { name: '家用電器', exact: true }).click()
  await picker.getByRole('button', { name: '大型家電', exact: true }).click()
  await picker.getByRole('button', { name: '雪櫃', exact: true }).click()
  await expect(picker).toHaveCount(0)
  await page.getByTestId('sell-name').fill(title)
  await page.getByTestId('sell-intro').fill('搬屋放售，用咗兩年，凍得好勁，冇花冇凹。')
  await page.getByTestId('condition-1').check()
  await page.getByTestId('photo-input').setInputFiles([
    {
      name: 'fridge.png',
      mimeType: 'image/png',
      buffer: pngImage(64, 96, [200, 220, 230], [90, 120, 140]),
    },
  ])
  await expect(page.locator('[data-testid="photo-tile"].status-done')).toHaveCount(1)

  // Meet-up at an MTR station, picked by searching its name: no address book first.
  await page.getByTestId('trading-1').check()
  await page.getByTestId('choose-stations').click()
  await expect(page.getByTestId('station-confirm')).toBeDisabled()
  await page.getByTestId('station-search').fill('九龍塘')
  await page.getByTestId('station-KOT').click()
  await shot(page, testInfo, 'first-day-02-station-picker')
  await page.getByTestId('station-confirm').click()
  await expect(page.getByTestId('sell-places')).toContainText('九龍塘')

  await page.getByTestId('contact-whatsapp-value').fill('+852 9123 4567')
  await page.getByTestId('sell-price').fill('1800')
  await page.getByTestId('openDays-7').check()
  await expect(page.getByTestId('missing')).toHaveCount(0)
  await expect(page.getByTestId('publish')).toBeEnabled()
  await expect(page.getByTestId('publish')).toHaveText('支付 10 金幣並刊登')
  await shot(page, testInfo, 'first-day-03-sell-filled')
  await page.getByTestId('publish').click()
  await expect(page).toHaveURL(/\/goodsDetail\?goodsId=\d+/)
  await expect(page.getByTestId('detail-price')).toHaveText('HK$1,800')
  await expect(page.getByTestId('detail-stations')).toContainText('九龍塘')
  // Seven paid days read seven.
  await expect(page.getByTestId('goods-detail')).toContainText('7 日')

  // 3. Share it: WhatsApp with the link, or copy the link.
  const goodsUrl = page.url()
  await page.getByTestId('share-button').click()
  await expect(page.getByTestId('share-whatsapp')).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/)
  await shot(page, testInfo, 'first-day-04-share')
  await page.getByTestId('share-copy').click()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toContain(new URL(goodsUrl).searchParams.get('goodsId') ?? 'missing')
})

test('on a phone the chat is full screen, with its own way back', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the phone layout')
  const member = await registerViaApi(request, uniqueName('imf'), 'ChatFull1!')
  await page.goto('/')
  await loginThroughDialog(page, member.username, member.password)
  await page.goto('/im')
  await expect(page.getByTestId('talk-list')).toBeVisible()
  // No site header or search bar above the chat on a phone.
  await expect(page.locator('header.header')).toBeHidden()
  await shot(page, testInfo, 'first-day-05-chat-full-screen')
  await page.getByTestId('im-exit').click()
  await expect(page).not.toHaveURL(/\/im/)
  await expect(page.locator('header.header')).toBeVisible()
})
