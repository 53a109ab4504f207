/** Server messages of moderation: the report queue and its outcomes (docs/admin.md), in all three languages. */
import type { Language } from '@kaifong/contract'

export const moderationMessages = {
  'zh-Hant': {},
  'zh-Hans': {},
  en: {},
} as const satisfies Record<Language, Record<string, string>>
