/**
 * What the offer area shows for a talk and a side (docs/product/chat.md, "Offers" and "Deals"):
 * one status line and the buttons that side may use now. Kept apart from the buttons so the
 * rules read in one place and are tested on their own.
 */
import { QUOTE_STATUS, type TalkDetail } from '@kaifong/contract'

/** The offer dialog's kind, as the docs name them: make (0), edit the open one (1), offer again (2). */
export type OfferType = 0 | 1 | 2

export interface OfferArea {
  /** A chat.offer.* key and its price, or null for no line. */
  status: { key: string; price: string } | null
  /** The buyer's offer button, by the dialog it opens. */
  offer: OfferType | null
  withdraw: boolean
  /** The seller's accept and decline. */
  answer: boolean
  askCancel: boolean
  /** The other side asked to cancel the deal: agree or refuse. */
  answerCancel: boolean
  /** I asked to cancel: waiting for the other side. */
  waitingCancel: boolean
  /** Rating the other side is possible (shown only when the app supplies the dialog). */
  rate: boolean
}

const NOTHING: OfferArea = {
  status: null,
  offer: null,
  withdraw: false,
  answer: false,
  askCancel: false,
  answerCancel: false,
  waitingCancel: false,
  rate: false,
}

export function offerArea(talk: TalkDetail, me: string): OfferArea {
  const quote = talk.currentQuote
  const deal = talk.deal
  const buyer = talk.myRole === 'BUYER'
  const listed = talk.goodsState === 'UPPER'
  if (deal?.status === 'ACTIVE') {
    const asker = deal.cancelAskedBy
    const reviewed = deal.reviewedByMe || deal.reviewedByOther
    return {
      ...NOTHING,
      status: { key: 'chat.offer.deal', price: deal.price },
      askCancel: asker === '' && !reviewed,
      answerCancel: asker !== '' && asker !== me,
      waitingCancel: asker === me,
      rate: !deal.reviewedByMe,
    }
  }
  const again: OfferType | null = buyer && listed ? 2 : null
  if (deal?.status === 'CANCELLED' && quote?.status === QUOTE_STATUS.ACCEPTED) {
    return { ...NOTHING, status: { key: 'chat.offer.dealCancelled', price: deal.price }, offer: again }
  }
  if (!quote) return { ...NOTHING, offer: buyer && listed ? 0 : null }
  const price = quote.price
  switch (quote.status) {
    case QUOTE_STATUS.QUOTED:
      return buyer
        ? {
            ...NOTHING,
            status: { key: 'chat.offer.mineOpen', price },
            offer: listed ? 1 : null,
            withdraw: true,
          }
        : { ...NOTHING, status: { key: 'chat.offer.theirsOpen', price }, answer: true }
    case QUOTE_STATUS.REJECTED:
      return { ...NOTHING, status: { key: 'chat.offer.rejected', price }, offer: again }
    case QUOTE_STATUS.CANCELLED:
      return { ...NOTHING, status: { key: 'chat.offer.cancelled', price }, offer: again }
    case QUOTE_STATUS.CLOSED:
      return { ...NOTHING, status: { key: 'chat.offer.closed', price }, offer: again }
    default:
      return { ...NOTHING, offer: again }
  }
}
