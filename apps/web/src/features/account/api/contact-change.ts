/**
 * Changing the member's email or phone (docs/product/api.md, Account): each call is one step,
 * `verify` (the current value and its code) or `reset` (the new value and its code). A reset
 * answers the member's info with the new value, which replaces the stored copy.
 */
import type {
  ContactChangeResult,
  ContactChangeStep,
  ResetUserEmailBody,
  ResetUserMobileBody,
} from '@kaifong/contract'
import { api } from '../../../lib/api.ts'
import { setUserInfo } from '../../../lib/session.ts'

async function changeStep(path: string, body: object): Promise<ContactChangeResult> {
  const me = await api<ContactChangeResult>(`/buyer/passport/member/${path}`, {
    method: 'POST',
    body,
    silent: true,
  })
  if (me) setUserInfo(me)
  return me
}

export const resetUserEmail = (body: ResetUserEmailBody & { step: ContactChangeStep }) =>
  changeStep('resetUserEmail', body)

export const resetUserMobile = (body: ResetUserMobileBody & { step: ContactChangeStep }) =>
  changeStep('resetUserMobile', body)
