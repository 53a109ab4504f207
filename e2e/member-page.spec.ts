import { expect, test } from '@playwright/test'
import { shot } from './helpers.ts'

interface Card {
  id: string
  sellerId: string
  sellerName: string
  sellerScore: string
  sellerReviewCount: number
}

test('a visitor sees the seller’s score on a card and the listing, shares the listing, and opens the seller’s page without logging in', async ({
  page,
  context,
  request,
}, testInfo) => {
  // No share sheet here (as on most desktops): the menu's WhatsApp and "copy link".
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share')
  })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  // A demo listing whose seller has reviews (the demo data reviews a few deals).
  const popular = await request.get('/buyer/goods/goods/Popular?pageSize=50')
  const cards = (await popular.json()).result.records as Card[]
  const reviewed = cards.find((c) => c.sellerReviewCount > 0)
  if (!reviewed) throw new Error('no demo seller with reviews')
  const shown = `★ ${reviewed.sellerScore} (${reviewed.sellerReviewCount})`

  // The card in the seller's listings, then the listing's seller card, say the same.
  await page.goto(`/goodsDetail?goodsId=${reviewed.id}`)
  const seller = page.getByTestId('seller-card')
  await expect(seller.getByTestId('seller-score')).toContainText(
    `${reviewed.sellerScore} (${reviewed.sellerReviewCount})`,
  )

  // Share: the menu from the keyboard, copy link, a toast.
  const share = page.getByTestId('share-button')
  await share.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu.getByTestId('share-whatsapp')).toBeFocused()
  await expect(menu.getByTestId('share-whatsapp')).toHaveAttribute(
    'href',
    new RegExp(
      `^https://wa\\.me/\\?text=.*${encodeURIComponent(`goodsDetail?goodsId=${reviewed.id}`).replace(/[?]/g, '\\?')}`,
    ),
  )
  await shot(page, testInfo, 'share-menu')
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByTestId('share-copy')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('.toast')).toContainText('已複製連結')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    new URL(`/goodsDetail?goodsId=${reviewed.id}`, page.url()).href,
  )
  await expect(share).toBeFocused()

  // The seller's page: public, the same score, their listings' cards carry it too.
  await seller.getByRole('link', { name: '查看賣家主頁' }).click()
  await expect(page).toHaveURL(new RegExp(`/user/.+\\?id=${reviewed.sellerId}$`))
  const member = page.getByTestId('member-page')
  await expect(member.getByRole('heading', { level: 1 })).toHaveText(reviewed.sellerName)
  await expect(member.getByTestId('seller-score')).toContainText(
    `${reviewed.sellerScore} (${reviewed.sellerReviewCount})`,
  )
  await expect(member.getByTestId('review-average')).toHaveText(reviewed.sellerScore)
  // Every card there is theirs, with their score.
  await expect(member.getByTestId('goods-seller-score').first()).toContainText(shown)
  await expect(page.getByTestId('login-submit')).toHaveCount(0)
  await expect(page.getByText('登入後即可開啟這個頁面')).toHaveCount(0)
  await shot(page, testInfo, 'member-page-visitor')
})
