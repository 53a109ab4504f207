/**
 * The member's own profile: the save (PUT /buyer/passport/member/editOwn), which answers the
 * member's info as GET /buyer/passport/member does. The avatar uploads as any photo does
 * (lib/upload.ts `uploadPhoto`).
 */
import type { EditOwnBody, MemberInfo } from '@kaifong/contract'
import { api } from '../../../lib/api.ts'

export const saveProfile = (body: EditOwnBody) =>
  api<MemberInfo>('/buyer/passport/member/editOwn', { method: 'PUT', body, silent: true })
