/** The order-reviews module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { orderReviewsRoutes } from './order-reviews.routes.ts'
