/** Server messages of the dashboard, content and settings (docs/admin.md), in all three languages. */
import type { Language } from '@kaifong/contract'

export const contentMessages = {
  'zh-Hant': {
    'content.media.unknown': '圖片必須是已上載到本站的圖片，請重新上載',
    'content.category.parent.unknown': '找不到所選的上層分類',
    'content.category.move.invalid': '分類不可以移到自己或自己的子分類之下',
    'content.category.too.deep': '分類最多只可以有三層',
    'content.article.key.taken': '已有「{key}」頁面，每個頁面只可以有一篇',
  },
  'zh-Hans': {
    'content.media.unknown': '图片必须是已上传到本站的图片，请重新上传',
    'content.category.parent.unknown': '找不到所选的上级分类',
    'content.category.move.invalid': '分类不能移到自己或自己的子分类之下',
    'content.category.too.deep': '分类最多只能有三级',
    'content.article.key.taken': '已有“{key}”页面，每个页面只能有一篇',
  },
  en: {
    'content.media.unknown': 'The image must be one uploaded to this site: please upload it again',
    'content.category.parent.unknown': 'The chosen parent category does not exist',
    'content.category.move.invalid': 'A category cannot move under itself or one of its subcategories',
    'content.category.too.deep': 'Categories can be at most three levels deep',
    'content.article.key.taken': 'There is already a "{key}" page: each page exists once',
  },
} as const satisfies Record<Language, Record<string, string>>
