/** The site module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */

export type { SettingKey, Settings } from './settings.service.ts'
export { ensureSetting, getSetting, putSetting } from './settings.service.ts'
export { siteRoutes } from './site.routes.ts'
export { clearSiteCache, getBanners, storedHomeBlocks, storedSite, welcomeCoins } from './site.service.ts'
