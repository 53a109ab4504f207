/** The orders module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */

export type { OrderItemRow, OrderRow, OrderWithItems } from './orders.aftersale.ts'
export {
  buyerOrderWithItems,
  closeRefundedOrder,
  lockOrderForRefund,
  orderItemsOf,
  shopOrderWithItems,
} from './orders.aftersale.ts'
export { carrierName } from './orders.carriers.ts'
export { consoleOrdersRoutes } from './orders.console.routes.ts'
export { ordersJobPlugin, runAutoCompleteOnce, runCancelUnpaidOnce } from './orders.jobs.ts'
export { ordersListeners } from './orders.listeners.ts'
export { orderPayRoutes } from './orders.pay.routes.ts'
export { type ItemToReview, itemsToReview, markItemReviewed } from './orders.reviews.ts'
export { ordersRoutes } from './orders.routes.ts'
export { shopOrdersRoutes } from './orders.shop.routes.ts'
