/**
 * Shops (docs/product/shops.md): /shopEntry (apply, and the application's status) and a shop's
 * page /merchant?id= (its goods with "search in this shop", the shop favourite). Both pages are
 * routed lazily from app/router.tsx; nothing here is part of the first load.
 */
export { shopKeys } from './api/keys.ts'
