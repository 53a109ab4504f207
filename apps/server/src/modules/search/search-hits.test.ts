import { describe, expect, it } from 'vitest'
import { createMember } from '../../../test/factories.ts'
import { createCategoryPath, createListing } from '../../../test/goods-factories.ts'
import { useTestApp } from '../../../test/harness.ts'
import { searchTermHits, searchTerms } from '../../db/schema.ts'

// Its own app: the test closes it.
const h = useTestApp()

describe('search hits buffer', () => {
  it('is written when the app closes, not by the search itself', async () => {
    const seller = await createMember(h)
    await createListing(h, seller.id, await createCategoryPath(h), { name: 'Desk lamp' })
    const res = await h.app.inject({ method: 'GET', url: '/buyer/goods/goods/es?goodsName=lamp' })
    expect(res.statusCode).toBe(200)
    expect(await h.db.select().from(searchTerms)).toEqual([])
    await h.app.close()
    expect((await h.db.select().from(searchTerms)).map((r) => [r.term, r.hits])).toEqual([['lamp', 1]])
    expect((await h.db.select().from(searchTermHits)).map((r) => r.searcher)).toEqual(['a:127.0.0.1'])
  })
})
