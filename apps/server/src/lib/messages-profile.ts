/** Server messages of the member's own profile (docs/product/domain-rules.md, "Profile"), in all three languages. */
import type { Language } from '@kaifong/contract'

export const profileMessages = {
  'zh-Hant': {
    'profile.saved': '個人資料已更新',
  },
  'zh-Hans': {
    'profile.saved': '个人资料已更新',
  },
  en: {
    'profile.saved': 'Profile updated',
  },
} as const satisfies Record<Language, Record<string, string>>
