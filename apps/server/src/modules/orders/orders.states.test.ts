/** The order state machine, pure (docs/product/orders.md, "States"). */
import { ORDER_STATUS, ORDER_TAGS } from '@kaifong/contract'
import { describe, expect, it } from 'vitest'
import { afterPaid, buyerActions, mayTake, sellerActions, TRANSITIONS, tagFilter } from './orders.states.ts'

describe('the order state machine', () => {
  it('each step starts from one status and is taken only by its actors', () => {
    expect(
      Object.entries(TRANSITIONS).map(([step, t]) => `${step}: ${t.from} → ${t.to} by ${t.by.join('/')}`),
    ).toEqual([
      'PAY: UNPAID → PAID by BUYER/SYSTEM',
      'TO_SHIP: PAID → UNDELIVERED by SYSTEM',
      'TO_TAKE: PAID → TAKE by SYSTEM',
      'SHIP: UNDELIVERED → DELIVERED by SELLER',
      'RECEIVE: DELIVERED → COMPLETED by BUYER',
      'AUTO_COMPLETE: DELIVERED → COMPLETED by SYSTEM',
      'VERIFY_PICKUP: TAKE → COMPLETED by SELLER',
      'CANCEL: UNPAID → CANCELLED by BUYER',
      'TIMEOUT: UNPAID → CANCELLED by SYSTEM',
    ])
    expect(mayTake('SHIP', 'BUYER')).toBe(false)
    expect(mayTake('RECEIVE', 'SELLER')).toBe(false)
    expect(mayTake('CANCEL', 'SELLER')).toBe(false)
    expect(mayTake('VERIFY_PICKUP', 'SELLER')).toBe(true)
  })

  it('COMPLETED and CANCELLED are final; every status is reachable', () => {
    const froms = new Set<string>(Object.values(TRANSITIONS).map((t) => t.from))
    const tos = new Set(Object.values(TRANSITIONS).map((t) => t.to))
    expect(froms.has('COMPLETED') || froms.has('CANCELLED')).toBe(false)
    for (const s of ORDER_STATUS) if (s !== 'UNPAID') expect(tos.has(s)).toBe(true)
  })

  it('after paying, a pickup waits to be taken and every other way to be shipped', () => {
    expect(afterPaid('PICKUP')).toBe('TO_TAKE')
    for (const way of ['DELIVERY', 'LOCKER', 'CONVENIENCE'] as const) expect(afterPaid(way)).toBe('TO_SHIP')
  })

  it('every status is in exactly one working tab (ALL aside; WAIT_REVIEW narrows COMPLETED)', () => {
    for (const status of ORDER_STATUS) {
      const tabs = ORDER_TAGS.filter(
        (t) => t !== 'ALL' && t !== 'WAIT_REVIEW' && tagFilter(t).statuses?.includes(status),
      )
      expect(tabs.length, status).toBeLessThanOrEqual(1)
    }
    expect(tagFilter('AFTER_SALE').none).toBe(true)
    expect(tagFilter('WAIT_REVIEW')).toEqual({ statuses: ['COMPLETED'], unreviewed: true, none: false })
  })

  it('the actions offered match the steps each side may take', () => {
    expect(buyerActions('UNPAID', 'DELIVERY')).toEqual(['PAY', 'CANCEL'])
    expect(buyerActions('TAKE', 'PICKUP')).toEqual([])
    expect(buyerActions('COMPLETED', 'PICKUP')).toEqual(['DELETE'])
    expect(sellerActions('UNDELIVERED')).toEqual(['SHIP'])
    expect(sellerActions('TAKE')).toEqual(['VERIFY'])
    expect(sellerActions('UNPAID')).toEqual([])
  })
})
