/**
 * The goods detail page's public surface. The page itself is routed from app/router.tsx; other
 * features reach it by link (config/paths.ts), so only its query is offered, and the contact
 * reveal the sell wizard loads a seller's own contacts with.
 */
export { revealContacts } from './api/contacts.ts'
export { useGoodsDetail } from './api/detail.ts'
