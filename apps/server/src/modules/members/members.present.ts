/** Member rows → API shapes. The owner sees their own contact details; nobody else does. */
import type { Language, MemberInfo } from '@kaifong/contract'
import { t } from '../../lib/messages.ts'
import type { MemberRow } from './members.repo.ts'

export function presentSelf(row: MemberRow): MemberInfo {
  return {
    id: String(row.id),
    username: row.username,
    nickName: row.nickName,
    face: row.face,
    bio: row.bio,
    district: row.district,
    email: row.email,
    mobile: row.phoneVerifiedAt ? (row.mobile ?? '') : '',
    countryCode: row.phoneVerifiedAt ? (row.countryCode ?? '') : '',
    phoneVerified: row.phoneVerifiedAt !== null,
    createTime: row.createdAt.toISOString(),
  }
}

/**
 * A member's name as others see it: a deleted account shows as "deleted member" in the viewer's
 * language (its nickname and picture are gone; docs/product/domain-rules.md, "Account deletion").
 */
export function publicName(nickName: string, deleted: boolean, lang: Language): string {
  return deleted ? t(lang, 'member.deleted.name') : nickName
}
