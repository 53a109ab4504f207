import { expect, test } from '@playwright/test'
import { loginThroughDialog, registerViaApi, shot, uniqueName } from './helpers.ts'

test('a member checks in, watches a video for coins and tops up through the sandbox', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000)
  const account = await registerViaApi(request, uniqueName('coin'), 'CoinsPls1')
  await page.goto('/')
  await loginThroughDialog(page, account.username, account.password)

  // Registration paid the welcome coins (10) and the email task's 5.
  const card = page.getByTestId('checkin-card')
  await expect(card.getByTestId('coin-balance')).toContainText('15')
  await expect(card.getByTestId('checkin-slot-1')).toContainText('+1')
  await shot(page, testInfo, 'checkin-before')
  await card.getByTestId('checkin-button').click()
  await expect(card.getByTestId('checkin-button')).toBeDisabled()
  await expect(card.getByTestId('checkin-button')).toHaveText('今日已簽到')
  await expect(card.getByTestId('checkin-slot-1')).toHaveClass(/received/)
  await expect(card.getByTestId('checkin-slot-2')).toContainText('+2')
  await expect(card.getByTestId('coin-balance')).toContainText('16')
  await expect(card.getByTestId('checkin-days')).toContainText('1')
  await shot(page, testInfo, 'checkin-after')

  await page.getByTestId('header-tasks').click()
  await expect(page).toHaveURL(/\/task$/)
  await page.getByTestId('video-start').click()
  const claim = page.getByTestId('video-claim')
  await expect(claim).toBeDisabled()
  await shot(page, testInfo, 'video-watching')
  await expect(claim).toBeEnabled({ timeout: 20_000 })
  await claim.click()
  await expect(page.getByTestId('task-VIDEO')).toContainText('1 / 3')
  await expect(page.getByTestId('coin-balance')).toContainText('18')

  await page.goto('/setting/topup')
  await page.getByTestId('package-coins-100').click()
  await expect(page).toHaveURL(/\/payMent\?paymentId=/)
  await expect(page.getByTestId('checkout-status')).toHaveText('等待付款')
  await shot(page, testInfo, 'checkout')
  await page.getByTestId('checkout-pay').click()
  await expect(page.getByTestId('checkout-status')).toHaveText('已付款')

  await page.goto('/setting/point')
  await expect(page.getByTestId('coins-balance')).toContainText('118')
  await expect(page.locator('.ledger li').first()).toContainText('增值')
  await shot(page, testInfo, 'coins-history')

  // The medal dialog from the profile: four medals, none owned yet (no phone verified).
  await page.goto('/setting')
  await expect(page.getByTestId('profile-coins')).toHaveText('118')
  await page.getByTestId('open-medals').click()
  const medals = page.locator('dialog[aria-label="勳章"]')
  await expect(medals.locator('.medal-grid li')).toHaveCount(4)
  await expect(medals.getByTestId('medal-verifyPhone')).toHaveClass(/unowned/)
  await shot(page, testInfo, 'medal-dialog')
  await page.keyboard.press('Escape')
  await expect(medals).toHaveCount(0)
})
