/**
 * Date and time of a ledger entry (coins, the wallet) or a payment, in Hong Kong time (several can
 * happen in one day). Kept out of lib/format.ts, which is in the first load: only later pages use it.
 */
import type { Language } from '@kaifong/contract'

const LOCALES: Record<Language, string> = { 'zh-Hant': 'zh-HK', 'zh-Hans': 'zh-CN', en: 'en-HK' }

export function formatDateTime(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone: 'Asia/Hong_Kong',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso))
}
