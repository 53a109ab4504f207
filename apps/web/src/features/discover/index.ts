/**
 * Discovery's public surface (home, search, categories): the shell's search bar and category
 * drawer. The category tree itself is features/categories.
 */
import { lazy } from 'react'

export { useSuggestions } from './api/suggest.ts'
export { HotWords } from './components/HotWords.tsx'
export { MatchHighlight } from './components/MatchHighlight.tsx'

/**
 * The header's category drawer, loaded when first opened: out of the first load (docs/architecture.md,
 * "Delivery: compression, caching, first load"). Render it inside <Suspense>, only while open.
 */
export const CategoryDrawer = lazy(async () => ({
  default: (await import('./components/CategoryDrawer.tsx')).CategoryDrawer,
}))
