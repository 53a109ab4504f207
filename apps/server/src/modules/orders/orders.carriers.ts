/**
 * Carriers (docs/product/orders.md, "Carriers and traces"): the companies a shop ships with, the
 * format of their tracking numbers, and where a parcel's events come from. A carrier with an API
 * account would answer `traces` from it; none is configured, so the real carriers answer the
 * shop's own hand-over and link to their public tracking page. The sandbox carrier
 * (orders.sandbox-carrier.ts) makes realistic Hong Kong events from the tracking number and the
 * time since shipping, without any network; it is offered only where the payment sandbox is on
 * (never in production by default).
 */
import type { Language } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { t } from '../../lib/messages.ts'
import { sandboxTraces, type TraceLine, type TraceQuery } from './orders.sandbox-carrier.ts'

export type { TraceLine, TraceQuery }

export interface Carrier {
  code: string
  names: Record<Language, string>
  sandbox: boolean
  /** The carrier's tracking number format, on the number upper-cased without spaces or hyphens. */
  pattern: RegExp
  example: string
  trackingUrl(trackingNo: string): string | null
  /** The parcel's events so far, oldest first. */
  traces(query: TraceQuery): Promise<TraceLine[]>
}

/** A carrier without an API account here: its events are the hand-over; the rest is on its page. */
function linkOnly(
  code: string,
  names: Record<Language, string>,
  pattern: RegExp,
  example: string,
  url: string,
) {
  const carrier: Carrier = {
    code,
    names,
    sandbox: false,
    pattern,
    example,
    trackingUrl: (no) => url.replace('{no}', encodeURIComponent(no)),
    traces: async (q) => [
      {
        at: q.shippedAt,
        text: t(q.lang, 'trace.shipped', { carrier: names[q.lang], trackingNo: q.trackingNo }),
      },
    ],
  }
  return carrier
}

const SANDBOX: Carrier = {
  code: 'SANDBOX',
  names: {
    'zh-Hant': '沙盒物流（測試用）',
    'zh-Hans': '沙盒物流（测试用）',
    en: 'Sandbox courier (testing)',
  },
  sandbox: true,
  pattern: /^SB\d{10}$/,
  example: 'SB2026112301',
  trackingUrl: () => null,
  traces: async (q) => sandboxTraces(q),
}

/** Every carrier, in the order the shop's list shows them. */
export const CARRIERS: readonly Carrier[] = [
  linkOnly(
    'SF',
    { 'zh-Hant': '順豐速運', 'zh-Hans': '顺丰速运', en: 'SF Express' },
    /^SF\d{12,13}$/,
    'SF1234567890123',
    'https://htm.sf-express.com/hk/en/dynamic_function/waybill/#search/bill-number/{no}',
  ),
  linkOnly(
    'HKPOST',
    { 'zh-Hant': '香港郵政', 'zh-Hans': '香港邮政', en: 'Hongkong Post' },
    /^[A-Z]{2}\d{9}HK$/,
    'EE123456789HK',
    'https://www.hongkongpost.hk/en/mail_tracking/index.html?trackNo={no}',
  ),
  linkOnly(
    'KERRY',
    { 'zh-Hant': '嘉里快遞', 'zh-Hans': '嘉里快递', en: 'Kerry Express' },
    /^[A-Z]{0,4}\d{8,16}$/,
    'KEC1234567890',
    'https://hk.kerryexpress.com/track?track={no}',
  ),
  linkOnly(
    'ZTO',
    { 'zh-Hant': '中通快遞', 'zh-Hans': '中通快递', en: 'ZTO Express' },
    /^\d{12,15}$/,
    '731234567890',
    'https://www.zto.com/?num={no}',
  ),
  SANDBOX,
]

/** Whether shops may choose the carrier here: the sandbox only where the payment sandbox is on. */
export const carrierOpen = (ctx: AppContext, carrier: Carrier): boolean =>
  !carrier.sandbox || ctx.config.PAYMENTS_SANDBOX

export const findCarrier = (code: string): Carrier | null => CARRIERS.find((c) => c.code === code) ?? null

/** The carrier's name, or the stored code of one no longer listed. */
export const carrierName = (code: string, lang: Language): string => findCarrier(code)?.names[lang] ?? code
