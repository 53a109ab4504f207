/** Order reviews as the server shows them (packages/contract/src/api/order-reviews.ts), for the web tests. */
import type { ItemToReviewView, OrderReviewView } from '@kaifong/contract'

export function itemToReview(over: Partial<ItemToReviewView> = {}): ItemToReviewView {
  return {
    orderSn: 'O2026112800000001',
    itemId: '11',
    goodsId: '7',
    goodsName: 'Rice cooker',
    specs: 'White',
    image: '/media/goods/cooker.webp',
    price: '399.00',
    num: 1,
    completedTime: '2026-11-27T10:00:00+08:00',
    ...over,
  }
}

export function orderReview(over: Partial<OrderReviewView> = {}): OrderReviewView {
  return {
    id: '5',
    orderSn: 'O2026112800000001',
    itemId: '11',
    goodsId: '7',
    goodsName: 'Rice cooker',
    specs: 'White',
    image: '/media/goods/cooker.webp',
    score: 4,
    content: '煮飯好香',
    photos: [],
    memberName: 'Mary',
    memberFace: '',
    createTime: '2026-11-28T10:00:00+08:00',
    ...over,
  }
}
