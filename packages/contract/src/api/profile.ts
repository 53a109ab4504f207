/**
 * The member's own profile: PUT /buyer/passport/member/editOwn (docs/product/api.md, Account;
 * the rules in docs/product/domain-rules.md, "Profile").
 */
import { HK_DISTRICTS } from '../constants.ts'
import { plainText } from '../validation.ts'
import { z } from '../zod.ts'

export const NICKNAME_MAX = 20
export const BIO_MAX = 200
/** Avatars are stored as a square WebP of this side, cut from the middle of the uploaded photo. */
export const AVATAR_PX = 256

export const nickNameSchema = plainText('profile.nickName.required')
  .trim()
  .min(1, { error: 'profile.nickName.required' })
  .max(NICKNAME_MAX, { error: 'profile.nickName.length' })

/**
 * Line breaks are kept (as \n: a browser's \r\n counts once, as its textarea did), the ends
 * trimmed; the length is checked after both.
 */
export const bioSchema = plainText('field.invalid')
  .overwrite((v) => v.replace(/\r\n?/g, '\n'))
  .trim()
  .max(BIO_MAX, { error: 'profile.bio.length' })

/** One of the 18 districts; '' or null clears it. */
export const profileDistrictSchema = z
  .enum([...HK_DISTRICTS, ''], { error: 'profile.district.invalid' })
  .nullable()
  .transform((v) => (v === '' ? null : v))

/**
 * nickName is required; a field left out keeps its value. `face` is the id (or url) of an image
 * the member uploaded through POST /common/common/upload/file, which the server crops to an
 * AVATAR_PX square; '' removes the avatar; the current face's own url keeps it.
 */
export const editOwnBody = z.object({
  nickName: nickNameSchema,
  bio: bioSchema.optional(),
  district: profileDistrictSchema.optional(),
  face: plainText('field.invalid').trim().max(200, { error: 'field.invalid' }).optional(),
})
export type EditOwnBody = z.input<typeof editOwnBody>
