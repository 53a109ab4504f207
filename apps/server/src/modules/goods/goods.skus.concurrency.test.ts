import { describe, expect, it } from 'vitest'
import { createCategoryPath } from '../../../test/goods-factories.ts'
import { useTestApp } from '../../../test/harness.ts'
import { listShopGoods, shopSeller, skuRowsOf } from '../../../test/sku-api.ts'
import { takeStock } from './index.ts'

// Real parallelism needs PostgreSQL (npm run test:pg); on PGlite the same calls run one by one.
const h = useTestApp()

describe('takeStock under concurrency (docs/product/shop-goods.md, "Stock")', () => {
  it('50 parallel takes of 1 on a SKU with stock 10, each in its own transaction: exactly 10 succeed, stock 0', async () => {
    const s = await shopSeller(h)
    const d = await listShopGoods(h, s, await createCategoryPath(h), [
      { specs: [{ name: '款', value: 'A' }], price: '10', stock: 10 },
    ])
    const skuId = Number(d.skus[0]?.id)
    const results = await Promise.all(
      Array.from({ length: 50 }, () => h.db.transaction((tx) => takeStock(tx, skuId, 1))),
    )
    expect(results.filter(Boolean)).toHaveLength(10)
    const [row] = await skuRowsOf(h, d.id)
    expect([row?.stock, row?.sold]).toEqual([0, 10])
  }, 120_000)
})
