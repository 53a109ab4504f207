/** Member rows → API shapes. The owner sees their own contact details; nobody else does. */
import type { MemberInfo } from '@kaifong/contract'
import type { MemberRow } from './members.repo.ts'

export function presentSelf(row: MemberRow): MemberInfo {
  return {
    id: String(row.id),
    username: row.username,
    nickName: row.nickName,
    face: row.face,
    email: row.email,
    mobile: row.phoneVerifiedAt ? (row.mobile ?? '') : '',
    countryCode: row.phoneVerifiedAt ? (row.countryCode ?? '') : '',
    phoneVerified: row.phoneVerifiedAt !== null,
    createTime: row.createdAt.toISOString(),
  }
}
