/** The members module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { presentSelf, publicName } from './members.present.ts'
export type { MemberRow, NewMember } from './members.repo.ts'
export {
  findMemberByEmail,
  findMemberById,
  findMemberByInvitationCode,
  findMemberByLogin,
  findTaken,
  findVerifiedPhoneOwner,
  forgetInviter,
  insertMember,
  lockMember,
  updateMember,
} from './members.repo.ts'
