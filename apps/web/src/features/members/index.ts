/**
 * Members' public surface: the seller's card, which app/ puts under a listing
 * (app/pages/GoodsDetailPage.tsx). A member's page is routed from app/ (app/pages/UserPage.tsx).
 */
export { ListingSeller } from './components/SellerCard.tsx'
