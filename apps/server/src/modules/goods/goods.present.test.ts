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
  contacts: [{ type: 'whatsapp', value: '91234567' }],
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
}

describe('presentDetail', () => {
  it('writes every card field as presentCard does (it does not reuse the card, for speed)', () => {
    const parts = { row, sellerName: 'Bob', sellerFace: '/f.webp', images: [], categoryPath: [] }
    const card = presentCard({ ...row, sellerName: 'Bob', sellerFace: '/f.webp' }, now)
    for (const viewerId of [null, 3, 5]) {
      const detail = presentDetail({ ...parts, viewerId, isCollection: false }, now)
      expect(Object.keys(detail).slice(0, Object.keys(card).length)).toEqual(Object.keys(card))
      expect(detail).toMatchObject(card)
    }
  })
})
