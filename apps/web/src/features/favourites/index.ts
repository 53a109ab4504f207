/** Favourites' public surface: the heart the detail page shows, and the heart a visitor tapped before logging in. */
export { favouriteAfterLogin } from './api/favourites.ts'
export { FavouriteButton } from './components/FavouriteButton.tsx'
