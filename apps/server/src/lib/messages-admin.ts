/** Server messages of the operator's console: roles, bans, the admin guard (docs/admin.md), in all three languages. */
import type { Language } from '@kaifong/contract'

export const adminMessages = {
  'zh-Hant': {
    'admin.forbidden': '此操作只限有權限的管理員',
    'auth.banned': '此帳號已被停權：{reason}',
    'auth.password.reset.required': '為保障帳號安全，請先透過「忘記密碼」重設密碼',
  },
  'zh-Hans': {
    'admin.forbidden': '此操作仅限有权限的管理员',
    'auth.banned': '此账号已被封禁：{reason}',
    'auth.password.reset.required': '为保障账号安全，请先通过“忘记密码”重设密码',
  },
  en: {
    'admin.forbidden': 'Only an operator with this right can do this',
    'auth.banned': 'This account has been suspended: {reason}',
    'auth.password.reset.required':
      'For your security, please set a new password with "Forgot password" first',
  },
} as const satisfies Record<Language, Record<string, string>>
