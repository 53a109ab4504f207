/**
 * i18next setup: zh-Hant (default), zh-Hans, en; the choice is stored locally and mirrored in
 * <html lang>. The contract's validation messages join each catalogue under `validation`.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, validationMessages } from '@kaifong/contract'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from '../locales/en.json'
import { sectionsOf } from '../locales/sections.ts'
import zhHans from '../locales/zh-Hans.json'
import zhHant from '../locales/zh-Hant.json'
import { storage } from './storage.ts'

const STORAGE_KEY = 'lang'

/** 'username.length' → { username: { length } }, so i18next's dotted keys find them. */
function nest(flat: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split('.')
    let node = out
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {}
      node = node[part] as Record<string, unknown>
    }
    node[parts.at(-1) ?? key] = value
  }
  return out
}

const catalogues = { 'zh-Hant': zhHant, 'zh-Hans': zhHans, en } as const

function initialLanguage(): Language {
  const stored = storage.get(STORAGE_KEY)
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : DEFAULT_LANGUAGE
}

export const i18n = i18next.createInstance()
void i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  resources: Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      {
        translation: { ...catalogues[lang], ...sectionsOf(lang), validation: nest(validationMessages[lang]) },
      },
    ]),
  ),
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
})

if (typeof document !== 'undefined') document.documentElement.lang = i18n.language

export function currentLanguage(): Language {
  const lng = i18n.language
  return (LANGUAGES as readonly string[]).includes(lng) ? (lng as Language) : DEFAULT_LANGUAGE
}

export async function setLanguage(lang: Language): Promise<void> {
  storage.set(STORAGE_KEY, lang)
  await i18n.changeLanguage(lang)
  document.documentElement.lang = lang
}

/** Translates a zod issue message (a validation key) or passes through a server text. */
export function translateIssue(message: string | undefined): string {
  if (!message) return ''
  const key = `validation.${message}`
  return i18n.exists(key) ? i18n.t(key) : message
}
