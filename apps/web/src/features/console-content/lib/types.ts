/**
 * The shapes of the console's content pages (docs/admin.md, "Content and settings": banners, hot
 * words, categories, articles), from the server's contract (`@kaifong/contract/admin`, content.ts),
 * under the names these pages use.
 */
export type {
  AdminArticle,
  AdminBanner,
  AdminCategory,
  ArticleType,
  BannerBody,
  CategoryChangeBody,
  CategoryCreateBody,
  HotWordRule,
  HotWordsOverview,
} from '@kaifong/contract/admin'
export {
  ARTICLE_CONTENT_MAX,
  ARTICLE_TITLE_MAX,
  ARTICLE_TYPES,
  BANNER_TITLE_MAX,
  CATEGORY_NAME_MAX,
  HOT_WORD_MAX,
  PAGE_KEYS,
} from '@kaifong/contract/admin'
