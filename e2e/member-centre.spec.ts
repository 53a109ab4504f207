/**
 * The member centre /home/:name, the side drawer, the fixed bar and "cannot view own info"
 * (docs/product/screens.md, "Member centre", "Side bar drawer", "Fixed bar").
 */
import { expect, type Page, test } from '@playwright/test'
import { loginThroughDialog, registerViaApi, shot, submitLogin, uniqueName } from './helpers.ts'

/** The signed-in member's id, as the web app keeps it. */
const ownId = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { id?: string }).id ?? '')

test('the side drawer offers visitors log in, categories, language and help, then leads the member to their own pages (375 px)', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the phone’s menu button')
  const account = await registerViaApi(request, uniqueName('drw'), 'Drawer123!')
  await page.goto('/')
  const menu = page.getByTestId('header-drawer')
  // One header row at 375 px: the menu button, the logo and "Sell" side by side.
  const rowOf = async (testId: string) => (await page.getByTestId(testId).boundingBox())?.y ?? -1
  expect(Math.abs((await rowOf('header-drawer')) - (await rowOf('header-sell')))).toBeLessThan(8)

  await menu.click()
  const drawer = page.getByTestId('side-drawer')
  await expect(drawer).toBeVisible()
  await expect(drawer.getByTestId('drawer-login-prompt')).toContainText('登入或註冊')
  // Visitors browse from it too: the top categories, the language switch and help.
  await expect(drawer.getByTestId('drawer-categories').getByRole('link').first()).toBeVisible()
  await expect(drawer.getByTestId('lang-select')).toBeVisible()
  await expect(drawer.getByTestId('drawer-help')).toBeVisible()
  // Sub-pixel layout (the slide-in transform) can report 300.00001: compare whole pixels.
  expect(Math.round((await drawer.boundingBox())?.width ?? 999)).toBeLessThanOrEqual(300)
  await shot(page, testInfo, 'drawer-visitor')
  await page.keyboard.press('Escape')
  await expect(drawer).toHaveCount(0)
  await expect(menu).toBeFocused()

  await menu.click()
  await page.getByTestId('drawer-login').click()
  await expect(page.getByTestId('side-drawer')).toHaveCount(0)
  const form = page.locator('form:has([data-testid="login-submit"])')
  await form.locator('[name="username"]').fill(account.username)
  await form.locator('[name="password"]').fill(account.password)
  await submitLogin(page)
  await page.getByTestId('header-avatar').waitFor()
  // Still one row with the member's icons.
  expect(Math.abs((await rowOf('header-drawer')) - (await rowOf('header-avatar')))).toBeLessThan(8)

  await menu.click()
  await expect(drawer.getByTestId('drawer-centre')).toBeFocused()
  await expect(drawer.getByTestId('drawer-assets')).toBeVisible()
  await expect(drawer.getByTestId('drawer-footprints')).toBeVisible()
  await expect(drawer.getByTestId('drawer-favourites')).toBeVisible()
  await shot(page, testInfo, 'drawer-member')
  await page.keyboard.press('Escape')
  await expect(drawer).toHaveCount(0)
  await menu.click()
  await drawer.getByTestId('drawer-footprints').click()
  await expect(page).toHaveURL(new RegExp(`/home/${account.username}/MyTracks$`))
  await expect(page.getByTestId('tracks-page')).toBeVisible()

  // The header's links phones have no room for are in the avatar menu.
  await page.getByTestId('header-avatar').click()
  await expect(page.getByTestId('menu-tasks')).toBeVisible()
  await page.getByTestId('menu-evaluate').click()
  await expect(page).toHaveURL(/\/setting\/evaluate$/)
})

test('the member centre: its pages under /home/<name>, always one’s own, /setting kept', async ({
  page,
  request,
}, testInfo) => {
  const account = await registerViaApi(request, uniqueName('ctr'), 'Centre123!')
  await page.goto('/')
  await loginThroughDialog(page, account.username, account.password)

  await page.goto(`/home/${account.username}/MsgList`)
  await expect(page.getByTestId('notices-page')).toBeVisible()
  const nav = page.locator('nav.settings-nav')
  await expect(nav.getByRole('link', { name: '通知' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: '瀏覽紀錄' })).toHaveAttribute(
    'href',
    `/home/${account.username}/MyTracks`,
  )
  await shot(page, testInfo, 'centre-msglist')

  // Someone else's name (or any other) is one's own centre, on the same page.
  await page.goto('/home/demo_seller/MyTracks')
  await expect(page).toHaveURL(new RegExp(`/home/${account.username}/MyTracks$`))
  await expect(page.getByTestId('tracks-page')).toBeVisible()

  await page.goto(`/home/${account.username}/AddAddress`)
  await expect(page.getByTestId('address-form')).toBeVisible()
  await page.goto(`/home/${account.username}/Favorites`)
  await expect(page.getByTestId('collect-page')).toBeVisible()
  await page.goto(`/home/${account.username}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await shot(page, testInfo, 'centre-home')

  // The old addresses still work.
  await page.goto('/setting/tracks')
  await expect(page.getByTestId('tracks-page')).toBeVisible()

  // "My home" in the avatar menu is the centre, not one's own public page.
  await page.getByTestId('header-avatar').click()
  await page.getByTestId('menu-home').click()
  await expect(page).toHaveURL(new RegExp(`/home/${account.username}$`))
})

test('a member cannot view their own information as another member would', async ({
  page,
  request,
}, testInfo) => {
  const account = await registerViaApi(request, uniqueName('own'), 'OwnInfo123!')
  await page.goto('/')
  await loginThroughDialog(page, account.username, account.password)
  await page.goto(`/user/${account.username}?id=${await ownId(page)}`)
  const refused = page.getByTestId('member-own-info')
  await expect(refused).toContainText('你不能以其他會員的身份查看自己的資料')
  await expect(page.getByTestId('member-page')).toHaveCount(0)
  await shot(page, testInfo, 'own-info-refused')
  await refused.getByTestId('member-own-centre').click()
  await expect(page).toHaveURL(new RegExp(`/home/${account.username}$`))
})

test('the fixed bar at 1280 px: shortcuts beside the content, back to top; none on phones or in the chat', async ({
  page,
  request,
}, testInfo) => {
  const bar = page.getByTestId('fixed-bar')
  if (testInfo.project.name === 'mobile') {
    await page.goto('/')
    await expect(page.getByTestId('header-drawer')).toBeVisible()
    await expect(bar).toBeHidden()
    return
  }
  await page.goto('/')
  await expect(bar).toBeVisible()
  // In the page's side margin: clear of the content, which ends 16 px inside .main.
  const contentRight = await page.evaluate(() => {
    const main = document.querySelector('.main')
    if (!main) return 0
    return main.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(main).paddingRight)
  })
  expect((await bar.boundingBox())?.x ?? 0).toBeGreaterThanOrEqual(contentRight)

  // Visitors are asked to log in.
  await page.getByTestId('fixed-messages').click()
  await expect(page.getByTestId('auth-dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('auth-dialog')).toHaveCount(0)

  await expect(page.getByTestId('fixed-top')).toHaveCount(0)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  const top = page.getByTestId('fixed-top')
  await expect(top).toBeVisible()
  await shot(page, testInfo, 'fixed-bar-scrolled')
  await top.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(top).toHaveCount(0)

  const account = await registerViaApi(request, uniqueName('fxb'), 'FixedBar123!')
  await loginThroughDialog(page, account.username, account.password)
  await page.getByTestId('fixed-favourites').click()
  await expect(page).toHaveURL(new RegExp(`/home/${account.username}/Favorites$`))
  await expect(page.getByTestId('collect-page')).toBeVisible()
  await page.goto('/im')
  await expect(page.getByTestId('im-page')).toBeVisible()
  await expect(bar).toHaveCount(0)
})
