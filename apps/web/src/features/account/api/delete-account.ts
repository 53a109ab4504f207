/**
 * POST /buyer/passport/member/delete (docs/product/api.md, Account): silent, the page shows why a
 * deletion was refused beside the field concerned.
 */
import type { DeleteAccountBody } from '@kaifong/contract'
import { api } from '../../../lib/api.ts'

export const deleteAccount = (body: DeleteAccountBody) =>
  api<null>('/buyer/passport/member/delete', { method: 'POST', body, silent: true })
