/**
 * The shapes of the console's API that part 2 of the console uses (docs/admin.md: members, coins,
 * system notices, content and settings), from the server's contract (`@kaifong/contract/admin`,
 * operations.ts and content.ts), under the names these pages use.
 */
import type { BroadcastAudience } from '@kaifong/contract/admin'

export type { CoinEntry, CoinPackage, HomeBlock, HomeBlockKey, Page } from '@kaifong/contract'
export { HOME_BLOCK_KEYS } from '@kaifong/contract'
export type {
  AdminArticle,
  AdminBanner,
  AdminCategory,
  AdminMedia,
  AdminMemberDetail,
  AdminMemberRow,
  AdminMemberSession,
  ArticleType,
  BannerBody,
  BroadcastBody,
  BroadcastRecord,
  BroadcastStatus,
  CategoryChangeBody,
  CategoryCreateBody,
  CoinAdjustResult,
  CoinRewards,
  CoinSettings,
  HomeSettings,
  HotWordRule,
  HotWordsOverview,
  MemberActionResult,
  MemberRole,
  ModerationSettings,
  SiteSettingsForm,
} from '@kaifong/contract/admin'
export {
  ARTICLE_CONTENT_MAX,
  ARTICLE_TITLE_MAX,
  ARTICLE_TYPES,
  BANNER_TITLE_MAX,
  BROADCAST_CONTENT_MAX,
  BROADCAST_TITLE_MAX,
  CATEGORY_NAME_MAX,
  COIN_ADJUST_MAX,
  COIN_ADJUST_REASON_MAX,
  COIN_PACKAGES_MAX,
  HOT_WORD_MAX,
  PAGE_KEYS,
  SITE_NAME_MAX,
} from '@kaifong/contract/admin'

/** A text in each of the site's languages. */
export type Localized = { 'zh-Hant': string; 'zh-Hans': string; en: string }

export type NoticeAudience = BroadcastAudience
/** The audiences in the order the form offers them: everyone first, one member last. */
export const NOTICE_AUDIENCES: readonly NoticeAudience[] = ['ALL', 'SELLERS', 'NEW_MEMBERS', 'MEMBER']
