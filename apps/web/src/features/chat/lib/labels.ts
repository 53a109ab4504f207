/** Small display rules shared by the talk list, the dropdown and the conversation header. */
import { QUOTE_STATUS, type TalkItem } from '@kaifong/contract'

/** The unread badge's text: at most "99+". */
export const countText = (n: number) => (n > 99 ? '99+' : String(n))

/** The listing's state tag key (chat.goods.*), or null while it is listed. */
export function goodsStateKey(state: TalkItem['goodsState']): string | null {
  switch (state) {
    case 'UPPER':
      return null
    case 'SOLD_OUT':
    case 'SOLD_OUT_DOWN':
      return 'chat.goods.sold'
    case 'DOWN':
      return 'chat.goods.down'
    case 'EXPIRED':
      return 'chat.goods.expired'
    case 'DELETED':
      return 'chat.goods.deleted'
  }
}

const QUOTE_KEYS: Record<number, string> = {
  [QUOTE_STATUS.QUOTED]: 'chat.quote.open',
  [QUOTE_STATUS.REJECTED]: 'chat.quote.rejected',
  [QUOTE_STATUS.ACCEPTED]: 'chat.quote.accepted',
  [QUOTE_STATUS.CANCELLED]: 'chat.quote.cancelled',
  [QUOTE_STATUS.CLOSED]: 'chat.quote.closed',
}

/** The latest offer as the list shows it ("Offer HK$1,200", "Deal HK$1,200"…), or null for none. */
export const quoteKey = (item: Pick<TalkItem, 'quote' | 'quoteStatus'>): string | null =>
  item.quote ? (QUOTE_KEYS[item.quoteStatus] ?? null) : null
