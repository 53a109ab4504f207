/**
 * Discovery's public surface (home, search, categories): the shell's search bar and category
 * drawer, and the category tree the sell wizard picks from.
 */
export { useCategories } from './api/categories.ts'
export { useSuggestions } from './api/suggest.ts'
export { CategoryDrawer } from './components/CategoryDrawer.tsx'
export { HotWords } from './components/HotWords.tsx'
export { MatchHighlight } from './components/MatchHighlight.tsx'
export { foldName } from './lib/category-tree.ts'
