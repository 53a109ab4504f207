/**
 * Server messages of the operator's console: roles, bans, the admin guard, operator sign-in with a
 * second factor and the audit log (docs/admin.md), in all three languages.
 */
import type { Language } from '@kaifong/contract'

export const adminMessages = {
  'zh-Hant': {
    'admin.forbidden': '此操作只限有權限的管理員',
    'auth.banned': '此帳號已被停權：{reason}',
    'auth.password.reset.required': '為保障帳號安全，請先透過「忘記密碼」重設密碼',
    'admin.challenge.invalid': '登入步驟已失效（超過 5 分鐘或已使用），請重新登入',
    'admin.code.wrong': '驗證碼不正確，尚餘 {left} 次機會',
    'admin.challenge.tries': '驗證碼錯誤次數太多，請重新登入',
    'admin.code.used': '此驗證碼已使用過，請等驗證器應用程式顯示下一個驗證碼',
    'admin.factor.locked': '驗證碼錯誤次數太多，請 15 分鐘後再登入',
    'admin.audit.range': '開始日期不可遲於結束日期',
    'admin.signed.in': '已登入管理後台',
  },
  'zh-Hans': {
    'admin.forbidden': '此操作仅限有权限的管理员',
    'auth.banned': '此账号已被封禁：{reason}',
    'auth.password.reset.required': '为保障账号安全，请先通过“忘记密码”重设密码',
    'admin.challenge.invalid': '登录步骤已失效（超过 5 分钟或已使用），请重新登录',
    'admin.code.wrong': '验证码不正确，还剩 {left} 次机会',
    'admin.challenge.tries': '验证码错误次数太多，请重新登录',
    'admin.code.used': '此验证码已使用过，请等待验证器应用显示下一个验证码',
    'admin.factor.locked': '验证码错误次数太多，请 15 分钟后再登录',
    'admin.audit.range': '开始日期不能晚于结束日期',
    'admin.signed.in': '已登录管理后台',
  },
  en: {
    'admin.forbidden': 'Only an operator with this right can do this',
    'auth.banned': 'This account has been suspended: {reason}',
    'auth.password.reset.required':
      'For your security, please set a new password with "Forgot password" first',
    'admin.challenge.invalid':
      'This sign-in step has expired (5 minutes) or was already used: please sign in again',
    'admin.code.wrong': 'The code is not right: {left} tries left',
    'admin.challenge.tries': 'Too many wrong codes: please sign in again',
    'admin.code.used': 'This code was already used: wait for the next one in your authenticator app',
    'admin.factor.locked': 'Too many wrong codes: please sign in again in 15 minutes',
    'admin.audit.range': 'The start date must not be after the end date',
    'admin.signed.in': 'Signed in to the console',
  },
} as const satisfies Record<Language, Record<string, string>>
