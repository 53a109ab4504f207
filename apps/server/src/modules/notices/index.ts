/** The notices module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */

export { afterSaleNoticesListeners } from './notices.aftersales.ts'
export { complaintNoticesListeners } from './notices.complaints.ts'
export { noticesListeners } from './notices.listeners.ts'
export { orderNoticesListeners } from './notices.orders.ts'
export { noticesRoutes } from './notices.routes.ts'
export { notify, notifyCoinChange, notifyMany, notifyMembersSelecting } from './notices.service.ts'
export { shopNoticesListeners } from './notices.shops.ts'
export { walletNoticesListeners } from './notices.wallet.ts'
