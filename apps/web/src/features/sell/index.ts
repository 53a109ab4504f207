/**
 * Selling's public surface: the coin cost of a listing and the seller's lifecycle actions (take
 * down, renew, put up, boost, delete), which the owner tools of my listings use too.
 */
export { type DaysAction, useBoost, useDeleteGoods, usePayDays, useTakeDown } from './api/lifecycle.ts'
export { CoinCost, DurationChoice, useCoinCheck } from './components/CoinCost.tsx'
