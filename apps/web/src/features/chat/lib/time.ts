/**
 * Chat times in Hong Kong time and the viewer's language: the talk list's "14:05" / "Tue" /
 * "3 Jan", the bubbles' "14:05", and the day separators' "Today" / "Yesterday" / a date. Hong Kong
 * keeps UTC+8 all year, so its calendar day is the UTC day eight hours on.
 */
import type { Language } from '@kaifong/contract'
import type { TFunction } from 'i18next'

const ZONE = 'Asia/Hong_Kong'
const HK_OFFSET_MS = 8 * 3600 * 1000
const DAY_MS = 24 * 3600 * 1000
const LOCALES: Record<Language, string> = { 'zh-Hant': 'zh-HK', 'zh-Hans': 'zh-CN', en: 'en-HK' }

type Kind = 'time' | 'weekday' | 'date' | 'dateYear' | 'long'
const OPTIONS: Record<Kind, Intl.DateTimeFormatOptions> = {
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  weekday: { weekday: 'short' },
  date: { month: 'short', day: 'numeric' },
  dateYear: { year: 'numeric', month: 'short', day: 'numeric' },
  long: { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' },
}

// Making a formatter costs far more than using one: one per language and kind.
const formats = new Map<string, Intl.DateTimeFormat>()
function format(lang: Language, kind: Kind, date: Date): string {
  const key = `${lang}:${kind}`
  let f = formats.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[lang], { timeZone: ZONE, ...OPTIONS[kind] })
    formats.set(key, f)
  }
  return f.format(date)
}

/** The Hong Kong day of an instant, as a day number (days since 1970-01-01 there). */
export const hkDay = (date: Date): number => Math.floor((date.getTime() + HK_OFFSET_MS) / DAY_MS)

const yearOf = (date: Date) => new Date(date.getTime() + HK_OFFSET_MS).getUTCFullYear()

/** The talk list's time: today HH:mm, this week the weekday, before that the date. */
export function talkTime(iso: string, lang: Language, now = new Date()): string {
  const date = new Date(iso)
  const days = hkDay(now) - hkDay(date)
  if (days <= 0) return format(lang, 'time', date)
  if (days < 7) return format(lang, 'weekday', date)
  return format(lang, yearOf(date) === yearOf(now) ? 'date' : 'dateYear', date)
}

/** A bubble's time, HH:mm. */
export const messageTime = (iso: string, lang: Language): string => format(lang, 'time', new Date(iso))

/** A day separator: Today, Yesterday, or the full date. */
export function dayLabel(iso: string, lang: Language, t: TFunction, now = new Date()): string {
  const date = new Date(iso)
  const days = hkDay(now) - hkDay(date)
  if (days === 0) return t('chat.day.today')
  if (days === 1) return t('chat.day.yesterday')
  return format(lang, 'long', date)
}
