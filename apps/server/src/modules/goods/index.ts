/** The goods module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { expiryJobPlugin } from './expiry.job.ts'
export {
  type CardRow,
  cardColumns,
  liveCards,
  liveCardsOf,
  liveListings,
  liveWhere,
  selectCards,
} from './goods.cards.ts'
export { meetupAreasOf } from './goods.content.ts'
export { changeCollectCount, repathListings } from './goods.ops.ts'
export { canView, goodsNotFound, isLive } from './goods.policy.ts'
export { labelOf, presentCard } from './goods.present.ts'
export { findGoods, findGoodsForUpdate } from './goods.reads.ts'
export { goodsRoutes } from './goods.routes.ts'
export { writeSearchFields } from './goods.search-fields.ts'
export {
  findSkusForSale,
  giveBackStock,
  type SkuForSale,
  type SkuSpec,
  type SkuUnavailable,
  specsText,
  takeStock,
} from './goods.skus.ts'
export {
  deleteByOperator,
  holdForReports,
  holdSellerListings,
  type LockedGoods,
  lockGoods,
  lockGoodsIn,
  markBackOnSale,
  markSaleReviewed,
  markSold,
  releaseReportsHold,
  releaseSellerListings,
  takeDownAllOf,
  takeDownByOperator,
} from './goods.states.ts'
