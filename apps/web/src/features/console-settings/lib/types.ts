/**
 * The shapes of the console's settings (docs/admin.md, "Coins" and "Content and settings"), from the
 * server's contract (`@kaifong/contract/admin`, content.ts and operations.ts), under the names the page uses.
 */
export type { HomeBlock } from '@kaifong/contract'
export type {
  CoinSettings,
  HomeSettings,
  ModerationSettings,
  SiteSettingsForm,
} from '@kaifong/contract/admin'
export { COIN_PACKAGES_MAX, SITE_NAME_MAX } from '@kaifong/contract/admin'
