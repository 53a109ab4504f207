import type { CartAddResult } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createSignedIn } from '../../../test/factories.ts'
import { createCategoryPath } from '../../../test/goods-factories.ts'
import { useTestApp } from '../../../test/harness.ts'
import { cartCall, listShopGoods, shopSeller } from '../../../test/sku-api.ts'
import { cartLines } from '../../db/schema.ts'

// Real parallelism needs PostgreSQL (npm run test:pg); on PGlite the same calls run one by one.
const h = useTestApp()

describe('the cart under concurrency (docs/product/cart.md, "Caps")', () => {
  it('50 parallel adds of the same SKU by one member: one line, its number the sum or the cap, never a 500', async () => {
    const s = await shopSeller(h)
    const path = await createCategoryPath(h)
    const buyer = await createSignedIn(h)
    for (const [stock, num, expected] of [
      [500, 1, 50],
      [30, 1, 30],
      [500, 3, 99],
    ] as const) {
      const g = await listShopGoods(h, s, path, [{ specs: [], price: '1', stock }])
      const skuId = g.skus[0]?.id ?? ''
      const results = await Promise.all(
        Array.from({ length: 50 }, () => cartCall<CartAddResult>(h, buyer, 'POST', '', { skuId, num })),
      )
      expect(results.map((r) => r.status)).toEqual(Array(50).fill(200))
      const lines = await h.db
        .select()
        .from(cartLines)
        .where(eq(cartLines.skuId, Number(skuId)))
      expect(lines.map((l) => l.num)).toEqual([expected])
      expect(Math.max(...results.map((r) => r.body.result.num))).toBe(expected)
    }
  }, 120_000)
})
