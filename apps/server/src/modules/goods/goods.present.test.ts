import { describe, expect, it } from 'vitest'
import { presentCard, presentDetail } from './goods.present.ts'
import type { DetailRow } from './goods.repo.ts'

const now = new Date('2026-11-25T08:00:00Z')
const row: DetailRow = {
  id: 7,
  sellerId: 3,
  categoryId: 12,
  categoryPath: [10, 11, 12],
  name: 'iPhone 14',
  intro: '九成新',
  goodsStatus: 2,
  severalInStock: false,
  price: '1200.00',
  tradingMethods: [1, 2],
  addresses: [{ name: '旺角站', district: 'YAU_TSIM_MONG', detail: 'A1 出口' }],
  meetupStations: ['KOT'],
  meetupDistricts: [],
  meetupNote: 'C 出口',
  meetupAreas: ['KOWLOON_CITY', 'YAU_TSIM_MONG'],
  contacts: [{ type: 'whatsapp', value: '91234567' }],
  chatOnly: false,
  cover: '/media/c.webp',
  marketEnable: 'UPPER',
  openDays: 30,
  openTime: new Date('2026-11-20T00:00:00Z'),
  closeTime: new Date('2026-12-20T00:00:00Z'),
  recommendPoint: 1,
  viewCount: 9,
  collectCount: 4,
  createdAt: new Date('2026-11-19T00:00:00Z'),
  updatedAt: new Date('2026-11-21T00:00:00Z'),
  deletedAt: null,
  storeId: null,
}
const shop = { storeId: null, storeName: '', storeLogo: '', skus: [], skuId: null }

describe('presentDetail', () => {
  it('writes every card field as presentCard does (it does not reuse the card, for speed)', () => {
    const seller = { sellerName: 'Bob', sellerFace: '/f.webp', sellerReviewCount: 3, sellerScoreSum: 14 }
    const parts = { row, ...seller, images: [], categoryPath: [], shop }
    const card = presentCard({ ...row, ...seller, placeStation: 'KOT', placeDistrict: 'KOWLOON_CITY' }, now)
    expect(card).toMatchObject({ sellerScore: '4.7', sellerReviewCount: 3 })
    for (const viewerId of [null, 3, 5]) {
      const detail = presentDetail(
        { ...parts, viewerId, viewerPhoneVerified: true, isCollection: false },
        now,
      )
      expect(Object.keys(detail).slice(0, Object.keys(card).length)).toEqual(Object.keys(card))
      expect(detail).toMatchObject(card)
    }
  })
})

describe('contacts in the detail (docs/product/domain-rules.md, "Contact privacy")', () => {
  const parts = {
    sellerName: 'Bob',
    sellerFace: '',
    sellerReviewCount: 0,
    sellerScoreSum: 0,
    images: [],
    categoryPath: [],
    isCollection: false,
    shop,
  }
  const detailOf = (over: Partial<DetailRow>, viewerId: number | null, viewerPhoneVerified = true) =>
    presentDetail({ ...parts, row: { ...row, ...over }, viewerId, viewerPhoneVerified }, now)

  it('never carries the values: only the kinds, once each', () => {
    const contacts = [
      { type: 'whatsapp' as const, value: '91234567' },
      { type: 'email' as const, value: 'bob@example.com' },
    ]
    const d = detailOf({ contacts }, 5)
    expect(d.contactTypes).toEqual(['whatsapp', 'email'])
    expect(JSON.stringify(d)).not.toContain('91234567')
    expect(JSON.stringify(d)).not.toContain('bob@example.com')
  })

  it('tells each viewer their way to them', () => {
    expect(detailOf({}, null).contactAccess).toBe('LOGIN')
    expect(detailOf({}, 5, false).contactAccess).toBe('VERIFY_PHONE')
    expect(detailOf({}, 5).contactAccess).toBe('REVEAL')
    // The seller, phone or not, in any state.
    expect(detailOf({ marketEnable: 'DOWN' }, 3, false).contactAccess).toBe('REVEAL')
  })

  it('has nothing to reveal on a chat-only listing, one without contacts, or one not live', () => {
    const chatOnly = detailOf({ chatOnly: true, contacts: [] }, 5)
    expect(chatOnly).toMatchObject({ chatOnly: true, contactTypes: [], contactAccess: 'NONE' })
    expect(detailOf({ chatOnly: true, contacts: [] }, 3).contactAccess).toBe('NONE')
    expect(detailOf({ contacts: [] }, 5).contactAccess).toBe('NONE')
    for (const over of [
      { marketEnable: 'SOLD_OUT' as const },
      { marketEnable: 'DOWN' as const },
      { closeTime: new Date('2026-11-25T07:59:59Z') },
    ]) {
      const d = detailOf(over, 5)
      expect(d.contactAccess).toBe('NONE')
      expect(d.contactTypes).toEqual(['whatsapp'])
    }
    expect(detailOf({ marketEnable: 'SOLD_OUT' }, null).contactAccess).toBe('NONE')
  })
})
