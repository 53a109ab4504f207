/** Helpers for journeys: read the dev outbox and slider answers, drag the slider, take screenshots. */
import { crc32, deflateSync } from 'node:zlib'
import type { APIRequestContext, Page, TestInfo } from '@playwright/test'

export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 36).toString(36)}`.slice(0, 15)
}

export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-${name}.png`, fullPage: true })
}

/**
 * Solves the open slider captcha the way a person would: drag the handle until the piece sits in
 * the hole. The hole's row is secret too, so the drag moves up or down from the piece's start row.
 */
export async function solveSlider(page: Page, request: APIRequestContext, type: string): Promise<void> {
  const captcha = page.getByTestId('slider-captcha')
  await captcha.waitFor()
  await page.getByTestId('slider-piece').waitFor()
  const uuid = await page.evaluate(() => localStorage.getItem('uuid'))
  if (!uuid) throw new Error('no device uuid in localStorage')
  const res = await request.get(`/dev/slider/${type}`, { headers: { uuid } })
  const { result } = (await res.json()) as { result: { xPos: number; yPos: number } }
  const startY = await page.getByTestId('slider-piece').evaluate((el) => Number.parseFloat(el.style.top))
  const dy = result.yPos - startY
  const handle = page.getByTestId('slider-handle')
  const box = await handle.boundingBox()
  if (!box) throw new Error('slider handle not visible')
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + result.xPos / 2, y + dy / 2, { steps: 5 })
  await page.mouse.move(x + result.xPos, y + dy, { steps: 5 })
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
    result: { xPos: number; yPos: number }
  }
  const { xPos, yPos } = answer.result
  await request.post('/common/common/slider/REGISTER', { headers, data: { xPos, yPos } })
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
  await submitLogin(page)
  await page.getByTestId('header-avatar').waitFor()
}

/**
 * Presses "log in" in the open login dialog. After failures from this address (other journeys try
 * wrong passwords on purpose) the server asks for the slider first: it is solved, and the form
 * sends again by itself. Returns once the dialog has answered (logged in, or an error shown).
 */
export async function submitLogin(page: Page): Promise<void> {
  await page.getByTestId('login-submit').click()
  const form = page.locator('form:has([data-testid="login-submit"])')
  const slider = page.getByTestId('slider-captcha')
  const avatar = page.getByTestId('header-avatar')
  await avatar.or(slider).or(form.getByRole('alert')).first().waitFor()
  if (await avatar.isVisible()) return
  // The alert that asks for the slider may show a moment before the slider itself.
  const asked = await slider.waitFor({ timeout: 2000 }).then(
    () => true,
    () => false,
  )
  if (asked) await solveSlider(page, page.request, 'LOGIN')
}

/** A small PNG (RGB, 8 bit) made here: a diagonal gradient from `from` to `to`, so each photo differs. */
export function pngImage(width: number, height: number, from: Rgb, to: Rgb): Buffer {
  const rows: Buffer[] = []
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3) // filter byte 0, then RGB pixels
    for (let x = 0; x < width; x++) {
      const f = (x + y) / (width + height - 2)
      from.forEach((start, c) => {
        row[1 + x * 3 + c] = Math.round(start + ((to[c] ?? start) - start) * f)
      })
    }
    rows.push(row)
  }
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8)
    head.writeUInt32BE(data.length, 0)
    head.write(type, 4, 'ascii')
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
    return Buffer.concat([head, data, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8) // 8-bit depth, colour type RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
export type Rgb = readonly [number, number, number]

/** Verifies a phone through /authPhone as a member would (SMS code from the dev outbox); pays the task reward. */
export async function verifyPhoneThroughPage(page: Page, request: APIRequestContext): Promise<string> {
  await page.goto('/authPhone')
  const mobile = `9${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`
  await page.locator('#bind-mobile').fill(mobile)
  await page.getByTestId('send-code').click()
  await solveSlider(page, request, 'BIND_MOBILE')
  await page.locator('#bind-code').fill(await latestCode(request, `+852${mobile}`))
  await page.getByTestId('bind-submit').click()
  await page.waitForURL(/\/setting$/)
  return mobile
}
