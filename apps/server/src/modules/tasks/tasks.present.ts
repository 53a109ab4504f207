/** Task rows -> API shapes: the invitation page. */
import type { InvitationInfo } from '@kaifong/contract'
import type { FriendRow } from './tasks.repo.ts'

export function presentInvitation(
  found: { invitationCode: string; reward: number; friends: FriendRow[] },
  publicUrl: string,
): InvitationInfo {
  return {
    invitationCode: found.invitationCode,
    link: `${publicUrl}/SignUp?inviteCode=${found.invitationCode}`,
    reward: found.reward,
    friends: found.friends.map((f) => ({
      nickName: f.nickName,
      joinTime: f.createdAt.toISOString(),
      phoneVerified: f.phoneVerifiedAt !== null,
      rewarded: f.rewarded,
    })),
  }
}
