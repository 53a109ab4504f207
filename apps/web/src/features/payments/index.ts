/**
 * The payment pages (/pay, /payMent, /qrpay, /payDone; docs/product/money.md, "Payments"): all
 * routed from app/router.tsx, so the feature offers nothing to other features yet.
 */
export {}
