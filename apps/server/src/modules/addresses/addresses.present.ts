/** Address rows → the API's Address. */
import { type Address, HK_DISTRICTS, type HkDistrict } from '@kaifong/contract'
import type { AddressRow } from './addresses.repo.ts'

const isDistrict = (v: string): v is HkDistrict => (HK_DISTRICTS as readonly string[]).includes(v)

export function presentAddress(row: AddressRow): Address {
  if (!isDistrict(row.district)) throw new Error(`address ${row.id} has an unknown district ${row.district}`)
  return {
    id: String(row.id),
    name: row.name,
    district: row.district,
    detail: row.detail,
    isDefault: row.isDefault,
    createTime: row.createdAt.toISOString(),
  }
}
