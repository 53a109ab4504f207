/**
 * The sandbox carrier's parcel events (docs/product/orders.md, "Carriers and traces"): the same
 * tracking number, shipping time and clock always give the same events, made without any network.
 * A parcel is picked up in the shop's district, sorted at Tsing Yi, sent on to the buyer's region,
 * taken out for delivery and then delivered to the door, or left at an SF Locker or a convenience
 * store near the buyer's address for LOCKER and CONVENIENCE orders. Only events whose time has
 * come are shown; the whole trip takes between about 15 hours and 2 days.
 */
import { createHash } from 'node:crypto'
import type { HkDistrict, Language } from '@kaifong/contract'
import { HK_DISTRICT_NAMES, HK_REGIONS } from '@kaifong/contract/places'
import { t } from '../../lib/messages.ts'
import type { ShippingWay } from './orders.states.ts'

export interface TraceQuery {
  trackingNo: string
  shippedAt: Date
  now: Date
  way: ShippingWay
  /** Where the parcel starts: the shop's district. */
  from: HkDistrict
  /** Where it goes: the buyer's district (null for self pickup, which never ships). */
  to: HkDistrict | null
  lang: Language
}

export interface TraceLine {
  at: Date
  text: string
}

const MINUTE = 60_000

/** A number in [min, max] from the tracking number's hash byte `i` (and the next). */
function pick(hash: Buffer, i: number, min: number, max: number): number {
  const n = ((hash[i % hash.length] ?? 0) << 8) | (hash[(i + 1) % hash.length] ?? 0)
  return min + (n % (max - min + 1))
}

const STORES: readonly Record<Language, string>[] = [
  { 'zh-Hant': '7-Eleven', 'zh-Hans': '7-Eleven', en: '7-Eleven' },
  { 'zh-Hant': 'OK便利店', 'zh-Hans': 'OK便利店', en: 'Circle K' },
]

const regionOf = (district: HkDistrict) => HK_REGIONS.find((r) => r.districts.includes(district))

/** Where the parcel ends: the door, or a locker or shop near the buyer's district. */
function destination(q: TraceQuery, hash: Buffer, district: HkDistrict): string {
  const name = HK_DISTRICT_NAMES[district][q.lang]
  if (q.way === 'LOCKER') {
    const locker = { 'zh-Hant': '順豐智能櫃', 'zh-Hans': '顺丰智能柜', en: 'SF Locker' }[q.lang]
    return t(q.lang, 'trace.locker', { place: `${name} ${locker} H${pick(hash, 12, 1000, 9999)}` })
  }
  if (q.way === 'CONVENIENCE') {
    const store = STORES[pick(hash, 14, 0, STORES.length - 1)] ?? STORES[0]
    const branch = { 'zh-Hant': '分店', 'zh-Hans': '分店', en: 'branch' }[q.lang]
    const label = store ? store[q.lang] : ''
    const at = `${name} ${branch} ${pick(hash, 16, 100, 999)}`
    return t(q.lang, 'trace.store', { place: q.lang === 'en' ? `${label} (${at})` : `${label}（${at}）` })
  }
  return t(q.lang, 'trace.delivered')
}

/** The events so far, oldest first. */
export function sandboxTraces(q: TraceQuery): TraceLine[] {
  const hash = createHash('sha256').update(q.trackingNo).digest()
  const to = q.to ?? q.from
  const region = regionOf(to)
  const picked = q.shippedAt.getTime() + pick(hash, 0, 30, 119) * MINUTE
  const sortingIn = picked + pick(hash, 2, 120, 299) * MINUTE
  const sortingOut = sortingIn + pick(hash, 4, 60, 179) * MINUTE
  const out = sortingOut + pick(hash, 6, 360, 899) * MINUTE
  const done = out + pick(hash, 8, 60, 239) * MINUTE
  const courier = `HK${pick(hash, 10, 1000, 9999)}`
  const all: TraceLine[] = [
    {
      at: new Date(picked),
      text: t(q.lang, 'trace.picked', { district: HK_DISTRICT_NAMES[q.from][q.lang] }),
    },
    { at: new Date(sortingIn), text: t(q.lang, 'trace.sorting.in') },
    {
      at: new Date(sortingOut),
      text: t(q.lang, 'trace.sorting.out', {
        area: region ? region.name[q.lang] : HK_DISTRICT_NAMES[to][q.lang],
      }),
    },
    { at: new Date(out), text: t(q.lang, 'trace.out', { courier }) },
    { at: new Date(done), text: destination(q, hash, to) },
  ]
  return all.filter((line) => line.at.getTime() <= q.now.getTime())
}
