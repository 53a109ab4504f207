/** The cart module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export {
  type Checkout,
  type CheckoutLine,
  type CheckoutPart,
  checkoutOf,
  checkoutPage,
  removeLines,
  unseenPrices,
} from './cart.checkout.ts'
export { type Priced, type PriceInput, priceOf, shippingFeeOf } from './cart.price.ts'
export { cartRoutes } from './cart.routes.ts'
