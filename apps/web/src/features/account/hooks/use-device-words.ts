/**
 * How the devices page (pages/DevicesPage.tsx) words a signed-in device: its browser and system,
 * its country in the page's language, its address, and times in Hong Kong.
 */
import type { DeviceSession, Language } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '../../../lib/i18n.ts'

const LOCALES: Record<Language, string> = { 'zh-Hant': 'zh-HK', 'zh-Hans': 'zh-CN', en: 'en-HK' }

/** Date and time in Hong Kong, as the rest of the site shows times. */
function formatTime(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone: 'Asia/Hong_Kong',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso))
}

/**
 * The country's name in the page's language, or null for none or a code the browser does not know.
 * The short names: 香港 and Hong Kong, not the long 中國香港特別行政區 and Hong Kong SAR China.
 */
function countryName(code: string, lang: Language): string | null {
  if (!code) return null
  try {
    return (
      new Intl.DisplayNames([LOCALES[lang]], { type: 'region', style: 'short', fallback: 'none' }).of(code) ??
      null
    )
  } catch {
    return null
  }
}

export interface DeviceWords {
  summary: (device: DeviceSession) => string
  place: (country: string) => string
  address: (ip: string) => string
  time: (iso: string) => string
}

export function useDeviceWords(): DeviceWords {
  const { t } = useTranslation()
  const lang = currentLanguage()
  return {
    summary: ({ browser, os }) =>
      browser && os ? t('devices.summary', { browser, os }) : browser || os || t('devices.unknownDevice'),
    place: (code) => countryName(code, lang) ?? t('devices.unknownPlace'),
    address: (ip) => ip || t('devices.unknownIp'),
    time: (iso) => formatTime(iso, lang),
  }
}
