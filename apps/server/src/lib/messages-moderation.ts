/**
 * Server messages of moderation: the report queue, its outcomes and the notices they send
 * (docs/admin.md, "Report queue"; docs/product/states-and-notices.md), in all three languages.
 */
import type { Language } from '@kaifong/contract'

export const moderationMessages = {
  'zh-Hant': {
    'moderation.reason.required': '請填寫原因',
    'moderation.reason.length': '原因最多 500 字',
    'moderation.action.invalid': '請選擇處理方式',
    'moderation.goods.not.found': '找不到此貨品',
    'moderation.talk.not.found': '找不到此對話',
    'moderation.none.open': '此項目沒有待處理的舉報，可能已由其他管理員處理',
    'moderation.ban.which': '對話雙方都被舉報，請指明要停權的會員',
    'moderation.resolved': '已處理 {count} 個舉報',
    'notice.moderation.down.title': '你的貨品已被下架',
    'notice.moderation.down.content': '你的貨品「{goods}」經管理員審核後已被下架。原因：{reason}',
    'notice.moderation.delete.title': '你的貨品已被刪除',
    'notice.moderation.delete.content': '你的貨品「{goods}」經管理員審核後已被刪除。原因：{reason}',
    'notice.feedback.title': '舉報結果',
    'notice.feedback.dismissed': '多謝你的舉報。我們已審核「{goods}」，未有發現違規。',
    'notice.feedback.down': '多謝你的舉報。你舉報的貨品「{goods}」已被下架。',
    'notice.feedback.deleted': '多謝你的舉報。你舉報的貨品「{goods}」已被移除。',
  },
  'zh-Hans': {
    'moderation.reason.required': '请填写原因',
    'moderation.reason.length': '原因最多 500 字',
    'moderation.action.invalid': '请选择处理方式',
    'moderation.goods.not.found': '找不到此商品',
    'moderation.talk.not.found': '找不到此对话',
    'moderation.none.open': '此项目没有待处理的举报，可能已由其他管理员处理',
    'moderation.ban.which': '对话双方都被举报，请指明要封禁的会员',
    'moderation.resolved': '已处理 {count} 个举报',
    'notice.moderation.down.title': '你的商品已被下架',
    'notice.moderation.down.content': '你的商品「{goods}」经管理员审核后已被下架。原因：{reason}',
    'notice.moderation.delete.title': '你的商品已被删除',
    'notice.moderation.delete.content': '你的商品「{goods}」经管理员审核后已被删除。原因：{reason}',
    'notice.feedback.title': '举报结果',
    'notice.feedback.dismissed': '感谢你的举报。我们已审核「{goods}」，未发现违规。',
    'notice.feedback.down': '感谢你的举报。你举报的商品「{goods}」已被下架。',
    'notice.feedback.deleted': '感谢你的举报。你举报的商品「{goods}」已被移除。',
  },
  en: {
    'moderation.reason.required': 'Please give a reason',
    'moderation.reason.length': 'The reason can be up to 500 characters',
    'moderation.action.invalid': 'Please choose an action',
    'moderation.goods.not.found': 'No such listing',
    'moderation.talk.not.found': 'No such chat',
    'moderation.none.open': 'There are no open reports on this; another operator may have handled them',
    'moderation.ban.which': 'Both members of this chat were reported: say which one to ban',
    'moderation.resolved': '{count} report(s) handled',
    'notice.moderation.down.title': 'Your listing was taken down',
    'notice.moderation.down.content':
      'After review, an administrator took down your listing "{goods}". Reason: {reason}',
    'notice.moderation.delete.title': 'Your listing was deleted',
    'notice.moderation.delete.content':
      'After review, an administrator deleted your listing "{goods}". Reason: {reason}',
    'notice.feedback.title': 'Report result',
    'notice.feedback.dismissed': 'Thank you for your report. We reviewed "{goods}" and found no violation.',
    'notice.feedback.down': 'Thank you for your report. The listing you reported, "{goods}", was taken down.',
    'notice.feedback.deleted': 'Thank you for your report. The listing you reported, "{goods}", was removed.',
  },
} as const satisfies Record<Language, Record<string, string>>
