/** Server messages of the dashboard, content and settings (docs/admin.md), in all three languages. */
import type { Language } from '@kaifong/contract'

export const contentMessages = {
  'zh-Hant': {},
  'zh-Hans': {},
  en: {},
} as const satisfies Record<Language, Record<string, string>>
