/**
 * Selling's public surface: the owner tools of one listing (the seller's lifecycle actions: take
 * down, renew, put up, boost, delete, and a sold listing's deal), which app/ puts under each card
 * of my listings (app/pages/MyGoodsPage.tsx). The wizard's page is routed from app/router.tsx.
 */
export { OwnerTools } from './components/OwnerTools.tsx'
