import { type APIRequestContext, expect, test } from '@playwright/test'
import { registerViaApi, shot, solveSlider, uniqueName } from './helpers.ts'

const LOGIN = '/buyer/passport/member/userLogin'

/** A wrong password from a client that passed the login slider (as an attacker with a solver would). */
async function wrongPastSlider(request: APIRequestContext, username: string, n: number): Promise<number> {
  const headers = { uuid: `e2e-lock-${username}-${n}` }
  await request.get('/common/common/slider/LOGIN', { headers })
  const answer = (await (await request.get('/dev/slider/LOGIN', { headers })).json()) as {
    result: { xPos: number; yPos: number }
  }
  await request.post('/common/common/slider/LOGIN', { headers, data: answer.result })
  const res = await request.post(LOGIN, { headers, data: { username, password: `Wrong-guess${n}` } })
  return ((await res.json()) as { code: number }).code
}

test('wrong passwords pause the account, and the login dialog says until when, in each language', async ({
  page,
  request,
}, testInfo) => {
  // Once (on the computer's width): the suite logs in from one address, which may fail 20 times in
  // 15 minutes before it is refused too (docs/decisions.md, "Accounts"); the 375 px look was taken
  // by hand (the dialog is the same).
  test.skip(testInfo.project.name !== 'desktop', 'one account lock per suite run')
  const account = await registerViaApi(request, uniqueName('lck'), 'RightPass1!')
  // Six failures past the slider (an address with earlier failures is asked for it every time):
  // the sixth pauses the account for a minute (docs/decisions.md, "Accounts").
  for (let i = 0; i < 6; i++) expect(await wrongPastSlider(request, account.username, i)).toBe(20010)

  const cases = [
    { lang: 'zh-Hant', says: /密碼錯誤次數太多，此帳戶暫停登入。請於 1 分鐘後（香港時間 \d\d:\d\d）再試/ },
    { lang: 'zh-Hans', says: /密码错误次数太多/ },
    { lang: 'en', says: /Too many wrong passwords: sign-in to this account is paused\. Try again in 1 min/ },
  ]
  await page.goto('/')
  for (const c of cases) {
    await page.getByTestId('lang-select').selectOption(c.lang)
    await page.getByTestId('header-login').click()
    const form = page.locator('form:has([data-testid="login-submit"])')
    await form.locator('[name="username"]').fill(account.username)
    await form.locator('[name="password"]').fill(account.password)
    await page.getByTestId('login-submit').click()
    // Even the right password past the slider is refused while the account is paused.
    if (
      await page
        .getByTestId('slider-captcha')
        .isVisible()
        .catch(() => false)
    ) {
      await solveSlider(page, request, 'LOGIN')
    }
    await expect(form.getByRole('alert')).toHaveText(c.says)
    await shot(page, testInfo, `login-locked-${c.lang}`)
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('login-submit')).toHaveCount(0)
  }
})
