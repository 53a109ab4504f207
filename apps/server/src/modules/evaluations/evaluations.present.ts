/** Review rows to API shapes (packages/contract/src/api/evaluations.ts). */
import type { Evaluation, Language, ToBeEvaluated } from '@kaifong/contract'
import { publicName } from '../members/index.ts'
import type { ReviewRow, WaitingRow } from './evaluations.repo.ts'

export function presentEvaluation(row: ReviewRow, lang: Language): Evaluation {
  return {
    id: String(row.id),
    memberId: String(row.memberId),
    memberName: publicName(row.memberName, row.memberDeleted, lang),
    memberFace: row.memberDeleted ? '' : row.memberFace,
    memberDeleted: row.memberDeleted,
    member2Id: String(row.member2Id),
    member2Name: publicName(row.member2Name, row.member2Deleted, lang),
    member2Deleted: row.member2Deleted,
    role: row.role,
    goodsId: String(row.goodsId),
    goodsName: row.goodsName,
    goodsPicture: row.goodsCover,
    talkId: String(row.talkId),
    content: row.content,
    serviceScore: row.serviceScore,
    tag1: row.tag1,
    tag2: row.tag2,
    tag3: row.tag3,
    tag4: row.tag4,
    tag5: row.tag5,
    createTime: row.createdAt.toISOString(),
  }
}

/** A deal waiting for `viewerId`'s review; `role` is the other member's, the one to be reviewed. */
export function presentWaiting(row: WaitingRow, viewerId: number, lang: Language): ToBeEvaluated {
  const buyer = row.buyerId === viewerId
  return {
    talkId: String(row.talkId),
    goodsId: String(row.goodsId),
    goodsName: row.goodsName,
    goodsPicture: row.goodsCover,
    price: row.price,
    member2Id: String(buyer ? row.sellerId : row.buyerId),
    name: publicName(row.otherName, row.otherDeleted, lang),
    face: row.otherDeleted ? '' : row.otherFace,
    role: buyer ? 'SELLER' : 'BUYER',
    dealTime: row.createdAt.toISOString(),
  }
}
