/** Times in the console: Hong Kong date and time, in the operator's language. */
import type { Language } from '@kaifong/contract'

const LOCALES: Record<Language, string> = { 'zh-Hant': 'zh-HK', 'zh-Hans': 'zh-CN', en: 'en-HK' }
const formats = new Map<Language, Intl.DateTimeFormat>()

/** "2025年3月1日 14:05" / "1 Mar 2025, 14:05", Hong Kong time; "" for no time. */
export function adminTime(iso: string | null | undefined, lang: Language): string {
  if (!iso) return ''
  let format = formats.get(lang)
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], {
      timeZone: 'Asia/Hong_Kong',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    formats.set(lang, format)
  }
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : format.format(date)
}

/** A whole number with thousands separators. */
export const adminCount = (n: number, lang: Language) => n.toLocaleString(LOCALES[lang])
