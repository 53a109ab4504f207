import { expect, test } from '@playwright/test'
import { latestCode, shot, solveSlider, uniqueName } from './helpers.ts'

test('a visitor signs up, logs in, switches language and logs out', async ({ page, request }, testInfo) => {
  const username = uniqueName('e2e')
  const email = `${username}@example.com`
  const password = 'Passw0rd!'

  await page.goto('/')
  await expect(page.getByTestId('header-register')).toBeVisible()
  await shot(page, testInfo, '01-home-zh-Hant')

  await page.getByTestId('header-register').click()
  const form = page.locator('form:has([name="confirmPassword"])')
  await form.locator('[name="username"]').fill(username)
  await form.locator('[name="password"]').fill(password)
  await form.locator('[name="confirmPassword"]').fill(password)
  await form.locator('[name="email"]').fill(email)
  await expect(page.getByTestId('register-submit')).toBeDisabled()
  await shot(page, testInfo, '02-register-form')

  await page.getByTestId('send-code').click()
  await solveSlider(page, request, 'REGISTER')
  await shot(page, testInfo, '03-slider-solved')
  const code = await latestCode(request, email)
  await form.locator('[name="code"]').fill(code)
  await expect(page.getByTestId('register-submit')).toBeDisabled()
  await page.getByTestId('agree-terms').check()
  await page.getByTestId('agree-adult').check()
  await expect(page.getByTestId('register-submit')).toBeEnabled()
  await page.getByTestId('register-submit').click()

  // Back on the login form with the username filled in.
  const loginForm = page.locator('form:has([data-testid="login-submit"])')
  await expect(loginForm.locator('[name="username"]')).toHaveValue(username)
  await loginForm.locator('[name="password"]').fill(password)
  await page.getByTestId('login-submit').click()
  await expect(page.getByTestId('header-avatar')).toBeVisible()
  await shot(page, testInfo, '04-logged-in')

  await page.getByTestId('lang-select').selectOption('en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('link', { name: 'Privacy' }).first()).toBeVisible()
  await shot(page, testInfo, '05-english')

  await page.getByTestId('header-avatar').click()
  await page.getByTestId('menu-logout').click()
  await page.getByTestId('confirm-ok').click()
  await expect(page.getByTestId('header-login')).toBeVisible()
  await shot(page, testInfo, '06-logged-out')
})
