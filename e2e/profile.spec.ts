/**
 * Editing one's profile (/setting/profile): nickname, self-introduction, district and a photo,
 * which the server cuts to a square. The header shows the new name and photo at once, and another
 * member sees them on the public page (one's own id shows the way to one's member centre instead).
 */
import { expect, test } from '@playwright/test'
import { loginThroughDialog, pngImage, registerViaApi, shot, uniqueName } from './helpers.ts'

const PASSWORD = 'Passw0rd!'

test('a member edits their profile and photo; the header and the public page show them', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const account = await registerViaApi(request, uniqueName('prof'), PASSWORD)
  await page.goto('/')
  await loginThroughDialog(page, account.username, PASSWORD)

  await page.goto('/setting')
  await page.getByTestId('edit-profile').click()
  await expect(page).toHaveURL(/\/setting\/profile$/)
  const nickName = `街坊${uniqueName('').slice(-6)}`
  await page.getByTestId('profile-nickname').fill(nickName)
  await page.getByTestId('profile-bio').fill('住在沙田，週末有空。\n可於港鐵站交收。')
  await page.getByTestId('profile-district').selectOption('SHA_TIN')
  // A wide photo: the preview, and then the avatar, keep its middle square.
  await page.getByTestId('avatar-input').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: pngImage(360, 120, [204, 49, 40], [27, 154, 170]),
  })
  await expect(page.getByTestId('avatar-preview').locator('img')).toBeVisible()
  await expect(page.getByTestId('profile-submit')).toBeEnabled()
  await shot(page, testInfo, 'profile-edit')
  await page.getByTestId('profile-submit').click()

  await expect(page).toHaveURL(/\/setting$/)
  await expect(page.getByText('個人資料已更新')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: nickName })).toBeVisible()
  await expect(page.getByTestId('profile-bio')).toContainText('可於港鐵站交收。')
  await expect(page.locator('.profile')).toContainText('沙田區')
  const avatar = page.getByTestId('header-avatar').locator('img')
  await expect(avatar).toHaveAttribute('src', /^\/media\/avatars\/.+\.webp$/)
  await expect(page.getByTestId('header-avatar')).toHaveAttribute('aria-label', new RegExp(nickName))
  const face = (await avatar.getAttribute('src')) ?? ''
  const square = await page.evaluate(async (src) => {
    const img = new Image()
    img.src = src
    await img.decode()
    return [img.naturalWidth, img.naturalHeight]
  }, face)
  expect(square).toEqual([256, 256])
  await shot(page, testInfo, 'profile-saved')

  // Another member looks at the public page.
  const id = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').id as string)
  const other = await registerViaApi(request, uniqueName('look'), PASSWORD)
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined })
  try {
    const visitor = await context.newPage()
    await visitor.goto('/')
    await loginThroughDialog(visitor, other.username, PASSWORD)
    await visitor.goto(`/user/${encodeURIComponent(nickName)}?id=${id}`)
    const card = visitor.locator('.member-profile')
    await expect(card.getByRole('heading', { level: 1 })).toHaveText(nickName)
    await expect(card.getByTestId('member-bio')).toContainText('週末有空')
    await expect(card.getByTestId('member-district')).toHaveText('沙田區')
    await expect(card.locator('img')).toHaveAttribute('src', face)
    await shot(visitor, testInfo, 'profile-public')
  } finally {
    await context.close()
  }
})
