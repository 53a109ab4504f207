/**
 * Server messages of changing the member's email or phone (docs/product/domain-rules.md, "Email and
 * phone change"), with the notice mailed after a change, in all three languages.
 */
import type { Language } from '@kaifong/contract'

export const accountMessages = {
  'zh-Hant': {
    'contact.email.not.current': '這不是你帳戶現時的電郵地址',
    'contact.phone.not.current': '這不是你帳戶現時的手機號碼',
    'contact.email.not.verified': '請先驗證現時的電郵地址（驗證後 10 分鐘內有效）',
    'contact.phone.not.verified': '請先驗證現時的手機號碼（驗證後 10 分鐘內有效）',
    'contact.phone.not.bound': '你未有已驗證的手機號碼，請先綁定手機',
    'contact.email.verified': '已驗證現時的電郵地址，請於 10 分鐘內設定新的電郵地址',
    'contact.phone.verified': '已驗證現時的手機號碼，請於 10 分鐘內設定新的手機號碼',
    'contact.email.changed': '電郵地址已更改',
    'contact.phone.changed': '手機號碼已更改',
    'mail.email.changed.subject': '【{site}】你的電郵地址已更改',
    'mail.email.changed.text':
      '你的帳戶 {username} 的電郵地址已於 {time}（香港時間）更改為 {email}，此地址以後不會再收到帳戶通知。如非本人操作，請立即聯絡我們。',
    'mail.phone.changed.subject': '【{site}】你的手機號碼已更改',
    'mail.phone.changed.text':
      '你的帳戶 {username} 的手機號碼已於 {time}（香港時間）更改為 {phone}。如非本人操作，請立即修改密碼並聯絡我們。',
  },
  'zh-Hans': {
    'contact.email.not.current': '这不是你账户当前的电邮地址',
    'contact.phone.not.current': '这不是你账户当前的手机号码',
    'contact.email.not.verified': '请先验证当前的电邮地址（验证后 10 分钟内有效）',
    'contact.phone.not.verified': '请先验证当前的手机号码（验证后 10 分钟内有效）',
    'contact.phone.not.bound': '你还没有已验证的手机号码，请先绑定手机',
    'contact.email.verified': '已验证当前的电邮地址，请于 10 分钟内设置新的电邮地址',
    'contact.phone.verified': '已验证当前的手机号码，请于 10 分钟内设置新的手机号码',
    'contact.email.changed': '电邮地址已更改',
    'contact.phone.changed': '手机号码已更改',
    'mail.email.changed.subject': '【{site}】你的电邮地址已更改',
    'mail.email.changed.text':
      '你的账户 {username} 的电邮地址已于 {time}（香港时间）更改为 {email}，此地址以后不会再收到账户通知。如非本人操作，请立即联系我们。',
    'mail.phone.changed.subject': '【{site}】你的手机号码已更改',
    'mail.phone.changed.text':
      '你的账户 {username} 的手机号码已于 {time}（香港时间）更改为 {phone}。如非本人操作，请立即修改密码并联系我们。',
  },
  en: {
    'contact.email.not.current': 'This is not the email address of your account',
    'contact.phone.not.current': 'This is not the phone number of your account',
    'contact.email.not.verified': 'Verify your current email address first (a verification lasts 10 minutes)',
    'contact.phone.not.verified': 'Verify your current phone number first (a verification lasts 10 minutes)',
    'contact.phone.not.bound': 'You have no verified phone number yet: bind one first',
    'contact.email.verified': 'Current email address verified: set the new one within 10 minutes',
    'contact.phone.verified': 'Current phone number verified: set the new one within 10 minutes',
    'contact.email.changed': 'Your email address has been changed',
    'contact.phone.changed': 'Your phone number has been changed',
    'mail.email.changed.subject': '[{site}] Your email address was changed',
    'mail.email.changed.text':
      'The email address of your account {username} was changed to {email} at {time} (Hong Kong time). This address will no longer receive account notices. If you did not do this, contact us at once.',
    'mail.phone.changed.subject': '[{site}] Your phone number was changed',
    'mail.phone.changed.text':
      'The phone number of your account {username} was changed to {phone} at {time} (Hong Kong time). If you did not do this, change your password and contact us at once.',
  },
} as const satisfies Record<Language, Record<string, string>>
