/** Address rows → the API's Address. */
import type { Address } from '@kaifong/contract'
import type { AddressRow } from './addresses.repo.ts'

export function presentAddress(row: AddressRow): Address {
  return {
    id: String(row.id),
    name: row.name,
    district: row.district,
    detail: row.detail,
    isDefault: row.isDefault,
    consignee: row.consignee,
    mobile: row.mobile,
    createTime: row.createdAt.toISOString(),
  }
}
