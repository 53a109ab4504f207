/** The coins feature's public surface: the balance and the daily check-in, shown by other features. */
export { useCoinBalance } from './api/coins.ts'
export { CheckInCard } from './components/CheckInCard.tsx'
