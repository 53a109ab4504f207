/**
 * Editing one's own profile (docs/product/domain-rules.md, "Profile"): nickname, self-introduction,
 * district and avatar. The avatar is cut from the member's own upload before the transaction (the
 * image work holds no lock); the row is then changed under the member's row lock, so concurrent
 * edits apply one after another and each removes exactly the avatar file it replaced.
 */
import { ErrorCode, type editOwnBody } from '@kaifong/contract'
import type { z } from 'zod'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { findMemberById, lockMember, type MemberRow, type NewMember, updateMember } from '../members/index.ts'
import { imageUnknown, removeAvatar, type StoredAvatar, storeAvatar } from './profile.avatar.ts'
import { ownUpload } from './profile.repo.ts'

export type EditOwnInput = z.output<typeof editOwnBody>

const memberNotFound = () => new AppError(404, ErrorCode.MEMBER_NOT_FOUND, 'member.not.found')

/**
 * The new avatar for `face`: undefined when the face stays as it is (left out, or the current
 * face's own url), '' to remove it, or a new file cut from the member's upload.
 */
async function avatarFor(
  ctx: AppContext,
  member: MemberRow,
  face: string | undefined,
): Promise<StoredAvatar | '' | undefined> {
  if (face === undefined || face === member.face) return undefined
  if (face === '') return ''
  // Another member's upload, a made-up id and a missing one are the same refusal.
  const upload = await ownUpload(ctx.db, member.id, face)
  if (!upload) throw imageUnknown()
  return storeAvatar(ctx.config.DATA_DIR, upload.url, ctx.clock.now())
}

export async function editOwn(ctx: AppContext, memberId: number, input: EditOwnInput): Promise<MemberRow> {
  const member = await findMemberById(ctx.db, memberId)
  if (!member || member.deletedAt) throw memberNotFound()
  const avatar = await avatarFor(ctx, member, input.face)
  const values: Partial<NewMember> = { nickName: input.nickName }
  if (input.bio !== undefined) values.bio = input.bio
  if (input.district !== undefined) values.district = input.district
  if (avatar !== undefined) values.face = avatar === '' ? '' : avatar.url
  let done: { row: MemberRow; replaced: string | null }
  try {
    done = await ctx.db.transaction(async (tx) => {
      if (!(await lockMember(tx, memberId))) throw memberNotFound()
      const before = await findMemberById(tx, memberId)
      // A deletion that won the lock has cleared the profile: an edit must not bring it back.
      if (!before || before.deletedAt) throw memberNotFound()
      const row = await updateMember(tx, memberId, values)
      if (!row) throw memberNotFound()
      return { row, replaced: before.face !== row.face ? before.face : null }
    })
  } catch (err) {
    // Nothing written: the new file goes again when the row could not take it.
    if (avatar) await removeAvatar(ctx.config.DATA_DIR, avatar.url)
    throw err
  }
  if (done.replaced) await removeAvatar(ctx.config.DATA_DIR, done.replaced)
  return done.row
}
