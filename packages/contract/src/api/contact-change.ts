/**
 * Changing the signed-in member's email or phone (POST /buyer/passport/member/resetUserEmail and
 * resetUserMobile; docs/product/api.md, Account): a `verify` step proves the current address or
 * number with its code, then a `reset` step sets the new one with its own code
 * (docs/product/domain-rules.md, "Email and phone change").
 */

import { codeSchema, countryCodeSchema, emailSchema, isValidPhone, mobileSchema } from '../validation.ts'
import { z } from '../zod.ts'
import { memberInfo } from './auth.ts'
import { idSchema } from './common.ts'

export const CONTACT_CHANGE_STEPS = ['verify', 'reset'] as const
export type ContactChangeStep = (typeof CONTACT_CHANGE_STEPS)[number]

/**
 * Without `step` the server tells the steps apart as the original product's calls need: the
 * member's current value is the verify step, any other the reset step.
 */
const stepSchema = z.enum(CONTACT_CHANGE_STEPS, { error: 'field.invalid' }).optional()

/** The original product sends the member's own id; an empty one counts as not sent. */
const memberIdSchema = z.preprocess((v) => (v === '' || v === null ? undefined : v), idSchema.optional())

export const resetUserEmailBody = z.object({
  email: emailSchema,
  code: codeSchema,
  memberId: memberIdSchema,
  step: stepSchema,
})
export type ResetUserEmailBody = z.input<typeof resetUserEmailBody>
/** The body as the server reads it. */
export type ResetUserEmail = z.infer<typeof resetUserEmailBody>

export const resetUserMobileBody = z
  .object({
    mobile: mobileSchema,
    code: codeSchema,
    countryCode: countryCodeSchema,
    memberId: memberIdSchema,
    step: stepSchema,
  })
  .refine((v) => isValidPhone(v.countryCode, v.mobile), { error: 'phone.invalid', path: ['mobile'] })
export type ResetUserMobileBody = z.input<typeof resetUserMobileBody>
export type ResetUserMobile = z.infer<typeof resetUserMobileBody>

/** The verify step answers null; the reset step the member's info with the new value. */
export const contactChangeResult = memberInfo.nullable()
export type ContactChangeResult = z.infer<typeof contactChangeResult>
