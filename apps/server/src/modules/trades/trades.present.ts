/** Offer rows to API shapes: the member's offers page (docs/product/api.md#chat-and-quotes). */
import type { Language, MyQuote } from '@kaifong/contract'
import { publicName } from '../members/index.ts'
import type { MyQuoteRow } from './trades.repo.ts'

/** One of the member's offers, with the listing and the other member (a deleted one shown as such). */
export function presentMyQuote(r: MyQuoteRow, lang: Language): MyQuote {
  return {
    id: String(r.id),
    talkId: String(r.talkId),
    goodsId: String(r.goodsId),
    goodsName: r.goodsName,
    goodsPicture: r.goodsCover,
    goodsPrice: r.goodsPrice,
    price: r.price,
    status: r.status,
    userId: String(r.otherId),
    name: publicName(r.otherName, r.otherDeleted, lang),
    face: r.otherDeleted ? '' : r.otherFace,
    createTime: r.createdAt.toISOString(),
    updateTime: r.updatedAt.toISOString(),
  }
}
