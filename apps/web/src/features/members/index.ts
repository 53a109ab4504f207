/** Members' public surface: the seller card and a member's listings, shown under a listing. */
export { useOthersGoods } from './api/others.ts'
export { useSellerCard } from './api/seller.ts'
export { SellerCard } from './components/SellerCard.tsx'
