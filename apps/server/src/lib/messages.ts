/**
 * Server messages in all three languages. Validation keys come from the contract so the form
 * and the server say the same thing; the rest are the server's own.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, validationMessages } from '@kaifong/contract'
import { accountMessages } from './messages-account.ts'
import { adminMessages } from './messages-admin.ts'
import { chatMessages } from './messages-chat.ts'
import { contentMessages } from './messages-content.ts'
import { deletionMessages } from './messages-deletion.ts'
import { devicesMessages } from './messages-devices.ts'
import { goodsMessages } from './messages-goods.ts'
import { loginMessages } from './messages-login.ts'
import { moderationMessages } from './messages-moderation.ts'
import { operationsMessages } from './messages-operations.ts'
import { profileMessages } from './messages-profile.ts'
import { savedSearchesMessages } from './messages-saved-searches.ts'

const own = {
  'zh-Hant': {
    'coins.insufficient': '金幣不足：需要 {need} 金幣，你現有 {have} 金幣',
    'checkin.already': '今日已經簽到',
    'task.not.ready': '請看完影片再領取獎勵',
    'task.daily.limit': '今日的任務次數已用完，明日再來',
    'task.not.started': '請先開始任務',
    'payment.not.found': '找不到此付款',
    'payment.signature': '付款通知簽署無效',
    'payment.settled': '此付款已完成處理',
    'payments.not.configured': '暫時未能增值：本站未設定付款服務',
    'payment.stale': '付款通知已過時或時間不符，未有處理',
    'notice.points.title': '金幣變動',
    'notice.points.increase': '{reason}：獲得 {amount} 金幣，結餘 {balance} 金幣',
    'notice.points.reduce': '{reason}：扣除 {amount} 金幣，結餘 {balance} 金幣',
    'notice.points.day.increase':
      '今日共獲得 {amount} 金幣（{count} 次，最近一次：{reason}），結餘 {balance} 金幣',
    'notice.points.day.reduce':
      '今日共扣除 {amount} 金幣（{count} 次，最近一次：{reason}），結餘 {balance} 金幣',
    'phone.check.limit': '查詢手機號碼太頻密，請稍後再試',
    'reason.CHECK_IN': '每日簽到',
    'reason.TASK_VIDEO': '觀看影片',
    'reason.TASK_VERIFY_PHONE': '驗證手機',
    'reason.TASK_VERIFY_EMAIL': '驗證電郵',
    'reason.WELCOME': '新會員迎新金幣',
    'reason.INVITE_FRIEND': '邀請朋友',
    'reason.TOP_UP': '增值',
    'reason.LIST_GOODS': '刊登貨品',
    'reason.RENEW_GOODS': '續期貨品',
    'reason.BOOST_GOODS': '推廣貨品',
    'reason.ADMIN_ADJUST': '系統調整',
    'notice.medal.title': '獲得勳章',
    'notice.medal.content': '恭喜！你獲得了「{medal}」勳章',
    'medal.verifyPhone': '首次驗證手機',
    'medal.addGoods': '首次刊登',
    'medal.inviteFriends': '首位好友加入',
    'medal.moreMedal': '更多勳章',
    'site.name': '街坊市集',
    'member.invite.invalid': '邀請碼無效',
    'param.uuid': '缺少裝置識別碼，請重新整理頁面',
    success: '操作成功',
    'param.error': '參數錯誤',
    'param.field': '{field}：{reason}',
    'not.found': '找不到相關資料',
    forbidden: '沒有權限進行此操作',
    'too.many.requests': '操作太頻繁，請稍後再試',
    'payload.too.large': '上載的內容太大',
    'internal.error': '系統繁忙，請稍後再試',
    'conflict.error': '資料已被修改，請重新整理後再試',
    'auth.not.logged.in': '用戶未登入',
    'auth.session.expired': '登入已過期，請重新登入',
    'auth.session.replaced': '您的帳號已在其他地方登入。如非本人操作，請立即修改密碼。',
    'auth.refresh.invalid': '登入憑證無效，請重新登入',
    'auth.wrong.password': '用戶名或密碼錯誤',
    'member.password.wrong': '現有密碼不正確',
    'member.password.tries': '密碼錯誤次數太多，請 15 分鐘後再試',
    'member.password.changed': '密碼已更改，其他裝置已登出',
    'auth.login.slider': '登入失敗次數過多，請先完成滑塊驗證',
    'auth.disabled': '此帳號已被停用',
    'member.not.found': '用戶不存在',
    'member.username.taken': '此用戶名已被使用',
    'member.email.taken': '此電郵地址已被註冊',
    'member.email.not.registered': '此電郵地址尚未註冊',
    'member.phone.taken': '此手機號碼已被其他帳號綁定',
    'member.reset.not.verified': '請先完成電郵驗證',
    'register.success': '註冊成功',
    'login.success': '登入成功',
    'slider.failed': '驗證失敗，請重試',
    'slider.not.passed': '請先完成滑塊驗證',
    'slider.type': '不支援的驗證類型',
    'code.sent': '驗證碼已發送',
    'code.wrong': '驗證碼錯誤',
    'code.expired': '驗證碼已過期，請重新獲取',
    'code.too.many.tries': '驗證碼錯誤次數過多，請重新獲取',
    'code.resend.wait': '請於 {seconds} 秒後再重新發送',
    'code.daily.limit': '今日發送次數已達上限，請明日再試',
    'code.send.failed': '發送失敗，請稍後再試',
    'code.sms.off': '本站不設手機驗證，毋須綁定手機號碼',
    'mail.code.subject': '【{site}】您的驗證碼',
    'mail.code.text': '您的驗證碼是 {code}，{minutes} 分鐘內有效。如非本人操作，請忽略此郵件。',
    'sms.code.text': '【{site}】驗證碼 {code}，{minutes} 分鐘內有效。',
  },
  'zh-Hans': {
    'coins.insufficient': '金币不足：需要 {need} 金币，你现有 {have} 金币',
    'checkin.already': '今天已经签到',
    'task.not.ready': '请看完视频再领取奖励',
    'task.daily.limit': '今天的任务次数已用完，明天再来',
    'task.not.started': '请先开始任务',
    'payment.not.found': '找不到此付款',
    'payment.signature': '付款通知签名无效',
    'payment.settled': '此付款已完成处理',
    'payments.not.configured': '暂时未能充值：本站未设置付款服务',
    'payment.stale': '付款通知已过时或时间不符，未有处理',
    'notice.points.title': '金币变动',
    'notice.points.increase': '{reason}：获得 {amount} 金币，余额 {balance} 金币',
    'notice.points.reduce': '{reason}：扣除 {amount} 金币，余额 {balance} 金币',
    'notice.points.day.increase':
      '今天共获得 {amount} 金币（{count} 次，最近一次：{reason}），余额 {balance} 金币',
    'notice.points.day.reduce':
      '今天共扣除 {amount} 金币（{count} 次，最近一次：{reason}），余额 {balance} 金币',
    'phone.check.limit': '查询手机号码过于频繁，请稍后再试',
    'reason.CHECK_IN': '每日签到',
    'reason.TASK_VIDEO': '观看视频',
    'reason.TASK_VERIFY_PHONE': '验证手机',
    'reason.TASK_VERIFY_EMAIL': '验证电邮',
    'reason.WELCOME': '新会员迎新金币',
    'reason.INVITE_FRIEND': '邀请朋友',
    'reason.TOP_UP': '充值',
    'reason.LIST_GOODS': '发布商品',
    'reason.RENEW_GOODS': '续期商品',
    'reason.BOOST_GOODS': '推广商品',
    'reason.ADMIN_ADJUST': '系统调整',
    'notice.medal.title': '获得勋章',
    'notice.medal.content': '恭喜！你获得了「{medal}」勋章',
    'medal.verifyPhone': '首次验证手机',
    'medal.addGoods': '首次发布',
    'medal.inviteFriends': '首位好友加入',
    'medal.moreMedal': '更多勋章',
    'site.name': '街坊市集',
    'member.invite.invalid': '邀请码无效',
    'param.uuid': '缺少设备识别码，请刷新页面',
    success: '操作成功',
    'param.error': '参数错误',
    'param.field': '{field}：{reason}',
    'not.found': '找不到相关资料',
    forbidden: '没有权限进行此操作',
    'too.many.requests': '操作太频繁，请稍后再试',
    'payload.too.large': '上传的内容太大',
    'internal.error': '系统繁忙，请稍后再试',
    'conflict.error': '资料已被修改，请刷新后再试',
    'auth.not.logged.in': '用户未登录',
    'auth.session.expired': '登录已过期，请重新登录',
    'auth.session.replaced': '您的账号已在其他地方登录。如非本人操作，请立即修改密码。',
    'auth.refresh.invalid': '登录凭证无效，请重新登录',
    'auth.wrong.password': '用户名或密码错误',
    'member.password.wrong': '现有密码不正确',
    'member.password.tries': '密码错误次数太多，请 15 分钟后再试',
    'member.password.changed': '密码已更改，其他设备已登出',
    'auth.login.slider': '登录失败次数过多，请先完成滑块验证',
    'auth.disabled': '此账号已被停用',
    'member.not.found': '用户不存在',
    'member.username.taken': '此用户名已被使用',
    'member.email.taken': '此电邮地址已被注册',
    'member.email.not.registered': '此电邮地址尚未注册',
    'member.phone.taken': '此手机号码已被其他账号绑定',
    'member.reset.not.verified': '请先完成电邮验证',
    'register.success': '注册成功',
    'login.success': '登录成功',
    'slider.failed': '验证失败，请重试',
    'slider.not.passed': '请先完成滑块验证',
    'slider.type': '不支持的验证类型',
    'code.sent': '验证码已发送',
    'code.wrong': '验证码错误',
    'code.expired': '验证码已过期，请重新获取',
    'code.too.many.tries': '验证码错误次数过多，请重新获取',
    'code.resend.wait': '请于 {seconds} 秒后再重新发送',
    'code.daily.limit': '今天发送次数已达上限，请明天再试',
    'code.send.failed': '发送失败，请稍后再试',
    'code.sms.off': '本站不设手机验证，无须绑定手机号码',
    'mail.code.subject': '【{site}】您的验证码',
    'mail.code.text': '您的验证码是 {code}，{minutes} 分钟内有效。如非本人操作，请忽略此邮件。',
    'sms.code.text': '【{site}】验证码 {code}，{minutes} 分钟内有效。',
  },
  en: {
    'coins.insufficient': 'Not enough coins: {need} needed, you have {have}',
    'checkin.already': 'You have already checked in today',
    'task.not.ready': 'Watch the whole video before claiming',
    'task.daily.limit': 'You have done this task as often as allowed today; come back tomorrow',
    'task.not.started': 'Start the task first',
    'payment.not.found': 'Payment not found',
    'payment.signature': 'Invalid payment notification signature',
    'payment.settled': 'This payment has already been settled',
    'payments.not.configured': 'Top-up is unavailable: this site has no payment provider configured',
    'payment.stale': 'Payment notification refused: its time is too far from ours',
    'notice.points.title': 'Coin balance changed',
    'notice.points.increase': '{reason}: +{amount} coins, balance {balance}',
    'notice.points.reduce': '{reason}: -{amount} coins, balance {balance}',
    'notice.points.day.increase':
      'Today: +{amount} coins from {count} changes (latest: {reason}), balance {balance}',
    'notice.points.day.reduce':
      'Today: -{amount} coins in {count} changes (latest: {reason}), balance {balance}',
    'phone.check.limit': 'Too many phone number checks. Please try again later.',
    'reason.CHECK_IN': 'Daily check-in',
    'reason.TASK_VIDEO': 'Watched a video',
    'reason.TASK_VERIFY_PHONE': 'Verified phone',
    'reason.TASK_VERIFY_EMAIL': 'Verified email',
    'reason.WELCOME': 'Welcome coins for new members',
    'reason.INVITE_FRIEND': 'Invited a friend',
    'reason.TOP_UP': 'Top-up',
    'reason.LIST_GOODS': 'Listed an item',
    'reason.RENEW_GOODS': 'Renewed an item',
    'reason.BOOST_GOODS': 'Boosted an item',
    'reason.ADMIN_ADJUST': 'Adjustment',
    'notice.medal.title': 'New medal',
    'notice.medal.content': 'Congratulations! You earned the "{medal}" medal',
    'medal.verifyPhone': 'Phone verified',
    'medal.addGoods': 'First listing',
    'medal.inviteFriends': 'First friend joined',
    'medal.moreMedal': 'More medals',
    'site.name': 'Kaifong Market',
    'member.invite.invalid': 'Invalid invitation code',
    'param.uuid': 'Missing device id, please reload the page',
    success: 'Success',
    'param.error': 'Invalid parameters',
    'param.field': '{field}: {reason}',
    'not.found': 'Not found',
    forbidden: 'You are not allowed to do this',
    'too.many.requests': 'Too many requests, please try again later',
    'payload.too.large': 'The upload is too large',
    'internal.error': 'The system is busy, please try again later',
    'conflict.error': 'The data has changed, please refresh and try again',
    'auth.not.logged.in': 'User not logged in',
    'auth.session.expired': 'Your session has expired, please log in again',
    'auth.session.replaced':
      'Your account was logged in from another place. If it was not you, change your password immediately.',
    'auth.refresh.invalid': 'Your sign-in is no longer valid, please log in again',
    'auth.wrong.password': 'Wrong username or password',
    'member.password.wrong': 'The current password is not right',
    'member.password.tries': 'Too many wrong passwords. Please try again in 15 minutes',
    'member.password.changed': 'Password changed. Your other devices were signed out',
    'auth.login.slider': 'Too many failed attempts: please complete the slider check first',
    'auth.disabled': 'This account has been disabled',
    'member.not.found': 'Member not found',
    'member.username.taken': 'This username is already taken',
    'member.email.taken': 'This email is already registered',
    'member.email.not.registered': 'This email is not registered',
    'member.phone.taken': 'This phone number is bound to another account',
    'member.reset.not.verified': 'Please verify your email first',
    'register.success': 'Registered successfully',
    'login.success': 'Login success',
    'slider.failed': 'Verification failed, please try again',
    'slider.not.passed': 'Please complete the slider check first',
    'slider.type': 'Unsupported verification type',
    'code.sent': 'Code sent',
    'code.wrong': 'Wrong verification code',
    'code.expired': 'The code has expired, please request a new one',
    'code.too.many.tries': 'Too many wrong codes, please request a new one',
    'code.resend.wait': 'Please wait {seconds} s before sending again',
    'code.daily.limit': 'Daily sending limit reached, please try again tomorrow',
    'code.send.failed': 'Sending failed, please try again later',
    'code.sms.off': 'This site does not verify phone numbers: there is no need to bind one',
    'mail.code.subject': '[{site}] Your verification code',
    'mail.code.text':
      'Your verification code is {code}. It is valid for {minutes} minutes. If you did not request it, ignore this email.',
    'sms.code.text': '[{site}] Code {code}, valid for {minutes} minutes.',
  },
} as const satisfies Record<Language, Record<string, string>>

/** Every message in each language (exported for glossary.test.ts). */
export const catalogue = {
  'zh-Hant': {
    ...validationMessages['zh-Hant'],
    ...own['zh-Hant'],
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
    ...contentMessages['zh-Hant'],
    ...savedSearchesMessages['zh-Hant'],
  },
  'zh-Hans': {
    ...validationMessages['zh-Hans'],
    ...own['zh-Hans'],
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
    ...contentMessages['zh-Hans'],
    ...savedSearchesMessages['zh-Hans'],
  },
  en: {
    ...validationMessages.en,
    ...own.en,
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
    ...contentMessages.en,
    ...savedSearchesMessages.en,
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
