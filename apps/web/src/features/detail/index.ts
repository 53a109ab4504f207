/**
 * The goods detail page's public surface. The page itself is routed from app/router.tsx; other
 * features reach it by link (config/paths.ts), so only its query is offered.
 */
export { useGoodsDetail } from './api/detail.ts'
