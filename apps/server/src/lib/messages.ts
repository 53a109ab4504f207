/**
 * Server messages in all three languages. Validation keys come from the contract so the form
 * and the server say the same thing; the rest are the server's own, one file per area
 * (messages-<area>.ts).
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, validationMessages } from '@kaifong/contract'
import { accountMessages } from './messages-account.ts'
import { adminMessages } from './messages-admin.ts'
import { afterSalesMessages } from './messages-aftersales.ts'
import { authMessages } from './messages-auth.ts'
import { cartMessages } from './messages-cart.ts'
import { chatMessages } from './messages-chat.ts'
import { coinsMessages } from './messages-coins.ts'
import { commonMessages } from './messages-common.ts'
import { contentMessages } from './messages-content.ts'
import { deletionMessages } from './messages-deletion.ts'
import { devicesMessages } from './messages-devices.ts'
import { goodsMessages } from './messages-goods.ts'
import { loginMessages } from './messages-login.ts'
import { moderationMessages } from './messages-moderation.ts'
import { operationsMessages } from './messages-operations.ts'
import { ordersMessages } from './messages-orders.ts'
import { profileMessages } from './messages-profile.ts'
import { savedSearchesMessages } from './messages-saved-searches.ts'
import { shopsMessages } from './messages-shops.ts'
import { walletMessages } from './messages-wallet.ts'

/** Every message in each language (exported for glossary.test.ts). */
export const catalogue = {
  'zh-Hant': {
    ...validationMessages['zh-Hant'],
    ...commonMessages['zh-Hant'],
    ...authMessages['zh-Hant'],
    ...coinsMessages['zh-Hant'],
    ...goodsMessages['zh-Hant'],
    ...chatMessages['zh-Hant'],
    ...accountMessages['zh-Hant'],
    ...deletionMessages['zh-Hant'],
    ...devicesMessages['zh-Hant'],
    ...loginMessages['zh-Hant'],
    ...profileMessages['zh-Hant'],
    ...adminMessages['zh-Hant'],
    ...moderationMessages['zh-Hant'],
    ...operationsMessages['zh-Hant'],
    ...ordersMessages['zh-Hant'],
    ...contentMessages['zh-Hant'],
    ...savedSearchesMessages['zh-Hant'],
    ...cartMessages['zh-Hant'],
    ...shopsMessages['zh-Hant'],
    ...walletMessages['zh-Hant'],
    ...afterSalesMessages['zh-Hant'],
  },
  'zh-Hans': {
    ...validationMessages['zh-Hans'],
    ...commonMessages['zh-Hans'],
    ...authMessages['zh-Hans'],
    ...coinsMessages['zh-Hans'],
    ...goodsMessages['zh-Hans'],
    ...chatMessages['zh-Hans'],
    ...accountMessages['zh-Hans'],
    ...deletionMessages['zh-Hans'],
    ...devicesMessages['zh-Hans'],
    ...loginMessages['zh-Hans'],
    ...profileMessages['zh-Hans'],
    ...adminMessages['zh-Hans'],
    ...moderationMessages['zh-Hans'],
    ...operationsMessages['zh-Hans'],
    ...ordersMessages['zh-Hans'],
    ...contentMessages['zh-Hans'],
    ...savedSearchesMessages['zh-Hans'],
    ...cartMessages['zh-Hans'],
    ...shopsMessages['zh-Hans'],
    ...walletMessages['zh-Hans'],
    ...afterSalesMessages['zh-Hans'],
  },
  en: {
    ...validationMessages.en,
    ...commonMessages.en,
    ...authMessages.en,
    ...coinsMessages.en,
    ...goodsMessages.en,
    ...chatMessages.en,
    ...accountMessages.en,
    ...deletionMessages.en,
    ...devicesMessages.en,
    ...loginMessages.en,
    ...profileMessages.en,
    ...adminMessages.en,
    ...moderationMessages.en,
    ...operationsMessages.en,
    ...ordersMessages.en,
    ...contentMessages.en,
    ...savedSearchesMessages.en,
    ...cartMessages.en,
    ...shopsMessages.en,
    ...walletMessages.en,
    ...afterSalesMessages.en,
  },
}

export type MessageKey = keyof (typeof catalogue)['zh-Hant']

export function isMessageKey(key: string): key is MessageKey {
  return key in catalogue['zh-Hant']
}

export function parseLanguage(header: unknown): Language {
  const value = Array.isArray(header) ? header[0] : header
  if (typeof value !== 'string') return DEFAULT_LANGUAGE
  const exact = LANGUAGES.find((l) => l.toLowerCase() === value.trim().toLowerCase())
  if (exact) return exact
  // Accept common spellings: zh-TW / zh-HK → traditional, zh-CN → simplified, en-* → English.
  const v = value.toLowerCase()
  if (v.startsWith('en')) return 'en'
  if (v.includes('hans') || v === 'zh-cn' || v === 'zh-sg' || v === 'sc') return 'zh-Hans'
  return DEFAULT_LANGUAGE
}

export function t(lang: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  const text: string = catalogue[lang][key] ?? catalogue[DEFAULT_LANGUAGE][key] ?? key
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`))
}

type Params = Record<string, string | number>

/**
 * The same message in all three languages, for texts stored once and shown later (notices).
 * `params` may depend on the language (e.g. a localised reason inside the message).
 */
export function localized(key: MessageKey, params: Params | ((lang: Language) => Params) = {}) {
  const p = (lang: Language) => (typeof params === 'function' ? params(lang) : params)
  return {
    'zh-Hant': t('zh-Hant', key, p('zh-Hant')),
    'zh-Hans': t('zh-Hans', key, p('zh-Hans')),
    en: t('en', key, p('en')),
  }
}
