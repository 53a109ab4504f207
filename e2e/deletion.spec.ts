import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { loginThroughDialog, registerViaApi, shot, submitLogin, uniqueName } from './helpers.ts'

test('a member downloads their data, deletes the account and cannot log in again', async ({
  page,
  request,
}, testInfo) => {
  const username = uniqueName('del')
  await registerViaApi(request, username, 'Start123!')
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
  await page.goto('/')
  await loginThroughDialog(page, username, 'Start123!')
  await page.goto('/setting/delete')
  await expect(page.getByRole('heading', { level: 1, name: 'Delete account' })).toBeVisible()

  // The data first: a JSON file named after the member, holding their account.
  const downloading = page.waitForEvent('download')
  await page.getByTestId('export-data').click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^kaifong-${username}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
  )
  const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    format: string
    profile: { username: string; email: string }
  }
  expect(file.format).toBe('kaifong-account-export')
  expect(file.profile).toMatchObject({ username, email: `${username}@example.com` })
  await expect(page.getByText('Your data has been downloaded')).toBeVisible()

  // The red button waits for the password and the phrase, then asks again.
  const remove = page.getByTestId('delete-submit')
  await expect(remove).toBeDisabled()
  await page.getByLabel('Current password').fill('Start123!')
  await page.getByLabel('Confirmation phrase').fill('DELETE MY ACCOUNT')
  await expect(remove).toBeEnabled()
  await shot(page, testInfo, 'delete-account-en')
  await remove.click()
  await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible()
  await page.getByTestId('confirm-ok').click()

  // Signed out, at home, told so.
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('Your account has been deleted')).toBeVisible()
  await expect(page.getByTestId('header-login')).toBeVisible()
  await shot(page, testInfo, 'account-deleted-en')

  // The right password now hears that the account is gone.
  await page.getByTestId('header-login').click()
  const login = page.locator('form:has([data-testid="login-submit"])')
  await login.locator('[name="username"]').fill(username)
  await login.locator('[name="password"]').fill('Start123!')
  await submitLogin(page)
  await expect(login.getByRole('alert')).toHaveText('This account has been deleted and can no longer log in')
  await shot(page, testInfo, 'login-after-deletion-en')
})
