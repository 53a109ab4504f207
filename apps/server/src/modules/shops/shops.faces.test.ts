/** What other modules ask of shops (modules/shops/index.ts): a member's shop, open shops, fees, pickup points, scores. */
import { describe, expect, it } from 'vitest'
import { createMember } from '../../../test/factories.ts'
import { useTestApp } from '../../../test/harness.ts'
import { createOpenShop } from '../../../test/shop-factories.ts'
import {
  addShopScore,
  findOpenShop,
  findShopAddress,
  shopAddresses,
  shopOfMember,
  shopsForCheckout,
} from './index.ts'

const h = useTestApp()

describe('the shops face', () => {
  it('shopOfMember answers any status; findOpenShop only an OPEN one', async () => {
    const a = await createMember(h)
    const b = await createMember(h)
    const { shop: open } = await createOpenShop(h, a.id)
    const { shop: applying } = await createOpenShop(h, b.id, { status: 'APPLYING' })
    expect((await shopOfMember(h.db, a.id))?.id).toBe(open.id)
    expect((await shopOfMember(h.db, b.id))?.status).toBe('APPLYING')
    expect(await shopOfMember(h.db, 999999)).toBeNull()
    expect((await findOpenShop(h.db, open.id))?.id).toBe(open.id)
    expect(await findOpenShop(h.db, applying.id)).toBeNull()
    expect(await findOpenShop(h.db, 999999)).toBeNull()
  })

  it('shopsForCheckout gives each found shop’s fees as exact texts', async () => {
    const a = await createMember(h)
    const b = await createMember(h)
    const { shop: s1 } = await createOpenShop(h, a.id, { deliveryFee: '35.50', freeShippingOver: '300.00' })
    const { shop: s2 } = await createOpenShop(h, b.id, { status: 'CLOSED' })
    const fees = await shopsForCheckout(h.db, [s1.id, s2.id, s1.id, 999999])
    expect([...fees.keys()].sort()).toEqual([s1.id, s2.id].sort())
    expect(fees.get(s1.id)).toEqual({
      shopId: s1.id,
      memberId: a.id,
      name: '阿明二手電器',
      logo: '/media/goods/logo.webp',
      deliveryFee: '35.50',
      lockerFee: '20.00',
      convenienceFee: '15.00',
      freeShippingOver: '300.00',
      open: true,
    })
    expect(fees.get(s2.id)?.open).toBe(false)
    expect((await shopsForCheckout(h.db, [])).size).toBe(0)
  })

  it('findShopAddress answers only the shop’s own live point; shopAddresses lists them', async () => {
    const a = await createMember(h)
    const b = await createMember(h)
    const { shop, pickup } = await createOpenShop(h, a.id)
    const { shop: other } = await createOpenShop(h, b.id)
    expect((await findShopAddress(h.db, shop.id, pickup.id))?.detail).toBe('旺角彌敦道 688 號')
    expect(await findShopAddress(h.db, other.id, pickup.id)).toBeNull()
    expect((await shopAddresses(h.db, shop.id)).map((p) => p.id)).toEqual([pickup.id])
  })

  it('addShopScore adds one review of 1–5 to the rating, refusing anything else', async () => {
    const a = await createMember(h)
    const { shop } = await createOpenShop(h, a.id)
    await h.db.transaction(async (tx) => {
      await addShopScore(tx, shop.id, 5)
      await addShopScore(tx, shop.id, 4)
    })
    expect(await shopOfMember(h.db, a.id)).toMatchObject({ scoreSum: 9, reviewCount: 2 })
    for (const bad of [0, 6, 4.5, Number.NaN])
      await expect(addShopScore(h.db, shop.id, bad)).rejects.toThrow(RangeError)
  })
})
