/** Hong Kong's 18 districts grouped by region, for the district select and address lines. */
import type { Address, HkDistrict, MeetupAddress } from '@kaifong/contract'
import type { TFunction } from 'i18next'

export const DISTRICT_REGIONS: readonly (readonly [string, readonly HkDistrict[]])[] = [
  ['HK_ISLAND', ['CENTRAL_WESTERN', 'WAN_CHAI', 'EASTERN', 'SOUTHERN']],
  ['KOWLOON', ['YAU_TSIM_MONG', 'SHAM_SHUI_PO', 'KOWLOON_CITY', 'WONG_TAI_SIN', 'KWUN_TONG']],
  [
    'NEW_TERRITORIES',
    ['KWAI_TSING', 'TSUEN_WAN', 'TUEN_MUN', 'YUEN_LONG', 'NORTH', 'TAI_PO', 'SHA_TIN', 'SAI_KUNG', 'ISLANDS'],
  ],
]

/** "沙田區 · 新城市廣場一期" — the district name, then the optional detail. */
export function addressLine(a: Pick<Address | MeetupAddress, 'district' | 'detail'>, t: TFunction): string {
  const district = t(`address.district.${a.district}`)
  return a.detail ? `${district} · ${a.detail}` : district
}
