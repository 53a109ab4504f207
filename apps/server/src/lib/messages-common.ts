/**
 * Server messages shared by every area: the site's name, success, and the generic errors of the
 * envelope (docs/errors.md, docs/product/messages.md), in all three languages.
 */
import type { Language } from '@kaifong/contract'

export const commonMessages = {
  'zh-Hant': {
    'site.name': '街坊市集',
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
  },
  'zh-Hans': {
    'site.name': '街坊市集',
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
  },
  en: {
    'site.name': 'Kaifong Market',
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
  },
} as const satisfies Record<Language, Record<string, string>>
