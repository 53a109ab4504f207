/**
 * Goods: a listing as every page shows it and what any page can do with it (docs/architecture.md,
 * "Web features"). The card with its menu (report; shell.ts, the part the home and search pages
 * take), the heart's requests, the seller's contacts revealed, a member's live listings. The pages
 * about goods (discover, detail, sell, my-goods, favourites, footprints, members) build on it; it
 * uses no other feature. The card is its one component: others' components (the heart's button is
 * favourites') reach pages through app/.
 */

export { revealContacts, useRevealContacts } from './api/contacts.ts'
export { favouriteAfterLogin, useRemoveFavourite, useSetFavourite } from './api/favourite.ts'
export { useOthersGoods } from './api/others.ts'
export { type CardAction, GoodsCard, GoodsGrid, useCardActions } from './shell.ts'
