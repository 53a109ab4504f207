/** The signed-in operator as the console sees it (docs/admin.md, `GET /admin/api/passport/me`). */
import type { AdminMe } from '@kaifong/contract/admin'
import { type AdminRole, rightsOf } from '../../lib/admin.ts'
import type { MemberRow } from '../members/index.ts'

export function presentAdminMe(member: MemberRow & { role: AdminRole }): AdminMe {
  return {
    id: String(member.id),
    username: member.username,
    nickName: member.nickName,
    role: member.role,
    rights: rightsOf(member.role),
  }
}
