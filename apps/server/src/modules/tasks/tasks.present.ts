/** Task rows -> API shapes: the invitation page. */
import type { InvitationInfo, Language } from '@kaifong/contract'
import { publicName } from '../members/index.ts'
import type { FriendRow } from './tasks.repo.ts'

export function presentInvitation(
  found: { invitationCode: string; reward: number; friends: FriendRow[] },
  publicUrl: string,
  lang: Language,
): InvitationInfo {
  return {
    invitationCode: found.invitationCode,
    link: `${publicUrl}/SignUp?inviteCode=${found.invitationCode}`,
    reward: found.reward,
    friends: found.friends.map((f) => ({
      nickName: publicName(f.nickName, f.deleted, lang),
      joinTime: f.createdAt.toISOString(),
      phoneVerified: f.phoneVerifiedAt !== null,
      rewarded: f.rewarded,
    })),
  }
}
