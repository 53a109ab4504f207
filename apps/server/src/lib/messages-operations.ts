/** Server messages of operations: system notices, coin adjustments and members (docs/admin.md), in all three languages. */
import type { Language } from '@kaifong/contract'

export const operationsMessages = {
  'zh-Hant': {},
  'zh-Hans': {},
  en: {},
} as const satisfies Record<Language, Record<string, string>>
