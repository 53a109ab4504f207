/** Display formats: Hong Kong time, HK$ amounts with thousands separators. */
import type { Language } from '@kaifong/contract'

const LOCALES: Record<Language, string> = { 'zh-Hant': 'zh-HK', 'zh-Hans': 'zh-CN', en: 'en-HK' }

export function formatDate(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone: 'Asia/Hong_Kong',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(new Date(iso))
}

/** Formats an exact decimal string ("12345.5") as HK$12,345.50 without float arithmetic. */
export function formatHKD(amount: string): string {
  const [whole = '0', frac = ''] = amount.replace(/^-/, '').split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${amount.startsWith('-') ? '-' : ''}HK$${grouped}.${frac.padEnd(2, '0').slice(0, 2)}`
}
