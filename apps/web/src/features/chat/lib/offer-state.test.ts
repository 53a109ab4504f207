import { QUOTE_STATUS, type TalkDetail } from '@kaifong/contract'
import { describe, expect, it } from 'vitest'
import { talkDetail } from '../../../testing/factories.ts'
import { offerArea } from './offer-state.ts'

const quote = (status: number) => ({
  id: '40',
  price: '1200.00',
  status,
  createTime: '2025-01-10T10:00:00+08:00',
  updateTime: '2025-01-10T10:00:00+08:00',
})
const deal = (over: Partial<NonNullable<TalkDetail['deal']>> = {}) => ({
  id: '50',
  price: '1200.00',
  status: 'ACTIVE' as const,
  cancelAskedBy: '',
  reviewedByMe: false,
  reviewedByOther: false,
  createTime: '2025-01-10T10:00:00+08:00',
  ...over,
})
const buyer = (over: Partial<TalkDetail> = {}) => offerArea(talkDetail(over), '1')
const seller = (over: Partial<TalkDetail> = {}) => offerArea(talkDetail({ myRole: 'SELLER', ...over }), '9')

describe('the offer area', () => {
  it('lets the buyer make (0), edit (1) or re-make (2) an offer, and withdraw the open one', () => {
    expect(buyer()).toMatchObject({ offer: 0, withdraw: false, status: null })
    expect(buyer({ currentQuote: quote(QUOTE_STATUS.QUOTED) })).toMatchObject({
      offer: 1,
      withdraw: true,
      answer: false,
      status: { key: 'chat.offer.mineOpen', price: '1200.00' },
    })
    for (const status of [QUOTE_STATUS.REJECTED, QUOTE_STATUS.CANCELLED, QUOTE_STATUS.CLOSED])
      expect(buyer({ currentQuote: quote(status) }).offer).toBe(2)
  })

  it('offers nothing on a listing that is no longer listed', () => {
    expect(buyer({ goodsState: 'SOLD_OUT' }).offer).toBeNull()
    expect(buyer({ goodsState: 'EXPIRED', currentQuote: quote(QUOTE_STATUS.REJECTED) }).offer).toBeNull()
  })

  it('lets the seller accept or decline an open offer, and nothing else', () => {
    expect(seller()).toMatchObject({ offer: null, answer: false })
    expect(seller({ currentQuote: quote(QUOTE_STATUS.QUOTED) })).toMatchObject({
      offer: null,
      answer: true,
      withdraw: false,
      status: { key: 'chat.offer.theirsOpen' },
    })
  })

  it('after a deal: both may ask to cancel; the other side answers; the asker waits; rating until reviewed', () => {
    const done = { currentQuote: quote(QUOTE_STATUS.ACCEPTED), deal: deal() }
    expect(buyer(done)).toMatchObject({
      status: { key: 'chat.offer.deal' },
      askCancel: true,
      rate: true,
      offer: null,
    })
    expect(seller(done)).toMatchObject({ askCancel: true, rate: true, answer: false })
    const asked = { ...done, deal: deal({ cancelAskedBy: '1' }) }
    expect(buyer(asked)).toMatchObject({ askCancel: false, waitingCancel: true, answerCancel: false })
    expect(seller(asked)).toMatchObject({ askCancel: false, waitingCancel: false, answerCancel: true })
    const reviewed = { ...done, deal: deal({ reviewedByMe: true }) }
    expect(buyer(reviewed)).toMatchObject({ askCancel: false, rate: false })
  })

  it('after a cancelled deal the buyer may offer again', () => {
    expect(
      buyer({ currentQuote: quote(QUOTE_STATUS.ACCEPTED), deal: deal({ status: 'CANCELLED' }) }),
    ).toMatchObject({ status: { key: 'chat.offer.dealCancelled' }, offer: 2 })
  })
})
