/**
 * The HK$ wallet (MoneyManagement; docs/product/money.md, "Wallet"): its page is routed from
 * app/own-pages.tsx, so it offers nothing to other features yet.
 */
export {}
