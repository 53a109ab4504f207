import { devices, expect, test } from '@playwright/test'
import { loginThroughDialog, registerViaApi, shot, uniqueName } from './helpers.ts'

test('a member signed in on a computer and a phone sees both and signs the phone out', async ({
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the journey sets both screen sizes itself')
  test.setTimeout(120_000)
  const account = await registerViaApi(request, uniqueName('dev'), 'TwoDevices1')
  const desktopContext = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  // A phone: its user agent and touch screen make the login say clientType H5.
  const phoneContext = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  })
  try {
    const desktop = await desktopContext.newPage()
    await desktop.goto('/')
    await loginThroughDialog(desktop, account.username, account.password)
    const phone = await phoneContext.newPage()
    await phone.goto('/')
    await loginThroughDialog(phone, account.username, account.password)

    // One session per client type: the phone's login did not end the computer's.
    await desktop.goto('/setting/devices')
    const items = desktop.getByTestId('device-item')
    await expect(items).toHaveCount(2)
    await expect(items.first().getByTestId('this-device')).toHaveText('此裝置')
    await expect(items.first()).toContainText('電腦')
    await expect(items.nth(1)).toContainText('手機')
    await expect(items.nth(1)).toContainText('Android')
    await expect(desktop.getByTestId('last-sign-in')).toContainText('上次登入')
    await shot(desktop, testInfo, 'devices-two')

    await items.nth(1).getByTestId('device-sign-out').click()
    await expect(desktop.getByRole('dialog')).toContainText('登出此裝置？')
    await desktop.getByTestId('confirm-ok').click()
    await expect(desktop.locator('.toast-success')).toContainText('已登出該裝置')
    await expect(items).toHaveCount(1)
    await shot(desktop, testInfo, 'devices-signed-out')

    // The phone's next step finds its session ended (20004) and asks it to log in again.
    await phone.goto('/setting')
    await expect(phone.getByTestId('auth-dialog')).toBeVisible()
    await expect(phone.getByTestId('login-submit')).toBeVisible()
    await shot(phone, testInfo, 'devices-phone-signed-out')

    // The computer carries on.
    await desktop.reload()
    await expect(desktop.getByTestId('device-item')).toHaveCount(1)
  } finally {
    await desktopContext.close()
    await phoneContext.close()
  }
})
