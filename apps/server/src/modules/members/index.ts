/** The members module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { presentSelf, publicName } from './members.present.ts'
export type { MemberRow, NewMember } from './members.service.ts'
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
  setBanned,
  setPasswordResetRequired,
  setUnbanned,
  updateMember,
} from './members.service.ts'
