import type { EmailCodeType, SmsCodeType } from '@kaifong/contract'
import { api } from '../../../lib/api.ts'

export const sendEmailCode = (type: EmailCodeType, email: string) =>
  api<null>(`/common/common/email/${type}/${encodeURIComponent(email)}`, { silent: true })

export const sendSmsCode = (type: SmsCodeType, prefix: string, mobile: string) =>
  api<null>(`/common/common/sms/TC/${type}/${prefix}/${encodeURIComponent(mobile)}`, { silent: true })

/**
 * Whether the member may bind this number, asked before the slider (docs/decisions.md, "Checking a
 * phone number before the slider"): fails with 20013 when another account has it verified.
 */
export const checkPhoneFree = (prefix: string, mobile: string) =>
  api<null>(`/common/common/sms/check/${prefix}/${encodeURIComponent(mobile)}`, { silent: true })
