/**
 * My favourites: its page (/collect) is routed from app/, and the heart's button, which app/ puts
 * on a listing (app/pages/GoodsDetailPage.tsx). The heart's requests are goods' (features/goods:
 * useSetFavourite, favouriteAfterLogin, which the login dialog calls).
 */
export { FavouriteButton } from './components/FavouriteButton.tsx'
