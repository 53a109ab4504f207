/**
 * Server messages of the data export and account deletion (docs/product/domain-rules.md, "Account
 * deletion"), in all three languages.
 */
import type { Language } from '@kaifong/contract'

export const deletionMessages = {
  'zh-Hant': {
    'auth.account.deleted': '此帳戶已經刪除，不可再登入',
    'account.delete.phrase': '確認字句不正確，請輸入「刪除我的帳戶」',
    'account.deleted': '你的帳戶已經刪除',
    'account.export.limit': '每小時最多可下載 {count} 次資料，請稍後再試',
    'member.deleted.name': '已刪除的會員',
    'reason.ACCOUNT_DELETED': '刪除帳戶',
  },
  'zh-Hans': {
    'auth.account.deleted': '此账户已经删除，不能再登录',
    'account.delete.phrase': '确认语句不正确，请输入“删除我的账户”',
    'account.deleted': '你的账户已经删除',
    'account.export.limit': '每小时最多可下载 {count} 次数据，请稍后再试',
    'member.deleted.name': '已删除的会员',
    'reason.ACCOUNT_DELETED': '删除账户',
  },
  en: {
    'auth.account.deleted': 'This account has been deleted and can no longer log in',
    'account.delete.phrase': 'The confirmation phrase is not right: type "DELETE MY ACCOUNT"',
    'account.deleted': 'Your account has been deleted',
    'account.export.limit': 'You can download your data {count} times an hour. Please try again later',
    'member.deleted.name': 'Deleted member',
    'reason.ACCOUNT_DELETED': 'Account deleted',
  },
} as const satisfies Record<Language, Record<string, string>>
