/** The goods module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { expiryJobPlugin } from './expiry.job.ts'
export { meetupAreasOf } from './goods.content.ts'
export { canView, goodsNotFound, isLive } from './goods.policy.ts'
export { labelOf, presentCard } from './goods.present.ts'
export type { CardRow } from './goods.repo.ts'
export { cardColumns, findGoods, findGoodsForUpdate, liveWhere, selectCards, vectorOf } from './goods.repo.ts'
export { goodsRoutes } from './goods.routes.ts'
export { changeGoods, nextVersion, takeDownAllOf } from './goods.write.repo.ts'
