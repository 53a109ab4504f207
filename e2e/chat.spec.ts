/**
 * The chat journey (docs/product/chat.md): a buyer on a phone in English and a seller on a desktop
 * in Traditional Chinese talk about one of the seller's listings. Everything the other side does
 * arrives live, without a reload: text, a photo, the read state, and the offer steps up to a
 * deal. The buyer's link is cut while the seller writes twice; back online, both messages show
 * exactly once. Screenshots (both widths, each language) go to /tmp/chat-shots/ for a person to look at.
 */
import { mkdirSync } from 'node:fs'
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { loginThroughDialog, pngImage } from './helpers.ts'

const SHOTS = '/tmp/chat-shots'
const PASSWORD = 'Demo1234!'

/** A listed single-item listing of demo_seller's (陳大文), so that a deal sells it. */
async function sellersListing(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const res = await request.get('/buyer/goods/goods/es?pageSize=100')
  const body = (await res.json()) as {
    result: { records: { id: string; sellerName: string; goodsName: string; label: string }[] }
  }
  for (const card of body.result.records.filter((c) => c.sellerName === '陳大文' && c.label === 'LISTED')) {
    const detail = (await (await request.get(`/buyer/goods/goods/get/${card.id}`)).json()) as {
      result: { severalInStock: boolean }
    }
    if (!detail.result.severalInStock) return { id: card.id, name: card.goodsName }
  }
  throw new Error('demo_seller has no listed single-item listing')
}

async function member(context: BrowserContext, username: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto('/')
  await loginThroughDialog(page, username, PASSWORD)
  return page
}

const snap = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` })

/** The messages in the open conversation whose text is exactly `text`. */
const bubbles = (page: Page, text: string) =>
  page
    .getByTestId('message-log')
    .locator('.msg-text')
    .filter({ hasText: new RegExp(`^${text}$`) })

test('a buyer and a seller chat live, survive a lost connection, and make a deal', async ({
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the journey sets both screen sizes itself')
  test.setTimeout(180_000)
  mkdirSync(SHOTS, { recursive: true })
  const listing = await sellersListing(request)

  const buyerContext = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  })
  await buyerContext.addInitScript(() => localStorage.setItem('lang', 'en'))
  const sellerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const buyer = await member(buyerContext, 'demo_buyer')
    const seller = await member(sellerContext, 'demo_seller')

    // 1. The buyer opens the listing and starts the chat.
    await buyer.goto(`/goodsDetail?goodsId=${listing.id}`)
    await buyer.getByTestId('chat-button').click()
    await expect(buyer).toHaveURL(/\/im\?talkId=\d+$/)
    await expect(buyer.getByTestId('conversation')).toBeVisible()
    await expect(buyer.getByTestId('talk-list')).toHaveCount(0)
    await buyer.getByTestId('composer-text').fill('Hi! Is it still available?')
    await buyer.getByTestId('composer-text').press('Enter')
    await expect(bubbles(buyer, 'Hi! Is it still available\\?')).toHaveCount(1)
    await buyer.getByTestId('composer-file').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: pngImage(96, 64, [204, 49, 40], [27, 154, 170]),
    })
    await expect(buyer.locator('.msg-mine .msg-photo img')).toHaveCount(1)
    await expect(buyer.locator('.msg-pending')).toHaveCount(0)
    await snap(buyer, 'buyer-375-en-sent')

    // 2. The seller's header shows the unread count live; its dropdown opens the talk.
    const badge = seller.getByTestId('chat-badge')
    await expect(seller.getByTestId('chat-badge-count')).toHaveText(/^[1-9]/)
    await badge.click()
    await expect(seller.getByTestId('chat-dropdown')).toBeVisible()
    await snap(seller, 'seller-1280-zh-Hant-dropdown')
    await seller.getByTestId('dropdown-talk').first().click()
    await expect(seller).toHaveURL(/\/im\?talkId=\d+$/)
    await expect(bubbles(seller, 'Hi! Is it still available\\?')).toHaveCount(1)
    await expect(seller.locator('.msg-theirs .msg-photo img')).toHaveCount(1)

    // 3. The buyer's messages are read; the seller's reply arrives live.
    await expect(buyer.getByTestId('message-state').last()).toHaveText('Read')
    await seller.getByTestId('composer-text').fill('仲有呀，旺角交收得唔得？')
    await seller.getByTestId('composer-send').click()
    await expect(bubbles(buyer, '仲有呀，旺角交收得唔得？')).toHaveCount(1)
    await snap(buyer, 'buyer-375-en-reply')

    // 4. The buyer's link drops while the seller writes twice: back online, each shows once.
    await buyerContext.setOffline(true)
    // The page knows the link is gone (and keeps trying): it says so.
    await expect(buyer.getByTestId('link-notice')).toBeVisible()
    await seller.getByTestId('composer-text').fill('offline one')
    await seller.getByTestId('composer-text').press('Enter')
    await seller.getByTestId('composer-text').fill('offline two')
    await seller.getByTestId('composer-text').press('Enter')
    await expect(bubbles(seller, 'offline two')).toHaveCount(1)
    await buyer.waitForTimeout(3000)
    await snap(buyer, 'buyer-375-en-offline')
    await buyerContext.setOffline(false)
    await expect(bubbles(buyer, 'offline two')).toHaveCount(1, { timeout: 20_000 })
    await expect(bubbles(buyer, 'offline one')).toHaveCount(1)
    await expect(buyer.getByTestId('link-notice')).toHaveCount(0)
    await buyer.waitForTimeout(1000)
    await expect(bubbles(buyer, 'offline one')).toHaveCount(1)
    await expect(bubbles(buyer, 'offline two')).toHaveCount(1)

    // 5. Offers: made, declined, made again, accepted.
    await buyer.getByTestId('offer-open').click()
    await expect(buyer.getByTestId('chat-offer-dialog')).toContainText('Make an offer')
    await buyer.getByLabel('Your offer (HK$)').fill('1000')
    await snap(buyer, 'buyer-375-en-offer-dialog')
    await buyer.getByTestId('offer-submit').click()
    await expect(buyer.getByTestId('offer-status')).toContainText('You offered HK$1,000')
    await expect(seller.getByTestId('offer-status')).toContainText('Mary Chan 出價 HK$1,000')
    await seller.getByTestId('action-refuseQuote').click()
    await seller.getByTestId('confirm-ok').click()
    await expect(buyer.getByTestId('offer-open')).toHaveText('Offer again')
    await expect(buyer.getByTestId('event-line').last()).toContainText(
      '陳大文 declined the offer of HK$1,000',
    )
    await buyer.getByTestId('offer-open').click()
    await expect(buyer.getByTestId('chat-offer-dialog')).toContainText('Offer again')
    await buyer.getByLabel('Your offer (HK$)').fill('1100')
    await buyer.getByTestId('offer-submit').click()
    await expect(seller.getByTestId('offer-status')).toContainText('HK$1,100')
    await seller.getByTestId('action-acceptQuote').click()
    await seller.getByTestId('confirm-ok').click()
    await expect(seller.getByTestId('offer-status')).toHaveText('以 HK$1,100 成交')
    await expect(buyer.getByTestId('offer-status')).toHaveText('Deal at HK$1,100')
    await expect(seller.getByTestId('talk-list').locator('.talk-tag').first()).toBeVisible()
    await snap(seller, 'seller-1280-zh-Hant-deal')
    await snap(buyer, 'buyer-375-en-deal')

    // 6. The listing shows sold.
    await buyer.goto(`/goodsDetail?goodsId=${listing.id}`)
    await expect(buyer.getByTestId('state-banner')).toBeVisible()
    await expect(buyer.getByTestId('chat-button')).toBeVisible()

    // 7. Both review each other from the chat; the buyer's review shows on the seller's page.
    await buyer.goto('/im')
    await buyer.getByTestId('talk-link').first().click()
    await buyer.getByTestId('rate-button').click()
    await expect(buyer.getByTestId('rate-dialog')).toBeVisible()
    await buyer.getByTestId('rate-tag1').click()
    await buyer.getByTestId('rate-content').fill('Smooth deal, exactly as described.')
    await snap(buyer, 'buyer-375-en-rate')
    // The seller's bell counts the review's notice as it arrives (over the same socket).
    const bellCount = seller.getByTestId('notice-bell-count')
    await expect(seller.getByTestId('notice-bell')).toBeVisible()
    const before = (await bellCount.count()) ? Number(await bellCount.textContent()) : 0
    await buyer.getByTestId('rate-submit').click()
    await expect(buyer.getByTestId('rate-dialog')).toHaveCount(0)
    await expect(buyer.getByTestId('rate-button')).toHaveCount(0)
    await expect(bellCount).toHaveText(String(before + 1))
    await seller.getByTestId('notice-bell').click()
    await expect(seller.getByTestId('dropdown-notice').first()).toContainText('你收到新評價')
    await expect(seller.getByTestId('dropdown-notice').first()).toContainText('Mary Chan 就')
    await snap(seller, 'seller-1280-zh-Hant-notice')
    await seller.keyboard.press('Escape')
    await expect(seller.getByTestId('notice-dropdown')).toHaveCount(0)
    await seller.getByTestId('rate-button').click()
    await seller.getByTestId('rate-submit').click()
    await expect(seller.getByTestId('rate-dialog')).toHaveCount(0)
    const sellerId = await seller.evaluate(
      () => JSON.parse(localStorage.getItem('userInfo') ?? '{}').id as string,
    )
    await buyer.goto(`/user/seller?id=${sellerId}`)
    await expect(buyer.getByTestId('member-reviews')).toContainText('Smooth deal, exactly as described.')
    await snap(buyer, 'buyer-375-en-seller-page')

    // 8. The buyer's list on the phone, and the seller's page in Simplified Chinese.
    await buyer.goto('/im')
    await expect(buyer.getByTestId('talk-link').first()).toBeVisible()
    await snap(buyer, 'buyer-375-en-list')
    await seller.evaluate(() => localStorage.setItem('lang', 'zh-Hans'))
    await seller.reload()
    await expect(seller.getByTestId('offer-status')).toHaveText('以 HK$1,100 成交')
    await snap(seller, 'seller-1280-zh-Hans-deal')
  } finally {
    await buyerContext.close()
    await sellerContext.close()
  }
})
