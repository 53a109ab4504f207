/** Server messages of saved searches and their alerts (docs/product/search.md, "Saved searches"), in all three languages. */
import type { Language } from '@kaifong/contract'

export const savedSearchesMessages = {
  'zh-Hant': {
    'savedSearch.saved': '已儲存搜尋',
    'savedSearch.defaultName': '已儲存的搜尋',
    'savedSearch.exists': '你已經儲存咗呢個搜尋',
    'savedSearch.limit': '最多只可儲存 {max} 個搜尋，請先刪除不需要的',
    'notice.savedSearch.title': '有新貨品符合你的搜尋',
    'notice.savedSearch.one': '「{name}」有 1 件新貨品',
    'notice.savedSearch.many': '「{name}」有 {count} 件新貨品',
    'mail.savedSearch.subject': '【{site}】{summary}',
    'mail.savedSearch.text': '{summary}：\n{link}\n\n管理或停止這些提示：{manage}',
  },
  'zh-Hans': {
    'savedSearch.saved': '已保存搜索',
    'savedSearch.defaultName': '已保存的搜索',
    'savedSearch.exists': '你已经保存过这个搜索',
    'savedSearch.limit': '最多只可保存 {max} 个搜索，请先删除不需要的',
    'notice.savedSearch.title': '有新商品符合你的搜索',
    'notice.savedSearch.one': '“{name}”有 1 件新商品',
    'notice.savedSearch.many': '“{name}”有 {count} 件新商品',
    'mail.savedSearch.subject': '【{site}】{summary}',
    'mail.savedSearch.text': '{summary}：\n{link}\n\n管理或停止这些提醒：{manage}',
  },
  en: {
    'savedSearch.saved': 'Search saved',
    'savedSearch.defaultName': 'Saved search',
    'savedSearch.exists': 'You have already saved this search',
    'savedSearch.limit': 'You can save up to {max} searches: delete one you no longer need first',
    'notice.savedSearch.title': 'New listings for your saved search',
    'notice.savedSearch.one': '1 new listing for “{name}”',
    'notice.savedSearch.many': '{count} new listings for “{name}”',
    'mail.savedSearch.subject': '[{site}] {summary}',
    'mail.savedSearch.text': '{summary}:\n{link}\n\nManage or stop these alerts: {manage}',
  },
} as const satisfies Record<Language, Record<string, string>>
