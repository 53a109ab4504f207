/** Display formats: Hong Kong time, HK$ amounts with thousands separators. */
import type { Language } from '@kaifong/contract'

const LOCALES: Record<Language, string> = { 'zh-Hant': 'zh-HK', 'zh-Hans': 'zh-CN', en: 'en-HK' }

/** One formatter per language: making one costs milliseconds (locale and time zone data), using it does not. */
const dateFormats = new Map<Language, Intl.DateTimeFormat>()

export function formatDate(iso: string, lang: Language): string {
  let format = dateFormats.get(lang)
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], {
      timeZone: 'Asia/Hong_Kong',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    })
    dateFormats.set(lang, format)
  }
  return format.format(new Date(iso))
}

/**
 * HK$ amounts: the contract's Money format (money.ts: whole dollars without cents, cents when there
 * are any), of the API's decimal text under the web app's name, and of a Money.
 */
export { formatHkd as formatHKD, formatMoney } from '@kaifong/contract'

/** "3 h ago" as an i18n key and count (goods.*Ago), from an ISO time. */
export function timeAgo(iso: string, now = Date.now()): { key: string; count: number } {
  const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000))
  if (minutes < 1) return { key: 'goods.justNow', count: 0 }
  if (minutes < 60) return { key: 'goods.minutesAgo', count: minutes }
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return { key: 'goods.hoursAgo', count: hours }
  const days = Math.floor(hours / 24)
  if (days < 30) return { key: 'goods.daysAgo', count: days }
  return { key: 'goods.monthsAgo', count: Math.floor(days / 30) }
}
