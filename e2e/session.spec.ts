import { expect, test } from '@playwright/test'
import { loginThroughDialog, registerViaApi, shot, uniqueName } from './helpers.ts'

test('logging in elsewhere ends the older session with a warning that stays', async ({
  browser,
  request,
}, testInfo) => {
  const account = await registerViaApi(request, uniqueName('two'), 'TwoPlaces1')
  const first = await browser.newContext()
  const second = await browser.newContext()
  try {
    const a = await first.newPage()
    await a.goto('/')
    await loginThroughDialog(a, account.username, account.password)

    // The first browser's chat connection (opened soon after the page) hears of the newer login at
    // once; without a connection its next request would (the server answers 20444 either way).
    await expect(a.getByTestId('chat-badge')).toBeVisible()
    await a.waitForTimeout(3000)
    const b = await second.newPage()
    await b.goto('/')
    await loginThroughDialog(b, account.username, account.password)

    const warning = a.locator('.toast-warning')
    await expect(warning).toContainText('帳號異地登入提醒')
    await expect(warning).toContainText('請立即修改密碼')
    await expect(a.getByTestId('auth-dialog')).toBeVisible()
    await a.waitForTimeout(6000)
    await expect(warning).toBeVisible()
    await shot(a, testInfo, 'replaced-warning')

    await expect(b.getByTestId('header-avatar')).toBeVisible()
    // And a page that needs the session now asks to log in.
    await a.goto('/setting')
    await expect(a.getByTestId('auth-dialog')).toBeVisible()
  } finally {
    await first.close()
    await second.close()
  }
})
