/** Favourites' public surface: the heart the detail page shows. */
export { FavouriteButton } from './components/FavouriteButton.tsx'
