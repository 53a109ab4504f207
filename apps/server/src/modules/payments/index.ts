/** The payments module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { presentPaymentView, providerInfo } from './payments.present.ts'
export { paymentsRoutes } from './payments.routes.ts'
export type { OpenPayment, PaymentRow } from './payments.service.ts'
export {
  checkoutUrlOf,
  findPaymentById,
  memberPayments,
  notFoundPayment,
  openPayment,
  ownPayment,
  paymentProvider,
  paymentsNotConfigured,
  paymentsOf,
  refundPayment,
} from './payments.service.ts'
export type { PaymentProvider } from './provider.ts'
