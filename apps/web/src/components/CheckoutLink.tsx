/**
 * Going on to a payment provider's checkout (docs/product/money.md, "Payments"): a provider's page
 * is usually its own site; the sandbox's is a page of ours (/payMent), reached inside the app. Used
 * by top-up, the wallet's recharge and the cashier alike.
 */
import { Link } from 'react-router'

export function goToCheckout(url: string, navigate: (to: string) => unknown) {
  if (url.startsWith('/')) void navigate(url)
  else window.location.assign(url)
}

export function CheckoutLink({
  url,
  className,
  children,
}: {
  url: string
  className?: string
  children: string
}) {
  return url.startsWith('/') ? (
    <Link className={className} to={url}>
      {children}
    </Link>
  ) : (
    <a className={className} href={url}>
      {children}
    </a>
  )
}
