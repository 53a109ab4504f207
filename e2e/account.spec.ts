import { expect, test } from '@playwright/test'
import { latestCode, loginThroughDialog, registerViaApi, shot, solveSlider, uniqueName } from './helpers.ts'

test('bad input is explained, in the chosen language', async ({ page }, testInfo) => {
  await page.goto('/')
  await page.getByTestId('lang-select').selectOption('en')
  await page.getByTestId('header-register').click()
  const form = page.locator('form:has([name="confirmPassword"])')
  await form.locator('[name="username"]').fill('john..doe')
  await form.locator('[name="password"]').fill('abc')
  await form.locator('[name="confirmPassword"]').fill('abd')
  await form.locator('[name="email"]').fill('not-an-email')
  await form.locator('[name="email"]').blur()
  await expect(form.getByText('Username cannot contain consecutive periods')).toBeVisible()
  await expect(form.getByText('Password must be 6 to 20 characters')).toBeVisible()
  await expect(form.getByText('Invalid email address')).toBeVisible()
  await page.getByTestId('send-code').click()
  await expect(page.getByTestId('slider-captcha')).toHaveCount(0)
  await shot(page, testInfo, 'bad-input-en')

  await form.getByRole('button', { name: 'Log in' }).click()
  const login = page.locator('form:has([data-testid="login-submit"])')
  await login.locator('[name="username"]').fill('nobody_here')
  await login.locator('[name="password"]').fill('wrong-password')
  await page.getByTestId('login-submit').click()
  await expect(login.getByRole('alert')).toHaveText('Wrong username or password')
  await shot(page, testInfo, 'wrong-password-en')
})

test('a member resets a forgotten password and verifies a phone (简体中文)', async ({
  page,
  request,
}, testInfo) => {
  const account = await registerViaApi(request, uniqueName('rst'), 'OldPass1!')
  await page.goto('/')
  await page.getByTestId('lang-select').selectOption('zh-Hans')
  await page.getByTestId('header-login').click()
  await page.getByRole('button', { name: '忘记密码？' }).click()
  await page.locator('#rec-email').fill(account.email)
  await page.getByTestId('send-code').click()
  await solveSlider(page, request, 'FIND_USER')
  await expect(page.getByText('验证码已发送')).toBeVisible()
  await page.locator('#rec-code').fill(await latestCode(request, account.email))
  await page.getByRole('button', { name: '下一步' }).click()
  await page.locator('#rec-password').fill('NewPass2@')
  await page.locator('#rec-confirm').fill('NewPass2@')
  await shot(page, testInfo, 'reset-step2-hans')
  await page.getByRole('button', { name: '确定' }).click()
  await expect(page.getByText('密码已更改，请重新登录。')).toBeVisible()
  await page.getByRole('button', { name: '关闭' }).first().click()

  await loginThroughDialog(page, account.username, 'NewPass2@')
  await page.goto('/setting')
  await expect(page.getByText('未验证')).toBeVisible()
  await page.getByRole('link', { name: '立即验证' }).click()
  await expect(page).toHaveURL(/\/authPhone$/)
  const mobile = `9${String(Date.now()).slice(-7)}`
  await page.locator('#bind-mobile').fill(mobile)
  await page.getByTestId('send-code').click()
  await solveSlider(page, request, 'BIND_MOBILE')
  await expect(page.getByText('验证码已发送')).toBeVisible()
  await page.locator('#bind-code').fill(await latestCode(request, `+852${mobile}`))
  await page.getByTestId('bind-submit').click()
  await expect(page).toHaveURL(/\/setting$/)
  await expect(page.locator('.badge', { hasText: '已验证' })).toBeVisible()
  await expect(page.getByText(`+852 ${mobile.slice(0, 2)}****${mobile.slice(6)}`)).toBeVisible()
  await shot(page, testInfo, 'profile-phone-verified-hans')
})

test('a login-required page sends visitors to the login dialog', async ({ page }) => {
  await page.goto('/setting')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByTestId('auth-dialog')).toBeVisible()
  await expect(page.getByTestId('login-submit')).toBeVisible()
})

test('a wrong email code shows under its field; Esc on the slider keeps the sign-up dialog', async ({
  page,
  request,
}, testInfo) => {
  const username = uniqueName('wcd')
  const email = `${username}@example.com`
  await page.goto('/')
  await page.getByTestId('lang-select').selectOption('en')
  await page.getByTestId('header-register').click()
  const form = page.locator('form:has([name="confirmPassword"])')
  await expect(form.locator('[name="username"]')).toBeFocused()
  await form.locator('[name="username"]').fill(username)
  await form.locator('[name="password"]').fill('Passw0rd!')
  await form.locator('[name="confirmPassword"]').fill('Passw0rd!')
  await form.locator('[name="email"]').fill(email)

  // Esc closes only the slider, not the dialog underneath.
  await page.getByTestId('send-code').click()
  await page.getByTestId('slider-piece').waitFor()
  await expect(page.getByTestId('slider-handle')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('slider-captcha')).toHaveCount(0)
  await expect(page.getByTestId('auth-dialog')).toBeVisible()

  await page.getByTestId('send-code').click()
  await solveSlider(page, request, 'REGISTER')
  await expect(page.getByText('Code sent')).toBeVisible()
  const code = await latestCode(request, email)
  await form.locator('[name="code"]').fill(code === '000000' ? '111111' : '000000')
  await page.getByTestId('agree-terms').check()
  await page.getByTestId('agree-adult').check()
  await page.getByTestId('register-submit').click()
  await expect(form.locator('#reg-code-error')).toHaveText('Wrong verification code')
  await expect(form.locator('[name="code"]')).toBeFocused()
  await shot(page, testInfo, 'wrong-code-en')
})
