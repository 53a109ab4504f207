/**
 * What a notice leads to (docs/product/states-and-notices.md#notices): the listing it is about,
 * the talk of an offer or deal, or the page where the member deals with it; null when the notice
 * itself is all there is.
 */
import { isExternalLink, type Notice, type NoticeType, siteLinkOf } from '@kaifong/contract'
import { paths } from '../../../config/paths.ts'

const PAGE_OF: Partial<Record<NoticeType, string>> = {
  GOODS_EXPIRED: paths.myGoods,
  GOODS_EXPIRED_SOON: paths.myGoods,
  SYSTEM_DOWN_PRODUCT: paths.myGoods,
  SYSTEM_DELETE_PRODUCT: paths.myGoods,
  COMMENTED: `${paths.evaluate}?tab=received`,
  SYSTEM_POINT_CHANGE: paths.coins,
}

/** Notices about someone else's action on a listing lead to the listing itself. */
const ABOUT_LISTING: readonly NoticeType[] = ['COLLECTED', 'GOODS_FEEDBACK', 'GOODS_FEEDBACK_DOWN']

/** Offers and deals lead to their talk in the chat. */
const ABOUT_TALK: readonly NoticeType[] = ['QUOTE_RECEIVED', 'QUOTE_ACCEPTED', 'DEAL_CANCEL_ASKED']

export function noticeTarget(
  notice: Pick<Notice, 'noticeType' | 'goodsId'> & Partial<Pick<Notice, 'talkId' | 'link'>>,
): string | null {
  const type = notice.noticeType as NoticeType
  if (type === 'SAVED_SEARCH') return ownPath(notice.link) ?? paths.savedSearches
  // A shop application's decision: the new shop's page, or /shopEntry to apply again.
  if (type === 'SHOP_APPROVED' || type === 'SHOP_REFUSED') return ownPath(notice.link) ?? paths.shopEntry
  // Orders: the buyer's OrderDetail?sn= or the shop's StoreOrder?sn=; withdrawals: the wallet.
  if (type.startsWith('ORDER_')) return ownPath(notice.link)
  if (type.startsWith('WALLET_')) return ownPath(notice.link) ?? paths.wallet
  if (ABOUT_TALK.includes(type)) return notice.talkId ? paths.im({ talkId: notice.talkId }) : paths.im()
  if (ABOUT_LISTING.includes(type)) return notice.goodsId ? paths.goodsDetail(notice.goodsId) : null
  return PAGE_OF[type] ?? null
}

/** A saved search's notice leads to its results: a path on this site, never elsewhere. */
function ownPath(link: string | null | undefined): string | null {
  const path = link ? siteLinkOf(link) : null
  return path && !isExternalLink(path) ? path : null
}

/** The i18n key of a notice type's label (every type has one in notices.type.*). */
export const typeLabelKey = (type: string) => `notices.type.${type}`
