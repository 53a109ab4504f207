/** Request and response bodies of the account endpoints (/buyer/passport/member). */

import { HK_DISTRICTS } from '../constants.ts'
import {
  codeSchema,
  countryCodeSchema,
  emailSchema,
  isValidPhone,
  mobileSchema,
  passwordSchema,
  plainText,
  usernameSchema,
} from '../validation.ts'
import { z } from '../zod.ts'

export const registerBody = z.object({
  username: usernameSchema,
  password: passwordSchema,
  email: emailSchema,
  code: codeSchema,
  invitationCode: plainText().trim().max(32).optional().default(''),
})
export type RegisterBody = z.input<typeof registerBody>

/** Login accepts a username or an email in `username`. */
export const loginBody = z.object({
  username: plainText('username.required').trim().min(1, { error: 'username.required' }).max(254),
  password: z.string({ error: 'password.required' }).min(1, { error: 'password.required' }).max(64),
})
export type LoginBody = z.input<typeof loginBody>

export const tokenPair = z.object({ accessToken: z.string(), refreshToken: z.string() })
export type TokenPair = z.infer<typeof tokenPair>

export const memberInfo = z.object({
  id: z.string(),
  username: z.string(),
  nickName: z.string(),
  face: z.string(),
  /** The profile's self-introduction and district (PUT editOwn, api/profile.ts). */
  bio: z.string(),
  district: z.enum(HK_DISTRICTS).nullable(),
  email: z.string(),
  mobile: z.string(),
  countryCode: z.string(),
  phoneVerified: z.boolean(),
  createTime: z.string(),
})
export type MemberInfo = z.infer<typeof memberInfo>

/**
 * What register answers: the new member's info, as before, plus the token pair of the session it
 * starts on this device, as a login would (docs/product/api.md, Account).
 */
export const registerResult = memberInfo.extend(tokenPair.shape)
export type RegisterResult = z.infer<typeof registerResult>

export const resetByEmailBody = z.object({ email: emailSchema, code: codeSchema })
export const resetPasswordByEmailBody = z.object({ email: emailSchema, password: passwordSchema })

/** Changing the password of a signed-in member: the current one, and a new one that differs. */
export const modifyPassBody = z
  .object({
    password: z.string({ error: 'password.required' }).min(1, { error: 'password.required' }).max(64),
    newPassword: passwordSchema,
  })
  .refine((v) => v.password !== v.newPassword, { error: 'password.same', path: ['newPassword'] })
export type ModifyPassBody = z.input<typeof modifyPassBody>

export const bindMobileBody = z
  .object({ mobile: mobileSchema, code: codeSchema, countryCode: countryCodeSchema })
  .refine((v) => isValidPhone(v.countryCode, v.mobile), { error: 'phone.invalid', path: ['mobile'] })
export type BindMobileBody = z.input<typeof bindMobileBody>
