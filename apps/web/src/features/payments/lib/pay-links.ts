/**
 * Links between the payment pages (config/paths.ts has their routes): the QR page and the
 * confirmation of a payment, and the confirmation of a trade or order paid at once.
 */
import { paths, routes } from '../../../config/paths.ts'
import { sessionStore } from '../../../lib/session.ts'

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`

export const payLinks = {
  /** The cashier of an order sn or a trade sn. */
  pay: (sn: string) => withQuery(routes.pay, { sn }),
  /** The provider's checkout of a payment (the sandbox's is our /payMent page). */
  checkout: (paymentId: string) => withQuery(routes.checkout, { paymentId }),
  qr: (paymentId: string) => withQuery(routes.qrPay, { paymentId }),
  doneForPayment: (paymentId: string) => withQuery(routes.payDone, { paymentId }),
  doneForSn: (sn: string) => withQuery(routes.payDone, { sn }),
  /** The buyer's orders, and one order, in the member centre (MyOrder, OrderDetail?sn=). */
  myOrders: () => `${paths.memberCentre(ownName())}/MyOrder`,
  order: (sn: string) => withQuery(`${paths.memberCentre(ownName())}/OrderDetail`, { sn }),
}

/** The member centre is always one's own; any name leads there (app/router.tsx). */
const ownName = () => sessionStore.get().userInfo?.username || 'me'

/** The address a phone opens from the QR code: a checkout link of ours made absolute. */
export function absoluteUrl(url: string, origin = window.location.origin): string {
  return new URL(url, origin).toString()
}
