/**
 * Server messages of payments and the wallet (docs/product/money.md): refunds, the payment
 * password, the balance, withdrawals and their notices, in all three languages.
 */
import type { Language } from '@kaifong/contract'

export const walletMessages = {
  'zh-Hant': {
    'payments.not.configured.pay': '暫時未能以信用卡或轉數快付款：本站未設定付款服務',
    'payment.not.refundable': '只有已付款的付款可以退款',
    'payment.refund.unavailable': '此付款的付款服務已停用，未能自動退款',
    'wallet.password.not.set': '請先設定支付密碼',
    'wallet.password.already.set': '已設定支付密碼：如要更改，請用電郵驗證碼重設',
    'wallet.password.refused': '支付密碼錯誤，或錢包因連續輸錯 5 次而暫時鎖定，請稍後再試',
    'wallet.insufficient': '錢包餘額不足：需要 {need}，你現有 {have}',
    'withdrawal.pending': '你已有一筆提款等待審核',
    'withdrawal.not.found': '找不到此提款',
    'withdrawal.decided': '此提款已經處理',
    'withdraw.refuse.reason': '請寫下拒絕的原因',
    'withdraw.refuse.reason.length': '原因最多 200 個字',
    'notice.withdrawal.done.title': '提款已完成',
    'notice.withdrawal.done.content': '你提取的 {amount} 已轉到 {account}',
    'notice.withdrawal.refused.title': '提款被拒絕',
    'notice.withdrawal.refused.content': '你提取 {amount} 的申請被拒絕：{reason}。款項已退回錢包',
  },
  'zh-Hans': {
    'payments.not.configured.pay': '暂时未能以信用卡或转数快付款：本站未设置付款服务',
    'payment.not.refundable': '只有已付款的付款可以退款',
    'payment.refund.unavailable': '此付款的付款服务已停用，未能自动退款',
    'wallet.password.not.set': '请先设置支付密码',
    'wallet.password.already.set': '已设置支付密码：如要更改，请用电邮验证码重设',
    'wallet.password.refused': '支付密码错误，或钱包因连续输错 5 次而暂时锁定，请稍后再试',
    'wallet.insufficient': '钱包余额不足：需要 {need}，你现有 {have}',
    'withdrawal.pending': '你已有一笔提现等待审核',
    'withdrawal.not.found': '找不到此提现',
    'withdrawal.decided': '此提现已经处理',
    'withdraw.refuse.reason': '请写下拒绝的原因',
    'withdraw.refuse.reason.length': '原因最多 200 个字',
    'notice.withdrawal.done.title': '提现已完成',
    'notice.withdrawal.done.content': '你提取的 {amount} 已转到 {account}',
    'notice.withdrawal.refused.title': '提现被拒绝',
    'notice.withdrawal.refused.content': '你提取 {amount} 的申请被拒绝：{reason}。款项已退回钱包',
  },
  en: {
    'payments.not.configured.pay':
      'Paying by card or FPS is unavailable: this site has no payment provider configured',
    'payment.not.refundable': 'Only a paid payment can be refunded',
    'payment.refund.unavailable':
      "This payment's provider is no longer configured: it cannot be refunded automatically",
    'wallet.password.not.set': 'Set a payment password first',
    'wallet.password.already.set':
      'A payment password is already set: to change it, reset it with a code sent to your email',
    'wallet.password.refused':
      'Wrong payment password, or the wallet is locked after 5 wrong tries: please try again later',
    'wallet.insufficient': 'Not enough in your wallet: {need} needed, you have {have}',
    'withdrawal.pending': 'You already have a withdrawal waiting for review',
    'withdrawal.not.found': 'Withdrawal not found',
    'withdrawal.decided': 'This withdrawal has already been decided',
    'withdraw.refuse.reason': 'Please give the reason for refusing',
    'withdraw.refuse.reason.length': 'The reason can be up to 200 characters',
    'notice.withdrawal.done.title': 'Withdrawal paid',
    'notice.withdrawal.done.content': 'Your withdrawal of {amount} has been paid to {account}',
    'notice.withdrawal.refused.title': 'Withdrawal refused',
    'notice.withdrawal.refused.content':
      'Your withdrawal of {amount} was refused: {reason}. The amount is back in your wallet',
  },
} as const satisfies Record<Language, Record<string, string>>
