import { expect, test } from '@playwright/test'
import { latestCode, shot, solveSlider, uniqueName } from './helpers.ts'

const CASES = [
  { lang: 'zh-Hant', codeSent: '驗證碼已發送', switchTo: 'en', privacy: 'Privacy' },
  { lang: 'en', codeSent: 'Code sent', switchTo: 'zh-Hant', privacy: '私隱政策' },
] as const

for (const c of CASES) {
  test(`a visitor signs up in ${c.lang}, is logged in at once, switches language and logs out`, async ({
    page,
    request,
  }, testInfo) => {
    const username = uniqueName('e2e')
    const email = `${username}@example.com`
    const password = 'Passw0rd!'
    const name = (step: string) => `${c.lang}-${step}`

    await page.goto('/')
    if (c.lang !== 'zh-Hant') await page.getByTestId('lang-select').selectOption(c.lang)
    await expect(page.locator('html')).toHaveAttribute('lang', c.lang)
    await expect(page.getByTestId('header-register')).toBeVisible()
    await shot(page, testInfo, name('01-home'))

    await page.getByTestId('header-register').click()
    const form = page.locator('form:has([name="confirmPassword"])')
    await form.locator('[name="username"]').fill(username)
    await form.locator('[name="password"]').fill(password)
    await form.locator('[name="confirmPassword"]').fill(password)
    await form.locator('[name="email"]').fill(email)
    await expect(page.getByTestId('register-submit')).toBeDisabled()
    await shot(page, testInfo, name('02-register-form'))

    await page.getByTestId('send-code').click()
    await solveSlider(page, request, 'REGISTER')
    await expect(page.getByText(c.codeSent)).toBeVisible()
    await shot(page, testInfo, name('03-code-sent'))
    const code = await latestCode(request, email)
    await form.locator('[name="code"]').fill(code)
    await expect(page.getByTestId('register-submit')).toBeDisabled()
    await page.getByTestId('agree-terms').check()
    await page.getByTestId('agree-adult').check()
    await expect(page.getByTestId('register-submit')).toBeEnabled()
    await page.getByTestId('register-submit').click()

    // Registering logs the new member in: no second trip through the login form.
    await expect(page.getByTestId('auth-dialog')).toHaveCount(0)
    await expect(page.getByTestId('header-avatar')).toBeVisible()
    await shot(page, testInfo, name('04-logged-in'))

    await page.getByTestId('lang-select').selectOption(c.switchTo)
    await expect(page.locator('html')).toHaveAttribute('lang', c.switchTo)
    await expect(page.getByRole('link', { name: c.privacy }).first()).toBeVisible()
    await shot(page, testInfo, name('05-switched'))

    await page.getByTestId('header-avatar').click()
    await page.getByTestId('menu-logout').click()
    await page.getByTestId('confirm-ok').click()
    await expect(page.getByTestId('header-login')).toBeVisible()
    await shot(page, testInfo, name('06-logged-out'))
  })
}
