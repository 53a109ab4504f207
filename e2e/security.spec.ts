/**
 * The security centre (/setting/security): a member with a verified phone changes the email and
 * then the phone, each in two steps with codes read from the dev outbox; the page shows the new
 * values masked, and the old address is told of the change.
 */
import { expect, type Page, test } from '@playwright/test'
import {
  latestCode,
  loginThroughDialog,
  registerViaApi,
  shot,
  solveSlider,
  uniqueName,
  verifyPhoneThroughPage,
} from './helpers.ts'

const PASSWORD = 'Passw0rd!'

const randomMobile = () =>
  `6${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`
const maskedEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@')
  return local.length <= 3
    ? `${local.slice(0, 1)}***@${domain}`
    : `${local.slice(0, 2)}***${local.slice(-2)}@${domain}`
}
const maskedHkPhone = (mobile: string) => `+852 ${mobile.slice(0, 2)}****${mobile.slice(6)}`

/** Sends a code from the open dialog: its button, then the slider. */
async function sendCode(
  page: Page,
  dialog: string,
  request: Parameters<typeof solveSlider>[1],
  type: string,
) {
  await page.getByTestId(dialog).getByTestId('send-code').click()
  await solveSlider(page, request, type)
}

test('a member changes the email and the phone in the security centre', async ({
  page,
  request,
}, testInfo) => {
  const account = await registerViaApi(request, uniqueName('sec'), PASSWORD)
  await page.goto('/')
  await loginThroughDialog(page, account.username, PASSWORD)
  // A phone is bound first (/authPhone): only a verified phone can be changed.
  const mobile = await verifyPhoneThroughPage(page, request)

  await page.goto('/setting/security')
  await expect(page.getByTestId('security-email')).toHaveText(maskedEmail(account.email))
  await expect(page.getByTestId('security-phone')).toHaveText(maskedHkPhone(mobile))
  await shot(page, testInfo, 'security-centre')

  // Email, step 1: a code to the current address.
  await page.getByTestId('change-email').click()
  await sendCode(page, 'change-email-dialog', request, 'CHANGE_EMAIL')
  await page.locator('#email-old-code').fill(await latestCode(request, account.email))
  await page.getByTestId('email-verify-submit').click()
  // Step 2: the new address and its own code.
  const newEmail = `${uniqueName('new')}@example.com`
  await page.locator('#email-new').fill(newEmail)
  await sendCode(page, 'change-email-dialog', request, 'CHANGE_EMAIL')
  await page.locator('#email-new-code').fill(await latestCode(request, newEmail))
  await shot(page, testInfo, 'security-email-step2')
  await page.getByTestId('email-reset-submit').click()
  await expect(page.getByTestId('change-email-dialog')).toHaveCount(0)
  await expect(page.getByText('電郵地址已更改')).toBeVisible()
  await expect(page.getByTestId('security-email')).toHaveText(maskedEmail(newEmail))

  // The old address got the notice, in the member's language, without the new address in full.
  const mailed = await request.get(`/dev/outbox?to=${encodeURIComponent(account.email)}`, {
    headers: { accept: 'application/json' },
  })
  const [notice] = ((await mailed.json()) as { result: { subject: string; text: string }[] }).result
  expect(notice?.subject).toContain('你的電郵地址已更改')
  expect(notice?.text).toContain(maskedEmail(newEmail))
  expect(notice?.text).not.toContain(newEmail)

  // Phone, step 1: an SMS code to the current number; step 2: the new number and its code.
  await page.getByTestId('change-phone').click()
  await sendCode(page, 'change-phone-dialog', request, 'CHANGE_MOBILE')
  await page.locator('#phone-old-code').fill(await latestCode(request, `+852${mobile}`))
  await page.getByTestId('phone-verify-submit').click()
  const newMobile = randomMobile()
  await page.locator('#phone-new').fill(newMobile)
  await sendCode(page, 'change-phone-dialog', request, 'CHANGE_MOBILE')
  await page.locator('#phone-new-code').fill(await latestCode(request, `+852${newMobile}`))
  await page.getByTestId('phone-reset-submit').click()
  await expect(page.getByTestId('change-phone-dialog')).toHaveCount(0)
  await expect(page.getByText('手機號碼已更改')).toBeVisible()
  await expect(page.getByTestId('security-phone')).toHaveText(maskedHkPhone(newMobile))
  await shot(page, testInfo, 'security-changed')

  // After a reload the page shows what the server holds.
  await page.reload()
  await expect(page.getByTestId('security-email')).toHaveText(maskedEmail(newEmail))
})
