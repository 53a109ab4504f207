/** The search module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { alertMatchOf } from './alert-match.ts'
export { clearHotWordsCache, HOT_WORDS_MAX, hotWords, rankedTerms } from './hot-words.service.ts'
export { searchRoutes } from './search.routes.ts'
export { searchGoods, termOf } from './search.service.ts'
export { suggestRoutes } from './suggest.routes.ts'
