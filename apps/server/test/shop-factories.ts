/**
 * Shops for API tests (docs/product/shops.md): an application body, and an OPEN shop with its first
 * pickup point written straight to the database (the application and the console's approval are
 * tested in modules/shops).
 */
import type { ShopApplyBody } from '@kaifong/contract'
import { shopAddresses, shops } from '../src/db/schema.ts'
import { addMedia } from './goods-api.ts'
import type { TestApp } from './harness.ts'

/** A valid application of `memberId`, with a logo they uploaded. */
export async function applicationBody(
  h: TestApp,
  memberId: number,
  overrides: Partial<ShopApplyBody> = {},
): Promise<ShopApplyBody> {
  const [logo] = await addMedia(h, memberId)
  return {
    storeName: '阿明二手電器',
    storeLogo: logo as string,
    storeDesc: '旺角二手電器，保用三個月',
    brn: '12345678-000',
    linkName: '陳大文',
    linkPhone: '+852 9123 4567',
    district: 'YAU_TSIM_MONG',
    pickupAddress: '旺角彌敦道 688 號 3 樓',
    ...overrides,
  }
}

/** An OPEN shop of `memberId` with one pickup point. */
export async function createOpenShop(
  h: TestApp,
  memberId: number,
  overrides: Partial<typeof shops.$inferInsert> = {},
) {
  const now = h.clock.now()
  const [shop] = await h.db
    .insert(shops)
    .values({
      memberId,
      status: 'OPEN',
      name: '阿明二手電器',
      logo: '/media/goods/logo.webp',
      intro: '旺角二手電器',
      brn: '12345678',
      contactName: '陳大文',
      contactPhone: '91234567',
      district: 'YAU_TSIM_MONG',
      pickupAddress: '旺角彌敦道 688 號',
      reviewedAt: now,
      ...overrides,
    })
    .returning()
  if (!shop) throw new Error('shop insert failed')
  const [pickup] = await h.db
    .insert(shopAddresses)
    .values({ shopId: shop.id, name: shop.name, district: shop.district, detail: shop.pickupAddress })
    .returning()
  if (!pickup) throw new Error('shop address insert failed')
  return { shop, pickup }
}
