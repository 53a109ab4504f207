/** Helpers for journeys: read the dev outbox and slider answers, drag the slider, take screenshots. */
import type { APIRequestContext, Page, TestInfo } from '@playwright/test'

export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 36).toString(36)}`.slice(0, 15)
}

export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-${name}.png`, fullPage: true })
}

/** Solves the open slider captcha the way a person would: drag the handle to the answer. */
export async function solveSlider(page: Page, request: APIRequestContext, type: string): Promise<void> {
  const captcha = page.getByTestId('slider-captcha')
  await captcha.waitFor()
  await page.getByTestId('slider-piece').waitFor()
  const uuid = await page.evaluate(() => localStorage.getItem('uuid'))
  if (!uuid) throw new Error('no device uuid in localStorage')
  const res = await request.get(`/dev/slider/${type}`, { headers: { uuid } })
  const { result } = (await res.json()) as { result: { xPos: number } }
  const handle = page.getByTestId('slider-handle')
  const box = await handle.boundingBox()
  if (!box) throw new Error('slider handle not visible')
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + result.xPos / 2, y, { steps: 5 })
  await page.mouse.move(x + result.xPos, y, { steps: 5 })
  await page.mouse.up()
  await captcha.waitFor({ state: 'detached' })
}

export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const res = await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`, {
      headers: { accept: 'application/json' },
    })
    const body = (await res.json()) as { result: { code: string }[] }
    const code = body.result[0]?.code
    if (code) return code
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`no code was sent to ${to}`)
}

/** Creates an account through the API, the way the sign-up form does (slider, email code). */
export async function registerViaApi(request: APIRequestContext, username: string, password: string) {
  const email = `${username}@example.com`
  const uuid = `e2e-${username}-${Date.now()}`
  const headers = { uuid }
  await request.get('/common/common/slider/REGISTER', { headers })
  const answer = (await (await request.get('/dev/slider/REGISTER', { headers })).json()) as {
    result: { xPos: number }
  }
  await request.post('/common/common/slider/REGISTER', { headers, data: { xPos: answer.result.xPos } })
  const sent = await request.get(`/common/common/email/REGISTER/${encodeURIComponent(email)}`, { headers })
  if (!sent.ok()) throw new Error(`code not sent: ${await sent.text()}`)
  const code = await latestCode(request, email)
  const res = await request.post('/buyer/passport/member/register', {
    data: { username, password, email, code },
  })
  if (!res.ok()) throw new Error(`register failed: ${await res.text()}`)
  return { username, email, password }
}

export async function loginThroughDialog(page: Page, username: string, password: string) {
  await page.getByTestId('header-login').click()
  const form = page.locator('form:has([data-testid="login-submit"])')
  await form.locator('[name="username"]').fill(username)
  await form.locator('[name="password"]').fill(password)
  await page.getByTestId('login-submit').click()
  await page.getByTestId('header-avatar').waitFor()
}
