import type { Language, Notice } from '@kaifong/contract'
import type { NoticeRow } from './notices.repo.ts'

export function presentNotice(row: NoticeRow, lang: Language): Notice {
  return {
    id: String(row.id),
    memberId: String(row.memberId),
    status: row.status,
    noticeType: row.type,
    createTime: row.createdAt.toISOString(),
    operatorName: row.operatorName,
    goodsId: row.goodsId === null ? null : String(row.goodsId),
    goodsName: row.goodsName,
    goodsPicture: row.goodsPicture,
    title: row.title[lang],
    content: row.content[lang],
    pointChangeType: row.pointChangeType,
    link: row.link,
    talkId: row.talkId === null ? null : String(row.talkId),
  }
}
