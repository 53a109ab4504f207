/** Saved searches' public surface: the search page's "save this search" button and offer. */
export { SaveSearchButton } from './components/SaveSearchButton.tsx'
